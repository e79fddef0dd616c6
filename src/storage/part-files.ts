/**
 * What a layer job leaves in the run's folder: a part file with the ranks it
 * found that were unseen when the layer began (sorted, each once), which of
 * them are goals, and the job's tally (states expanded, smallest ranks of
 * the layer in its range). Written under a temporary name and renamed; its
 * length and SHA-256 are checked on every read, so a half-written or damaged
 * part is never merged.
 *
 * Layout: the line "puzzlekit cluster part 1\n", a 4-byte little-endian
 * length, the header as JSON, then the ranks and the goals as 32-bit
 * little-endian numbers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { writeFileAtomic } from './atomic-write.js';
import { sha256 } from './distance-file.js';
import { render, type Message } from '../i18n/index.js';
import { STORAGE_MESSAGES } from './messages.js';

const MAGIC = 'puzzlekit cluster part 1\n';

const headerSchema = z.strictObject({
  run: z.string(),
  depth: z.number().int().nonnegative(),
  index: z.number().int().nonnegative(),
  from: z.number().int().nonnegative(),
  to: z.number().int().nonnegative(),
  expanded: z.number().int().nonnegative(),
  examples: z.array(z.number().int().nonnegative()),
  ranks: z.number().int().nonnegative(),
  goals: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export type PartHeader = z.infer<typeof headerSchema>;

export interface Part {
  header: PartHeader;
  ranks: Uint32Array;
  goals: Uint32Array;
}

/** A part file that is missing, damaged, or of another job. */
export class PartFileError extends Error {
  override readonly name = 'PartFileError';
  readonly words: Message;

  constructor(words: Message) {
    super(render(words, 'en'));
    this.words = words;
  }
}

export function partName(depth: number, index: number): string {
  return `part-${depth}-${index}.bin`;
}

function bytesOf(a: Uint32Array): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

export function writePart(path: string, header: Omit<PartHeader, 'ranks' | 'goals' | 'sha256'>, ranks: Uint32Array, goals: Uint32Array): void {
  const body = [bytesOf(ranks), bytesOf(goals)];
  const full: PartHeader = { ...header, ranks: ranks.length, goals: goals.length, sha256: sha256(Buffer.concat(body)) };
  const json = Buffer.from(JSON.stringify(full), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  writeFileAtomic(path, [Buffer.from(MAGIC, 'utf8'), length, json, ...body]);
}

/** Reads and checks a part; `expected` is the job it must belong to. */
export function readPart(path: string, expected: Pick<PartHeader, 'run' | 'depth' | 'index' | 'from' | 'to'>): Part {
  if (!existsSync(path)) throw new PartFileError(STORAGE_MESSAGES.partMissing({ path }));
  const raw = readFileSync(path);
  const magic = Buffer.from(MAGIC, 'utf8');
  if (raw.length < magic.length + 4 || !raw.subarray(0, magic.length).equals(magic)) throw new PartFileError(STORAGE_MESSAGES.notPartFile({ path }));
  const length = raw.readUInt32LE(magic.length);
  const at = magic.length + 4 + length;
  if (at > raw.length) throw new PartFileError(STORAGE_MESSAGES.partHeaderCut({ path }));
  let header: PartHeader;
  try {
    header = headerSchema.parse(JSON.parse(raw.subarray(magic.length + 4, at).toString('utf8')));
  } catch {
    throw new PartFileError(STORAGE_MESSAGES.partHeaderDamaged({ path }));
  }
  for (const key of ['run', 'depth', 'index', 'from', 'to'] as const) {
    if (header[key] !== expected[key]) throw new PartFileError(STORAGE_MESSAGES.partOfOtherJob({ path, key, found: String(header[key]), expected: String(expected[key]) }));
  }
  const body = raw.subarray(at);
  if (body.length !== 4 * (header.ranks + header.goals)) throw new PartFileError(STORAGE_MESSAGES.partTruncated({ path, bytes: body.length, expected: 4 * (header.ranks + header.goals) }));
  if (sha256(body) !== header.sha256) throw new PartFileError(STORAGE_MESSAGES.partChecksum({ path }));
  // Copied out so that the ranks are aligned whatever the header's length.
  const numbers = new Uint32Array(body.length / 4);
  bytesOf(numbers).set(body);
  return { header, ranks: numbers.subarray(0, header.ranks), goals: numbers.subarray(header.ranks) };
}

/**
 * What a census job leaves in its run's folder of the shared directory: the
 * results of a batch of consecutive chunks (census-family.ts), written under
 * a temporary name and renamed, and checked on every read (its SHA-256, its
 * form, and that it is the batch asked for), so that a half-written or
 * damaged batch is never merged.
 *
 * Layout: one line of JSON naming the run, the batch's chunks [from, to)
 * and the SHA-256 of the rest, then the chunks' results as one JSON array.
 */
import { z } from 'zod';
import type { CensusChunk } from '../puzzles/census-family.js';
import { writeFileAtomic } from './atomic-write.js';
import { sha256 } from './distance-file.js';
import { pathExists } from './paths.js';
import { readRegularText } from './regular-file.js';

const count = z.number().int().nonnegative();

const headerSchema = z.strictObject({
  census: z.string(),
  from: count,
  to: count,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const chunkSchema = z.strictObject({
  chunk: count,
  enumerated: count,
  layouts: count,
  groups: count,
  solvable: count,
  puzzles: z.array(z.strictObject({ moves: count, board: z.string(), groupSize: count, histogram: z.array(count) })),
});

/** Which batch a file must hold: its run and its chunks [from, to). */
export interface CensusBatchId {
  run: string;
  from: number;
  to: number;
}

/** Why a batch file cannot be used. */
export type CensusBatchProblem = 'damaged' | 'checksum' | 'otherBatch';

export function censusBatchName(from: number, to: number): string {
  return `census-${from}-${to}.json`;
}

/** Writes a batch's results (one a chunk, in chunk order) at `path`, whole or not at all. */
export function writeCensusBatch(path: string, id: CensusBatchId, chunks: readonly CensusChunk[]): void {
  const body = Buffer.from(JSON.stringify(chunks), 'utf8');
  const header = JSON.stringify({ census: id.run, from: id.from, to: id.to, sha256: sha256(body) });
  writeFileAtomic(path, [Buffer.from(`${header}\n`, 'utf8'), body]);
}

/** The batch's results if its file is there; why it cannot be used if it is there but wrong; undefined if it is not there yet. */
export function readCensusBatch(path: string, id: CensusBatchId): { chunks: CensusChunk[] } | { problem: CensusBatchProblem } | undefined {
  if (!pathExists(path)) return undefined;
  let text: string;
  try {
    text = readRegularText(path);
  } catch {
    // Something else planted under its name (a folder, a FIFO): not a batch.
    return { problem: 'damaged' };
  }
  const cut = text.indexOf('\n');
  if (cut < 0) return { problem: 'damaged' };
  let header: z.infer<typeof headerSchema>;
  let value: unknown;
  try {
    header = headerSchema.parse(JSON.parse(text.slice(0, cut)));
    if (header.census !== id.run || header.from !== id.from || header.to !== id.to) return { problem: 'otherBatch' };
    const body = text.slice(cut + 1);
    if (sha256(Buffer.from(body, 'utf8')) !== header.sha256) return { problem: 'checksum' };
    value = JSON.parse(body);
  } catch {
    return { problem: 'damaged' };
  }
  const parsed = z.array(chunkSchema).safeParse(value);
  if (!parsed.success) return { problem: 'damaged' };
  const chunks = parsed.data;
  // Every chunk of the batch once, in order.
  if (chunks.length !== id.to - id.from || chunks.some((c, i) => c.chunk !== id.from + i)) return { problem: 'otherBatch' };
  return { chunks };
}

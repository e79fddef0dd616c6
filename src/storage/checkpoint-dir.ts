/**
 * Checkpoints of a compact search in a folder: after every layer, the marks
 * (a file named for the next layer, `marks-<depth>.bin`) and then
 * `checkpoint.json` (what run it is, the totals, and the marks file's name,
 * length and SHA-256). Each is written under a temporary name and renamed,
 * and the marks are renamed before the JSON that names them, so a run killed
 * at any moment leaves the last complete layer's checkpoint whole; older
 * marks files are removed only after that. A checkpoint is read back only
 * for the same run, only if `checkpoint.json` matches the checksum it
 * carries and its figures agree with each other, and only if its marks match
 * theirs. Every file is read as a regular file (regular-file.ts): a FIFO or a
 * device under its name is refused, never waited on.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckpointRun } from './checkpoint-run.js';
import { z } from 'zod';
import type { CompactCheckpoint, CompactResume, CompactTotalsState } from '../engine/index.js';
import { writeFileAtomic } from './atomic-write.js';
import { sha256 } from './distance-file.js';
import { makeFolder } from './output-path.js';
import { checkedIndex, checksummedJson } from './json-checksum.js';
import { readRegularFile, readRegularText, RegularFileError } from './regular-file.js';
import { render, type Message } from '../i18n/index.js';
import { STORAGE_MESSAGES } from './messages.js';

const FORMAT = 'puzzlekit compact checkpoint 1';
const INDEX = 'checkpoint.json';

export type { CheckpointRun } from './checkpoint-run.js';

const totalsSchema = z.strictObject({
  statesPerDepth: z.array(z.number().int().nonnegative()),
  states: z.number().int().nonnegative(),
  goals: z.number().int().nonnegative(),
  shortest: z.number().int().nonnegative().nullable(),
  expansions: z.number().int().nonnegative(),
  lastExamples: z.array(z.number().int().nonnegative()),
});

const indexSchema = z.strictObject({
  format: z.literal(FORMAT),
  run: z.strictObject({ puzzle: z.string(), instance: z.string(), metric: z.string(), from: z.string(), marks: z.string(), size: z.number().int().positive() }),
  nextDepth: z.number().int().positive(),
  totals: totalsSchema,
  marksFile: z.string().regex(/^marks-\d+\.bin$/),
  marksBytes: z.number().int().positive(),
  marksSha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A checkpoint folder that cannot be used: not one, damaged, or of another run. `words`, where there are, the message `message` is the English of. */
export class CheckpointError extends Error {
  override readonly name = 'CheckpointError';
  // Not enumerable: an error compares equal to one made from its English alone.
  declare readonly words?: Message;

  constructor(message: string | Message) {
    super(typeof message === 'string' ? message : render(message, 'en'));
    if (typeof message !== 'string') Object.defineProperty(this, 'words', { value: message, enumerable: false });
  }
}

/** Saves the state after a layer; the folder is made if missing. */
export function writeCheckpoint(dir: string, run: CheckpointRun, checkpoint: CompactCheckpoint): void {
  makeFolder(dir);
  const marks = new Uint8Array(checkpoint.marks.buffer, 0, checkpoint.marks.bytes);
  const marksFile = `marks-${checkpoint.nextDepth}.bin`;
  writeFileAtomic(join(dir, marksFile), [marks]);
  const index = { format: FORMAT, run, nextDepth: checkpoint.nextDepth, totals: checkpoint.totals, marksFile, marksBytes: marks.byteLength, marksSha256: sha256(marks) };
  writeFileAtomic(join(dir, INDEX), [Buffer.from(checksummedJson(index), 'utf8')]);
  for (const name of readdirSync(dir)) {
    if (/^marks-\d+\.bin$/.test(name) && name !== marksFile) rmSync(join(dir, name), { force: true });
  }
}

/** Whether the folder holds a checkpoint (it may still turn out damaged). */
export function hasCheckpoint(dir: string): boolean {
  return existsSync(join(dir, INDEX));
}

/**
 * Why totals that passed their checksum still cannot be a search's (a
 * checkpoint written by a faulty program, or forged with a fresh checksum),
 * or null: layers 0 to `layers - 1` of at least one state each, adding up to
 * the states, no more than the space's `size`, and the goals and examples
 * within them.
 */
export function totalsProblem(totals: CompactTotalsState, layers: number, size: number): string | null {
  const { statesPerDepth, states, goals, shortest, expansions, lastExamples } = totals;
  if (statesPerDepth.length !== layers) return `${statesPerDepth.length} layers, not ${layers}`;
  let sum = 0;
  for (const n of statesPerDepth) {
    if (n < 1) return 'an empty layer before the last';
    sum += n;
  }
  if (sum !== states) return `layers of ${sum} states in all, not ${states}`;
  if (states > size) return `${states} states in a space of ${size}`;
  if (goals > states || expansions > states) return 'more goals or expansions than states';
  if ((shortest === null) !== (goals === 0) || (shortest !== null && shortest >= layers)) return 'a shortest distance that disagrees with the goals';
  if (lastExamples.some((r) => r >= size)) return 'an example outside the space';
  return null;
}

/** Reads a checkpoint for `run`; a CheckpointError says why it cannot be used. */
export function readCheckpoint(dir: string, run: CheckpointRun): CompactResume {
  const indexPath = join(dir, INDEX);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new CheckpointError(STORAGE_MESSAGES.notFolder({ dir }));
  if (!existsSync(indexPath)) throw new CheckpointError(STORAGE_MESSAGES.noCheckpoint({ dir, index: INDEX }));
  const read = checkedIndex(readFileOf(indexPath, readRegularText), indexSchema, 'checkpoint');
  if ('problem' in read) throw new CheckpointError(STORAGE_MESSAGES.indexUnusable({ path: indexPath, reason: read.reason }));
  const { index } = read;
  const differs = (Object.keys(run) as (keyof CheckpointRun)[]).filter((key) => index.run[key] !== run[key]);
  if (differs.length > 0) {
    const what = differs.map((key) => `${key} ${JSON.stringify(index.run[key])}, not ${JSON.stringify(run[key])}`).join('; ');
    throw new CheckpointError(STORAGE_MESSAGES.otherRunCheckpoint({ dir, what }));
  }
  const problem = totalsProblem(index.totals, index.nextDepth + 1, run.size);
  if (problem) throw new CheckpointError(STORAGE_MESSAGES.checkpointInconsistent({ path: indexPath, problem }));
  const marksPath = join(dir, index.marksFile);
  if (!existsSync(marksPath)) throw new CheckpointError(STORAGE_MESSAGES.checkpointMarksMissing({ path: marksPath }));
  const marks = new Uint8Array(readFileOf(marksPath, readRegularFile));
  if (marks.byteLength !== index.marksBytes || sha256(marks) !== index.marksSha256) {
    throw new CheckpointError(STORAGE_MESSAGES.checkpointMarksChecksum({ path: marksPath }));
  }
  return { nextDepth: index.nextDepth, totals: index.totals, marks };
}

/** A file of the folder read by `read`; one that is not a regular file is a CheckpointError. */
function readFileOf<T>(path: string, read: (path: string) => T): T {
  try {
    return read(path);
  } catch (error) {
    if (error instanceof RegularFileError) throw new CheckpointError(STORAGE_MESSAGES.checkpointFileUnusable({ file: error.words ?? error.message }));
    throw error;
  }
}

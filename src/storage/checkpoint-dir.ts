/**
 * Checkpoints of a compact search in a folder: after every layer, the marks
 * (a file named for the next layer, `marks-<depth>.bin`) and then
 * `checkpoint.json` (what run it is, the totals, and the marks file's name,
 * length and SHA-256). Each is written under a temporary name and renamed,
 * and the marks are renamed before the JSON that names them, so a run killed
 * at any moment leaves the last complete layer's checkpoint whole; older
 * marks files are removed only after that. A checkpoint is read back only
 * for the same run, and only if its marks match their checksum.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { CompactCheckpoint, CompactResume } from '../engine/index.js';
import { writeFileAtomic } from './atomic-write.js';
import { sha256 } from './distance-file.js';
import { makeFolder } from './output-path.js';

const FORMAT = 'puzzlekit compact checkpoint 1';
const INDEX = 'checkpoint.json';

/** What run a checkpoint belongs to: resuming needs all of it to match. */
export interface CheckpointRun {
  puzzle: string;
  instance: string;
  metric: string;
  /** 'start' or 'goals'. */
  from: string;
  /** 'bits' or 'bytes'. */
  marks: string;
  /** Ranks in the space. */
  size: number;
}

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

/** A checkpoint folder that cannot be used: not one, damaged, or of another run. */
export class CheckpointError extends Error {
  override readonly name = 'CheckpointError';
}

/** Saves the state after a layer; the folder is made if missing. */
export function writeCheckpoint(dir: string, run: CheckpointRun, checkpoint: CompactCheckpoint): void {
  makeFolder(dir);
  const marks = new Uint8Array(checkpoint.marks.buffer, 0, checkpoint.marks.bytes);
  const marksFile = `marks-${checkpoint.nextDepth}.bin`;
  writeFileAtomic(join(dir, marksFile), [marks]);
  const index = { format: FORMAT, run, nextDepth: checkpoint.nextDepth, totals: checkpoint.totals, marksFile, marksBytes: marks.byteLength, marksSha256: sha256(marks) };
  writeFileAtomic(join(dir, INDEX), [Buffer.from(`${JSON.stringify(index)}\n`, 'utf8')]);
  for (const name of readdirSync(dir)) {
    if (/^marks-\d+\.bin$/.test(name) && name !== marksFile) rmSync(join(dir, name), { force: true });
  }
}

/** Whether the folder holds a checkpoint (it may still turn out damaged). */
export function hasCheckpoint(dir: string): boolean {
  return existsSync(join(dir, INDEX));
}

/** Reads a checkpoint for `run`; a CheckpointError says why it cannot be used. */
export function readCheckpoint(dir: string, run: CheckpointRun): CompactResume {
  const indexPath = join(dir, INDEX);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new CheckpointError(`${dir} is not a folder`);
  if (!existsSync(indexPath)) throw new CheckpointError(`${dir} holds no checkpoint (no ${INDEX})`);
  let index: z.infer<typeof indexSchema>;
  try {
    index = indexSchema.parse(JSON.parse(readFileSync(indexPath, 'utf8')));
  } catch {
    throw new CheckpointError(`${indexPath} is damaged (not a puzzlekit checkpoint): start again without --resume`);
  }
  const differs = (Object.keys(run) as (keyof CheckpointRun)[]).filter((key) => index.run[key] !== run[key]);
  if (differs.length > 0) {
    const what = differs.map((key) => `${key} ${JSON.stringify(index.run[key])}, not ${JSON.stringify(run[key])}`).join('; ');
    throw new CheckpointError(`${dir} is the checkpoint of another run (${what})`);
  }
  const marksPath = join(dir, index.marksFile);
  if (!existsSync(marksPath)) throw new CheckpointError(`${marksPath} is missing: the checkpoint cannot be resumed`);
  const marks = new Uint8Array(readFileSync(marksPath));
  if (marks.byteLength !== index.marksBytes || sha256(marks) !== index.marksSha256) {
    throw new CheckpointError(`${marksPath} does not match its checksum (truncated or damaged): the checkpoint cannot be resumed`);
  }
  return { nextDepth: index.nextDepth, totals: index.totals, marks };
}

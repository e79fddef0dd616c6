/**
 * What a worker does with a job, once its payload has parsed: a layer job
 * expands its rank range from the layer's marks in the run's folder and
 * writes a part file; a type job classifies one 华容道 piece-count type and
 * writes its database files and summary. Everything it reads and writes is
 * in the run's folder; whatever it finds there is checked (checksums) first.
 */
import { existsSync } from 'node:fs';
import { isRanked, type RankedProblem } from '../engine/index.js';
import { openInstance } from '../midend/index.js';
import { classifyType } from '../puzzles/sliding-blocks/classify.js';
import { countLayouts, emptyCells, MIN_EMPTY } from '../puzzles/sliding-blocks/family.js';
import { writeTypeFiles } from '../storage/blocks-family-db.js';
import { readCheckpoint } from '../storage/checkpoint-dir.js';
import { writeFileAtomic } from '../storage/atomic-write.js';
import { readRegularText } from '../storage/regular-file.js';
import type { LayerJob, TypeJob } from './job-payloads.js';
import { partName, writePart } from '../storage/part-files.js';
import { expandRange, type MarksView } from './range-expand.js';
import { runFile, runFolder } from './shared-folder.js';
import { summaryName, type TypeSummaryFile } from './type-summary.js';

/** A job that can never succeed, however often it is tried (a stale layer, a bad instance). */
export class HopelessJobError extends Error {
  override readonly name = 'HopelessJobError';
}

/** The layer last read, kept for the next job of the same layer (they all read the same marks). */
let layerCache: { key: string; marks: MarksView } | undefined;
let problemCache: { key: string; problem: RankedProblem<unknown, unknown> } | undefined;

function problemOf(job: LayerJob): RankedProblem<unknown, unknown> {
  const key = JSON.stringify([job.puzzle, job.code, job.metric]);
  if (problemCache?.key !== key) {
    let problem;
    try {
      problem = openInstance(job.puzzle, { source: { kind: 'code', code: job.code }, metric: job.metric }).problem;
    } catch (error) {
      throw new HopelessJobError(`cannot open ${job.puzzle} ${job.code}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!isRanked(problem) || problem.size !== job.checkpoint.size) throw new HopelessJobError(`${job.puzzle} ${job.code} is not the ranked space of ${job.checkpoint.size} states the run is about`);
    problemCache = { key, problem };
  }
  return problemCache.problem;
}

function layerMarks(folder: string, job: LayerJob): MarksView {
  const index = runFile(folder, 'checkpoint.json');
  // A quick look at the layer before the checked read: as a regular file, so a FIFO planted there never holds the worker.
  if (!existsSync(index)) throw new Error(`${index} is missing`);
  const { nextDepth, marksSha256 } = JSON.parse(readRegularText(index)) as { nextDepth?: unknown; marksSha256?: unknown };
  if (nextDepth !== job.depth) throw new HopelessJobError(`a stale job: layer ${job.depth} is over (the run is at layer ${String(nextDepth)})`);
  const key = `${folder}\n${String(marksSha256)}`;
  if (layerCache?.key !== key) {
    layerCache = undefined;
    const resume = readCheckpoint(folder, job.checkpoint);
    if (resume.nextDepth !== job.depth) throw new HopelessJobError(`a stale job: layer ${job.depth} is over`);
    layerCache = { key, marks: { kind: job.checkpoint.marks, bytes: resume.marks } };
  }
  return layerCache.marks;
}

/** Expands a layer job's ranks and writes its part file. Returns how many successors it kept. */
export function runLayerJob(job: LayerJob, served: string): number {
  const folder = runFolder(job.shared, job.run, served);
  const problem = problemOf(job);
  const marks = layerMarks(folder, job);
  const found = expandRange(problem, marks, job, job.checkpoint.from === 'goals');
  const { run, depth, index, from, to } = job;
  writePart(runFile(folder, partName(depth, index)), { run, depth, index, from, to, expanded: found.expanded, examples: found.examples }, found.ranks, found.goals);
  return found.ranks.length;
}

/** Classifies a type job's layouts, writes its database files and then its summary. Returns its layouts. */
export function runTypeJob(job: TypeJob, served: string): number {
  const folder = runFolder(job.shared, job.run, served);
  const type = { vertical: job.vertical, horizontal: job.horizontal, singles: job.singles };
  if (emptyCells(type) < MIN_EMPTY || countLayouts(type) === 0) throw new HopelessJobError(`no 4x5 layout has ${job.vertical},${job.horizontal},${job.singles} pieces`);
  const c = classifyType(type);
  writeTypeFiles(folder, c, true);
  const summary: TypeSummaryFile = { type, layouts: c.layouts, groups: c.groups, farthest: c.farthest, hardest: c.hardest };
  // The summary last: a type is done once its summary is there.
  writeFileAtomic(runFile(folder, summaryName(type)), [Buffer.from(`${JSON.stringify(summary)}\n`, 'utf8')]);
  return c.layouts;
}

/**
 * What a worker does with a job, once its payload has parsed: a layer job
 * expands its rank range from the layer's marks in the run's folder and
 * writes a part file; a type job classifies one type of a puzzle's family
 * (the backend's `family` ability) and writes its database files and summary. Everything it reads and writes is
 * in the run's folder; whatever it finds there is checked (checksums) first.
 */
import { isRanked, type RankedProblem } from '../engine/index.js';
import { openInstance } from '../midend/index.js';
import { findPuzzle } from '../puzzles/catalog.js';
import { writeFamilyType } from '../storage/family-db.js';
import { readCheckpoint } from '../storage/checkpoint-dir.js';
import { pathExists } from '../storage/paths.js';
import { readRegularText } from '../storage/regular-file.js';
import { writeTypeSummary } from '../storage/type-summary-file.js';
import type { LayerJob, TypeJob } from './job-payloads.js';
import { partName, writePart } from '../storage/part-files.js';
import { expandRange, type MarksView } from './range-expand.js';
import { runFile, runFolder } from './shared-folder.js';
import { typedFamily } from '../puzzles/family.js';

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
  if (!pathExists(index)) throw new Error(`${index} is missing`);
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
  let family;
  try {
    family = typedFamily(findPuzzle(job.puzzle).family);
  } catch (error) {
    throw new HopelessJobError(`cannot open ${job.puzzle}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!family) throw new HopelessJobError(`${job.puzzle} has no family to classify`);
  const type = family.checkType(job.type);
  if (!type) throw new HopelessJobError(`no layout of ${job.puzzle}'s family has the type ${JSON.stringify(job.type)}`);
  const c = family.classify(type);
  writeFamilyType(folder, family.db, c, true);
  // The summary last: a type is done once its summary is there.
  writeTypeSummary(folder, family.db, c);
  return c.layouts;
}

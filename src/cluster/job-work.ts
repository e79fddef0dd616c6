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
import { HopelessJobError, JobError } from './job-errors.js';
import { wordsOfError } from './job-failure.js';
import { CLUSTER_MESSAGES } from './messages.js';

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
      throw new HopelessJobError(CLUSTER_MESSAGES.cannotOpenInstance({ puzzle: job.puzzle, code: job.code, why: wordsOfError(error) }));
    }
    if (!isRanked(problem) || problem.size !== job.checkpoint.size) {
      throw new HopelessJobError(CLUSTER_MESSAGES.notRankedSpace({ puzzle: job.puzzle, code: job.code, size: job.checkpoint.size }));
    }
    problemCache = { key, problem };
  }
  return problemCache.problem;
}

function layerMarks(folder: string, job: LayerJob): MarksView {
  const index = runFile(folder, 'checkpoint.json');
  // A quick look at the layer before the checked read: as a regular file, so a FIFO planted there never holds the worker.
  if (!pathExists(index)) throw new JobError(CLUSTER_MESSAGES.runIndexMissing({ path: index }));
  const { nextDepth, marksSha256 } = JSON.parse(readRegularText(index)) as { nextDepth?: unknown; marksSha256?: unknown };
  if (nextDepth !== job.depth) throw new HopelessJobError(CLUSTER_MESSAGES.staleLayerAt({ depth: job.depth, at: String(nextDepth) }));
  const key = `${folder}\n${String(marksSha256)}`;
  if (layerCache?.key !== key) {
    layerCache = undefined;
    const resume = readCheckpoint(folder, job.checkpoint);
    if (resume.nextDepth !== job.depth) throw new HopelessJobError(CLUSTER_MESSAGES.staleLayer({ depth: job.depth }));
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
    throw new HopelessJobError(CLUSTER_MESSAGES.cannotOpenPuzzle({ puzzle: job.puzzle, why: wordsOfError(error) }));
  }
  if (!family) throw new HopelessJobError(CLUSTER_MESSAGES.noFamily({ puzzle: job.puzzle }));
  const type = family.checkType(job.type);
  if (!type) throw new HopelessJobError(CLUSTER_MESSAGES.noLayoutOfType({ puzzle: job.puzzle, type: JSON.stringify(job.type) }));
  const c = family.classify(type);
  writeFamilyType(folder, family.db, c, true);
  // The summary last: a type is done once its summary is there.
  writeTypeSummary(folder, family.db, c);
  return c.layouts;
}

/**
 * What a worker does with a census job (job-payloads.ts), once its payload
 * has parsed: it opens the puzzle's census family from its catalog, checks
 * the settings and that this build cuts the run into as many chunks as the
 * machine that started it, classifies the job's chunks one after another
 * (the backend's `classifyChunk`, as a thread of the one-machine run does)
 * and writes their results as one batch file in the run's folder.
 */
import { findPuzzle } from '../puzzles/catalog.js';
import type { CensusChunk, CensusFamily } from '../puzzles/census-family.js';
import { isCensusFamily } from '../puzzles/family.js';
import { censusBatchName, writeCensusBatch } from '../storage/census-batch-file.js';
import { HopelessJobError } from './job-errors.js';
import { wordsOfError } from './job-failure.js';
import type { CensusJob } from './job-payloads.js';
import { CLUSTER_MESSAGES } from './messages.js';
import { runFile, runFolder } from './shared-folder.js';

function censusFamilyOf(puzzle: string): CensusFamily {
  let family;
  try {
    family = findPuzzle(puzzle).family;
  } catch (error) {
    throw new HopelessJobError(CLUSTER_MESSAGES.cannotOpenPuzzle({ puzzle, why: wordsOfError(error) }));
  }
  if (!family || !isCensusFamily(family)) throw new HopelessJobError(CLUSTER_MESSAGES.noCensus({ puzzle }));
  return family;
}

/** Classifies a census job's chunks and writes their batch file. Returns the layouts of the groups found. */
export function runCensusJob(job: CensusJob, served: string): number {
  const folder = runFolder(job.shared, job.run, served);
  const family = censusFamilyOf(job.puzzle);
  const settings = family.checkSettings(job.settings);
  if (!settings) throw new HopelessJobError(CLUSTER_MESSAGES.censusSettingsRefused({ puzzle: job.puzzle, settings: JSON.stringify(job.settings) }));
  const chunks = family.chunks(settings);
  // Another build may cut the run otherwise: its chunk numbers would name other layouts.
  if (chunks !== job.chunks) throw new HopelessJobError(CLUSTER_MESSAGES.censusCutOtherwise({ chunks, asked: job.chunks }));
  const results: CensusChunk[] = [];
  let layouts = 0;
  for (let c = job.from; c < job.to; c++) {
    const result = family.classifyChunk(settings, c);
    results.push(result);
    layouts += result.layouts;
  }
  writeCensusBatch(runFile(folder, censusBatchName(job.from, job.to)), { run: job.run, from: job.from, to: job.to }, results);
  return layouts;
}

/**
 * Level batches: every level of a collection file (a Sokoban set, a
 * PuzzleScript game) solved under a per-level limit, for any backend with a
 * `collection`. Each level is opened from the file with its number as the
 * request's `level`, solved by `quickSolve` (exact where it fits, else
 * quick and marked so), and answered as a `LevelOutcome`; a level the
 * backend refuses is `invalid` with its message, and the batch goes on.
 * With `threads` above 1 the levels are spread over worker threads by the
 * platform's `levels` runner (runners.ts), in file order of their answers.
 */
import type { CollectionLevel } from '../puzzles/collection.js';
import { inputErrorIn, PuzzleInputError } from '../puzzles/input-error.js';
import { resolvePuzzle } from '../puzzles/catalog.js';
import { openInstance } from './open-instance.js';
import { collectionLevels } from './collection-levels.js';
import { quickSolve } from './quick-solve.js';
import { hasRunner, runnerOf } from './runners.js';
import type { LevelBatchLimits, LevelBatchRequest, LevelOutcome } from './level-batch-contract.js';

/** The levels of the request's file; a PuzzleInputError for a puzzle without collections or a file without levels. */
export function batchLevels(request: LevelBatchRequest): readonly CollectionLevel[] {
  return collectionLevels(resolvePuzzle(request.puzzle).puzzle, request);
}

/** Solves one level of the request's file (`number` from 1) within `limits` (their `levelSeconds` and `maxSeconds`: the tighter). */
export async function solveBatchLevel(request: LevelBatchRequest, level: CollectionLevel, limits: LevelBatchLimits): Promise<LevelOutcome> {
  const started = performance.now();
  const base = { level: level.number, ...(level.title !== undefined ? { title: level.title } : {}), optimal: false, statesExplored: 0 };
  let opened;
  try {
    opened = openInstance(request.puzzle, {
      source: { kind: 'text', text: request.text, origin: request.origin, level: String(level.number) },
      params: request.params,
      metric: request.metric,
      lang: request.lang,
    });
  } catch (error) {
    if (!(error instanceof PuzzleInputError)) throw error;
    return { ...base, status: 'invalid', message: inputErrorIn(error, request.lang ?? 'en'), milliseconds: performance.now() - started };
  }
  const seconds = [limits.levelSeconds, limits.maxSeconds].filter((s): s is number => s !== undefined);
  const { result, optimal, firstOptimal, algorithm } = await quickSolve(opened, {
    maxSeconds: seconds.length ? Math.min(...seconds) : undefined,
    maxStates: limits.maxStates,
    maxMemoryBytes: limits.maxMemoryBytes,
    signal: limits.signal,
  });
  const outcome: LevelOutcome = { ...base, status: result.status, algorithm, statesExplored: result.stats.statesExplored, milliseconds: performance.now() - started };
  if (result.limit) outcome.limit = result.limit;
  if (result.status === 'solved' && result.solution) {
    const { moves, cost } = result.solution;
    const states = opened.replay(moves);
    outcome.length = moves.length;
    outcome.cost = cost;
    outcome.optimal = optimal;
    const ties = !optimal && firstOptimal ? opened.costUnit()?.ties : undefined;
    if (ties) outcome.ties = ties;
    outcome.codes = opened.moveCodes(moves);
    const written = opened.writeSolution(states, moves);
    if (written) {
      outcome.solution = written.text;
      outcome.counts = written.counts;
    }
  }
  return outcome;
}

/**
 * Every level of the request's file, in file order; `onLevel` hears each
 * answer as it comes (out of order on threads). The whole batch's
 * `maxSeconds` is shared: a level starts with what is left of it.
 */
export async function runLevelBatch(request: LevelBatchRequest, limits: LevelBatchLimits, onLevel?: (outcome: LevelOutcome) => void): Promise<LevelOutcome[]> {
  const levels = batchLevels(request);
  if ((limits.threads ?? 1) > 1 && hasRunner('levels') && levels.length > 1) {
    return runnerOf('levels')(request, levels, limits, onLevel);
  }
  const deadline = limits.maxSeconds === undefined ? Infinity : performance.now() + limits.maxSeconds * 1000;
  const outcomes: LevelOutcome[] = [];
  for (const level of levels) {
    const left = deadline === Infinity ? undefined : Math.max((deadline - performance.now()) / 1000, 1e-3);
    const outcome = await solveBatchLevel(request, level, { ...limits, maxSeconds: left });
    outcomes.push(outcome);
    onLevel?.(outcome);
  }
  return outcomes;
}

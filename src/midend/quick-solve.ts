/**
 * A solution within a budget, exact where it fits: the exact search (the
 * algorithm `auto` settles) gets a share of the time and the states; where
 * it stops at one of those limits and the problem offers a `fastHeuristic`,
 * a weighted A* on it answers with the rest, its answer marked as not
 * proven shortest. Used by level batches (level-batch.ts), where one hard
 * level must not leave the others unsolved.
 */
import { aStarSteps, runAsync, type SearchOptions, type SearchResult } from '../engine/index.js';
import type { OpenedInstance } from './opened-instance.js';

/** The share of a level's time the exact search has before the quick one takes over. */
export const EXACT_SHARE = 0.5;

export interface QuickSolveOptions extends SearchOptions {
  /** Seconds for the whole answer (both searches); none: the exact search alone, unbounded in time. */
  maxSeconds?: number;
}

export interface QuickSolved<S, M> {
  result: SearchResult<S, M>;
  /** Whether a found solution is proven shortest (it came from the exact search). */
  optimal: boolean;
  /** The algorithm that answered: the exact one's name, or `weighted-astar`. */
  algorithm: string;
}

export async function quickSolve<S, M>(opened: OpenedInstance<unknown, S, M>, options: QuickSolveOptions = {}): Promise<QuickSolved<S, M>> {
  const started = performance.now();
  const fast = opened.problem.fastHeuristic;
  const exactSeconds = options.maxSeconds === undefined ? undefined : fast ? options.maxSeconds * EXACT_SHARE : options.maxSeconds;
  const algorithm = opened.algorithmFor('auto');
  const exact = await runAsync(opened.solve({ ...options, algorithm, maxSeconds: exactSeconds }));
  const outgrew = exact.status === 'limit' && (exact.limit === 'time' || exact.limit === 'states' || exact.limit === 'memory');
  if (!outgrew || !fast) return { result: exact, optimal: exact.status === 'solved', algorithm };
  const left = options.maxSeconds === undefined ? undefined : Math.max(options.maxSeconds - (performance.now() - started) / 1000, 1e-3);
  const quick = await runAsync(aStarSteps({ ...opened.problem, heuristic: fast }, { ...options, maxSeconds: left }));
  // Whatever it answers, the time both took is the level's.
  quick.stats.milliseconds = performance.now() - started;
  quick.stats.statesExplored += exact.stats.statesExplored;
  // The quick search's "no solution" is as proven as any: it prunes nothing the exact one keeps.
  return { result: quick, optimal: false, algorithm: 'weighted-astar' };
}

/**
 * A solution within a budget, exact where it fits: the exact search (the
 * algorithm `auto` settles) gets a share of the time and the states; where
 * it stops at one of those limits and the problem offers a quick search of
 * its own (engine/fast-search.ts), that answers with the rest, else where
 * it offers a `fastHeuristic`, a weighted A* on it does; either answer is
 * marked as not proven shortest. Used by level batches (level-batch.ts), where one hard
 * level must not leave the others unsolved.
 */
import { aStarSteps, runAsync, type SearchOptions, type SearchProblem, type SearchResult } from '../engine/index.js';
import { secondCountUnproven } from './second-order-run.js';
import { ownFastSearch } from '../engine/fast-search.js';
import type { OpenedInstance } from './opened-instance.js';

/** The share of a level's time the exact search has before the quick one takes over (a problem's own quick search may ask for another). */
export const EXACT_SHARE = 0.5;

export interface QuickSolveOptions extends SearchOptions {
  /** Seconds for the whole answer (both searches); none: the exact search alone, unbounded in time. */
  maxSeconds?: number;
}

export interface QuickSolved<S, M> {
  result: SearchResult<S, M>;
  /** Whether a found solution is proven shortest (it came from the exact search), its second count too where the metric breaks ties by one (second-order-run.ts). */
  optimal: boolean;
  /** Whether its first count (its cost) is proven least, its second count perhaps not. */
  firstOptimal: boolean;
  /** The algorithm that answered: the exact one's name, the problem's own quick search's, or `weighted-astar`. */
  algorithm: string;
}

export async function quickSolve<S, M>(opened: OpenedInstance<unknown, S, M>, options: QuickSolveOptions = {}): Promise<QuickSolved<S, M>> {
  const started = performance.now();
  const own = ownFastSearch(opened.problem);
  const fast = own !== undefined || opened.problem.fastHeuristic !== undefined;
  const share = own?.exactShare ?? EXACT_SHARE;
  const exactSeconds = options.maxSeconds === undefined ? undefined : fast ? options.maxSeconds * share : options.maxSeconds;
  const algorithm = opened.algorithmFor('auto');
  const exact = await runAsync(opened.solve({ ...options, algorithm, maxSeconds: exactSeconds }));
  const outgrew = exact.status === 'limit' && (exact.limit === 'time' || exact.limit === 'states' || exact.limit === 'memory');
  if (!outgrew || !fast) {
    const firstOptimal = exact.status === 'solved';
    const optimal = firstOptimal && !secondCountUnproven(opened.problem as SearchProblem<unknown, unknown>, exact.solution!);
    return { result: exact, optimal, firstOptimal, algorithm };
  }
  const left = options.maxSeconds === undefined ? undefined : Math.max(options.maxSeconds - (performance.now() - started) / 1000, 1e-3);
  const quickOptions = { ...options, maxSeconds: left };
  const quick = await runAsync(own ? own.fastSearch(quickOptions) : aStarSteps({ ...opened.problem, heuristic: opened.problem.fastHeuristic }, quickOptions));
  // Whatever it answers, the time both took is the level's.
  quick.stats.milliseconds = performance.now() - started;
  quick.stats.statesExplored += exact.stats.statesExplored;
  // The weighted A*'s "no solution" is as proven as any: it prunes nothing the exact one keeps; an own search says 'unsolvable' only where proven.
  return { result: quick, optimal: false, firstOptimal: false, algorithm: own ? own.fastSearchName : 'weighted-astar' };
}

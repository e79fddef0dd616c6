/**
 * Exact solves on a problem with a second-order form (`SearchProblem.secondOrder`:
 * Sokoban's fewest pushes, then fewest player moves). That form may store
 * many more states than the plain problem (Sokoban's push positions keep
 * the player's own square), so it gets a share of the limits; where it
 * outgrows them the plain problem answers with the rest, its first count
 * proven and its second not (the solution has no `secondCost`: front ends
 * say "fewest pushes; player moves not proven fewest").
 */
import { solveSteps, type AlgorithmName, type SearchOptions, type SearchProblem, type SearchResult, type SolveOptions, type Steps } from '../engine/index.js';

/** The searches that find a least-cost solution, so also the least second count on pair costs. */
const EXACT_ON_COSTS: ReadonlySet<AlgorithmName> = new Set<AlgorithmName>(['astar', 'ucs']);

/** The share of each limit (time, states, memory) the second-order search has before the plain one takes over. */
export const SECOND_ORDER_SHARE = 0.5;

/** The second-order form to solve with under `algorithm`, or undefined where the plain problem is searched (no such form, or a search that does not order by cost). */
export function secondOrderOf<S, M>(problem: SearchProblem<S, M>, algorithm: AlgorithmName): SearchProblem<S, M> | undefined {
  return EXACT_ON_COSTS.has(algorithm) ? problem.secondOrder?.() : undefined;
}

/** Both searches in turn, as one run: the second-order one within its share of the limits, then, where it outgrew them, the plain one within the rest. */
export function* secondOrderSteps<S, M>(
  plain: SearchProblem<S, M>,
  ordered: SearchProblem<S, M>,
  algorithm: Exclude<AlgorithmName, 'auto'>,
  options: SolveOptions<S>,
): Steps<SearchResult<S, M>> {
  const started = performance.now();
  const first = yield* solveSteps(ordered, algorithm, { ...options, ...shareOf(options, SECOND_ORDER_SHARE) });
  const outgrew = first.status === 'limit' && (first.limit === 'time' || first.limit === 'states' || first.limit === 'memory');
  if (!outgrew) return first;
  const spent = (performance.now() - started) / 1000;
  const rest: SearchOptions = {
    ...(options.maxSeconds !== undefined && { maxSeconds: Math.max(options.maxSeconds - spent, 1e-3) }),
    ...(options.maxStates !== undefined && { maxStates: Math.max(options.maxStates - first.stats.statesExplored, 1) }),
  };
  const second = yield* solveSteps(plain, algorithm, { ...options, ...rest });
  // The run's time and states are both searches'.
  second.stats.milliseconds = performance.now() - started;
  second.stats.statesExplored += first.stats.statesExplored;
  second.stats.expansions += first.stats.expansions;
  return second;
}

/** `share` of each limit given; a limit not given stays unbounded (the plain search then never runs but for memory). */
function shareOf(options: SearchOptions, share: number): SearchOptions {
  return {
    ...(options.maxSeconds !== undefined && { maxSeconds: options.maxSeconds * share }),
    ...(options.maxStates !== undefined && { maxStates: Math.max(Math.floor(options.maxStates * share), 1) }),
    ...(options.maxMemoryBytes !== undefined && { maxMemoryBytes: options.maxMemoryBytes * share }),
  };
}

/** Whether `solution`'s second count is not proven least: its problem breaks ties by one, and the plain problem (or a quick search) answered. */
export function secondCountUnproven(problem: SearchProblem<unknown, unknown>, solution: { secondCost?: number }): boolean {
  return problem.secondOrder !== undefined && solution.secondCost === undefined;
}

/**
 * Exact solves on a problem with a second-order form (`SearchProblem.secondOrder`:
 * Sokoban's fewest pushes, then fewest player moves). Where that form keys
 * its states as the plain problem does (the same codec: Sokoban under
 * `move`), it stores about as many and answers alone. Where it keys them
 * finer (Sokoban's push positions keep the player's own square: 1.2 to 14
 * times the states on Microban), the plain search runs first, within the
 * whole limits, so the first count is proven wherever it was before; the
 * second-order search then gets what is left, and where it outgrows that,
 * the plain answer stands with its second count not proven (no
 * `secondCost`: front ends say "fewest pushes; player moves not proven fewest").
 */
import { solveSteps, type AlgorithmName, type SearchOptions, type SearchProblem, type SearchResult, type SolveOptions, type Steps } from '../engine/index.js';

/** The searches that find a least-cost solution, so also the least second count on pair costs. */
const EXACT_ON_COSTS: ReadonlySet<AlgorithmName> = new Set<AlgorithmName>(['astar', 'ucs']);

/** The second-order form to solve with under `algorithm`, or undefined where the plain problem is searched (no such form, or a search that does not order by cost). */
export function secondOrderOf<S, M>(problem: SearchProblem<S, M>, algorithm: AlgorithmName): SearchProblem<S, M> | undefined {
  return EXACT_ON_COSTS.has(algorithm) ? problem.secondOrder?.() : undefined;
}

/** The second-order search alone where it keys states as the plain one does; else the plain search, then the second-order one within what is left. */
export function* secondOrderSteps<S, M>(
  plain: SearchProblem<S, M>,
  ordered: SearchProblem<S, M>,
  algorithm: Exclude<AlgorithmName, 'auto'>,
  options: SolveOptions<S>,
): Steps<SearchResult<S, M>> {
  if (ordered.codec === plain.codec) return yield* solveSteps(ordered, algorithm, options);
  const started = performance.now();
  const first = yield* solveSteps(plain, algorithm, options);
  if (first.status !== 'solved') return first;
  const rest = whatIsLeft(options, started, first.stats.statesExplored);
  if (rest === null) return first;
  const better = yield* solveSteps(ordered, algorithm, { ...options, ...rest });
  const outgrew = better.status === 'limit' && better.limit !== 'cancelled';
  const answer = outgrew ? first : better;
  // The run's time and states are both searches'.
  return {
    ...answer,
    stats: {
      ...answer.stats,
      milliseconds: performance.now() - started,
      statesExplored: first.stats.statesExplored + better.stats.statesExplored,
      expansions: first.stats.expansions + better.stats.expansions,
      bytes: Math.max(first.stats.bytes, better.stats.bytes),
    },
  };
}

/** The time and states left of the limits after the plain search; null where nothing is. Memory is the whole cap again: the plain search's tables are dropped. */
function whatIsLeft(options: SearchOptions, started: number, states: number): SearchOptions | null {
  const seconds = options.maxSeconds === undefined ? undefined : options.maxSeconds - (performance.now() - started) / 1000;
  const statesLeft = options.maxStates === undefined ? undefined : options.maxStates - states;
  if ((seconds !== undefined && seconds <= 0) || (statesLeft !== undefined && statesLeft <= 0)) return null;
  return { ...(seconds !== undefined && { maxSeconds: seconds }), ...(statesLeft !== undefined && { maxStates: statesLeft }) };
}

/** Whether `solution`'s second count is not proven least: its problem breaks ties by one, and the plain problem (or a quick search) answered. */
export function secondCountUnproven(problem: SearchProblem<unknown, unknown>, solution: { secondCost?: number }): boolean {
  return problem.secondOrder !== undefined && solution.secondCost === undefined;
}

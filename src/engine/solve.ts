/** One entry point that picks a search by name, for front ends. */
import { ENGINE_MESSAGES } from './messages.js';
import { aStarSteps, greedySteps, uniformCostSteps } from './best-first.js';
import { bidirectionalSteps } from './bidirectional.js';
import { breadthFirstSteps } from './breadth-first.js';
import type { SearchOptions } from './budget.js';
import { idaStarSteps } from './ida-star.js';
import type { SearchProblem } from './problem.js';
import type { SearchResult } from './result.js';
import { depthFirstSteps } from './depth-first.js';
import { runAsync, runSync, type Steps } from './steps.js';
import { SearchSetupError } from './errors.js';
import type { TraceOptions } from './trace.js';

export const ALGORITHMS = {
  auto: 'depth-first when every solution has the same length, else IDA* when the puzzle says it suits (a pattern database is loaded), else bidirectional when the puzzle prefers it, else A* when the puzzle has a heuristic, else breadth-first for unit costs, else uniform-cost',
  bfs: 'breadth-first: fewest moves',
  ucs: 'uniform-cost (Dijkstra): least total cost',
  astar: 'A*: least total cost, guided by a heuristic',
  greedy: 'greedy best-first: follows the heuristic alone; fast, not always the shortest',
  idastar: 'IDA*: least total cost in little memory, guided by a heuristic',
  bidirectional: 'bidirectional breadth-first: fewest moves, from both ends',
  dfs: 'depth-first with a depth bound (--max-depth): some solution, not the shortest',
} as const;

export type AlgorithmName = keyof typeof ALGORITHMS;

/** `trace`: a hook told what the search does (trace.ts); the search then runs its generic form. */
export interface SolveOptions<S = unknown> extends SearchOptions, TraceOptions<S> {
  /** For 'dfs': the longest solution to look for (default: the problem's solutionLength, else 50). */
  maxDepth?: number;
}

/**
 * Whether a name (from a command line, say) is one of `ALGORITHMS`.
 *
 * @example
 * ```ts
 * const name: string = 'astar';
 * if (isAlgorithmName(name)) solve(problem, name);
 * ```
 */
export function isAlgorithmName(name: string): name is AlgorithmName {
  return Object.hasOwn(ALGORITHMS, name);
}

/**
 * The algorithm that `auto` means for this problem, and a check that the problem supports `name`.
 *
 * @example
 * ```ts
 * // What 'auto' picks for this problem: bfs, ucs, astar, idastar, ...
 * console.log(resolveAlgorithm(problem, 'auto'));
 * ```
 */
export function resolveAlgorithm(problem: SearchProblem<unknown, unknown>, name: AlgorithmName): Exclude<AlgorithmName, 'auto'> {
  // Checked here, at the API's edge, so that a wrong call is one clear error, not a TypeError deep inside a search.
  if (problem === null || typeof problem !== 'object' || typeof problem.successors !== 'function' || typeof problem.isGoal !== 'function') {
    throw new SearchSetupError(ENGINE_MESSAGES.needsProblem({ search: 'solve' }));
  }
  if (!Object.hasOwn(ALGORITHMS, name)) {
    throw new SearchSetupError(ENGINE_MESSAGES.unknownAlgorithm({ name: JSON.stringify(name), algorithms: Object.keys(ALGORITHMS).join(', ') }));
  }
  switch (name) {
    case 'auto':
      if (problem.solutionLength !== undefined) return 'dfs';
      if (problem.tight?.preferred?.() && problem.heuristic) return 'idastar';
      if (problem.prefersBidirectional && problem.unitCosts && problem.predecessors && problem.goalStates) return 'bidirectional';
      return problem.heuristic ? 'astar' : problem.unitCosts ? 'bfs' : 'ucs';
    case 'astar':
    case 'greedy':
    case 'idastar':
      if (!problem.heuristic) throw new SearchSetupError(ENGINE_MESSAGES.needsHeuristic({ name }));
      return name;
    case 'bidirectional':
      if (!problem.predecessors || !problem.goalStates) {
        throw new SearchSetupError(ENGINE_MESSAGES.bidirectionalNeeds());
      }
      return name;
    default:
      return name;
  }
}

/**
 * A solution by the named algorithm (`auto` picks one for the problem), as steps.
 *
 * @example
 * ```ts
 * const r = await runAsync(solveSteps(problem, 'idastar', { signal }));
 * ```
 */
export function solveSteps<S, M>(
  problem: SearchProblem<S, M>,
  algorithm: AlgorithmName = 'auto',
  options: SolveOptions<S> = {},
): Steps<SearchResult<S, M>> {
  // Settled first: a wrong call (no problem, an unknown name) is the API's own error, not a TypeError here.
  const name = resolveAlgorithm(problem as SearchProblem<unknown, unknown>, algorithm);
  const scale = problem.costScale;
  return scale === undefined ? searchSteps(problem, name, options) : pairSteps(problem, name, options, scale);
}

/** A search on pair costs, its solution's cost (and its progress's cost bound) told as first counts, the second count apart. */
function* pairSteps<S, M>(problem: SearchProblem<S, M>, algorithm: AlgorithmName, options: SolveOptions<S>, scale: number): Steps<SearchResult<S, M>> {
  const { onProgress } = options;
  const told = onProgress && { onProgress: (p: Parameters<typeof onProgress>[0]) => onProgress({ ...p, depth: Math.floor(p.depth / scale) }) };
  const result = yield* searchSteps(problem, algorithm, { ...options, ...told });
  const solution = result.solution;
  if (solution) {
    const first = Math.floor(solution.cost / scale);
    result.solution = { ...solution, cost: first, secondCost: solution.cost - first * scale };
  }
  return result;
}

function searchSteps<S, M>(problem: SearchProblem<S, M>, algorithm: AlgorithmName, options: SolveOptions<S>): Steps<SearchResult<S, M>> {
  switch (resolveAlgorithm(problem as SearchProblem<unknown, unknown>, algorithm)) {
    case 'bfs':
      return breadthFirstSteps(problem, options);
    case 'ucs':
      return uniformCostSteps(problem, options);
    case 'astar':
      return aStarSteps(problem, options);
    case 'greedy':
      return greedySteps(problem, options);
    case 'idastar':
      return idaStarSteps(problem, options);
    case 'bidirectional':
      return bidirectionalSteps(problem, options);
    case 'dfs':
      return depthFirstSteps(problem, { ...options, maxDepth: options.maxDepth ?? problem.solutionLength ?? 50 });
  }
}

/**
 * A solution by the named algorithm; `auto` picks one that fits the problem (see `resolveAlgorithm`).
 *
 * @example
 * ```ts
 * const r = solve(problem, 'auto', { maxSeconds: 10 });
 * if (r.status === 'solved') console.log(r.solution!.moves);
 * ```
 */
export function solve<S, M>(problem: SearchProblem<S, M>, algorithm?: AlgorithmName, options?: SolveOptions<S>): SearchResult<S, M> {
  return runSync(solveSteps(problem, algorithm, options));
}

/**
 * `solve` with the event loop running between time slices, so an AbortSignal can cancel it.
 *
 * @example
 * ```ts
 * const r = await solveAsync(problem, 'bfs', { signal });
 * ```
 */
export function solveAsync<S, M>(
  problem: SearchProblem<S, M>,
  algorithm?: AlgorithmName,
  options?: SolveOptions<S>,
): Promise<SearchResult<S, M>> {
  return runAsync(solveSteps(problem, algorithm, options));
}

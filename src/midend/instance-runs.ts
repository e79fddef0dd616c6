/**
 * The searches an opened instance runs, as the engine's steps: each takes
 * the engine's limits, progress and cancel, and a front end drives it
 * (`runAsync`) and words what it returns. The choices a front end used to
 * make itself are made here, once: which algorithm `auto` is, how every
 * solution is walked for a list or a count, what the first search proved.
 */
import {
  allSolutionsSteps,
  countShortestSteps,
  distancesSteps,
  exploreSteps,
  resolveAlgorithm,
  solveSteps,
  type AlgorithmName,
  type AllSolutionsResult,
  type CountShortestResult,
  type DistanceMap,
  type DistancesOptions,
  type ExploreOptions,
  type ExploreResult,
  type SearchOptions,
  type SearchProblem,
  type SearchResult,
  type Steps,
} from '../engine/index.js';
import type { AllSolutionsRunOptions, SolvedBefore, SolveRunOptions } from './run-options.js';
import { secondOrderOf, secondOrderSteps } from './second-order-run.js';

/** The algorithm `name` stands for on this problem (`auto` settled), checked against what the problem supports. */
export function algorithmFor(problem: SearchProblem<unknown, unknown>, name: AlgorithmName): Exclude<AlgorithmName, 'auto'> {
  return resolveAlgorithm(problem, name);
}

/** A solution by `algorithm`; exact ones on the problem's second-order form where it has one (second-order-run.ts). */
export function solveRun<S, M>(problem: SearchProblem<S, M>, { algorithm = 'auto', ...options }: SolveRunOptions = {}): Steps<SearchResult<S, M>> {
  const name = algorithmFor(problem as SearchProblem<unknown, unknown>, algorithm);
  const ordered = secondOrderOf(problem, name);
  const solving = forSolving(problem);
  return ordered ? secondOrderSteps(solving, ordered, name, options) : solveSteps(solving, name, options);
}

/** The problem with its `solvingSuccessors` as its successors where it has them: a solve needs one least-cost solution, not them all. */
function forSolving<S, M>(problem: SearchProblem<S, M>): SearchProblem<S, M> {
  const { solvingSuccessors } = problem;
  return solvingSuccessors ? { ...problem, successors: solvingSuccessors } : problem;
}

/** The same problem from another start (play's hint), its second-order form too; its proof of no solution is the start's, not this state's. */
export function problemFrom<S, M>(problem: SearchProblem<S, M>, state: S): SearchProblem<S, M> {
  const { secondOrder } = problem;
  const from = { ...problem, start: state, unsolvableReason: () => null };
  return secondOrder ? { ...from, secondOrder: () => ({ ...secondOrder.call(problem), start: state, unsolvableReason: () => null }) } : from;
}

export function countShortestRun<S, M>(problem: SearchProblem<S, M>, options: SearchOptions = {}): Steps<CountShortestResult<S, M>> {
  return countShortestSteps(problem, options);
}

export function allSolutionsRun<S, M>(problem: SearchProblem<S, M>, { keep = 0, countAll = false, after, ...options }: AllSolutionsRunOptions = {}): Steps<AllSolutionsResult<S, M>> {
  return allSolutionsSteps(problem, {
    ...options,
    maxSolutions: keep,
    // A list shows the shortest solutions first; a bare count walks once.
    order: keep > 0 ? 'shortest-first' : 'depth-first',
    fewestMoves: after ? fewestMovesKnown(problem, after) : undefined,
    // Listing alone stops one past what it keeps: enough to know there are more.
    stopAfter: countAll ? undefined : keep + 1,
  });
}

/** The fewest moves of any solution when the first search proved it, else undefined. */
function fewestMovesKnown(problem: { unitCosts?: boolean }, { algorithm, result }: SolvedBefore): number | undefined {
  // Breadth-first, A* and IDA* under unit costs found the fewest moves: no shorter pass can list anything.
  const optimalInMoves = problem.unitCosts === true && ['bfs', 'astar', 'idastar', 'ucs'].includes(algorithm);
  return optimalInMoves && result.status === 'solved' && result.solution ? result.solution.moves.length : undefined;
}

export function exploreRun<S, M>(problem: SearchProblem<S, M>, options: ExploreOptions = {}): Steps<ExploreResult<S>> {
  return exploreSteps(problem, options);
}

export function distancesRun<S, M>(problem: SearchProblem<S, M>, options: DistancesOptions = {}): Steps<DistanceMap<S>> {
  return distancesSteps(problem, options);
}

/** The fewest moves every solution has, where the problem proves a bound (an admissible heuristic under unit costs); else undefined. */
export function movesAtLeast(problem: SearchProblem<unknown, unknown>): number | undefined {
  if (!problem.unitCosts || !problem.heuristic) return undefined;
  return problem.heuristic(problem.start);
}

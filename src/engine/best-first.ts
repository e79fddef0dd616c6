/**
 * Best-first searches over weighted moves: uniform-cost search (Dijkstra),
 * which finds a cheapest solution, and A*, which finds one too while
 * expanding fewer states when the problem has an admissible heuristic.
 * A state whose cost improves after expansion is expanded again, so A* stays
 * optimal with an admissible heuristic that is not consistent.
 */
import { ENGINE_MESSAGES } from './messages.js';
import { checkCost, checkProblem, SearchSetupError } from './errors.js';
import { onKeys, withStates } from './keyed.js';
import type { SearchOptions } from './budget.js';
import { IndexHeap } from './heap.js';
import type { SearchProblem } from './problem.js';
import type { SearchResult } from './result.js';
import { solutionFromTable } from './result.js';
import { SearchContext } from './search-context.js';
import { ChunkedFloat64, createStateTable, NO_PARENT, tableOptionsFor } from './state-table.js';
import { runSync, type Steps } from './steps.js';

function* bestFirstSteps<S, M>(
  problem: SearchProblem<S, M>,
  heuristic: (state: S) => number,
  options?: SearchOptions,
): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'uniform-cost search and A*');
  const ctx = new SearchContext(options, problem);
  const proved = ctx.provedUnsolvable(problem);
  if (proved) return proved;
  const table = createStateTable(problem.codec, tableOptionsFor(options));
  const g = new ChunkedFloat64();
  const open = new IndexHeap();
  const bytes = () => table.bytes() + g.bytes() + open.bytes();

  table.insert(problem.start, NO_PARENT);
  g.ensure(1);
  g.set(0, 0);
  open.push(0, heuristic(problem.start), 0);

  let current = 0;
  let currentG = 0;
  let generated = 0;
  const emit = (next: S, _move: M, cost = 1) => {
    generated++;
    checkCost(cost);
    const nextG = currentG + cost;
    let index = table.insert(next, current);
    if (index >= 0) {
      g.ensure(index + 1);
    } else {
      index = -index - 1;
      if (nextG >= g.get(index)) return;
      table.setParent(index, current);
    }
    g.set(index, nextG);
    open.push(index, nextG + heuristic(next), nextG);
  };

  let depth = 0;
  while (open.size > 0) {
    const f = open.topPriority();
    const pushedG = open.topTie();
    current = open.pop();
    currentG = g.get(current);
    // A stale heap entry: this state was pushed again with a lower cost.
    if (pushedG > currentG) continue;
    const state = table.state(current);
    if (problem.isGoal(state)) {
      return ctx.solved(solutionFromTable(problem, table, current), table.size, bytes());
    }
    if (f > depth) depth = f;
    problem.successors(state, emit);
    ctx.expansions++;
    const limit = ctx.step(table.size, depth, bytes, generated);
    if (limit) return ctx.limit(limit, table.size, bytes());
    if (ctx.shouldYield()) yield;
  }
  return ctx.unsolvable(table.size, bytes());
}

/**
 * Uniform-cost search: a solution of least total cost.
 *
 * @example
 * ```ts
 * const r = runSync(uniformCostSteps(problem, { maxStates: 100_000 }));
 * ```
 */
export function* uniformCostSteps<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'uniform-cost search and A*');
  const keys = onKeys(problem);
  if (keys) return withStates(yield* bestFirstSteps(keys.problem, () => 0, options), keys.decode);
  return yield* bestFirstSteps(problem, () => 0, options);
}

/**
 * A*: a solution of least total cost, guided by the problem's admissible heuristic.
 *
 * @example
 * ```ts
 * const r = await runAsync(aStarSteps(problem, { signal }));
 * ```
 */
export function aStarSteps<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'A*');
  const h = problem.heuristic;
  if (!h) throw new SearchSetupError(ENGINE_MESSAGES.astarNeedsHeuristic());
  return bestFirstSteps(problem, (s) => h.call(problem, s), options);
}

/**
 * Uniform-cost search (Dijkstra): a solution of least cost, for any positive move costs.
 *
 * @example
 * ```ts
 * // Dijkstra: least cost without a heuristic.
 * const r = uniformCost(problem);
 * if (r.status === 'solved') console.log(r.solution!.cost);
 * ```
 */
export function uniformCost<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions): SearchResult<S, M> {
  return runSync(uniformCostSteps(problem, options));
}

/**
 * A*: a solution of least cost, guided by the problem's admissible heuristic.
 *
 * @example
 * ```ts
 * // Needs problem.heuristic (admissible); optimal for any positive costs.
 * const r = aStar(problem, { maxSeconds: 10 });
 * if (r.status === 'solved') console.log(r.solution!.cost);
 * ```
 */
export function aStar<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions): SearchResult<S, M> {
  return runSync(aStarSteps(problem, options));
}

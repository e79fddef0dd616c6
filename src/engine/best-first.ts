/**
 * Best-first searches over weighted moves: uniform-cost search (Dijkstra),
 * which finds a cheapest solution, and A*, which finds one too while
 * expanding fewer states when the problem has an admissible heuristic.
 * A state whose cost improves after expansion is expanded again, so A* stays
 * optimal with an admissible heuristic that is not consistent. Greedy
 * best-first search orders by the heuristic alone and never reopens a state:
 * fast, not optimal.
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
import type { TraceOptions } from './trace.js';

/** Options of the best-first searches: limits, and a trace hook (trace.ts). */
export type BestFirstOptions<S> = SearchOptions & TraceOptions<S>;

/** `f = g + h` (uniform cost, A*) or `f = h` with no reopening (greedy). */
type Order = 'cost' | 'greedy';

function* bestFirstSteps<S, M>(
  problem: SearchProblem<S, M>,
  heuristic: (state: S) => number,
  options?: BestFirstOptions<S>,
  order: Order = 'cost',
): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'uniform-cost search and A*');
  const ctx = new SearchContext(options, problem);
  const proved = ctx.provedUnsolvable(problem);
  if (proved) return proved;
  const table = createStateTable(problem.codec, tableOptionsFor(options));
  const g = new ChunkedFloat64();
  const open = new IndexHeap();
  const bytes = () => table.bytes() + g.bytes() + open.bytes();
  const greedy = order === 'greedy';
  const trace = options?.trace;
  // Moves from the start by table index, kept only while traced (g is a cost, not a depth).
  const depths: number[] = [];

  table.insert(problem.start, NO_PARENT);
  g.ensure(1);
  g.set(0, 0);
  const startH = heuristic(problem.start);
  open.push(0, startH, 0);
  if (trace) {
    depths[0] = 0;
    trace({ type: 'generate', state: problem.start, g: 0, h: startH, f: startH, depth: 0 });
  }

  let current = 0;
  let currentG = 0;
  let generated = 0;
  // Uniform cost and A* untraced, the hot loop, kept as lean as it was before tracing.
  const costEmit = (next: S, _move: M, cost = 1) => {
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
  // Greedy or traced: the same inserts as costEmit, and a greedy search never reopens a state.
  const generalEmit = (next: S, _move: M, cost = 1) => {
    generated++;
    checkCost(cost);
    const nextG = currentG + cost;
    let index = table.insert(next, current);
    const stored = index < 0;
    if (!stored) {
      g.ensure(index + 1);
    } else {
      index = -index - 1;
      if (greedy || nextG >= g.get(index)) {
        if (trace) traceSeen(next, nextG);
        return;
      }
      table.setParent(index, current);
    }
    g.set(index, nextG);
    const h = heuristic(next);
    const f = greedy ? h : nextG + h;
    open.push(index, f, nextG);
    if (trace) {
      depths[index] = depths[current] + 1;
      trace({ type: 'generate', state: next, g: nextG, h, f, depth: depths[index], ...(stored && { reopened: true }) });
    }
  };
  const traceSeen = (next: S, nextG: number) => {
    const h = heuristic(next);
    trace!({ type: 'prune', state: next, g: nextG, h, f: greedy ? h : nextG + h, depth: depths[current] + 1, reason: 'seen' });
  };

  const emit = greedy || trace ? generalEmit : costEmit;

  let depth = 0;
  while (open.size > 0) {
    const f = open.topPriority();
    const pushedG = open.topTie();
    current = open.pop();
    currentG = g.get(current);
    // A stale heap entry: this state was pushed again with a lower cost.
    if (pushedG > currentG) continue;
    const state = table.state(current);
    if (trace) trace({ type: problem.isGoal(state) ? 'goal' : 'expand', state, g: currentG, h: f - (greedy ? 0 : currentG), f, depth: depths[current], bytes: bytes() });
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
export function* uniformCostSteps<S, M>(problem: SearchProblem<S, M>, options?: BestFirstOptions<S>): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'uniform-cost search and A*');
  // Traced, the search runs on the problem's own states, so the hook sees them.
  const keys = options?.trace ? null : onKeys(problem);
  if (keys) return withStates(yield* bestFirstSteps(keys.problem, () => 0, options as SearchOptions), keys.decode);
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
export function aStarSteps<S, M>(problem: SearchProblem<S, M>, options?: BestFirstOptions<S>): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'A*');
  const h = problem.heuristic;
  if (!h) throw new SearchSetupError(ENGINE_MESSAGES.astarNeedsHeuristic());
  return bestFirstSteps(problem, (s) => h.call(problem, s), options);
}

/**
 * Greedy best-first search: always expands the state that looks closest to
 * a goal by the heuristic (f = h), and never reopens a state. Often fast,
 * not optimal: what it finds can be longer than the shortest solution.
 *
 * @example
 * ```ts
 * const r = runSync(greedySteps(problem, { maxStates: 100_000 }));
 * ```
 */
export function greedySteps<S, M>(problem: SearchProblem<S, M>, options?: BestFirstOptions<S>): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'greedy best-first search');
  const h = problem.heuristic;
  if (!h) throw new SearchSetupError('greedy best-first search needs a problem with a heuristic');
  return bestFirstSteps(problem, (s) => h.call(problem, s), options, 'greedy');
}

/**
 * Greedy best-first search: a solution found by following the heuristic, not necessarily the cheapest.
 *
 * @example
 * ```ts
 * const r = greedy(problem, { maxStates: 100_000 });
 * if (r.status === 'solved') console.log(r.solution!.moves.length);
 * ```
 */
export function greedy<S, M>(problem: SearchProblem<S, M>, options?: BestFirstOptions<S>): SearchResult<S, M> {
  return runSync(greedySteps(problem, options));
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
export function uniformCost<S, M>(problem: SearchProblem<S, M>, options?: BestFirstOptions<S>): SearchResult<S, M> {
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
export function aStar<S, M>(problem: SearchProblem<S, M>, options?: BestFirstOptions<S>): SearchResult<S, M> {
  return runSync(aStarSteps(problem, options));
}

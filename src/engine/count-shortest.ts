/**
 * The number of distinct cheapest solutions (move sequences; a path ends at
 * its first goal). Uniform-cost search where each state also carries how
 * many cheapest paths reach it: a state's count is final when it leaves the
 * queue, since every cheaper state left before it. Counts are exact: plain
 * numbers while they stay below 2^53, BigInt after that.
 */
import { checkProblem } from './errors.js';
import { onKeys, withStates } from './keyed.js';
import type { LimitReason, SearchOptions } from './budget.js';
import { IndexHeap } from './heap.js';
import type { SearchProblem } from './problem.js';
import type { SearchStats, Solution } from './result.js';
import { solutionFromTable } from './result.js';
import { SearchContext } from './search-context.js';
import { ChunkedFloat64, createStateTable, NO_PARENT, tableOptionsFor } from './state-table.js';
import { runSync, type Steps } from './steps.js';

export interface CountShortestResult<S, M> {
  status: 'solved' | 'unsolvable' | 'limit';
  limit?: LimitReason;
  reason?: string;
  /** Cost of a cheapest solution (moves, when every move costs 1). */
  cost?: number;
  /** Number of distinct cheapest solutions. */
  count?: number | bigint;
  /** One of them. */
  solution?: Solution<S, M>;
  stats: SearchStats;
}

/** Exact counts as numbers; says when a sum is no longer exact. */
const numberCounts = {
  one: 1 as number,
  add: (a: number, b: number) => a + b,
  exact: (a: number) => a <= Number.MAX_SAFE_INTEGER,
};
const bigCounts = {
  one: 1n as bigint,
  add: (a: bigint, b: bigint) => a + b,
  exact: () => true,
};

type Counts<C> = { one: C; add(a: C, b: C): C; exact(a: C): boolean };

function* countWith<S, M, C>(
  problem: SearchProblem<S, M>,
  arithmetic: Counts<C>,
  options: SearchOptions | undefined,
): Generator<void, CountShortestResult<S, M> | 'inexact', void> {
  const ctx = new SearchContext(options, problem);
  const proved = ctx.provedUnsolvable(problem);
  if (proved) return { ...proved, status: 'unsolvable' };
  const table = createStateTable(problem.codec, tableOptionsFor(options));
  const g = new ChunkedFloat64();
  const counts: C[] = [];
  const open = new IndexHeap();
  const bytes = () => table.bytes() + g.bytes() + open.bytes() + counts.length * 16;

  table.insert(problem.start, NO_PARENT);
  g.ensure(1);
  g.set(0, 0);
  counts[0] = arithmetic.one;
  open.push(0, 0);

  let current = 0;
  let currentG = 0;
  let inexact = false;
  let generated = 0;
  const emit = (next: S, _move: M, cost = 1) => {
    generated++;
    const nextG = currentG + cost;
    let index = table.insert(next, current);
    if (index >= 0) {
      g.ensure(index + 1);
    } else {
      index = -index - 1;
      const known = g.get(index);
      if (nextG > known) return;
      if (nextG === known) {
        const sum = arithmetic.add(counts[index], counts[current]);
        if (!arithmetic.exact(sum)) inexact = true;
        counts[index] = sum;
        return;
      }
      table.setParent(index, current);
    }
    g.set(index, nextG);
    counts[index] = counts[current];
    open.push(index, nextG);
  };

  let best = Infinity;
  let total: C | undefined;
  let firstGoal = -1;
  while (open.size > 0) {
    const pushedAt = open.topPriority();
    if (pushedAt > best) break;
    current = open.pop();
    currentG = g.get(current);
    if (pushedAt > currentG) continue; // stale entry
    const state = table.state(current);
    if (problem.isGoal(state)) {
      best = currentG;
      total = total === undefined ? counts[current] : arithmetic.add(total, counts[current]);
      if (firstGoal < 0) firstGoal = current;
      continue; // a path ends at its first goal
    }
    problem.successors(state, emit);
    ctx.expansions++;
    if (inexact) return 'inexact';
    const limit = ctx.step(table.size, currentG, bytes, generated);
    if (limit) return { status: 'limit', limit, stats: ctx.stats(table.size, bytes()) };
    if (ctx.shouldYield()) yield;
  }
  if (total === undefined) return { status: 'unsolvable', stats: ctx.stats(table.size, bytes()) };
  if (!arithmetic.exact(total)) return 'inexact';
  return {
    status: 'solved',
    cost: best,
    count: total as number | bigint,
    solution: solutionFromTable(problem, table, firstGoal),
    stats: ctx.stats(table.size, bytes()),
  };
}

/**
 * `countShortest` as steps.
 *
 * @example
 * ```ts
 * const c = await runAsync(countShortestSteps(problem, { signal }));
 * ```
 */
export function* countShortestSteps<S, M>(
  problem: SearchProblem<S, M>,
  options?: SearchOptions,
): Steps<CountShortestResult<S, M>> {
  checkProblem(problem, 'countShortest');
  const keys = onKeys(problem);
  if (keys) return withStates(yield* countShortestSteps(keys.problem, options), keys.decode);
  const fast = yield* countWith(problem, numberCounts as Counts<number>, options);
  if (fast !== 'inexact') return fast;
  // Counts passed 2^53: count again with BigInt.
  const exact = yield* countWith(problem, bigCounts as Counts<bigint>, options);
  if (exact === 'inexact') throw new Error('internal error: BigInt counts are always exact');
  // The first pass gives up as soon as any state's count passes 2^53, even a
  // state on no cheapest solution (a dead end), so the total may still fit a
  // number: keep the promise "plain numbers below 2^53, BigInt after that".
  if (typeof exact.count === 'bigint' && exact.count <= BigInt(Number.MAX_SAFE_INTEGER)) {
    exact.count = Number(exact.count);
  }
  return exact;
}

/**
 * How many distinct cheapest solutions there are, and one of them.
 *
 * @example
 * ```ts
 * const c = countShortest(problem);
 * if (c.status === 'solved') console.log(`${c.count} shortest solutions of cost ${c.cost}`);
 * ```
 */
export function countShortest<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions): CountShortestResult<S, M> {
  return runSync(countShortestSteps(problem, options));
}

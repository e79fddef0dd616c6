/**
 * Breadth-first search: a solution with the fewest moves (move costs are
 * ignored for the order, and reported in `solution.cost`). The state table's
 * insertion order is the queue, so memory is the table alone.
 */
import { checkProblem } from './errors.js';
import { onKeys, withStates } from './keyed.js';
import type { SearchOptions } from './budget.js';
import type { SearchProblem } from './problem.js';
import type { SearchResult } from './result.js';
import { solutionFromTable } from './result.js';
import { SearchContext } from './search-context.js';
import { createSeenStates, type SeenStates } from './seen-set.js';
import { successorKeysOf, type SuccessorKeys } from './successor-keys.js';
import { NO_PARENT, tableOptionsFor } from './state-table.js';
import { runSync, type Steps } from './steps.js';
import type { TraceHook, TraceOptions } from './trace.js';

/**
 * Breadth-first search as steps, yielding between time slices (see `breadthFirst`).
 *
 * @example
 * ```ts
 * const result = runSync(breadthFirstSteps(problem, { maxStates: 1_000_000 }));
 * ```
 */
export function* breadthFirstSteps<S, M>(
  problem: SearchProblem<S, M>,
  options?: SearchOptions & TraceOptions<S>,
): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'breadth-first search');
  const trace = options?.trace;
  // Traced, the search runs on the problem's own states and calls `emit` per successor, so the hook sees each one.
  if (trace) return yield* tracedBreadthFirst(problem, trace, options);
  const keys = onKeys(problem);
  if (keys) return withStates(yield* breadthFirstSteps(keys.problem, options as SearchOptions), keys.decode);
  const ctx = new SearchContext(options, problem);
  const proved = ctx.provedUnsolvable(problem);
  if (proved) return proved;
  const table = createSeenStates(problem.codec, tableOptionsFor(options));
  table.insert(problem.start, NO_PARENT);
  const bytes = () => table.bytes();
  if (problem.isGoal(problem.start)) {
    return ctx.solved(solutionFromTable(problem, table, 0), 1, bytes());
  }
  // States that are their own keys, with successors written as keys (successor-keys.ts): S is number.
  const form = successorKeysOf(problem);
  if (form) {
    const keys = problem as unknown as SearchProblem<number, M>;
    const result = yield* searchKeys(keys, form, table as unknown as SeenStates<number>, ctx);
    return result as unknown as SearchResult<S, M>;
  }
  let expanding = 0;
  let found = -1;
  let generated = 0;
  const emit = (next: S) => {
    generated++;
    if (found >= 0) return;
    const index = table.insert(next, expanding);
    if (index >= 0 && problem.isGoal(next)) found = index;
  };
  let depth = 0;
  let layerEnd = 1;
  for (; expanding < table.size; expanding++) {
    if (expanding === layerEnd) {
      depth++;
      layerEnd = table.size;
    }
    problem.successors(table.state(expanding), emit);
    ctx.expansions++;
    if (found >= 0) return ctx.solved(solutionFromTable(problem, table, found), table.size, bytes());
    const limit = ctx.step(table.size, depth, bytes, generated);
    if (limit) return ctx.limit(limit, table.size, bytes());
    if (ctx.shouldYield()) yield;
  }
  return ctx.unsolvable(table.size, bytes());
}

/**
 * Breadth-first search told to a trace hook: the same inserts in the same
 * order as the untraced search, with depths kept per stored state. Apart
 * from the fast loop, so that loop has no test for a hook.
 */
function* tracedBreadthFirst<S, M>(problem: SearchProblem<S, M>, trace: TraceHook<S>, options?: SearchOptions): Steps<SearchResult<S, M>> {
  const ctx = new SearchContext(options, problem);
  const proved = ctx.provedUnsolvable(problem);
  if (proved) return proved;
  const table = createSeenStates(problem.codec, tableOptionsFor(options));
  table.insert(problem.start, NO_PARENT);
  const bytes = () => table.bytes();
  trace({ type: 'generate', state: problem.start, g: 0, h: 0, f: 0, depth: 0 });
  if (problem.isGoal(problem.start)) {
    trace({ type: 'goal', state: problem.start, g: 0, h: 0, f: 0, depth: 0 });
    return ctx.solved(solutionFromTable(problem, table, 0), 1, bytes());
  }
  let expanding = 0;
  let found = -1;
  let generated = 0;
  let depth = 0;
  const emit = (next: S) => {
    generated++;
    if (found >= 0) return;
    const index = table.insert(next, expanding);
    const event = { state: next, g: depth + 1, h: 0, f: depth + 1, depth: depth + 1 };
    if (index < 0) {
      trace({ type: 'prune', ...event, reason: 'seen' });
      return;
    }
    trace({ type: 'generate', ...event });
    if (problem.isGoal(next)) {
      found = index;
      trace({ type: 'goal', ...event });
    }
  };
  let layerEnd = 1;
  for (; expanding < table.size; expanding++) {
    if (expanding === layerEnd) {
      depth++;
      layerEnd = table.size;
    }
    const state = table.state(expanding);
    trace({ type: 'expand', state, g: depth, h: 0, f: depth, depth, bytes: bytes() });
    problem.successors(state, emit);
    ctx.expansions++;
    if (found >= 0) return ctx.solved(solutionFromTable(problem, table, found), table.size, bytes());
    const limit = ctx.step(table.size, depth, bytes, generated);
    if (limit) return ctx.limit(limit, table.size, bytes());
    if (ctx.shouldYield()) yield;
  }
  return ctx.unsolvable(table.size, bytes());
}

/**
 * A solution with the fewest moves, or proof that none exists.
 *
 * ```ts
 * const r = breadthFirst(problem);
 * if (r.status === 'solved') console.log(r.solution!.moves.length);
 * ```
 */
export function breadthFirst<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions & TraceOptions<S>): SearchResult<S, M> {
  return runSync(breadthFirstSteps(problem, options));
}

/** What the plain loop on keys counts: successors generated, and the goal stored (-1 while none is). */
interface KeyCounts {
  generated: number;
  found: number;
}

/**
 * The search on keys with successors written as keys: the same inserts in
 * the same order as through `emit`. The states between two looks at the
 * limits are expanded in one plain loop (expandKeys), and the limits are
 * still looked at after the same expansions (SearchContext.quietSteps).
 */
function* searchKeys<M>(problem: SearchProblem<number, M>, form: SuccessorKeys, table: SeenStates<number>, ctx: SearchContext): Steps<SearchResult<number, M>> {
  const bytes = () => table.bytes();
  const out = new Float64Array(form.maxSuccessors);
  const counts: KeyCounts = { generated: 0, found: -1 };
  const maxStates = ctx.budget.maxStates;
  let expanding = 0;
  let depth = 0;
  let layerEnd = 1;
  while (expanding < table.size) {
    if (expanding === layerEnd) {
      depth++;
      layerEnd = table.size;
    }
    const end = expandKeys(problem, form, table, out, expanding, Math.min(layerEnd, expanding + ctx.quietSteps() + 1), maxStates, ctx.quietWork, counts);
    ctx.skip(end - expanding - 1);
    ctx.expansions += end - expanding;
    expanding = end;
    if (counts.found >= 0) return ctx.solved(solutionFromTable(problem, table, counts.found), table.size, bytes());
    const limit = ctx.step(table.size, depth, bytes, counts.generated);
    if (limit) return ctx.limit(limit, table.size, bytes());
    if (ctx.shouldYield()) yield;
  }
  return ctx.unsolvable(table.size, bytes());
}

/**
 * Expands the states from `first` up to `last` (one layer at most), each
 * successor stored with its parent, stopping after the expansion that
 * stores a goal, or at which the table holds maxStates or the work reaches
 * `workAt`; returns where it stopped. A plain function with its counts in
 * locals, which V8 compiles with the insert and the successors inline.
 */
function expandKeys(
  problem: SearchProblem<number, unknown>,
  form: SuccessorKeys,
  table: SeenStates<number>,
  out: Float64Array,
  first: number,
  last: number,
  maxStates: number,
  workAt: number,
  counts: KeyCounts,
): number {
  let generated = counts.generated;
  let expanding = first;
  while (expanding < last) {
    out[0] = table.state(expanding);
    const count = form.write(out, 0);
    generated += count;
    for (let k = 0; k < count; k++) {
      const next = out[k];
      const index = table.insert(next, expanding);
      if (index >= 0 && problem.isGoal(next)) {
        counts.found = index;
        break;
      }
    }
    expanding++;
    if (counts.found >= 0 || generated >= workAt || table.size >= maxStates) break;
  }
  counts.generated = generated;
  return expanding;
}

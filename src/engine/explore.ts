/**
 * Analysis of a whole reachable space by breadth-first search: how many
 * states, how many are goals, how many at each distance (in moves) from the
 * start, and the farthest ones. The table keeps no parents, so a state costs
 * only its key and its slot in the index.
 */
import { checkProblem, SearchSetupError } from './errors.js';
import type { LimitReason, SearchOptions } from './budget.js';
import { keyOf, SmallestKeys, stateOfKey } from './key-order.js';
import { Layers } from './layers.js';
import type { SearchProblem } from './problem.js';
import { onKeys } from './keyed.js';
import type { SearchStats } from './result.js';
import { SearchContext } from './search-context.js';
import { createSeenStates } from './seen-set.js';
import { NO_PARENT, tableOptionsFor } from './state-table.js';
import { runSync, type Steps } from './steps.js';

/** States expanded together before their successors are inserted (see the batched loop). */
const BATCH = 32;
const BATCH_KEYS = 256;
/** The table's size (bytes) from which explore batches its inserts. */
const BATCH_FROM_BYTES = 8 * 2 ** 20;
/** What the batched loop's touches read, kept so that the reads are not dropped as unused. */
let touched = 0;

/** The largest ranked space whose size sets the seen set's size up front. */
const SIZED_FROM_SPACE = 2 ** 22;

export interface ExploreOptions extends SearchOptions {
  /** How many of the farthest states to return (default 5): those of smallest key (key-order.ts). */
  farthestExamples?: number;
  /**
   * Count states that are the same up to the puzzle's symmetry once (the
   * problem's `canonical`): figures are then of classes, each at the fewest
   * moves from the start to any of its members. Throws `SearchSetupError`
   * when the problem has no `canonical`.
   */
  mergeSymmetric?: boolean;
}

export interface ExploreResult<S> {
  /** 'complete' when the whole space was seen; 'limit' when a limit stopped it (figures so far). */
  status: 'complete' | 'limit';
  limit?: LimitReason;
  reachableStates: number;
  goalStates: number;
  /**
   * Whether a goal is reachable: true once one was reached, false when the
   * whole space was seen without one, null when a limit stopped the search
   * before it reached a goal (not known).
   */
  solvable: boolean | null;
  /** Fewest moves to a goal, or null when none was reached. */
  shortest: number | null;
  /** statesPerDepth[d]: states whose fewest moves from the start is d. */
  statesPerDepth: number[];
  /** The farthest states: how far, how many, and up to farthestExamples of them, those of smallest key (key-order.ts). */
  farthest: { distance: number; count: number; examples: S[] };
  stats: SearchStats;
}

/**
 * `explore` as steps.
 *
 * @example
 * ```ts
 * const e = runSync(exploreSteps(problem, { mergeSymmetric: true }));
 * ```
 */
export function* exploreSteps<S, M>(problem: SearchProblem<S, M>, options: ExploreOptions = {}): Steps<ExploreResult<S>> {
  checkProblem(problem, 'explore');
  const keys = onKeys(problem);
  if (keys) {
    const result = yield* exploreSteps(keys.problem, options);
    return { ...result, farthest: { ...result.farthest, examples: result.farthest.examples.map(keys.decode) } };
  }
  const canonical = options.mergeSymmetric ? problem.canonical?.bind(problem) : undefined;
  if (options.mergeSymmetric && !canonical) throw new SearchSetupError('this problem has no symmetry to merge (no canonical form)');
  const ctx = new SearchContext(options);
  // A whole-space walk stores every state of a ranked space: size the set for them, so it never grows on the way
  // (only up to 2^22 states, since a rank's size may well exceed what is reachable).
  const tableOptions = tableOptionsFor(options, false);
  if (problem.size !== undefined && problem.size <= SIZED_FROM_SPACE) tableOptions.expectedStates = Math.min(tableOptions.expectedStates ?? Infinity, problem.size);
  const table = createSeenStates(problem.codec, tableOptions);
  const layers = new Layers();
  const bytes = () => table.bytes();
  table.insert(canonical ? canonical(problem.start) : problem.start, NO_PARENT);
  let goals = problem.isGoal(problem.start) ? 1 : 0;
  let shortest: number | null = goals ? 0 : null;
  let depth = 0;
  let generated = 0;
  /** Stores a successor (already canonical), counting it as a goal if it is a new one. */
  const store = (next: S) => {
    if (table.insert(next, NO_PARENT) >= 0 && problem.isGoal(next)) {
      goals++;
      shortest ??= depth + 1;
    }
  };
  const emit = (next: S) => {
    generated++;
    store(canonical ? canonical(next) : next);
  };
  // Keys whose codec decodes them for free (encode and decode one function,
  // as on the keys of a keyed problem), in a table too big for the caches:
  // a batch of states is expanded first,
  // every successor's key touched in the table, and only then inserted, so
  // that the cache misses of a batch overlap instead of coming one at a time.
  // The inserts, the limits and the counts still go state by state.
  const codec = problem.codec;
  const batched = (codec.kind === 'uint32' || codec.kind === 'float53') && codec.encode === codec.decode ? codec : null;
  let pending = new Float64Array(BATCH_KEYS * 2);
  let pendingCount = 0;
  const ends = new Int32Array(BATCH);
  const collect = (next: S) => {
    if (canonical) next = canonical(next);
    if (pendingCount === pending.length) {
      const bigger = new Float64Array(pending.length * 2);
      bigger.set(pending);
      pending = bigger;
    }
    pending[pendingCount++] = batched!.encode(next);
  };
  let limit: LimitReason | null = null;
  let layerEnd = 1;
  let expanding = 0;
  let batching: typeof batched = null;
  let lookAgainAt = 0;
  run: while (expanding < table.size) {
    // Only a table beyond the caches gains: on one that fits, batches cost more than the misses they overlap.
    if (batched && expanding >= lookAgainAt) {
      batching = table.bytes() >= BATCH_FROM_BYTES ? batched : null;
      lookAgainAt = expanding + 4096;
    }
    const first = expanding;
    let end = first + 1;
    if (batching) {
      // Up to BATCH states, fewer once they have BATCH_KEYS successors: a state with thousands of moves is a batch alone.
      pendingCount = 0;
      for (end = first; end < table.size && end - first < BATCH && pendingCount < BATCH_KEYS; end++) {
        problem.successors(table.state(end), collect);
        ends[end - first] = pendingCount;
      }
      let read = 0;
      for (let j = 0; j < pendingCount; j++) read ^= table.touch(pending[j]);
      touched ^= read;
    }
    for (let from = 0; expanding < end; expanding++) {
      if (expanding === layerEnd) {
        layers.close(layerEnd);
        depth++;
        layerEnd = table.size;
      }
      if (batching) {
        const to = ends[expanding - first];
        for (let j = from; j < to; j++) store(batching.decode(pending[j]));
        generated += to - from;
        from = to;
      } else problem.successors(table.state(expanding), emit);
      ctx.expansions++;
      limit = ctx.step(table.size, depth, bytes, generated);
      if (limit) break run;
      if (ctx.shouldYield()) yield;
    }
  }
  if (!limit) layers.close(table.size);
  // Stopped by a limit, the layer being expanded, [start(count), layerEnd), is
  // complete, and the states past layerEnd belong to the next depth: they
  // were counted in one entry, which then exceeded the true size of a layer.
  const sizes = limit
    ? [
        ...layers.sizes(),
        layerEnd - layers.start(layers.count),
        ...(table.size > layerEnd ? [table.size - layerEnd] : []),
      ]
    : layers.sizes();
  const last = layers.count - 1;
  // The farthest states of smallest key (see key-order.ts): the same on any number of threads.
  const smallest = new SmallestKeys(limit ? 0 : (options.farthestExamples ?? 5));
  if (smallest.wanted > 0) for (let i = layers.start(last); i < layers.end(last); i++) smallest.offer(keyOf(problem.codec, table.state(i)));
  const examples = smallest.keys.map((key) => stateOfKey(problem.codec, key));
  const result: ExploreResult<S> = {
    status: limit ? 'limit' : 'complete',
    reachableStates: table.size,
    goalStates: goals,
    solvable: goals > 0 ? true : limit ? null : false,
    shortest,
    statesPerDepth: sizes,
    farthest: limit
      ? { distance: sizes.length - 1, count: sizes[sizes.length - 1], examples }
      : { distance: last, count: sizes[last], examples },
    stats: ctx.stats(table.size, bytes()),
  };
  if (limit) result.limit = limit;
  return result;
}

/**
 * The whole reachable space: how many states, how many goals, states per depth, the farthest states and the shortest solution's length.
 *
 * @example
 * ```ts
 * const e = explore(problem, { maxStates: 5_000_000 });
 * console.log(e.reachableStates, e.statesPerDepth);
 * ```
 */
export function explore<S, M>(problem: SearchProblem<S, M>, options?: ExploreOptions): ExploreResult<S> {
  return runSync(exploreSteps(problem, options));
}

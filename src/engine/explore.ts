/**
 * Analysis of a whole reachable space by breadth-first search: how many
 * states, how many are goals, how many at each distance (in moves) from the
 * start, and the farthest ones. The table keeps no parents, so a state costs
 * only its key and its slot in the index.
 */
import { ENGINE_MESSAGES } from './messages.js';
import { checkProblem, SearchSetupError } from './errors.js';
import type { LimitReason, SearchOptions } from './budget.js';
import { keyOf, SmallestKeys, stateOfKey } from './key-order.js';
import { Layers } from './layers.js';
import type { SearchProblem } from './problem.js';
import { onKeys } from './keyed.js';
import type { SearchStats } from './result.js';
import { SearchContext } from './search-context.js';
import { createSeenStates, type SeenStates } from './seen-set.js';
import { NO_PARENT, tableOptionsFor } from './state-table.js';
import { runSync, type Steps } from './steps.js';
import { successorKeysOf, type SuccessorKeys } from './successor-keys.js';

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
  if (options.mergeSymmetric && !canonical) throw new SearchSetupError(ENGINE_MESSAGES.noSymmetry());
  const ctx = new SearchContext(options, problem);
  // A whole-space walk stores every state of a ranked space: size the set for them, so it never grows on the way
  // (only up to 2^22 states, since a rank's size may well exceed what is reachable).
  const tableOptions = tableOptionsFor(options, false);
  if (problem.size !== undefined && problem.size <= SIZED_FROM_SPACE) tableOptions.expectedStates = Math.min(tableOptions.expectedStates ?? Infinity, problem.size);
  const table = createSeenStates(problem.codec, tableOptions);
  table.insert(canonical ? canonical(problem.start) : problem.start, NO_PARENT);
  const goals = problem.isGoal(problem.start) ? 1 : 0;
  const begun: Walked = { goals, shortest: goals ? 0 : null, layers: new Layers(), layerEnd: 1, limit: null };
  const form = successorKeysOf(problem);
  const walked = form
    ? yield* walkKeys(problem as unknown as SearchProblem<number, M>, form, table as unknown as SeenStates<number>, ctx, canonical as ((key: number) => number) | undefined, begun)
    : yield* walkStates(problem, table, ctx, canonical, begun);
  return exploreResult(problem, table, ctx, walked, options.farthestExamples ?? 5);
}

/** Where a walk stopped: the goals it met, its layers, and the limit that stopped it, if any. */
interface Walked {
  goals: number;
  shortest: number | null;
  layers: Layers;
  /** Where the layer being expanded ends (its successors are stored past it). */
  layerEnd: number;
  limit: LimitReason | null;
}

/** The walk on states, for any problem: successors through `emit`, one state after another or in batches. */
function* walkStates<S, M>(
  problem: SearchProblem<S, M>,
  table: SeenStates<S>,
  ctx: SearchContext,
  canonical: ((state: S) => S) | undefined,
  begun: Walked,
): Steps<Walked> {
  const layers = begun.layers;
  const bytes = () => table.bytes();
  let goals = begun.goals;
  let shortest = begun.shortest;
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
  let layerEnd = begun.layerEnd;
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
  return { goals, shortest, layers, layerEnd, limit };
}

/**
 * The walk on keys, for a problem that writes its successors' keys
 * (successor-keys.ts): the same states in the same order as walkStates,
 * with no callback per successor. On a table that fits the caches, the
 * states between two looks at the limits are expanded in one tight loop
 * (expandKeys); the limits are still looked at after the same expansions.
 */
function* walkKeys<M>(
  problem: SearchProblem<number, M>,
  form: SuccessorKeys,
  table: SeenStates<number>,
  ctx: SearchContext,
  canonical: ((key: number) => number) | undefined,
  begun: Walked,
): Steps<Walked> {
  const layers = begun.layers;
  const bytes = () => table.bytes();
  const maxStates = ctx.budget.maxStates;
  // Room for a batch (see walkStates for why batches): each state's keys are written while fewer than BATCH_KEYS are.
  const run: KeyRun = { problem, form, table, canonical, keys: new Float64Array(BATCH_KEYS + form.maxSuccessors), generated: 0, goals: begun.goals };
  const keys = run.keys;
  const ends = new Int32Array(BATCH);
  let shortest = begun.shortest;
  let depth = 0;
  let layerEnd = begun.layerEnd;
  let expanding = 0;
  let batching = false;
  let lookAgainAt = 0;
  const walked = (limit: LimitReason | null): Walked => ({ goals: run.goals, shortest, layers, layerEnd, limit });
  while (expanding < table.size) {
    if (expanding >= lookAgainAt) {
      batching = table.bytes() >= BATCH_FROM_BYTES;
      lookAgainAt = expanding + 4096;
    }
    if (!batching) {
      if (expanding === layerEnd) {
        layers.close(layerEnd);
        depth++;
        layerEnd = table.size;
      }
      // To the end of the layer at most, and to the first step that looks at the limits.
      const goals = run.goals;
      const end = expandKeys(run, expanding, Math.min(layerEnd, expanding + ctx.quietSteps() + 1), maxStates, ctx.quietWork);
      if (run.goals > goals) shortest ??= depth + 1;
      ctx.skip(end - expanding - 1);
      ctx.expansions += end - expanding;
      expanding = end;
      const limit = ctx.step(table.size, depth, bytes, run.generated);
      if (limit) return walked(limit);
      if (ctx.shouldYield()) yield;
      continue;
    }
    // Up to BATCH states, fewer once they have BATCH_KEYS successors.
    const first = expanding;
    let count = 0;
    let end = first;
    for (; end < table.size && end - first < BATCH && count < BATCH_KEYS; end++) {
      keys[count] = table.state(end);
      count += form.write(keys, count);
      ends[end - first] = count;
    }
    if (canonical) for (let j = 0; j < count; j++) keys[j] = canonical(keys[j]);
    let read = 0;
    for (let j = 0; j < count; j++) read ^= table.touch(keys[j]);
    touched ^= read;
    for (let from = 0; expanding < end; expanding++) {
      if (expanding === layerEnd) {
        layers.close(layerEnd);
        depth++;
        layerEnd = table.size;
      }
      const to = ends[expanding - first];
      run.generated += to - from;
      // Made canonical above, before the touches.
      const found = storeKeys(run, from, to, undefined);
      if (found > 0) {
        run.goals += found;
        shortest ??= depth + 1;
      }
      from = to;
      ctx.expansions++;
      const limit = ctx.step(table.size, depth, bytes, run.generated);
      if (limit) return walked(limit);
      if (ctx.shouldYield()) yield;
    }
  }
  return walked(null);
}

/** What walkKeys's tight loop reads and counts. */
interface KeyRun {
  problem: SearchProblem<number, unknown>;
  form: SuccessorKeys;
  table: SeenStates<number>;
  canonical: ((key: number) => number) | undefined;
  /** The successors' keys: one state's, or a batch's. */
  keys: Float64Array;
  /** Successors generated so far. */
  generated: number;
  goals: number;
}

/**
 * Expands the states from `first` up to `last` (one layer), stopping after
 * the expansion at which the table holds maxStates or the work reaches
 * `workAt`; returns where it stopped. A plain loop with its counts in
 * locals, which V8 compiles with the insert and the successors inline.
 */
function expandKeys(run: KeyRun, first: number, last: number, maxStates: number, workAt: number): number {
  const { form, table, keys, canonical } = run;
  let generated = run.generated;
  let goals = 0;
  let expanding = first;
  while (expanding < last) {
    keys[0] = table.state(expanding++);
    const n = form.write(keys, 0);
    generated += n;
    goals += storeKeys(run, 0, n, canonical);
    if (generated >= workAt || table.size >= maxStates) break;
  }
  run.generated = generated;
  run.goals += goals;
  return expanding;
}

/** Stores keys[from .. to) (made canonical first when `canonical` is given); returns how many were new goals. */
function storeKeys(run: KeyRun, from: number, to: number, canonical: ((key: number) => number) | undefined): number {
  const { problem, table, keys } = run;
  let goals = 0;
  for (let j = from; j < to; j++) {
    const next = canonical ? canonical(keys[j]) : keys[j];
    if (table.insert(next, NO_PARENT) >= 0 && problem.isGoal(next)) goals++;
  }
  return goals;
}

/** The result of a walk: figures, layers, and the farthest states of smallest key. */
function exploreResult<S, M>(problem: SearchProblem<S, M>, table: SeenStates<S>, ctx: SearchContext, walked: Walked, farthestExamples: number): ExploreResult<S> {
  const { goals, shortest, layers, layerEnd, limit } = walked;
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
  const smallest = new SmallestKeys(limit ? 0 : farthestExamples);
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
    stats: ctx.stats(table.size, table.bytes()),
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

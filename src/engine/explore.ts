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
import { createStateTable, NO_PARENT, tableOptionsFor } from './state-table.js';
import { runSync, type Steps } from './steps.js';

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
  const table = createStateTable(problem.codec, tableOptionsFor(options, false));
  const layers = new Layers();
  const bytes = () => table.bytes();
  table.insert(canonical ? canonical(problem.start) : problem.start, NO_PARENT);
  let goals = problem.isGoal(problem.start) ? 1 : 0;
  let shortest: number | null = goals ? 0 : null;
  let depth = 0;
  let generated = 0;
  const emit = (next: S) => {
    generated++;
    if (canonical) next = canonical(next);
    if (table.insert(next, NO_PARENT) >= 0 && problem.isGoal(next)) {
      goals++;
      shortest ??= depth + 1;
    }
  };
  let limit: LimitReason | null = null;
  let layerEnd = 1;
  for (let expanding = 0; expanding < table.size; expanding++) {
    if (expanding === layerEnd) {
      layers.close(layerEnd);
      depth++;
      layerEnd = table.size;
    }
    problem.successors(table.state(expanding), emit);
    ctx.expansions++;
    limit = ctx.step(table.size, depth, bytes, generated);
    if (limit) break;
    if (ctx.shouldYield()) yield;
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

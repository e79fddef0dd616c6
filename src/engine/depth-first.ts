/**
 * Depth-first walks over paths that never repeat a state: a bounded
 * depth-first search for one solution, and the enumeration (or count) of every
 * solution. A path ends at the first goal it reaches. A solution is a
 * sequence of moves: two different moves between the same states make two
 * solutions. The stack is explicit, so long paths cannot overflow the call
 * stack, and every walk honours the limits (maxStates counts nodes generated).
 */
import { checkProblem, checkDepth } from './errors.js';
import type { LimitReason, SearchOptions } from './budget.js';
import { copyState } from './codec.js';
import type { SearchProblem } from './problem.js';
import type { SearchResult, SearchStats, Solution } from './result.js';
import { stateKey } from './result.js';
import { SearchContext } from './search-context.js';
import { ENGINE_MESSAGES } from './messages.js';
import { runSync, type Steps } from './steps.js';
import type { TraceHook, TraceOptions } from './trace.js';

interface Child<S, M> {
  state: S;
  key: number | string;
  move: M;
  cost: number;
}

interface Tally {
  /** Nodes generated, the figure statesExplored reports and maxStates bounds. */
  nodes: number;
  /** Whether the depth bound cut off some path that might have gone on. */
  cut: boolean;
  /** Successors generated, repeats of the path included: the work the limits are checked by. */
  generated: number;
  /** Children waiting on the stack, the walk's memory (see CHILD_BYTES). */
  live: number;
  /** Bytes held outside the walk (solutions kept), counted against maxMemoryBytes too. */
  keptBytes: number;
}

/**
 * Bytes one waiting child holds, roughly: its record, its state's copy and its
 * key. An estimate, but one that grows with the stack, so that a walk down a
 * path of millions of moves meets maxMemoryBytes instead of the heap's end.
 */
const CHILD_BYTES = 160;

/** Bytes a kept solution of `moves` moves holds, roughly (a move, a state and a cost per step). */
export function solutionBytes(moves: number): number {
  return 64 + moves * CHILD_BYTES;
}

function newTally(): Tally {
  return { nodes: 0, cut: false, generated: 0, live: 0, keptBytes: 0 };
}

/**
 * Walks every simple path from the start of at most `maxDepth` moves, calling
 * `onGoal` with each path that reaches a goal in at least `minDepth` moves;
 * stops early when it returns false. Returns the limit that stopped the walk, or null. `tally.nodes`
 * counts the nodes generated, the figure SearchStats.statesExplored reports
 * for depth-first searches (and the one maxStates bounds).
 */
function* walk<S, M>(
  ctx: SearchContext,
  problem: SearchProblem<S, M>,
  maxDepth: number,
  onGoal: (path: Child<S, M>[]) => boolean,
  tally: Tally,
  minDepth = 0,
  trace?: TraceHook<S>,
): Generator<void, LimitReason | 'stopped' | null, void> {
  const start: Child<S, M> = {
    state: copyState(problem, problem.start),
    key: stateKey(problem.codec, problem.start),
    move: undefined as M,
    cost: 0,
  };
  tally.nodes += 1;
  // The cost of the path to `depth` and a child of it, told only while traced.
  const costTo = (depth: number) => path.reduce((sum, c, i) => (i <= depth ? sum + c.cost : sum), 0);
  const tell = (type: 'generate' | 'expand' | 'goal' | 'prune', state: S, g: number, depth: number, reason?: 'path' | 'depth') =>
    trace!({ type, state, g, h: 0, f: g, depth, ...(reason && { reason }), ...(type === 'expand' && { bytes: bytes() }) });
  if (trace) tell('generate', start.state, 0, 0);
  if (problem.isGoal(start.state)) {
    if (trace) tell('goal', start.state, 0, 0);
    return onGoal([start]) ? null : 'stopped';
  }
  const path: Child<S, M>[] = [start];
  const onPath = new Set<number | string>([start.key]);
  const children: Child<S, M>[][] = [];
  const next: number[] = [];

  const expand = (depth: number) => {
    const list: Child<S, M>[] = [];
    const g = trace ? costTo(depth) : 0;
    if (trace) tell('expand', path[depth].state, g, depth);
    problem.successors(path[depth].state, (state, move, cost = 1) => {
      tally.generated++;
      const key = stateKey(problem.codec, state);
      if (!onPath.has(key)) list.push({ state: copyState(problem, state), key, move, cost });
      if (trace) tell(onPath.has(key) ? 'prune' : 'generate', state, g + cost, depth + 1, onPath.has(key) ? 'path' : undefined);
    });
    children[depth] = list;
    next[depth] = 0;
    tally.nodes += list.length;
    tally.live += list.length;
    ctx.expansions++;
  };
  const bytes = () => tally.live * CHILD_BYTES + tally.keptBytes;

  if (maxDepth > 0) expand(0);
  else return null;
  let depth = 0;
  while (depth >= 0) {
    if (next[depth] === children[depth].length) {
      tally.live -= children[depth].length;
      children.pop();
      next.pop();
      depth--;
      if (depth >= 0) onPath.delete(path.pop()!.key);
      continue;
    }
    const child = children[depth][next[depth]++];
    if (problem.isGoal(child.state)) {
      if (trace) tell('goal', child.state, costTo(depth) + child.cost, depth + 1);
      if (depth + 1 >= minDepth && !onGoal([...path, child])) return 'stopped';
    } else if (depth + 1 < maxDepth) {
      path.push(child);
      onPath.add(child.key);
      depth++;
      expand(depth);
    } else {
      if (trace) tell('prune', child.state, costTo(depth) + child.cost, depth + 1, 'depth');
      tally.cut = true;
    }
    const limit = ctx.step(tally.nodes, depth, bytes, tally.generated);
    if (limit) return limit;
    if (ctx.shouldYield()) yield;
  }
  return null;
}

function toSolution<S, M>(path: Child<S, M>[]): Solution<S, M> {
  return {
    moves: path.slice(1).map((c) => c.move),
    states: path.map((c) => c.state),
    cost: path.reduce((sum, c) => sum + c.cost, 0),
  };
}

export interface DepthFirstOptions<S = unknown> extends SearchOptions, TraceOptions<S> {
  /** The longest solution to look for, in moves. */
  maxDepth: number;
}

/**
 * Depth-first search with a depth bound: the first solution of at most
 * `maxDepth` moves that it meets, not necessarily the shortest. 'unsolvable'
 * here means no solution within the bound, and `reason` says so.
 *
 * @example
 * ```ts
 * const r = runSync(depthFirstSteps(problem, { maxDepth: 20, maxSeconds: 5 }));
 * ```
 */
export function* depthFirstSteps<S, M>(problem: SearchProblem<S, M>, options: DepthFirstOptions<S>): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'depth-first search');
  checkDepth(options?.maxDepth, 'maxDepth', false);
  const ctx = new SearchContext(options, problem);
  const proved = ctx.provedUnsolvable(problem);
  if (proved) return proved;
  let found: Solution<S, M> | undefined;
  const tally = newTally();
  const end = yield* walk(ctx, problem, options.maxDepth, (path) => {
    found = toSolution(path);
    return false;
  }, tally, 0, options.trace);
  // Nodes generated, as SearchStats documents for depth-first searches (this
  // reported ctx.expansions, which is less, so a state limit looked unmet).
  const nodes = tally.nodes;
  if (found) return ctx.solved(found, nodes, 0);
  if (end !== null && end !== 'stopped') return ctx.limit(end, nodes, 0);
  return ctx.unsolvable(nodes, 0, ENGINE_MESSAGES.noSolutionWithin({ moves: options.maxDepth }));
}

/**
 * Depth-first search bounded at `maxDepth` moves: the first solution found, storing only the path.
 *
 * @example
 * ```ts
 * // Stores only the path: for spaces whose solutions have a known length (a knight's tour).
 * const r = depthFirst(problem, { maxDepth: 63 });
 * ```
 */
export function depthFirst<S, M>(problem: SearchProblem<S, M>, options: DepthFirstOptions<S>): SearchResult<S, M> {
  return runSync(depthFirstSteps(problem, options));
}

export interface AllSolutionsOptions<S, M> extends SearchOptions {
  /** Keep at most this many solutions (default 1000); counting goes on. */
  maxSolutions?: number;
  /** Stop the walk once this many solutions are found (default: never). */
  stopAfter?: number;
  /** Only paths of at most this many moves (default: no bound). */
  maxDepth?: number;
  /** Called with each solution as it is found, in the order found. */
  onSolution?: (solution: Solution<S, M>) => void;
  /**
   * 'depth-first' (default) walks the paths once, meeting solutions in no
   * particular order. 'shortest-first' deepens a bound one move at a time and
   * meets solutions by length, so a capped list holds the shortest ones; it
   * walks short paths again for each bound, costing up to the longest
   * solution's length times more.
   */
  order?: 'depth-first' | 'shortest-first';
  /**
   * The fewest moves of any solution, when the caller knows it (a breadth-first
   * search found it): 'shortest-first' then starts its bound there instead of
   * walking every shorter bound in vain (Guarini's knights: the passes of 1 to
   * 15 moves walk hundreds of millions of paths; the pass of 16 finds 3
   * solutions in under a second).
   */
  fewestMoves?: number;
}

export interface AllSolutionsResult<S, M> {
  /** 'complete' when every solution was seen; 'limit' when a limit (or stopAfter) ended the walk first. */
  status: 'complete' | 'limit';
  limit?: LimitReason;
  /** Solutions kept, in the order found (at most maxSolutions). */
  solutions: Solution<S, M>[];
  /** Solutions found. */
  count: number;
  stats: SearchStats;
}

/**
 * Every solution whose path never repeats a state, streamed and counted.
 *
 * @example
 * ```ts
 * const all = runSync(allSolutionsSteps(problem, { stopAfter: 10, onSolution: (s) => console.log(s.moves) }));
 * ```
 */
export function* allSolutionsSteps<S, M>(
  problem: SearchProblem<S, M>,
  options: AllSolutionsOptions<S, M> = {},
): Steps<AllSolutionsResult<S, M>> {
  checkProblem(problem, 'allSolutions');
  if (options.maxDepth !== undefined) checkDepth(options.maxDepth, 'maxDepth', true);
  if (options.maxSolutions !== undefined) checkDepth(options.maxSolutions, 'maxSolutions', true);
  if (options.stopAfter !== undefined) checkDepth(options.stopAfter, 'stopAfter', true);
  if (options.fewestMoves !== undefined) checkDepth(options.fewestMoves, 'fewestMoves', false);
  const ctx = new SearchContext(options, problem);
  const keep = options.maxSolutions ?? 1000;
  const stopAfter = options.stopAfter ?? Infinity;
  const solutions: Solution<S, M>[] = [];
  let count = 0;
  if (problem.unsolvableReason?.()) {
    return { status: 'complete', solutions, count, stats: ctx.stats(0, 0) };
  }
  const onGoal = (path: Child<S, M>[]) => {
    count++;
    if (solutions.length < keep || options.onSolution) {
      const solution = toSolution(path);
      if (solutions.length < keep) {
        solutions.push(solution);
        tally.keptBytes += solutionBytes(solution.moves.length);
      }
      options.onSolution?.(solution);
    }
    return count < stopAfter;
  };
  const maxDepth = options.maxDepth ?? Infinity;
  const tally = newTally();
  let end: LimitReason | 'stopped' | null;
  if (options.order !== 'shortest-first' || problem.isGoal(problem.start)) {
    end = yield* walk(ctx, problem, maxDepth, onGoal, tally);
  } else {
    // Each pass reports the solutions of exactly `bound` moves; when no path
    // was cut short by the bound, every solution has been seen.
    for (let bound = Math.max(1, Math.min(options.fewestMoves ?? 1, maxDepth)); ; bound++) {
      tally.cut = false;
      end = yield* walk(ctx, problem, bound, onGoal, tally, bound);
      if (end !== null || !tally.cut || bound >= maxDepth) break;
    }
  }
  const result: AllSolutionsResult<S, M> = {
    status: end === null ? 'complete' : 'limit',
    solutions,
    count,
    stats: ctx.stats(tally.nodes, 0), // nodes generated, as for depthFirst
  };
  if (end !== null && end !== 'stopped') result.limit = end;
  return result;
}

/**
 * Every solution that repeats no state, in the order a depth-first walk finds them.
 *
 * @example
 * ```ts
 * // Every solution without a repeated state, up to 12 moves.
 * const all = allSolutions(problem, { maxDepth: 12, maxSolutions: 100 });
 * console.log(all.status, all.solutions.length);
 * ```
 */
export function allSolutions<S, M>(problem: SearchProblem<S, M>, options?: AllSolutionsOptions<S, M>): AllSolutionsResult<S, M> {
  return runSync(allSolutionsSteps(problem, options));
}

/**
 * Bidirectional breadth-first search: layers grow from the start and from the
 * goal states (through predecessors) until they meet, which visits far fewer
 * states than one search when the space branches a lot. The fewest moves,
 * like breadth-first search. Needs `predecessors` and `goalStates`.
 */
import { checkProblem } from './errors.js';
import type { SearchOptions } from './budget.js';
import { Layers } from './layers.js';
import type { Emit, SearchProblem } from './problem.js';
import type { SearchResult } from './result.js';
import { indexPath, solutionFromStates } from './result.js';
import { SearchContext } from './search-context.js';
import { createStateTable, NO_PARENT, type StateTable } from './state-table.js';
import { runSync, type Steps } from './steps.js';
import type { TraceOptions, TraceSide } from './trace.js';

interface Side<S> {
  name: TraceSide;
  table: StateTable<S>;
  layers: Layers;
  expand: (state: S, emit: Emit<S, unknown>) => void;
}

/**
 * Bidirectional search as steps (see `bidirectional`).
 *
 * @example
 * ```ts
 * const r = runSync(bidirectionalSteps(problem));
 * ```
 */
export function* bidirectionalSteps<S, M>(
  problem: SearchProblem<S, M>,
  options?: SearchOptions & TraceOptions<S>,
): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'bidirectional search');
  const trace = options?.trace;
  /** Tells the hook of a state `depth` moves from its side's end: g and f are that depth, or (`rest`, at the meeting) f the whole path. */
  const tell = (type: 'generate' | 'expand' | 'goal' | 'prune', side: TraceSide, state: S, depth: number, rest = 0) =>
    trace!({ type, state, g: depth, h: rest, f: depth + rest, depth, side, ...(type === 'prune' && { reason: 'seen' as const }), ...(type === 'expand' && { bytes: bytes() }) });
  const predecessors = problem.predecessors;
  const goals = problem.goalStates?.();
  if (!predecessors || !goals) throw new TypeError('bidirectional search needs a problem with predecessors and goal states');
  const ctx = new SearchContext(options, problem);
  const proved = ctx.provedUnsolvable(problem);
  if (proved) return proved;

  // The two tables share the memory cap.
  const half = { maxBytes: options?.maxMemoryBytes === undefined ? undefined : options.maxMemoryBytes / 2 };
  const forward: Side<S> = {
    name: 'forward',
    table: createStateTable(problem.codec, half),
    layers: new Layers(),
    expand: (s, emit) => problem.successors(s, emit as Emit<S, M>),
  };
  const backward: Side<S> = {
    name: 'backward',
    table: createStateTable(problem.codec, half),
    layers: new Layers(),
    expand: (s, emit) => predecessors.call(problem, s, emit as Emit<S, M>),
  };
  forward.table.insert(problem.start, NO_PARENT);
  forward.layers.close(1);
  for (const goal of goals) backward.table.insert(goal, NO_PARENT);
  backward.layers.close(backward.table.size);
  const stored = () => forward.table.size + backward.table.size;
  const bytes = () => forward.table.bytes() + backward.table.bytes();

  const path = (meetForward: number, meetBackward: number) => {
    const head = indexPath(forward.table, meetForward).map((i) => forward.table.state(i));
    const tail = indexPath(backward.table, meetBackward).reverse().map((i) => backward.table.state(i));
    return solutionFromStates(problem, [...head, ...tail.slice(1)]);
  };
  let generated = 0;
  if (trace) {
    tell('generate', 'forward', problem.start, 0);
    for (let i = 0; i < backward.table.size; i++) tell('generate', 'backward', backward.table.state(i), 0);
  }
  const startInGoals = backward.table.indexOf(problem.start);
  if (startInGoals >= 0) {
    if (trace) tell('goal', 'forward', problem.start, 0);
    return ctx.solved(path(0, startInGoals), stored(), bytes());
  }

  for (;;) {
    const fSize = forward.table.size - forward.layers.start(forward.layers.count - 1);
    const bSize = backward.table.size - backward.layers.start(backward.layers.count - 1);
    const [side, other] = fSize <= bSize ? [forward, backward] : [backward, forward];
    const depth = side.layers.count - 1;
    let best = Infinity;
    let meetSide = -1;
    let meetOther = -1;
    let expanding = 0;
    const plainEmit = (next: S) => {
      generated++;
      const index = side.table.insert(next, expanding);
      if (index < 0) return;
      const there = other.table.indexOf(next);
      if (there < 0) return;
      const total = depth + 1 + other.layers.depthOf(there);
      if (total < best) {
        best = total;
        meetSide = index;
        meetOther = there;
      }
    };
    // Traced, a successor that grew the table is new; the plain emit stays as it was (this loop is hot).
    const emit = trace
      ? (next: S) => {
          const before = side.table.size;
          plainEmit(next);
          tell(side.table.size > before ? 'generate' : 'prune', side.name, next, depth + 1);
        }
      : plainEmit;
    const end = side.table.size;
    for (expanding = side.layers.start(depth); expanding < end; expanding++) {
      if (trace) tell('expand', side.name, side.table.state(expanding), depth);
      side.expand(side.table.state(expanding), emit);
      ctx.expansions++;
      const limit = ctx.step(stored(), depth, bytes, generated);
      if (limit) return ctx.limit(limit, stored(), bytes());
      if (ctx.shouldYield()) yield;
    }
    side.layers.close(side.table.size);
    if (meetSide >= 0) {
      if (trace) tell('goal', side.name, side.table.state(meetSide), depth + 1, best - depth - 1);
      const solution = side === forward ? path(meetSide, meetOther) : path(meetOther, meetSide);
      return ctx.solved(solution, stored(), bytes());
    }
    // A side with nothing new has seen its whole component without meeting the other.
    if (side.table.size === end) return ctx.unsolvable(stored(), bytes());
  }
}

/**
 * Breadth-first from the start and from every goal at once, meeting in the middle: fewest moves, far fewer states on big spaces. Needs `predecessors` and `goalStates`.
 *
 * @example
 * ```ts
 * // Needs predecessors and goalStates; meets in the middle.
 * const r = bidirectional(problem, { maxStates: 10_000_000 });
 * ```
 */
export function bidirectional<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions & TraceOptions<S>): SearchResult<S, M> {
  return runSync(bidirectionalSteps(problem, options));
}

/**
 * IDA*: depth-first searches under a rising bound on cost + heuristic. It
 * keeps only the current path, so it solves problems whose spaces are far too
 * big to store (the 15-puzzle), given an admissible heuristic. It runs on the
 * problem's tight cursor when there is one (ida-star-tight.ts), else on its
 * in-place cursor, else on plain successors.
 * The stack is explicit, so deep solutions cannot overflow the call stack.
 */
import { ENGINE_MESSAGES } from './messages.js';
import type { SearchOptions } from './budget.js';
import type { InPlaceCursor, SearchProblem } from './problem.js';
import type { SearchResult, Solution } from './result.js';
import { solutionFromStates, stateKey } from './result.js';
import { SearchContext } from './search-context.js';
import { runSync, type Steps } from './steps.js';
import { checkProblem, SearchSetupError } from './errors.js';
import { deepenTight } from './ida-star-tight.js';
import type { TightCursor } from './tight-cursor.js';
import { copyState } from './codec.js';
import type { TraceHook, TraceOptions } from './trace.js';

/**
 * IDA* as steps (see `idaStar`).
 *
 * @example
 * ```ts
 * const r = await runAsync(idaStarSteps(problem, { signal, onProgress: (p) => console.log(p.depth) }));
 * ```
 */
export function* idaStarSteps<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions & TraceOptions<S>): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'IDA*');
  const ctx = new SearchContext(options, problem);
  const proved = ctx.provedUnsolvable(problem);
  if (proved) return proved;
  const trace = options?.trace;
  // Traced, IDA* walks the plain successors (the same moves in the same order as the faster cursors), so the hook sees every state.
  if (trace) {
    if (!problem.heuristic) throw new SearchSetupError('IDA* needs a problem with a heuristic');
    const cursor = new PlainCursor(problem, trace);
    const found = yield* deepen(ctx, cursor, trace);
    if (!Array.isArray(found)) return found;
    return ctx.solved(solutionFromStates(problem, cursor.pathStates()), ctx.expansions, 0);
  }
  if (problem.tight) {
    const found = yield* deepenTight(ctx, problem.tight.cursor(problem.start));
    if (!Array.isArray(found)) return found;
    return ctx.solved(replayTight(problem.tight.cursor(problem.start), found), ctx.expansions, 0);
  }
  if (problem.inPlace) {
    const cursor = problem.inPlace.cursor(problem.start);
    const found = yield* deepen(ctx, cursor);
    if (!Array.isArray(found)) return found;
    return ctx.solved(replay(problem.inPlace.cursor(problem.start), found), ctx.expansions, 0);
  }
  if (!problem.heuristic) throw new SearchSetupError(ENGINE_MESSAGES.idaNeedsHeuristic());
  const cursor = new PlainCursor(problem);
  const found = yield* deepen(ctx, cursor);
  if (!Array.isArray(found)) return found;
  return ctx.solved(solutionFromStates(problem, cursor.pathStates()), ctx.expansions, 0);
}

/**
 * IDA* on the problem's in-place cursor if it has one, else on its successors.
 *
 * @example
 * ```ts
 * // Memory grows with the solution's length only; needs problem.heuristic.
 * const r = idaStar(problem, { maxSeconds: 60 });
 * if (r.status === 'solved') console.log(r.solution!.moves.length);
 * ```
 */
export function idaStar<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions & TraceOptions<S>): SearchResult<S, M> {
  return runSync(idaStarSteps(problem, options));
}

/**
 * The iterations of IDA*: returns the moves of a solution, or the result
 * that ends the search (unsolvable, or a limit).
 */
function* deepen<S, X>(ctx: SearchContext, cursor: InPlaceCursor<S, X>, trace?: TraceHook<S>): Generator<void, X[] | SearchResult<S, never>, void> {
  // What the hook is told of the cursor's state: its g, h and f, and its depth on the path.
  const tell = (type: 'expand' | 'goal' | 'prune', g: number, h: number, depth: number) =>
    trace!({ type, state: cursor.state(), g, h, f: g + h, depth, ...(type === 'prune' && { reason: 'bound' as const }) });
  if (cursor.isGoal()) {
    if (trace) tell('goal', 0, cursor.heuristic(), 0);
    return [];
  }
  const moves: X[][] = [];
  const count: number[] = [];
  const next: number[] = [];
  const path: X[] = [];
  const pathCost: number[] = [];
  let bound = cursor.heuristic();
  let nodes = 0;
  for (;;) {
    let nextBound = Infinity;
    let d = 0;
    let g = 0;
    if (trace) {
      const h = cursor.heuristic();
      trace({ type: 'iteration', state: cursor.state(), g: 0, h, f: h, depth: 0, bound });
      tell('expand', 0, h, 0);
    }
    moves[0] ??= [];
    count[0] = cursor.moves(moves[0]);
    // Successors generated: a costly expansion counts as its work, so limits and cancels are seen in time.
    let generated = count[0];
    next[0] = 0;
    while (d >= 0) {
      if (next[d] === count[d]) {
        d--;
        if (d >= 0) {
          cursor.undo(path[d]);
          g -= pathCost[d];
        }
        continue;
      }
      const move = moves[d][next[d]++];
      const cost = cursor.apply(move);
      nodes++;
      ctx.expansions++;
      const h = cursor.heuristic();
      const f = g + cost + h;
      if (f > bound) {
        if (trace) tell('prune', g + cost, h, d + 1);
        if (f < nextBound) nextBound = f;
        cursor.undo(move);
      } else if (cursor.isGoal()) {
        if (trace) tell('goal', g + cost, h, d + 1);
        path[d] = move;
        return path.slice(0, d + 1);
      } else {
        if (trace) tell('expand', g + cost, h, d + 1);
        path[d] = move;
        pathCost[d] = cost;
        g += cost;
        d++;
        moves[d] ??= [];
        count[d] = cursor.moves(moves[d]);
        generated += count[d];
        next[d] = 0;
      }
      const limit = ctx.step(nodes, bound, () => 0, generated);
      if (limit) return ctx.limit(limit, nodes, 0);
      if (ctx.shouldYield()) yield;
    }
    if (nextBound === Infinity) return ctx.unsolvable(nodes, 0);
    bound = nextBound;
  }
}

function replayTight<S, M>(cursor: TightCursor<S, M>, path: number[]): Solution<S, M> {
  const states = [cursor.state()];
  const moves: M[] = [];
  let cost = 0;
  for (const step of path) {
    moves.push(cursor.moveOf(step));
    cost += cursor.apply(step);
    states.push(cursor.state());
  }
  return { moves, states, cost };
}

function replay<S, M>(cursor: InPlaceCursor<S, M>, moves: M[]): Solution<S, M> {
  const states = [cursor.state()];
  let cost = 0;
  for (const move of moves) {
    cost += cursor.apply(move);
    states.push(cursor.state());
  }
  return { moves, states, cost };
}

/**
 * A cursor over plain successors: a stack of states, each child kept as a
 * copy, the move being the child's index. It skips a child equal to the
 * state's parent, so no search step undoes the one before it.
 */
class PlainCursor<S, M> implements InPlaceCursor<S, number> {
  private readonly stack: S[];
  private readonly costs: number[] = [];
  private readonly children: { state: S; cost: number }[][] = [];

  /** `trace`: told of each child as it is generated (the walk tells the rest). */
  constructor(
    private readonly problem: SearchProblem<S, M>,
    private readonly trace?: TraceHook<S>,
  ) {
    this.stack = [copyState(problem, problem.start)];
  }

  moves(out: number[]): number {
    const depth = this.stack.length - 1;
    const here = this.stack[depth];
    const parentKey = depth > 0 ? stateKey(this.problem.codec, this.stack[depth - 1]) : undefined;
    const list: { state: S; cost: number }[] = [];
    this.problem.successors(here, (child, _move, cost = 1) => {
      if (parentKey !== undefined && stateKey(this.problem.codec, child) === parentKey) return;
      list.push({ state: copyState(this.problem, child), cost });
    });
    if (this.trace) {
      // The path's cost, summed only while traced: untraced, this walk must cost what it did before the hook (bench/trace-hook.ts).
      const g = this.costs.reduce((sum, c) => sum + c, 0);
      for (const { state, cost } of list) {
        const h = this.problem.heuristic!(state);
        this.trace({ type: 'generate', state, g: g + cost, h, f: g + cost + h, depth: depth + 1 });
      }
    }
    this.children[depth] = list;
    for (let i = 0; i < list.length; i++) out[i] = i;
    return list.length;
  }

  apply(index: number): number {
    const child = this.children[this.stack.length - 1][index];
    this.stack.push(child.state);
    this.costs.push(child.cost);
    return child.cost;
  }

  undo(): void {
    this.stack.pop();
    this.costs.pop();
  }

  isGoal(): boolean {
    return this.problem.isGoal(this.stack[this.stack.length - 1]);
  }

  heuristic(): number {
    return this.problem.heuristic!(this.stack[this.stack.length - 1]);
  }

  state(): S {
    return this.stack[this.stack.length - 1];
  }

  /** The states along the solution `deepen` stopped on: the stack ends at the goal. */
  pathStates(): S[] {
    return [...this.stack];
  }
}

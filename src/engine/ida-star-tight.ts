/**
 * IDA*'s inner loop on a tight cursor (see tight-cursor.ts): an explicit
 * stack of typed arrays, one call per node to apply, heuristic, goal test and
 * undo, and no allocation. It runs in slices of a few thousand nodes, so the
 * budget is read and the caller yields between slices, never per node.
 */
import { CHECK_EVERY } from './budget.js';
import type { SearchResult } from './result.js';
import type { SearchContext } from './search-context.js';
import type { TightCursor } from './tight-cursor.js';

const FOUND = 0;
const EXHAUSTED = 1;
const PAUSED = 2;

/** One iteration's depth-first walk under a bound, resumable between slices. */
class BoundedWalk<S, M> {
  private readonly width: number;
  private moves: Int32Array;
  private count: Int32Array;
  private next: Int32Array;
  private costs: Float64Array;
  /** The moves from the start to the current node; after FOUND, to the goal. */
  path: Int32Array;
  depth = 0;
  private g = 0;
  nextBound = Infinity;
  /** Nodes generated in the last `run`. */
  nodes = 0;

  constructor(
    private readonly cursor: TightCursor<S, M>,
    readonly bound: number,
    capacity: number,
  ) {
    this.width = cursor.maxMoves;
    this.moves = new Int32Array(capacity * this.width);
    this.count = new Int32Array(capacity);
    this.next = new Int32Array(capacity);
    this.costs = new Float64Array(capacity);
    this.path = new Int32Array(capacity);
    this.count[0] = cursor.moves(this.moves, 0);
    this.next[0] = 0;
  }

  /** Walks at most `limit` nodes: FOUND (the cursor is at a goal), EXHAUSTED or PAUSED. */
  run(limit: number): number {
    const cursor = this.cursor;
    const width = this.width;
    const bound = this.bound;
    let { moves, count, next, costs, path } = this;
    let d = this.depth;
    let g = this.g;
    let nextBound = this.nextBound;
    let nodes = 0;
    let status = PAUSED;
    // next[d] and count[d] are absolute indices into `moves`: the next move of depth d and the end of its moves.
    let at = next[d];
    let end = count[d];
    while (nodes < limit) {
      if (at === end) {
        if (d === 0) {
          status = EXHAUSTED;
          break;
        }
        d--;
        at = next[d];
        end = count[d];
        cursor.undo(path[d]);
        g -= costs[d];
        continue;
      }
      const move = moves[at++];
      const cost = cursor.apply(move);
      nodes++;
      const f = g + cost + cursor.heuristic();
      if (f > bound) {
        if (f < nextBound) nextBound = f;
        cursor.undo(move);
      } else if (cursor.isGoal()) {
        path[d] = move;
        d++;
        status = FOUND;
        break;
      } else {
        path[d] = move;
        costs[d] = cost;
        next[d] = at;
        g += cost;
        d++;
        if (d === count.length) {
          this.grow();
          ({ moves, count, next, costs, path } = this);
        }
        at = d * width;
        end = at + cursor.moves(moves, at);
        next[d] = at;
        count[d] = end;
      }
    }
    next[d] = at;
    count[d] = end;
    this.depth = d;
    this.g = g;
    this.nextBound = nextBound;
    this.nodes = nodes;
    return status;
  }

  private grow(): void {
    const bigger = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(a.length * 2);
      b.set(a);
      return b;
    };
    this.moves = bigger(this.moves, (n) => new Int32Array(n));
    this.count = bigger(this.count, (n) => new Int32Array(n));
    this.next = bigger(this.next, (n) => new Int32Array(n));
    this.costs = bigger(this.costs, (n) => new Float64Array(n));
    this.path = bigger(this.path, (n) => new Int32Array(n));
  }
}

/**
 * The iterations of IDA* on a tight cursor: returns the cursor's moves of a
 * solution (the cursor left at the goal), or the result that ends the search.
 */
export function* deepenTight<S, M>(ctx: SearchContext, cursor: TightCursor<S, M>): Generator<void, number[] | SearchResult<S, M>, void> {
  if (cursor.isGoal()) return [];
  const maxStates = ctx.budget.maxStates;
  let nodes = 0;
  let bound = cursor.heuristic();
  for (;;) {
    const walk = new BoundedWalk(cursor, bound, 128);
    for (;;) {
      const slice = Math.min(CHECK_EVERY * 4, maxStates - nodes);
      const status = slice > 0 ? walk.run(slice) : PAUSED;
      nodes += walk.nodes;
      ctx.expansions += walk.nodes;
      if (status === FOUND) return Array.from(walk.path.subarray(0, walk.depth));
      if (status === EXHAUSTED) break;
      if (nodes >= maxStates) return ctx.limit('states', nodes, 0);
      const limit = ctx.budget.checkpoint(nodes, bound, 0);
      if (limit) return ctx.limit(limit, nodes, 0);
      if (ctx.shouldYield()) yield;
    }
    if (walk.nextBound === Infinity) return ctx.unsolvable(nodes, 0);
    bound = walk.nextBound;
  }
}

/**
 * IDA*'s inner loop on a tight cursor (see tight-cursor.ts): a recursive
 * walk (the JIT keeps each level's bound, cost and move index in registers),
 * one call per node to apply, heuristic, goal test and undo, and no
 * allocation. It runs in slices of a few thousand nodes, so the budget is
 * read and the caller yields between slices, never per node: a slice that
 * ends mid-walk leaves the cursor where it is and records each level's move
 * index, and the next slice walks back down those indices without applying
 * anything. Recursion goes as deep as the solution is long (a few hundred
 * moves at most for the puzzles that offer a tight form).
 */
import { CHECK_EVERY } from './budget.js';
import type { SearchResult } from './result.js';
import type { SearchContext } from './search-context.js';
import type { TightCursor } from './tight-cursor.js';

const DONE = 0;
const FOUND = 1;
const PAUSED = 2;

/** One iteration's depth-first walk under a bound, resumable between slices. */
class BoundedWalk<S, M> {
  private readonly width: number;
  private moves: Int32Array;
  /** Per level, written only on the way out of a pause or a find: how many moves it has, the one being tried, and the cost of reaching it. */
  private count: Int32Array;
  private index: Int32Array;
  private costSoFar: Float64Array;
  /** The moves from the start to the goal, after FOUND. */
  path: Int32Array;
  /** Length of `path` after FOUND; the paused level after PAUSED. */
  depth = 0;
  nextBound = Infinity;
  /** Nodes generated in the last slice, and how many the slice in progress may still generate. */
  nodes = 0;
  private left = 0;
  private resuming = false;
  private started = false;

  constructor(
    private readonly cursor: TightCursor<S, M>,
    readonly bound: number,
  ) {
    this.width = cursor.maxMoves;
    this.moves = new Int32Array(128 * this.width);
    this.count = new Int32Array(128);
    this.index = new Int32Array(128);
    this.costSoFar = new Float64Array(128);
    this.path = new Int32Array(128);
  }

  /** Walks at most `limit` more nodes: DONE (the bound is exhausted), FOUND (the cursor is at a goal) or PAUSED. */
  run(limit: number): number {
    this.left = limit;
    this.resuming = this.started;
    this.started = true;
    const status = this.walk(0, 0, -1);
    this.nodes = limit - this.left;
    return status;
  }

  /**
   * The nodes below the cursor's state, reached at depth `d` and cost `g`
   * by `last`. Per node: apply, heuristic, one comparison, goal test or
   * undo; per level: the moves, written once. Everything a pause needs is
   * written on the way out of a pause, not on the way down.
   */
  private walk(d: number, g: number, last: number): number {
    if (d + 1 >= this.count.length) this.grow();
    const cursor = this.cursor;
    const moves = this.moves;
    const base = d * this.width;
    let i = 0;
    let n: number;
    if (this.resuming) {
      n = this.count[d];
      i = this.index[d];
      if (d < this.depth) {
        // Back down the path the last slice paused on: the cursor is already there.
        const move = moves[base + i];
        const status = this.walk(d + 1, this.costSoFar[d + 1], move);
        if (status !== DONE) return this.leave(d, n, i, g, status);
        cursor.undo(move);
        i++;
      } else {
        this.resuming = false;
      }
    } else {
      n = cursor.moves(moves, base, last);
    }
    const bound = this.bound;
    for (; i < n; i++) {
      if (this.left === 0) {
        this.depth = d;
        return this.leave(d, n, i, g, PAUSED);
      }
      const move = moves[base + i];
      const cost = cursor.apply(move);
      this.left--;
      const f = g + cost + cursor.heuristic(bound - g - cost);
      if (f > bound) {
        if (f < this.nextBound) this.nextBound = f;
        cursor.undo(move);
      } else if (cursor.isGoal()) {
        this.path[d] = move;
        this.depth = d + 1;
        return FOUND;
      } else {
        const status = this.walk(d + 1, g + cost, move);
        if (status !== DONE) return this.leave(d, n, i, g, status);
        cursor.undo(move);
      }
    }
    return DONE;
  }

  /** Records this level on the way out of a pause or a find. */
  private leave(d: number, n: number, i: number, g: number, status: number): number {
    this.count[d] = n;
    this.index[d] = i;
    this.costSoFar[d] = g;
    this.path[d] = this.moves[d * this.width + i];
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
    this.index = bigger(this.index, (n) => new Int32Array(n));
    this.costSoFar = bigger(this.costSoFar, (n) => new Float64Array(n));
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
  let bound = cursor.heuristic(Infinity);
  for (;;) {
    const walk = new BoundedWalk(cursor, bound);
    for (;;) {
      const slice = Math.min(CHECK_EVERY * 4, maxStates - nodes);
      const status = slice > 0 ? walk.run(slice) : PAUSED;
      nodes += walk.nodes;
      ctx.expansions += walk.nodes;
      if (status === FOUND) return Array.from(walk.path.subarray(0, walk.depth));
      if (status === DONE) break;
      if (nodes >= maxStates) return ctx.limit('states', nodes, 0);
      const limit = ctx.budget.checkpoint(nodes, bound, 0);
      if (limit) return ctx.limit(limit, nodes, 0);
      if (ctx.shouldYield()) yield;
    }
    if (walk.nextBound === Infinity) return ctx.unsolvable(nodes, 0);
    bound = walk.nextBound;
  }
}

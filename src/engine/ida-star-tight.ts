/**
 * IDA*'s inner loop on a tight cursor (see tight-cursor.ts): a recursive
 * walk, one inlined cursor call per step of a node, and no allocation. The
 * walk carries the slice's budget of nodes in its arguments and return
 * value, so the JIT keeps it in a register with each level's bound, cost and
 * move index. It runs in slices of a few thousand nodes, so the budget is
 * read and the caller yields between slices, never per node: a slice that
 * ends mid-walk leaves the cursor where it is and records each level's move
 * index, and the next slice replays those indices down the path without
 * applying anything, then goes on in the same loop. Recursion goes as deep
 * as the solution is long (a few hundred moves at most for the puzzles that
 * offer a tight form).
 */
import { CHECK_EVERY } from './budget.js';
import type { SearchResult } from './result.js';
import type { SearchContext } from './search-context.js';
import type { TightCursor } from './tight-cursor.js';

/** What `run` returns. */
const DONE = 0;
const FOUND = 1;
const PAUSED = 2;

/**
 * What a level of the walk returns: the budget of nodes left (>= 0) when its
 * subtree is done, else one of these.
 */
const FOUND_BELOW = -1;
const PAUSED_BELOW = -2;

/**
 * One iteration's depth-first walk under a bound, resumable between slices.
 * Fields the walk reads per node are `declare`d and first set in the
 * constructor: a class field (ES2022) starts as undefined, and a field that
 * once held undefined makes the JIT check a typed array's kind on every read.
 */
class BoundedWalk<S, M> {
  declare private readonly cursor: TightCursor<S, M>;
  declare readonly bound: number;
  declare private readonly width: number;
  declare private moves: Int32Array;
  /** Per level, written only on the way out of a pause or a find: how many moves it has, the one being tried, and the cost of reaching it. */
  declare private count: Int32Array;
  declare private index: Int32Array;
  /**
   * A plain array, not a Float64Array: while every cost is a small integer
   * (unit moves) the JIT keeps costs and bounds in integer registers, and a
   * float read back on resume would turn the walk's arithmetic to doubles.
   */
  declare private costSoFar: number[];
  /** The moves from the start to the goal, after FOUND. */
  declare path: Int32Array;
  /** Length of `path` after FOUND; the paused level after PAUSED. */
  depth = 0;
  nextBound = Infinity;
  /** Nodes generated in the last slice. */
  nodes = 0;
  /** The budget left when the goal was found. */
  private leftAtGoal = 0;
  private started = false;

  constructor(cursor: TightCursor<S, M>, bound: number) {
    this.cursor = cursor;
    this.bound = bound;
    this.width = cursor.maxMoves;
    this.moves = new Int32Array(128 * this.width);
    this.count = new Int32Array(128);
    this.index = new Int32Array(128);
    this.costSoFar = new Array<number>(128).fill(0);
    this.path = new Int32Array(128);
  }

  /** Walks at most `limit` (> 0) more nodes: DONE (the bound is exhausted), FOUND (the cursor is at a goal) or PAUSED. */
  run(limit: number): number {
    let left: number;
    if (this.started) {
      left = this.resume(0, limit);
    } else {
      this.started = true;
      left = this.walk(0, 0, this.cursor.moves(this.moves, 0, -1), 0, limit);
    }
    if (left >= 0) {
      this.nodes = limit - left;
      return DONE;
    }
    this.nodes = limit - (left === FOUND_BELOW ? this.leftAtGoal : 0);
    return left === FOUND_BELOW ? FOUND : PAUSED;
  }

  /**
   * Level `d`, reached at cost `g`, whose `n` moves are written: tries them
   * from the `i`-th. Per node: apply, heuristic, one comparison, goal test
   * or recursion, undo; per level: the child's moves, written once.
   * Everything a pause needs is written on the way out, not on the way down.
   */
  private walk(d: number, g: number, n: number, i: number, left: number): number {
    const cursor = this.cursor;
    const width = this.width;
    const base = d * width;
    const bound = this.bound;
    for (; i < n; i++) {
      if (left === 0) {
        this.depth = d;
        return this.leave(d, n, i, g, PAUSED_BELOW);
      }
      left--;
      const move = this.moves[base + i];
      const cost = cursor.apply(move);
      const f = g + cost + cursor.heuristic(bound - g - cost);
      if (f > bound) {
        if (f < this.nextBound) this.nextBound = f;
      } else if (cursor.isGoal()) {
        this.depth = d + 1;
        this.leftAtGoal = left;
        return this.leave(d, n, i, g, FOUND_BELOW);
      } else {
        if (d + 2 >= this.count.length) this.grow();
        left = this.walk(d + 1, g + cost, cursor.moves(this.moves, base + width, move), 0, left);
        if (left < 0) return this.leave(d, n, i, g, left);
      }
      cursor.undo(move);
    }
    return left;
  }

  /** Goes back down the path the last slice paused on (the cursor is already there), then on with the walk. */
  private resume(d: number, left: number): number {
    const n = this.count[d];
    const i = this.index[d];
    const g = this.costSoFar[d];
    if (d === this.depth) return this.walk(d, g, n, i, left);
    left = this.resume(d + 1, left);
    if (left < 0) return this.leave(d, n, i, g, left);
    this.cursor.undo(this.path[d]);
    return this.walk(d, g, n, i + 1, left);
  }

  /** Records this level on the way out of a pause or a find. */
  private leave(d: number, n: number, i: number, g: number, status: number): number {
    this.count[d] = n;
    this.index[d] = i;
    this.costSoFar[d] = g;
    this.path[d] = this.moves[d * this.width + i];
    return status;
  }

  /** Doubles the per-level arrays. */
  private grow(): void {
    const bigger = (a: Int32Array): Int32Array => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.moves = bigger(this.moves);
    this.count = bigger(this.count);
    this.index = bigger(this.index);
    this.costSoFar = this.costSoFar.concat(new Array<number>(this.costSoFar.length).fill(0));
    this.path = bigger(this.path);
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
    // `nextBound` (a field that starts at Infinity) reads back as a boxed
    // double; an integer bound passed on as one keeps the next walk's
    // arithmetic in integer registers.
    const next = walk.nextBound;
    bound = (next | 0) === next ? next | 0 : next;
  }
}

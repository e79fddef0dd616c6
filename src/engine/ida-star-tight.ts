/**
 * IDA*'s inner loop on a tight cursor (see tight-cursor.ts): a recursive
 * walk, one inlined cursor call per step of a node, and no allocation. It
 * runs in slices of a few thousand nodes, so the budget is read and the
 * caller yields between slices, never per node: each level counts its moves
 * against the slice's budget once, up front (as many as the budget covers),
 * and the budget travels in the walk's arguments and return value, where
 * the JIT keeps it in a register. A slice that ends mid-walk leaves the
 * cursor where it is and records each level's move index; the next slice
 * replays those indices down the path without applying anything, then goes
 * on in the same loop. Recursion goes as deep as the solution is long (a few
 * hundred moves at most for the puzzles that offer a tight form).
 *
 * A cursor with unit steps (`applyUnit`, for moves of cost 1 and a
 * heuristic such as the Manhattan distance that each move changes by an
 * amount of its own) gets a second loop that carries the heuristic down the
 * recursion itself: the cursor neither stores it nor restores it on undo.
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
  declare private readonly unit: boolean;
  declare private readonly width: number;
  declare private moves: Int32Array;
  /**
   * Per level, written only on the way out of a pause or a find: how many
   * moves it has, the one being tried, and the cost of reaching it (with
   * unit steps, the heuristic there: the cost is the level).
   */
  declare private count: Int32Array;
  declare private index: Int32Array;
  /**
   * A plain array, not a Float64Array: while every cost is a small integer
   * (unit moves) the JIT keeps costs and bounds in integer registers, and a
   * float read back on resume would turn the walk's arithmetic to doubles.
   */
  declare private carried: number[];
  /** The moves from the start to the goal, after FOUND. */
  declare path: Int32Array;
  /** Length of `path` after FOUND; the paused level after PAUSED. */
  depth = 0;
  nextBound = Infinity;
  /** Nodes generated in the last slice. */
  nodes = 0;
  /** The budget left when the goal was found. */
  private leftAtGoal = 0;
  /** Moves counted against the slice's budget but not yet applied when it ended (counted again when they are). */
  private unapplied = 0;
  private started = false;

  constructor(cursor: TightCursor<S, M>, bound: number) {
    this.cursor = cursor;
    this.bound = bound;
    this.unit = cursor.applyUnit !== undefined;
    this.width = cursor.maxMoves;
    this.moves = new Int32Array(128 * this.width);
    this.count = new Int32Array(128);
    this.index = new Int32Array(128);
    this.carried = new Array<number>(128).fill(0);
    this.path = new Int32Array(128);
  }

  /** Walks at most `limit` (> 0) more nodes: DONE (the bound is exhausted), FOUND (the cursor is at a goal) or PAUSED. */
  run(limit: number): number {
    this.unapplied = 0;
    let left: number;
    if (this.started) {
      left = this.resume(0, limit);
    } else {
      this.started = true;
      const n = this.cursor.moves(this.moves, 0, -1);
      left = this.unit ? this.walkUnit(0, this.cursor.heuristic(Infinity), n, 0, limit) : this.walk(0, 0, n, 0, limit);
    }
    if (left >= 0) {
      this.nodes = limit - left;
      return DONE;
    }
    this.nodes = limit - (left === FOUND_BELOW ? this.leftAtGoal : 0) - this.unapplied;
    return left === FOUND_BELOW ? FOUND : PAUSED;
  }

  /**
   * Level `d`, reached at cost `g`, whose `n` moves are written: tries them
   * from the `i`-th. Per node: apply, heuristic, one comparison, goal test
   * or recursion, undo; per level: the child's moves, written once, and the
   * budget. Everything a pause needs is written on the way out.
   */
  private walk(d: number, g: number, n: number, i: number, left: number): number {
    const cursor = this.cursor;
    const width = this.width;
    const base = d * width;
    const bound = this.bound;
    const end = n - i <= left ? n : i + left;
    left -= end - i;
    for (; i < end; i++) {
      const move = this.moves[base + i];
      const cost = cursor.apply(move);
      const f = g + cost + cursor.heuristic(bound - g - cost);
      if (f > bound) {
        if (f < this.nextBound) this.nextBound = f;
      } else if (cursor.isGoal()) {
        this.depth = d + 1;
        this.leftAtGoal = left;
        return this.leave(d, n, i, g, FOUND_BELOW, end - 1 - i);
      } else {
        if (d + 2 >= this.count.length) this.grow();
        left = this.walk(d + 1, g + cost, cursor.moves(this.moves, base + width, move), 0, left);
        if (left < 0) return this.leave(d, n, i, g, left, end - 1 - i);
      }
      cursor.undo(move);
    }
    if (end === n) return left;
    this.depth = d;
    return this.leave(d, n, end, g, PAUSED_BELOW, 0);
  }

  /** `walk` for a cursor with unit steps: the cost is the level, and the heuristic `h` is carried here, 0 exactly at a goal. */
  private walkUnit(d: number, h: number, n: number, i: number, left: number): number {
    const cursor = this.cursor;
    const width = this.width;
    const base = d * width;
    const bound = this.bound;
    const end = n - i <= left ? n : i + left;
    left -= end - i;
    for (; i < end; i++) {
      const move = this.moves[base + i];
      const next = h + cursor.applyUnit!(move);
      const f = d + 1 + next;
      if (f > bound) {
        if (f < this.nextBound) this.nextBound = f;
      } else if (next === 0) {
        this.depth = d + 1;
        this.leftAtGoal = left;
        return this.leave(d, n, i, h, FOUND_BELOW, end - 1 - i);
      } else {
        if (d + 2 >= this.count.length) this.grow();
        left = this.walkUnit(d + 1, next, cursor.moves(this.moves, base + width, move), 0, left);
        if (left < 0) return this.leave(d, n, i, h, left, end - 1 - i);
      }
      cursor.undoUnit!(move);
    }
    if (end === n) return left;
    this.depth = d;
    return this.leave(d, n, end, h, PAUSED_BELOW, 0);
  }

  /**
   * Goes back down the path the last slice paused on (the cursor is already
   * there), then on with the walk: the moves after each level's current one
   * are counted against this slice's budget.
   */
  private resume(d: number, left: number): number {
    const n = this.count[d];
    const i = this.index[d];
    const carried = this.carried[d];
    if (d === this.depth) return this.unit ? this.walkUnit(d, carried, n, i, left) : this.walk(d, carried, n, i, left);
    left = this.resume(d + 1, left);
    if (left < 0) return this.leave(d, n, i, carried, left, 0);
    if (this.unit) {
      this.cursor.undoUnit!(this.path[d]);
      return this.walkUnit(d, carried, n, i + 1, left);
    }
    this.cursor.undo(this.path[d]);
    return this.walk(d, carried, n, i + 1, left);
  }

  /** Records this level on the way out of a pause or a find, with how many of its moves were counted but not applied. */
  private leave(d: number, n: number, i: number, carried: number, status: number, unapplied: number): number {
    this.count[d] = n;
    this.index[d] = i;
    this.carried[d] = carried;
    this.path[d] = this.moves[d * this.width + i];
    this.unapplied += unapplied;
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
    this.carried = this.carried.concat(new Array<number>(this.carried.length).fill(0));
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

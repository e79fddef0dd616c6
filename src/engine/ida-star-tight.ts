/**
 * IDA*'s inner loop on a tight cursor (see tight-cursor.ts): a depth-first
 * walk written as one loop over an explicit stack, one inlined cursor call
 * per step of a node, and no allocation. The level, the move being tried,
 * and the cost (or heuristic) of the level live in locals, which the JIT
 * keeps in registers; the stack is written only on the way down. It runs in
 * slices of a few thousand nodes, so the budget is read and the caller
 * yields between slices, never inside one: a slice that ends mid-walk saves
 * its few locals in fields and leaves the cursor where it is, and the next
 * slice picks them up and goes on in the same loop.
 *
 * A cursor with unit steps (`changeOf` and `applyUnit`, for moves of cost 1
 * and a heuristic such as the Manhattan distance that each move changes by
 * an amount of its own) gets a second loop that carries the heuristic on
 * the stack itself, and asks each move's change before applying it: a
 * pruned move is never applied or undone. While a slice of it runs, its
 * stack, and the cursor's state if the cursor asks (`enter`), live in
 * module-level buffers, whose addresses V8 compiles in.
 */
import { CHECK_EVERY } from './budget.js';
import { SearchSetupError } from './errors.js';
import { freshCopy } from './fresh-copy.js';
import type { SearchResult } from './result.js';
import type { SearchContext } from './search-context.js';
import type { TightCursor } from './tight-cursor.js';

/** What `run` returns. */
const DONE = 0;
const FOUND = 1;
const PAUSED = 2;

/** Levels the stack starts with; it doubles when a walk goes deeper. */
const START_LEVELS = 128;

/**
 * A level's frame on the stack: the move that reached it (the cursor's
 * origin at level 0) and the number of the next of its moves to try. With
 * unit steps the second word also holds the level's heuristic, above the
 * move's number (`k | h << NEXT_BITS`): a step down writes two words and a
 * step up reads two, not three (about 6% fewer instructions a node, Manhattan).
 * One array, so that a step checks one array's bounds.
 */
const FRAME = 2;
const LAST = 0;
const NEXT = 1;
const NEXT_BITS = 16;
/** With unit steps: the most moves a state may have, and the largest bound whose heuristics fit beside them. */
const MOST_MOVES = (1 << NEXT_BITS) - 1;
const MOST_PACKED_BOUND = (1 << (31 - NEXT_BITS)) - 1;

/**
 * The stack of the unit-step walk while a slice runs. A module's constant,
 * so that V8 compiles its address and length into the walk's machine code:
 * a stack reached through a field costs loads at each read and write (on
 * Korf's instance 2, Manhattan: 83 instructions a node against 95). A slice
 * runs to its end without yielding, so no other walk's slice runs inside
 * it; between slices each walk keeps its levels in its own `frames`, copied
 * out at a slice's end and back at the next one's start (two words a level).
 * Deep enough for any unit walk: its levels stay under its bound (each
 * level below has a heuristic of at least 1), at most MOST_PACKED_BOUND.
 */
const UNIT_STACK = new Int32Array((MOST_PACKED_BOUND + 1) * FRAME);

/** What the walk's code reads from outside itself: passed in (see `walkOf`). */
const WALK_NEEDS = { DONE, FOUND, PAUSED, START_LEVELS, FRAME, LAST, NEXT, NEXT_BITS, MOST_MOVES, MOST_PACKED_BOUND, UNIT_STACK, SearchSetupError };

/**
 * One iteration's depth-first walk under a bound, resumable between slices,
 * as a class of each cursor class's own (see `walkOf`).
 * Fields the walk reads are `declare`d and first set in the constructor: a
 * class field (ES2022) starts as undefined, and a field that once held
 * undefined makes the JIT check a typed array's kind on every read.
 */
function makeBoundedWalk(needs: typeof WALK_NEEDS) {
  // The module's constants again, from `needs`: a copy compiled from this
  // function's text (see `walkOf`) sees nothing of the module. Each copy
  // makes its class once, so V8 compiles these values into its code as it
  // does a module's constants.
  const { DONE, FOUND, PAUSED, START_LEVELS, FRAME, LAST, NEXT, NEXT_BITS, MOST_MOVES, MOST_PACKED_BOUND, UNIT_STACK, SearchSetupError } = needs;
  return class BoundedWalk<S, M> {
    declare private readonly cursor: TightCursor<S, M>;
    declare readonly bound: number;
    declare private readonly unit: boolean;
    /**
     * The frames of the levels below the current one, written on the way
     * down; the unit walk writes them to UNIT_STACK, and keeps them here
     * between slices.
     */
    declare private frames: Int32Array;
    /**
     * Without unit steps, the cost of reaching each level. A plain array, not
     * a Float64Array: while every cost is a small integer the JIT keeps costs
     * and bounds in integer registers, and a float read back would turn the
     * walk's arithmetic to doubles.
     */
    declare private cost: number[];
    /** The moves from the start to the goal, after FOUND. */
    declare path: Int32Array;
    /** Length of `path` after FOUND. */
    depth = 0;
    nextBound = Infinity;
    /** Nodes generated in the last slice. */
    nodes = 0;
    /** Where a paused walk stands: its level, the move that reached it, the number of the next move, and what the level carries. */
    private atLevel = 0;
    private atLast = 0;
    private atNext = 0;
    private atCarried = 0;

    constructor(cursor: TightCursor<S, M>, bound: number) {
      this.cursor = cursor;
      this.bound = bound;
      // A level's heuristic is at most the bound (its f is, and its cost is at
      // least 0), so the bound says whether the heuristics fit in a frame; past
      // it the walk asks the cursor for the heuristic as without unit steps.
      this.unit = cursor.changeOf !== undefined && bound <= MOST_PACKED_BOUND;
      this.frames = new Int32Array(START_LEVELS * FRAME);
      this.cost = new Array<number>(START_LEVELS).fill(0);
      this.path = new Int32Array(START_LEVELS);
      this.atLast = cursor.origin();
      this.atCarried = this.unit ? cursor.heuristic(Infinity) : 0;
    }

    /** Walks at most `limit` (> 0) more nodes: DONE (the bound is exhausted), FOUND (the cursor is at a goal) or PAUSED. */
    run(limit: number): number {
      if (!this.unit) return this.walk(limit);
      const cursor = this.cursor;
      UNIT_STACK.set(this.frames.subarray(0, this.atLevel * FRAME));
      cursor.enter?.();
      const status = this.walkUnit(limit);
      cursor.leave?.();
      this.keepUnitStack();
      return status;
    }

    /**
     * Per node: the move, apply, heuristic, one comparison, then undo, goal
     * test or a step down; per level exhausted, a step up and the undo of the
     * move that led there.
     */
    private walk(limit: number): number {
      const cursor = this.cursor;
      const bound = this.bound;
      let frames = this.frames;
      let nextBound = this.nextBound;
      // `| 0` on every integer the loop carries, where it starts and where it
      // changes: the JIT then types it as a 32-bit integer and keeps it
      // untagged in a register, not as a tagged small integer that each use
      // checks and unpacks (149 instructions a node against 168, Manhattan).
      let d = this.atLevel | 0;
      let last = this.atLast | 0;
      let k = this.atNext | 0;
      let g = this.atCarried;
      let left = limit | 0;
      let status = PAUSED;
      for (;;) {
        const move = cursor.move(last, k);
        if (move < 0) {
          if (d === 0) {
            status = DONE;
            break;
          }
          cursor.undo(last);
          d = (d - 1) | 0;
          const at = (d * FRAME) | 0;
          last = frames[at + LAST];
          k = frames[at + NEXT];
          g = this.cost[d];
          continue;
        }
        if (left === 0) break;
        left = (left - 1) | 0;
        k = (k + 1) | 0;
        const cost = cursor.apply(move);
        const f = g + cost + cursor.heuristic(bound - g - cost);
        if (f > bound) {
          if (f < nextBound) nextBound = f;
          cursor.undo(move);
          continue;
        }
        if (cursor.isGoal()) {
          this.found(frames, d, last, move);
          status = FOUND;
          break;
        }
        const at = (d * FRAME) | 0;
        if (at + FRAME === frames.length) frames = this.grow();
        frames[at + LAST] = last;
        frames[at + NEXT] = k;
        this.cost[d] = g;
        d = (d + 1) | 0;
        last = move;
        k = 0;
        g += cost;
      }
      this.pause(d, last, k, g, nextBound, limit - left);
      return status;
    }

    /** `walk` for a cursor with unit steps: the cost is the level, and the heuristic `h` is carried here, 0 exactly at a goal. */
    private walkUnit(limit: number): number {
      const cursor = this.cursor;
      // Every number here, and every index, is a 32-bit integer (`| 0`, as in `walk`).
      const bound = this.bound | 0;
      const frames = UNIT_STACK;
      let nextBound = this.nextBound;
      let d = this.atLevel | 0;
      let last = this.atLast | 0;
      let k = this.atNext | 0;
      let h = this.atCarried | 0;
      let left = limit | 0;
      let status = PAUSED;
      for (;;) {
        const move = cursor.move(last, k);
        if (move < 0) {
          if (d === 0) {
            status = DONE;
            break;
          }
          cursor.undoUnit!(last);
          d = (d - 1) | 0;
          const at = (d * FRAME) | 0;
          last = frames[(at + LAST) | 0];
          const next = frames[(at + NEXT) | 0];
          k = next & MOST_MOVES;
          h = next >> NEXT_BITS;
          continue;
        }
        if (left === 0) break;
        left = (left - 1) | 0;
        k = (k + 1) | 0;
        const after = (h + cursor.changeOf!(move)) | 0;
        const f = (d + 1 + after) | 0;
        if (f > bound) {
          if (f < nextBound) nextBound = f;
          continue;
        }
        cursor.applyUnit!(move);
        if (after === 0) {
          this.found(frames, d, last, move);
          status = FOUND;
          break;
        }
        const at = (d * FRAME) | 0;
        if (k > MOST_MOVES) throw new SearchSetupError(`a tight cursor with unit steps gave more than ${MOST_MOVES} moves in one state, the most IDA* can keep`);
        if (after < 0) throw new SearchSetupError('a tight cursor with unit steps gave a heuristic below 0');
        frames[(at + LAST) | 0] = last;
        frames[(at + NEXT) | 0] = k | (h << NEXT_BITS);
        d = (d + 1) | 0;
        last = move;
        k = 0;
        h = after;
      }
      this.pause(d, last, k, h, nextBound, limit - left);
      return status;
    }

    /** Saves where the walk stands, for the next slice. */
    private pause(d: number, last: number, k: number, carried: number, nextBound: number, nodes: number): void {
      this.atLevel = d;
      this.atLast = last;
      this.atNext = k;
      this.atCarried = carried;
      this.nextBound = nextBound;
      this.nodes = nodes;
    }

    /** The path to the goal that `move` reached from level `d`, itself reached by `last`, with the levels below in `frames`. */
    private found(frames: Int32Array, d: number, last: number, move: number): void {
      if (this.path.length <= d) this.path = new Int32Array(d + 1);
      for (let level = 1; level < d; level++) this.path[level - 1] = frames[level * FRAME + LAST];
      if (d > 0) this.path[d - 1] = last;
      this.path[d] = move;
      this.depth = d + 1;
    }

    /** After a slice of the unit walk: keeps the frames of the levels below the one it stopped at, from UNIT_STACK. */
    private keepUnitStack(): void {
      const words = this.atLevel * FRAME;
      if (this.frames.length < words) this.frames = new Int32Array(Math.max(words, 2 * this.frames.length));
      this.frames.set(UNIT_STACK.subarray(0, words));
    }

    /** Doubles the stack; returns the new frames. */
    private grow(): Int32Array {
      const frames = new Int32Array(this.frames.length * 2);
      frames.set(this.frames);
      this.frames = frames;
      this.cost = this.cost.concat(new Array<number>(this.cost.length).fill(0));
      return frames;
    }
  };
}

type BoundedWalk = InstanceType<ReturnType<typeof makeBoundedWalk>>;

/** Each cursor class's copy of the walk (see `walkOf`). */
const walkClasses = new WeakMap<object, ReturnType<typeof makeBoundedWalk>>();

/**
 * A walk for `cursor` under `bound`, by a BoundedWalk of the cursor's
 * class's own: made by a copy of makeBoundedWalk compiled from its text
 * (see fresh-copy.ts). V8 learns per function literal which classes' methods
 * each call site calls, and inlines them; one walk that has met several
 * cursor classes checks which it has at every call. A class made by calling
 * makeBoundedWalk again would share what the first one learnt.
 */
function walkOf<S, M>(cursor: TightCursor<S, M>, bound: number): BoundedWalk {
  const type = (cursor as object).constructor;
  let Walk = walkClasses.get(type);
  if (!Walk) walkClasses.set(type, (Walk = freshCopy(makeBoundedWalk, WALK_NEEDS)));
  return new Walk(cursor, bound);
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
    const walk = walkOf(cursor, bound);
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

/**
 * The PI-corral move restriction for the exact push search: where the
 * boxes fence off an area the player cannot reach and every push of a
 * fence box the player can make goes into that area, only the pushes of
 * that corral's boxes are generated (YASS and JSoko prune so). The
 * conditions, and why they keep a least solution (the argument is written
 * out here so that it can be checked; the tests check it against
 * breadth-first search):
 *
 * The corral F is everything flooded from one unreached empty square
 * through unreached squares (its floor and its boxes C); every square next
 * to F that is not in F is one the player reaches. Conditions: (I) every
 * push of a box of C from a square the player reaches ends in F or on a
 * dead square (never on the player's side); (unsolved) a box of C is off
 * its goal, or the floor holds a goal, so some box of C must move in every
 * solution. Take any solution, and its first push of a box b of C: until
 * then no box of C moved, so the floor was closed (no other box enters
 * it, the player never stands in it), the push starts on a square the
 * player reaches now and ends on the floor (I; a dead square is in no
 * solution), so it can be made now. Made first, it leaves the pushes
 * before it legal (b's old square only frees the way, its new one lay on
 * the closed floor where none of them went), and they end in the same
 * boxes with the player in the same region. So some solution of as few
 * pushes starts with a push of C, and a search that expands only those
 * (the one corral with the fewest, where there are several) keeps a least
 * one from every position: A* and IDA* on it stay exact for pushes. A
 * corral that meets both conditions with no push at all is lost.
 *
 * Not kept: the player's steps (the reordering changes them), so the
 * second-order search (tie-break.ts) and the move metric never use it; nor
 * the number or the set of solutions, so counts and explores never do
 * (`SearchProblem.solvingSuccessors`).
 */
import { NONE, type SokobanLevel } from './level.js';
import type { Reach } from './reach.js';
import { hasBox, type SokobanState } from './state.js';

export class PiRestriction {
  private readonly flooded: Int32Array;
  private floodStamp = 0;
  private readonly queue: Int32Array;
  /** allowed[s] === allowStamp: a box on s may be pushed, after a `restrict` that returned true. */
  readonly allowed: Int32Array;
  allowStamp = 0;
  /** What it did, for benchmarks: expansions restricted. */
  restricted = 0;

  constructor(
    private readonly level: SokobanLevel,
    private readonly dead: Uint8Array,
  ) {
    this.flooded = new Int32Array(level.size);
    this.queue = new Int32Array(level.size);
    this.allowed = new Int32Array(level.size);
  }

  /**
   * Whether `state` (with `reach` filled from its player) has a corral that
   * restricts its pushes; if so, that corral's boxes are marked in `allowed`.
   */
  restrict(state: SokobanState, reach: Reach): boolean {
    const { size } = this.level;
    const stamp = ++this.floodStamp;
    let best = -1;
    let bestStart = -1;
    for (let s = 0; s < size && best !== 0; s++) {
      if (reach.reached(s) || this.flooded[s] === stamp || hasBox(state, s)) continue;
      const pushes = this.corralPushes(state, reach, s, stamp, -1);
      if (pushes >= 0 && (best < 0 || pushes < best)) {
        best = pushes;
        bestStart = s;
      }
    }
    if (bestStart < 0) return false;
    this.restricted++;
    this.corralPushes(state, reach, bestStart, ++this.floodStamp, ++this.allowStamp);
    return true;
  }

  /**
   * Floods the corral of the empty square `start`; the pushes into it the
   * player can make when it is an unsolved corral that meets (I), else -1.
   * With `allow` ≥ 0 its boxes are marked with that stamp.
   */
  private corralPushes(state: SokobanState, reach: Reach, start: number, stamp: number, allow: number): number {
    const { neighbour, goal } = this.level;
    const { flooded, queue, dead } = this;
    let pushes = 0;
    let inward = true;
    let solved = true;
    let tail = 0;
    flooded[start] = stamp;
    queue[tail++] = start;
    for (let head = 0; head < tail; head++) {
      const s = queue[head];
      if (hasBox(state, s)) {
        if (!goal[s]) solved = false;
        if (allow >= 0) this.allowed[s] = allow;
        for (let d = 0; d < 4 && inward; d++) {
          const from = neighbour[s * 4 + (d ^ 1)];
          const to = neighbour[s * 4 + d];
          if (from === NONE || to === NONE || !reach.reached(from) || hasBox(state, to) || dead[to]) continue;
          if (reach.reached(to)) inward = false;
          else pushes++;
        }
      } else if (goal[s]) {
        solved = false;
      }
      for (let d = 0; d < 4; d++) {
        const n = neighbour[s * 4 + d];
        if (n === NONE || flooded[n] === stamp || reach.reached(n)) continue;
        flooded[n] = stamp;
        queue[tail++] = n;
      }
    }
    return inward && !solved ? pushes : -1;
  }
}

/**
 * The PI-corral move restriction (Junghanns and Schaeffer's Rolling Stone,
 * as JSoko and YASS use it). A corral is an area the player cannot reach,
 * with the boxes in and around it. It is a PI-corral when the player can
 * push every box of it that touches the player's side (P), and every push
 * the player can make of its boxes goes into it (I). Such a corral, unless
 * already solved, must be entered by one of those pushes before any box of
 * it moves, and no push elsewhere makes one of them possible that is not
 * possible now: so a search that pushes only that corral's boxes loses no
 * solution. The fast search expands such positions by those pushes alone,
 * instead of moving every other box of the level around the corral first.
 */
import { NONE, type SokobanLevel } from '../level.js';
import { Reach } from '../reach.js';
import { hasBox, playerOf, type SokobanState } from '../state.js';

export class PiCorrals {
  private readonly flooded: Int32Array;
  private floodStamp = 0;
  private readonly queue: Int32Array;
  private readonly corralBoxes: Int32Array;
  /** allowed[s] === allowStamp: a box on s may be pushed (after a `restrict` that found a corral). */
  readonly allowed: Int32Array;
  allowStamp = 0;

  /** `reach`: the expansion's own, when it fills the same position next (its fill then stands). */
  constructor(
    private readonly level: SokobanLevel,
    private readonly dead: Uint8Array,
    private readonly reach: Reach = new Reach(level),
  ) {
    this.flooded = new Int32Array(level.size);
    this.queue = new Int32Array(level.size);
    this.corralBoxes = new Int32Array(level.size);
    this.allowed = new Int32Array(level.size);
  }

  /**
   * Whether `state` has an unsolved PI-corral; if so, the boxes of the one
   * with the fewest boxes are marked in `allowed`, and only their pushes
   * need be searched.
   */
  restrict(state: SokobanState): boolean {
    const { reach, flooded } = this;
    const { size } = this.level;
    reach.fill(state, playerOf(state));
    const stamp = ++this.floodStamp;
    let best = 0;
    let bestStart = -1;
    for (let s = 0; s < size; s++) {
      if (reach.reached(s) || flooded[s] === stamp || hasBox(state, s)) continue;
      const boxes = this.piCorralFrom(state, s, stamp);
      if (boxes > 0 && (bestStart < 0 || boxes < best)) {
        best = boxes;
        bestStart = s;
      }
    }
    if (bestStart < 0) return false;
    // Flood the chosen corral again, to mark its boxes.
    const again = ++this.floodStamp;
    this.piCorralFrom(state, bestStart, again);
    const allow = ++this.allowStamp;
    for (let i = 0; i < best; i++) this.allowed[this.corralBoxes[i]] = allow;
    return true;
  }

  /**
   * Floods from the empty square `start` through every square the player
   * cannot reach; returns the corral's box count (listed in `corralBoxes`)
   * when it is an unsolved PI-corral, else 0.
   */
  private piCorralFrom(state: SokobanState, start: number, stamp: number): number {
    const { neighbour, goal } = this.level;
    const { reach, flooded, queue, dead, corralBoxes } = this;
    let count = 0;
    let pi = true;
    let solved = true;
    let tail = 0;
    flooded[start] = stamp;
    queue[tail++] = start;
    for (let head = 0; head < tail; head++) {
      const s = queue[head];
      if (hasBox(state, s)) {
        corralBoxes[count++] = s;
        if (!goal[s]) solved = false;
        if (pi) pi = this.pushedOnlyInward(state, s);
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
    return pi && !solved && count > 0 ? count : 0;
  }

  /** I and P for one box: no push of it from the player's side ends on that side, and, where it touches that side, some push of it goes inward. */
  private pushedOnlyInward(state: SokobanState, box: number): boolean {
    const { neighbour } = this.level;
    const { reach, dead } = this;
    let touches = false;
    let inward = false;
    for (let d = 0; d < 4; d++) {
      const from = neighbour[box * 4 + (d ^ 1)];
      if (from === NONE || !reach.reached(from)) continue;
      touches = true;
      const to = neighbour[box * 4 + d];
      if (to === NONE || hasBox(state, to) || dead[to]) continue;
      if (reach.reached(to)) return false;
      inward = true;
    }
    return !touches || inward;
  }
}

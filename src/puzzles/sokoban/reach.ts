/**
 * The squares the player can walk to without pushing, by breadth-first
 * search from the player: marked with a stamp (no clearing between calls)
 * and, optionally, the way back to the player for writing walks in LURD.
 */
import { NONE, type SokobanLevel } from './level.js';
import { hasBox, type SokobanState } from './state.js';

export class Reach {
  /** mark[s] === stamp: s was reached in the last call. */
  readonly mark: Int32Array;
  stamp = 0;
  /** The direction each reached square was entered by (for walks). */
  readonly cameBy: Int8Array;
  /** The steps of a shortest walk to each reached square from the last fill's start. */
  readonly distance: Int32Array;
  private readonly queue: Int32Array;
  /** The boxes and start of the last fill, and what it returned. */
  private lastBoxes = new Uint32Array(0);
  private lastFrom = -1;
  private lastLeast = -1;

  constructor(private readonly level: SokobanLevel) {
    this.mark = new Int32Array(level.size);
    this.cameBy = new Int8Array(level.size);
    this.distance = new Int32Array(level.size);
    this.queue = new Int32Array(level.size);
  }

  /** Marks every square reachable from `from` in `state` (boxes block); returns the least square reached. */
  fill(state: SokobanState, from: number): number {
    if (this.sameAsLast(state, from)) return this.lastLeast;
    this.stamp++;
    const least = this.flood(state, from);
    this.lastLeast = least;
    return least;
  }

  /** Nothing reached (a new stamp): for fills that add up (`fillAlso`). */
  unmark(): void {
    this.stamp++;
    this.lastFrom = -1;
  }

  /** Like `fill`, but the squares marked since `unmark` (or the last `fill`) stay marked: a part at a time, all the free parts. */
  fillAlso(state: SokobanState, from: number): number {
    // The marks are no longer one fill's: the next `fill` must walk again.
    this.lastFrom = -1;
    return this.flood(state, from);
  }

  /**
   * Whether the last fill was from `from` with the same boxes: its marks
   * stand. A search fills twice for many a position (the corral check
   * after a push, then the position's key), and a comparison of a few
   * words is far cheaper than the walk over the level.
   */
  private sameAsLast(state: SokobanState, from: number): boolean {
    const words = state.length - 1;
    const last = this.lastBoxes;
    let same = from === this.lastFrom && last.length === words;
    for (let w = 0; w < words && same; w++) same = last[w] === state[w];
    if (same) return true;
    if (last.length !== words) this.lastBoxes = new Uint32Array(words);
    for (let w = 0; w < words; w++) this.lastBoxes[w] = state[w];
    this.lastFrom = from;
    return false;
  }

  /** Marks, under the current stamp, what `from` reaches; returns the least square reached. */
  private flood(state: SokobanState, from: number): number {
    const { neighbour } = this.level;
    const { mark, queue, cameBy, distance } = this;
    const stamp = this.stamp;
    mark[from] = stamp;
    cameBy[from] = -1;
    distance[from] = 0;
    let least = from;
    let head = 0;
    let tail = 0;
    queue[tail++] = from;
    while (head < tail) {
      const s = queue[head++];
      for (let d = 0; d < 4; d++) {
        const n = neighbour[s * 4 + d];
        if (n === NONE || mark[n] === stamp || hasBox(state, n)) continue;
        mark[n] = stamp;
        cameBy[n] = d;
        distance[n] = distance[s] + 1;
        if (n < least) least = n;
        queue[tail++] = n;
      }
    }
    return least;
  }

  reached(square: number): boolean {
    return this.mark[square] === this.stamp;
  }

  /** The directions of a shortest walk from the last fill's start to `to` (which it reached). */
  walkTo(to: number): number[] {
    const { neighbour } = this.level;
    const dirs: number[] = [];
    for (let s = to; this.cameBy[s] !== -1; ) {
      const d = this.cameBy[s];
      dirs.push(d);
      s = neighbour[s * 4 + (d ^ 1)];
    }
    return dirs.reverse();
  }
}

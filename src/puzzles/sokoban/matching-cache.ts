/**
 * Matchings kept for the positions a search may expand next. Expanding a
 * position needs its full matching (potentials and assignment), which the
 * Hungarian algorithm builds row by row: on XSokoban's 20-box levels that
 * was 40 % of the fast search's time, though the search had just matched
 * the same position as a child (one augmentation from its parent's). So
 * each child's matching is kept here, by its boxes, in a direct-mapped
 * table (a newer position takes a slot over): a best-first search expands
 * mostly what it made last, and those are found. A matching depends on the
 * boxes alone, not on the player, so under the move metric a step without
 * a push finds its parent's. Rows are kept in ascending box order, as a
 * fresh matching numbers them, so a search finds the same successors in
 * the same order whether the matching came from here or not. At most
 * 4,096 slots and about 4 MB.
 */
import type { Matcher } from './matching.js';

/** log2 of the most slots: 4,096 positions. */
const SLOT_BITS = 12;
/** Bytes the row arrays may take (24 a goal a slot): levels of more than 40 goals get fewer slots. */
const MAX_BYTES = 4 << 20;

export class MatchingCache {
  private readonly mask: number;
  /** Entries per slot in the row arrays: goals + 1, as the matcher's. */
  private readonly width: number;
  private readonly keys: Uint32Array;
  private readonly used: Uint8Array;
  private readonly counts: Int32Array;
  private readonly bounds: Float64Array;
  /** The boxes, ascending: row k + 1 of the matching is box `orders[at + k]`. */
  private readonly orders: Int32Array;
  private readonly u: Float64Array;
  private readonly v: Float64Array;
  private readonly match: Int32Array;
  private readonly newRow: Int32Array;
  private readonly rowScratch: Float64Array;
  /** The slot the last `find` matched. */
  private found = -1;

  constructor(
    private readonly words: number,
    goals: number,
  ) {
    this.width = goals + 1;
    let slots = 1 << SLOT_BITS;
    while (slots > 16 && slots * this.width * 24 > MAX_BYTES) slots >>= 1;
    this.mask = slots - 1;
    this.keys = new Uint32Array(slots * words);
    this.used = new Uint8Array(slots);
    this.counts = new Int32Array(slots);
    this.bounds = new Float64Array(slots);
    this.orders = new Int32Array(slots * this.width);
    this.u = new Float64Array(slots * this.width);
    this.v = new Float64Array(slots * this.width);
    this.match = new Int32Array(slots * this.width);
    this.newRow = new Int32Array(this.width);
    this.rowScratch = new Float64Array(this.width);
  }

  private slotOf(key: Uint32Array): number {
    let h = 0x811c9dc5;
    for (let w = 0; w < this.words; w++) {
      h = Math.imul(h ^ key[w], 0x9e3779b1);
      h ^= h >>> 15;
    }
    return h & this.mask;
  }

  /**
   * Whether the boxes of `state` (its first `words` words) have a kept
   * matching; if so it is loaded into `matcher`, its boxes into `boxes`
   * (ascending), and `count` and `bound` answer for it.
   */
  find(state: Uint32Array, matcher: Matcher, boxes: Int32Array): boolean {
    const slot = this.slotOf(state);
    if (this.used[slot] === 0) return false;
    const { keys, words } = this;
    for (let w = 0; w < words; w++) if (keys[slot * words + w] !== state[w]) return false;
    const at = slot * this.width;
    matcher.copyIn(this.u, this.v, this.match, at);
    boxes.set(this.orders.subarray(at, at + this.counts[slot]));
    this.found = slot;
    return true;
  }

  /** The box count of the matching the last successful `find` loaded. */
  count(): number {
    return this.counts[this.found];
  }

  /** The bound of the matching the last successful `find` loaded. */
  bound(): number {
    return this.bounds[this.found];
  }

  /**
   * Keeps `matcher`'s current matching for the boxes `key`: rows numbered
   * as `boxes` (ascending, `count` of them), except that with `row` ≥ 0 the
   * matching is of those boxes with row `row` moved to `to`, renumbered
   * here into ascending order.
   */
  store(key: Uint32Array, matcher: Matcher, bound: number, boxes: Int32Array, count: number, row: number, to: number): void {
    const slot = this.slotOf(key);
    const { words, width, orders, newRow } = this;
    for (let w = 0; w < words; w++) this.keys[slot * words + w] = key[w];
    this.used[slot] = 1;
    this.counts[slot] = count;
    this.bounds[slot] = bound;
    const at = slot * width;
    matcher.copyOut(this.u, this.v, this.match, at);
    if (row < 0) {
      orders.set(boxes.subarray(0, count), at);
      return;
    }
    // The moved box's place among the others, and every other row shifted past it.
    let place = 0;
    for (let k = 0; k < count; k++) if (k !== row && boxes[k] < to) place++;
    for (let k = 0; k < count; k++) {
      if (k === row) continue;
      const rank = k - (k > row ? 1 : 0);
      newRow[k] = rank + (rank >= place ? 1 : 0);
    }
    newRow[row] = place;
    const { u, match, rowScratch } = this;
    for (let k = 0; k < count; k++) {
      orders[at + newRow[k]] = k === row ? to : boxes[k];
      rowScratch[newRow[k]] = u[at + k + 1];
    }
    for (let k = 0; k < count; k++) u[at + k + 1] = rowScratch[k];
    for (let j = 1; j < width; j++) {
      const m = match[at + j];
      if (m !== 0) match[at + j] = newRow[m - 1] + 1;
    }
  }
}

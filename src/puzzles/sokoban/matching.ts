/**
 * The matching bound: the least total push distance over every way of
 * giving each box a goal of its own (a minimum-cost assignment, by the
 * Hungarian algorithm with potentials, O(boxes² × goals)). Each box needs at
 * least its distance to the goal it ends on, and no two boxes end on one
 * goal, so the bound never exceeds the pushes left: A* stays exact with it.
 * One matcher per search; its arrays are reused, nothing is allocated a call.
 *
 * A push moves one box, so a successor's matching is its parent's with one
 * row changed: `keepParent` saves the parent's potentials and matching, and
 * `boundMoved` takes them back, frees the moved box's row and matches it
 * again (one augmentation, O(boxes × goals) instead of the whole algorithm).
 * The potentials stay feasible: costs are never negative, column potentials
 * never positive, and the freed row starts at 0.
 */
import { UNREACHABLE, type PushDistances } from './push-distances.js';

export class Matcher {
  private readonly u: Float64Array;
  private readonly v: Float64Array;
  private readonly match: Int32Array;
  private readonly way: Int32Array;
  private readonly minv: Float64Array;
  private readonly used: Uint8Array;
  private readonly parentU: Float64Array;
  private readonly parentV: Float64Array;
  private readonly parentMatch: Int32Array;
  /** The rows the greedy start of `bound` left unmatched. */
  private readonly waiting: Int32Array;

  /** The distances read: `table[g * stride + box]`. */
  private readonly table: Int32Array;
  private readonly stride: number;

  /**
   * `byPart`: the boxes given are keys, a box's square times 4 plus the
   * part of the floor the player is in (push-distances.ts `byPart`), and
   * the distances those of the player's part; else squares, and the
   * distances with the player anywhere.
   */
  constructor(
    distances: PushDistances,
    size: number,
    private readonly goals: number,
    byPart = false,
  ) {
    this.table = byPart ? distances.byPart : distances.distance;
    this.stride = byPart ? size * 4 : size;
    this.u = new Float64Array(goals + 1);
    this.v = new Float64Array(goals + 1);
    this.match = new Int32Array(goals + 1);
    this.way = new Int32Array(goals + 1);
    this.minv = new Float64Array(goals + 1);
    this.used = new Uint8Array(goals + 1);
    this.parentU = new Float64Array(goals + 1);
    this.parentV = new Float64Array(goals + 1);
    this.parentMatch = new Int32Array(goals + 1);
    this.waiting = new Int32Array(goals + 1);
  }

  /** Copies the potentials and matching out (`goals + 1` entries each, from `at`), for a cache of matchings (matching-cache.ts). */
  copyOut(u: Float64Array, v: Float64Array, match: Int32Array, at: number): void {
    u.set(this.u, at);
    v.set(this.v, at);
    match.set(this.match, at);
  }

  /** Takes potentials and a matching that `copyOut` gave (rows possibly renumbered) as the current ones. */
  copyIn(u: Float64Array, v: Float64Array, match: Int32Array, at: number): void {
    const width = this.goals + 1;
    this.u.set(u.subarray(at, at + width));
    this.v.set(v.subarray(at, at + width));
    this.match.set(match.subarray(at, at + width));
  }

  /** Keeps the matching `bound` just made as the parent of the `boundMoved` calls that follow. */
  keepParent(): void {
    this.parentU.set(this.u);
    this.parentV.set(this.v);
    this.parentMatch.set(this.match);
  }

  /**
   * The bound of the parent kept by `keepParent` with the box of row `row`
   * (0-based, in the parent's order) now at `boxes[row]`, the other boxes
   * where they were in the parent.
   */
  boundMoved(boxes: Int32Array, count: number, row: number): number {
    const { u, v, match } = this;
    u.set(this.parentU);
    v.set(this.parentV);
    match.set(this.parentMatch);
    for (let j = 1; j <= this.goals; j++) {
      if (match[j] === row + 1) {
        match[j] = 0;
        break;
      }
    }
    u[row + 1] = 0;
    this.addRow(boxes, row + 1);
    return this.total(boxes);
  }

  /**
   * The least total distance matching `count` boxes (squares or keys in `boxes`) to
   * distinct goals; UNREACHABLE or more when no matching reaches every goal.
   */
  bound(boxes: Int32Array, count: number): number {
    const { u, v, match, goals, stride } = this;
    const dist = this.table;
    v.fill(0);
    match.fill(0);
    // A greedy start: each row's potential its least cost (so every reduced cost stays non-negative), and a row whose
    // least-cost goal is still free takes it at no augmentation; only the rows left need the augmenting paths.
    let left = 0;
    for (let i = 1; i <= count; i++) {
      const box = boxes[i - 1];
      let least = Infinity;
      let at = 0;
      for (let j = 1; j <= goals; j++) {
        const c = dist[(j - 1) * stride + box];
        if (c < least || (c === least && match[at] !== 0 && match[j] === 0)) {
          least = c;
          at = j;
        }
      }
      u[i] = least;
      if (match[at] === 0) match[at] = i;
      else this.waiting[left++] = i;
    }
    for (let k = 0; k < left; k++) this.addRow(boxes, this.waiting[k]);
    return this.total(boxes);
  }

  /** Matches row `i` (1-based) by one augmenting path, the other rows matched already. */
  private addRow(boxes: Int32Array, i: number): void {
    const { u, v, match, way, minv, used, goals, stride } = this;
    const dist = this.table;
    match[0] = i;
    let j0 = 0;
    minv.fill(Infinity);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = match[j0];
      const box = boxes[i0 - 1];
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= goals; j++) {
        if (used[j]) continue;
        const cur = dist[(j - 1) * stride + box] - u[i0] - v[j];
        if (cur < minv[j]) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= goals; j++) {
        if (used[j]) {
          u[match[j]] += delta;
          v[j] -= delta;
        } else {
          minv[j] -= delta;
        }
      }
      j0 = j1;
    } while (match[j0] !== 0);
    do {
      const j1 = way[j0];
      match[j0] = match[j1];
      j0 = j1;
    } while (j0 !== 0);
  }

  private total(boxes: Int32Array): number {
    const { match, goals, stride } = this;
    const dist = this.table;
    let total = 0;
    for (let j = 1; j <= goals; j++) {
      if (match[j] !== 0) total += dist[(j - 1) * stride + boxes[match[j] - 1]];
    }
    return total >= UNREACHABLE ? UNREACHABLE : total;
  }
}

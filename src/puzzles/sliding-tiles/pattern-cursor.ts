/**
 * A tight cursor whose heuristic is the sum of additive pattern databases,
 * and the same sum on the transposed board (a symmetry that keeps the goal),
 * whichever is larger. Each move changes one group's value in each view, so
 * a move costs two table reads.
 */
import type { TilesDatabases } from './pattern-databases.js';
import { TilesTightCursor, type TilesGeometry } from './tight-cursors.js';

/** Groups whose sparse table would pass this many entries are ranked on each move instead. */
const MAX_SPARSE = 1 << 25;

/**
 * How cursors read a set of databases. A group of k tiles on n cells is read
 * through a sparse table indexed by sum(place_j * n^j), kept up to date with
 * one multiply-add a move, when n^k entries fit; all sparse tables sit in one
 * array, so an index is absolute. Bigger groups are ranked on each move.
 */
interface Lookup {
  tiles: number[][];
  flat: Uint8Array;
  /** Per group: where its sparse table starts in `flat`, or -1 when it is ranked. */
  offset: number[];
  compact: Uint8Array[];
}

const lookups = new WeakMap<TilesDatabases, Lookup>();

function lookupOf(databases: TilesDatabases): Lookup {
  const known = lookups.get(databases);
  if (known) return known;
  const cells = databases.spec.width * databases.spec.height;
  const groups = databases.spec.groups;
  const offset: number[] = [];
  let total = 0;
  for (const tiles of groups) {
    const size = cells ** tiles.length;
    offset.push(size <= MAX_SPARSE ? total : -1);
    if (size <= MAX_SPARSE) total += size;
  }
  const flat = new Uint8Array(total);
  groups.forEach((tiles, g) => {
    if (offset[g] >= 0) fillSparse(flat, offset[g], databases.tables[g], tiles.length, cells);
  });
  const lookup = { tiles: groups, flat, offset, compact: databases.tables };
  lookups.set(databases, lookup);
  return lookup;
}

/**
 * Writes a group's compact table (by rank of places) into its sparse form
 * (by sum(place_j * cells^j)), walking every arrangement once in rank order
 * with both indices kept up to date, rather than unranking each.
 */
function fillSparse(flat: Uint8Array, offset: number, compact: Uint8Array, k: number, cells: number): void {
  const used = new Uint8Array(cells);
  // A rank's digit j (the place's index among the free cells) weighs the product of the later radices.
  const rankWeight = new Float64Array(k);
  for (let j = 0; j < k; j++) {
    rankWeight[j] = 1;
    for (let i = j + 1; i < k; i++) rankWeight[j] *= cells - i;
  }
  const place = (j: number, index: number, rank: number, weight: number): void => {
    if (j === k) {
      flat[offset + index] = compact[rank];
      return;
    }
    let digit = 0;
    for (let p = 0; p < cells; p++) {
      if (used[p]) continue;
      used[p] = 1;
      place(j + 1, index + p * weight, rank + digit * rankWeight[j], weight * cells);
      used[p] = 0;
      digit++;
    }
  };
  place(0, 0, 0, 1);
}

/** The transposition of a square board as maps of cells and tiles, when it keeps the goal. */
export function transposition(geometry: TilesGeometry): { cell: Int32Array; tile: Int32Array } | null {
  const { width, height, goal } = geometry;
  if (width !== height) return null;
  const cells = width * height;
  const cell = new Int32Array(cells);
  for (let i = 0; i < cells; i++) cell[i] = (i % width) * width + Math.floor(i / width);
  const tile = new Int32Array(cells);
  for (let i = 0; i < cells; i++) tile[goal[i]] = goal[cell[i]];
  return tile[0] === 0 ? { cell, tile } : null;
}

export class PatternCursor<S> extends TilesTightCursor<S> {
  declare private readonly lookup: Lookup;
  declare private readonly flat: Uint8Array;
  /** Per group: where its sparse table starts in `flat`, or -1 when it is ranked (the lookup's, in a typed array read per move). */
  declare private readonly offset: Int32Array;
  declare private readonly groupCount: number;
  declare private readonly reflected: boolean;
  /** The transposed view's maps of cells and tiles. */
  declare private readonly cellMap: Int32Array;
  declare private readonly tileMap: Int32Array;
  /** Per tile: its group, its slot in the group, and cells^slot. */
  declare private readonly tileGroup: Int32Array;
  declare private readonly tileSlot: Int32Array;
  declare private readonly tileWeight: Float64Array;
  /** Per group and view (view 1 after view 0): the absolute sparse index, the places for ranked groups, the value. */
  declare private readonly index: Float64Array;
  declare private readonly places: Int32Array[];
  /** Ranked groups: each place's digit in the rank, and each digit's weight (per group). */
  declare private readonly digits: Int32Array[];
  declare private readonly weights: Float64Array[];
  declare private readonly value: Int32Array;
  private sum0 = 0;
  private sum1 = 0;
  /** Groups of the transposed view whose index moved since their value was last read (bit g). */
  private stale = 0;

  constructor(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S, databases: TilesDatabases, reflect = true) {
    super(geometry, board, snapshot);
    const cells = this.cells;
    this.lookup = lookupOf(databases);
    this.flat = this.lookup.flat;
    this.offset = Int32Array.from(this.lookup.offset);
    const G = (this.groupCount = this.lookup.tiles.length);
    const flip = reflect ? transposition(geometry) : null;
    this.reflected = flip !== null;
    this.cellMap = flip?.cell ?? new Int32Array(cells);
    this.tileMap = flip?.tile ?? new Int32Array(cells);
    this.tileGroup = new Int32Array(cells).fill(-1);
    this.tileSlot = new Int32Array(cells);
    this.tileWeight = new Float64Array(cells);
    this.lookup.tiles.forEach((tiles, g) =>
      tiles.forEach((t, j) => {
        this.tileGroup[t] = g;
        this.tileSlot[t] = j;
        this.tileWeight[t] = cells ** j;
      }),
    );
    this.index = new Float64Array(2 * G);
    this.places = [];
    this.digits = [];
    this.weights = this.lookup.tiles.map((tiles) => {
      const w = new Float64Array(tiles.length);
      for (let j = 0; j < tiles.length; j++) {
        w[j] = 1;
        for (let i = j + 1; i < tiles.length; i++) w[j] *= cells - i;
      }
      return w;
    });
    this.value = new Int32Array(2 * G);
    for (let v = 0; v < 2; v++) {
      for (let g = 0; g < G; g++) {
        this.places.push(new Int32Array(this.lookup.tiles[g].length));
        this.digits.push(new Int32Array(this.lookup.tiles[g].length));
        this.index[v * G + g] = this.lookup.offset[g];
      }
      if (v === 1 && !flip) break;
      for (let i = 0; i < cells; i++) {
        const t = this.board[i];
        if (t === 0) continue;
        const vt = v === 0 ? t : this.tileMap[t];
        const vc = v === 0 ? i : this.cellMap[i];
        const slot = v * G + this.tileGroup[vt];
        this.places[slot][this.tileSlot[vt]] = vc;
        this.index[slot] += vc * this.tileWeight[vt];
      }
      let sum = 0;
      for (let g = 0; g < G; g++) {
        const slot = v * G + g;
        if (this.lookup.offset[g] < 0) this.rankFromScratch(slot, g);
        this.value[slot] = this.read(slot, g);
        sum += this.value[slot];
      }
      if (v === 0) this.sum0 = sum;
      else this.sum1 = sum;
    }
  }

  /** A ranked group's digits and rank (kept in `index`), from its places. */
  private rankFromScratch(slot: number, g: number): void {
    const places = this.places[slot];
    const digits = this.digits[slot];
    const weights = this.weights[g];
    let rank = 0;
    for (let j = 0; j < places.length; j++) {
      let smaller = 0;
      for (let i = 0; i < j; i++) if (places[i] < places[j]) smaller++;
      digits[j] = places[j] - smaller;
      rank += digits[j] * weights[j];
    }
    this.index[slot] = rank;
  }

  /**
   * Moves a viewed tile's place in its group's index: one multiply-add for a
   * sparse group; for a ranked one, the moved place's digit and those of the
   * later places between its old and new cell, O(k).
   */
  private shift(slot: number, g: number, vt: number, from: number, to: number): void {
    if (this.offset[g] >= 0) {
      this.index[slot] += (to - from) * this.tileWeight[vt];
      return;
    }
    const places = this.places[slot];
    const digits = this.digits[slot];
    const weights = this.weights[g];
    const j = this.tileSlot[vt];
    let smaller = 0;
    for (let i = 0; i < j; i++) if (places[i] < to) smaller++;
    let rank = this.index[slot] + (to - smaller - digits[j]) * weights[j];
    digits[j] = to - smaller;
    places[j] = to;
    for (let i = j + 1; i < places.length; i++) {
      const p = places[i];
      if (from < p && p < to) {
        digits[i]++;
        rank += weights[i];
      } else if (to < p && p < from) {
        digits[i]--;
        rank -= weights[i];
      }
    }
    this.index[slot] = rank;
  }

  private read(slot: number, g: number): number {
    return this.offset[g] >= 0 ? this.flat[this.index[slot]] : this.lookup.compact[g][this.index[slot]];
  }

  /**
   * The plain view's sum is kept up to date; the transposed view's indices
   * follow each move but its tables are read only when `heuristic` needs
   * them, so a node the plain sum already prunes costs one table read.
   */
  protected moved(tile: number, from: number, to: number): void {
    const g = this.tileGroup[tile];
    this.shift(g, g, tile, from, to);
    const value = this.read(g, g);
    this.sum0 += value - this.value[g];
    this.value[g] = value;
    if (this.reflected) {
      const vt = this.tileMap[tile];
      const vg = this.tileGroup[vt];
      this.shift(this.groupCount + vg, vg, vt, this.cellMap[from], this.cellMap[to]);
      this.stale |= 1 << vg;
    }
  }

  heuristic(limit = Infinity): number {
    if (this.stale === 0) return this.sum0 > this.sum1 ? this.sum0 : this.sum1;
    // The plain sum alone prunes. The transposed sum is stale here (read at
    // some earlier position of the walk, and possibly more than it is now):
    // answering with it could give IDA* a next bound past the least f it
    // pruned, and then a solution longer than the optimum.
    if (this.sum0 > limit) return this.sum0;
    for (let g = 0; g < this.groupCount; g++) {
      if ((this.stale & (1 << g)) === 0) continue;
      const slot = this.groupCount + g;
      const value = this.read(slot, g);
      this.sum1 += value - this.value[slot];
      this.value[slot] = value;
    }
    this.stale = 0;
    return this.sum0 > this.sum1 ? this.sum0 : this.sum1;
  }

  /** The groups cover every tile, and a group's distance is 0 only with its tiles home. */
  isGoal(): boolean {
    return this.sum0 === 0;
  }
}

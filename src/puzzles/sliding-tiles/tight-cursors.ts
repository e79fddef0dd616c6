/**
 * Tight cursors for IDA* on sliding tiles (see engine/tight-cursor.ts): a
 * move is the cell of the tile that slides into the blank, so applying one
 * is two writes and a heuristic update, with nothing searched for.
 * `ManhattanCursor` keeps the Manhattan distance; `PatternCursor` keeps the
 * sum of additive pattern databases, and the same sum on the transposed board
 * (a symmetry that keeps the goal), taking the larger.
 */
import type { TightCursor } from '../../engine/tight-cursor.js';
import { partialPermutationCount, rankPartialPermutation, unrankPartialPermutation } from '../../engine/partial-permutation.js';
import type { TilesDatabases } from './pattern-databases.js';

const UP = 0;
const DOWN = 1;
const LEFT = 2;
const RIGHT = 3;

/** The board geometry the cursors share: up to 4 neighbours a cell, flat. */
export interface TilesGeometry {
  width: number;
  height: number;
  goal: ArrayLike<number>;
}

abstract class TilesTightCursor<S> implements TightCursor<S, number> {
  readonly maxMoves = 4;
  protected readonly board: Uint8Array;
  protected blank: number;
  protected readonly width: number;
  protected readonly cells: number;
  private readonly neighbours: Int32Array;
  private readonly neighbourCount: Int32Array;
  /** Cells the blank came from, one per applied move. */
  private trail = new Int32Array(256);
  private depth = 0;

  constructor(
    geometry: TilesGeometry,
    board: ArrayLike<number>,
    private readonly snapshot: (board: Uint8Array) => S,
  ) {
    const { width, height } = geometry;
    this.width = width;
    this.cells = width * height;
    this.board = Uint8Array.from(board);
    this.blank = this.board.indexOf(0);
    this.neighbours = new Int32Array(this.cells * 4);
    this.neighbourCount = new Int32Array(this.cells);
    for (let b = 0; b < this.cells; b++) {
      const r = Math.floor(b / width);
      const c = b % width;
      const list: number[] = [];
      if (r > 0) list.push(b - width);
      if (r < height - 1) list.push(b + width);
      if (c > 0) list.push(b - 1);
      if (c < width - 1) list.push(b + 1);
      this.neighbourCount[b] = list.length;
      this.neighbours.set(list, b * 4);
    }
  }

  moves(out: Int32Array, at: number): number {
    const previous = this.depth > 0 ? this.trail[this.depth - 1] : -1;
    const base = this.blank * 4;
    const n = this.neighbourCount[this.blank];
    let written = 0;
    for (let i = 0; i < n; i++) {
      const from = this.neighbours[base + i];
      if (from !== previous) out[at + written++] = from;
    }
    return written;
  }

  apply(from: number): number {
    const tile = this.board[from];
    const to = this.blank;
    this.board[to] = tile;
    this.board[from] = 0;
    if (this.depth === this.trail.length) {
      const bigger = new Int32Array(this.trail.length * 2);
      bigger.set(this.trail);
      this.trail = bigger;
    }
    this.trail[this.depth++] = to;
    this.blank = from;
    this.moved(tile, from, to);
    return 1;
  }

  undo(_from: number): void {
    const to = this.trail[--this.depth];
    const from = this.blank;
    const tile = this.board[to];
    this.board[from] = tile;
    this.board[to] = 0;
    this.blank = to;
    this.moved(tile, to, from);
  }

  moveOf(from: number): number {
    const tile = this.board[from];
    const b = this.blank;
    const dir = from === b + this.width ? UP : from === b - this.width ? DOWN : from === b + 1 ? LEFT : RIGHT;
    return (tile << 2) | dir;
  }

  state(): S {
    return this.snapshot(this.board);
  }

  /** Updates the heuristic for `tile` having slid from cell `from` to cell `to`. */
  protected abstract moved(tile: number, from: number, to: number): void;
  abstract heuristic(): number;
  abstract isGoal(): boolean;
}

/** Taxicab distance of every tile from every cell to its goal cell: [tile * cells + cell]. */
export function manhattanTable(geometry: TilesGeometry): Uint8Array {
  const { width, goal } = geometry;
  const cells = goal.length;
  const table = new Uint8Array(cells * cells);
  for (let g = 0; g < cells; g++) {
    const tile = goal[g];
    if (tile === 0) continue;
    for (let i = 0; i < cells; i++) {
      table[tile * cells + i] = Math.abs(Math.floor(i / width) - Math.floor(g / width)) + Math.abs((i % width) - (g % width));
    }
  }
  return table;
}

export class ManhattanCursor<S> extends TilesTightCursor<S> {
  private h = 0;
  private readonly distance: Uint8Array;

  constructor(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S, distance = manhattanTable(geometry)) {
    super(geometry, board, snapshot);
    this.distance = distance;
    for (let i = 0; i < this.cells; i++) this.h += distance[this.board[i] * this.cells + i];
  }

  protected moved(tile: number, from: number, to: number): void {
    const base = tile * this.cells;
    this.h += this.distance[base + to] - this.distance[base + from];
  }

  heuristic(): number {
    return this.h;
  }

  isGoal(): boolean {
    return this.h === 0;
  }
}

/** Sparse tables bigger than this many entries are not made: such groups are ranked per move instead. */
const MAX_SPARSE = 1 << 25;

/**
 * How the cursor reads one database group: a sparse table indexed by
 * sum(place_j * cells^j), kept up to date with one multiply-add a move, when
 * it fits; else the group's places, ranked on each move.
 */
interface GroupLookup {
  tiles: number[];
  sparse: Uint8Array | null;
  compact: Uint8Array;
}

const lookups = new WeakMap<TilesDatabases, GroupLookup[]>();

function groupLookups(databases: TilesDatabases): GroupLookup[] {
  let found = lookups.get(databases);
  if (found) return found;
  const cells = databases.spec.width * databases.spec.height;
  found = databases.spec.groups.map((tiles, g) => {
    const k = tiles.length;
    const compact = databases.tables[g];
    if (cells ** k > MAX_SPARSE) return { tiles, sparse: null, compact };
    const sparse = new Uint8Array(cells ** k);
    const places = new Int32Array(k);
    const count = partialPermutationCount(cells, k);
    for (let r = 0; r < count; r++) {
      unrankPartialPermutation(r, k, cells, places);
      let index = 0;
      for (let j = k - 1; j >= 0; j--) index = index * cells + places[j];
      sparse[index] = compact[r];
    }
    return { tiles, sparse, compact };
  });
  lookups.set(databases, found);
  return found;
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
  private readonly groups: GroupLookup[];
  private readonly views: number;
  /** Per view: the map of cells and of tiles onto the viewed board. */
  private readonly cellMap: Int32Array;
  private readonly tileMap: Int32Array;
  /** Per view and tile: its group, its slot in the group, and cells^slot. */
  private readonly tileGroup: Int32Array;
  private readonly tileSlot: Int32Array;
  private readonly tileWeight: Float64Array;
  /** Per view and group: the sparse index, and the places for ranked groups. */
  private readonly index: Float64Array;
  private readonly places: Int32Array[];
  private readonly value: Int32Array;
  private readonly sums: Int32Array;
  private h = 0;

  constructor(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S, databases: TilesDatabases, reflect = true) {
    super(geometry, board, snapshot);
    const cells = this.cells;
    this.groups = groupLookups(databases);
    const flip = reflect ? transposition(geometry) : null;
    this.views = flip ? 2 : 1;
    const G = this.groups.length;
    this.cellMap = new Int32Array(this.views * cells);
    this.tileMap = new Int32Array(this.views * cells);
    for (let i = 0; i < cells; i++) {
      this.cellMap[i] = i;
      this.tileMap[i] = i;
      if (flip) {
        this.cellMap[cells + i] = flip.cell[i];
        this.tileMap[cells + i] = flip.tile[i];
      }
    }
    this.tileGroup = new Int32Array(cells).fill(-1);
    this.tileSlot = new Int32Array(cells);
    this.tileWeight = new Float64Array(cells);
    this.groups.forEach((group, g) =>
      group.tiles.forEach((t, j) => {
        this.tileGroup[t] = g;
        this.tileSlot[t] = j;
        this.tileWeight[t] = cells ** j;
      }),
    );
    this.index = new Float64Array(this.views * G);
    this.places = [];
    this.value = new Int32Array(this.views * G);
    this.sums = new Int32Array(this.views);
    for (let v = 0; v < this.views; v++) {
      for (let g = 0; g < G; g++) this.places.push(new Int32Array(this.groups[g].tiles.length));
      for (let i = 0; i < cells; i++) {
        const t = this.board[i];
        if (t === 0) continue;
        const vt = this.tileMap[v * cells + t];
        const g = this.tileGroup[vt];
        const vc = this.cellMap[v * cells + i];
        this.places[v * G + g][this.tileSlot[vt]] = vc;
        this.index[v * G + g] += vc * this.tileWeight[vt];
      }
      for (let g = 0; g < G; g++) {
        this.value[v * G + g] = this.lookup(v * G + g, g);
        this.sums[v] += this.value[v * G + g];
      }
    }
    this.h = this.views === 2 ? Math.max(this.sums[0], this.sums[1]) : this.sums[0];
  }

  private lookup(slot: number, g: number): number {
    const group = this.groups[g];
    if (group.sparse) return group.sparse[this.index[slot]];
    return group.compact[rankPartialPermutation(this.places[slot], group.tiles.length, this.cells)];
  }

  protected moved(tile: number, from: number, to: number): void {
    const cells = this.cells;
    const G = this.groups.length;
    let h = 0;
    for (let v = 0; v < this.views; v++) {
      const base = v * cells;
      const vt = this.tileMap[base + tile];
      const g = this.tileGroup[vt];
      const slot = v * G + g;
      const vTo = this.cellMap[base + to];
      this.index[slot] += (vTo - this.cellMap[base + from]) * this.tileWeight[vt];
      this.places[slot][this.tileSlot[vt]] = vTo;
      const value = this.lookup(slot, g);
      const sum = this.sums[v] + value - this.value[slot];
      this.sums[v] = sum;
      this.value[slot] = value;
      if (sum > h) h = sum;
    }
    this.h = h;
  }

  heuristic(): number {
    return this.h;
  }

  /** The groups cover every tile, and a group's distance is 0 only with its tiles home. */
  isGoal(): boolean {
    return this.sums[0] === 0;
  }
}

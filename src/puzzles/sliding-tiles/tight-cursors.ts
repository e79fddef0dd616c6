/**
 * Tight cursors for IDA* on sliding tiles (see engine/tight-cursor.ts): a
 * move names the cell of the tile that slides and the blank's cell, so
 * applying or undoing one is two writes and a heuristic update, with nothing
 * searched for and no history kept. `ManhattanCursor` keeps the Manhattan
 * distance; `PatternCursor` (pattern-cursor.ts) keeps the sum of additive
 * pattern databases, and the same sum on the transposed board (a symmetry
 * that keeps the goal), taking the larger.
 */
import type { TightCursor } from '../../engine/tight-cursor.js';
import { cellNeighbours } from './board.js';

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

/**
 * A move is `from | to << bits`: the cell of the tile that slides and the
 * cell it slides into (the blank's), so undo and the inverse-move test need
 * no trail. `bits` is what a cell takes on the board, cellBitsOf(cells): 4
 * on 16 cells, 7 at most (100 cells), so a move fits an Int16Array. After
 * a move the blank is at `from`, having come from `to`: the move itself
 * numbers the moves that may follow it, at `move * STRIDE` in a table (the
 * origin `b | b << bits` lists every move of a blank at b).
 */
const STRIDE = 5;

/** The bits a cell takes in a move, on a board of `cells` cells. */
export function cellBitsOf(cells: number): number {
  return Math.max(1, Math.ceil(Math.log2(cells)));
}

/** Per board size: the moves that may follow each move, as `moveTable` lays them out. */
const moveTables = new Map<string, Int16Array>();

/** The moves that may follow each move on a board: up to 4 (3 after a real move), then -1. */
function moveTable(width: number, height: number, bits: number): Int16Array {
  const key = `${width}x${height}`;
  const known = moveTables.get(key);
  if (known) return known;
  const cells = width * height;
  const table = new Int16Array((cells << bits) * STRIDE).fill(-1);
  const neighbours = cellNeighbours(width, height);
  for (let blank = 0; blank < cells; blank++) {
    const sources = neighbours[blank];
    // The blank came from `previous`: itself for the origin, else one of its neighbours.
    for (const previous of [blank, ...sources]) {
      const at = (blank | (previous << bits)) * STRIDE;
      let k = 0;
      for (const from of sources) if (from !== previous) table[at + k++] = from | (blank << bits);
    }
  }
  moveTables.set(key, table);
  return table;
}

/**
 * The cursors' fields are `declare`d and first set in the constructor: a
 * class field (ES2022) starts as undefined, and a field that once held
 * undefined makes the JIT check a typed array's kind on every read in
 * IDA*'s inner loop.
 */
export abstract class TilesTightCursor<S> implements TightCursor<S, number> {
  declare protected readonly board: Uint8Array;
  declare protected readonly width: number;
  declare protected readonly cells: number;
  /** A move's bits per cell, and the mask of its first cell. */
  declare protected readonly cellBits: number;
  declare protected readonly cellMask: number;
  declare private readonly table: Int16Array;
  declare private readonly snapshot: (board: Uint8Array) => S;

  constructor(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S) {
    this.snapshot = snapshot;
    const { width, height } = geometry;
    this.width = width;
    this.cells = width * height;
    this.cellBits = cellBitsOf(this.cells);
    this.cellMask = (1 << this.cellBits) - 1;
    this.board = Uint8Array.from(board);
    this.table = moveTable(width, height, this.cellBits);
  }

  origin(): number {
    const blank = this.board.indexOf(0);
    return blank | (blank << this.cellBits);
  }

  move(last: number, k: number): number {
    return this.table[last * STRIDE + k];
  }

  apply(move: number): number {
    const from = move & this.cellMask;
    const to = move >> this.cellBits;
    const tile = this.board[from];
    this.board[to] = tile;
    this.board[from] = 0;
    this.moved(tile, from, to);
    return 1;
  }

  undo(move: number): void {
    const from = move & this.cellMask;
    const to = move >> this.cellBits;
    const tile = this.board[to];
    this.board[from] = tile;
    this.board[to] = 0;
    this.moved(tile, to, from);
  }

  moveOf(move: number): number {
    const from = move & this.cellMask;
    const tile = this.board[from];
    const b = move >> this.cellBits;
    const dir = from === b + this.width ? UP : from === b - this.width ? DOWN : from === b + 1 ? LEFT : RIGHT;
    return (tile << 2) | dir;
  }

  state(): S {
    return this.snapshot(this.board);
  }

  /** Updates the heuristic for `tile` having slid from cell `from` to cell `to`. */
  protected abstract moved(tile: number, from: number, to: number): void;
  abstract heuristic(limit: number): number;
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

/**
 * How much a move changes the Manhattan distance, one table read: the
 * change for tile t making move m (`from | to << bits`) at
 * [t << 2 * bits | m], where `bits` is cellBitsOf(cells).
 */
export function manhattanDeltas(geometry: TilesGeometry): Int8Array {
  const cells = geometry.goal.length;
  const bits = cellBitsOf(cells);
  const distance = manhattanTable(geometry);
  const deltas = new Int8Array(cells << (2 * bits));
  for (let tile = 1; tile < cells; tile++) {
    for (let from = 0; from < cells; from++) {
      for (let to = 0; to < cells; to++) deltas[(tile << (2 * bits)) | from | (to << bits)] = distance[tile * cells + to] - distance[tile * cells + from];
    }
  }
  return deltas;
}

export class ManhattanCursor<S> extends TilesTightCursor<S> {
  private h = 0;
  declare private readonly deltas: Int8Array;
  /** A tile's shift in `deltas`: the bits of a move. */
  declare private readonly tileShift: number;

  constructor(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S, deltas = manhattanDeltas(geometry)) {
    super(geometry, board, snapshot);
    this.deltas = deltas;
    this.tileShift = 2 * this.cellBits;
    const distance = manhattanTable(geometry);
    for (let i = 0; i < this.cells; i++) this.h += distance[this.board[i] * this.cells + i];
  }

  protected moved(tile: number, from: number, to: number): void {
    this.h += this.deltas[(tile << this.tileShift) | from | (to << this.cellBits)];
  }

  /** The change of distance `move` would make: its tile's. */
  changeOf(move: number): number {
    return this.deltas[(this.board[move & this.cellMask] << this.tileShift) | move];
  }

  /** A unit step, with `h` left as it was (IDA* carries it). */
  applyUnit(move: number): void {
    const from = move & this.cellMask;
    const board = this.board;
    board[move >> this.cellBits] = board[from];
    board[from] = 0;
  }

  undoUnit(move: number): void {
    const from = move & this.cellMask;
    const to = move >> this.cellBits;
    const board = this.board;
    board[from] = board[to];
    board[to] = 0;
  }

  heuristic(): number {
    return this.h;
  }

  isGoal(): boolean {
    return this.h === 0;
  }
}

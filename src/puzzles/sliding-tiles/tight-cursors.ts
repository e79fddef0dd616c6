/**
 * Tight cursors for IDA* on sliding tiles (see engine/tight-cursor.ts): a
 * move names the cell of the tile that slides and the blank's cell, so
 * applying or undoing one is two writes and a heuristic update, with nothing
 * searched for and no history kept. `ManhattanCursor` (manhattan-cursor.ts)
 * keeps the Manhattan distance; `PatternCursor` (pattern-cursor.ts) keeps the
 * sum of additive pattern databases, and the same sum on the transposed
 * board (a symmetry that keeps the goal), taking the larger.
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
/**
 * STRIDE for other modules. An exported binding is read through a cell, and
 * checked, at each use, even in its own module; STRIDE itself stays
 * unexported, so that the JIT compiles it into `move` as a number.
 */
export const MOVE_TABLE_STRIDE = STRIDE;

/** The bits a cell takes in a move, on a board of `cells` cells. */
export function cellBitsOf(cells: number): number {
  return Math.max(1, Math.ceil(Math.log2(cells)));
}

/** Per board size: the moves that may follow each move, as `moveTable` lays them out. */
const moveTables = new Map<string, Int16Array>();

/** The moves that may follow each move on a board: up to 4 (3 after a real move), then -1. */
export function moveTable(width: number, height: number, bits: number): Int16Array {
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
  /** What each cell holds: a tile, or the tile's label where the cursor gives labels; the blank is 0 either way. */
  declare protected readonly board: Uint8Array;
  /** The tile of each label (of each tile, without labels). */
  declare private readonly tileOf: Uint8Array;
  declare protected readonly width: number;
  declare protected readonly cells: number;
  /** A move's bits per cell, and the mask of its first cell. */
  declare protected readonly cellBits: number;
  declare protected readonly cellMask: number;
  declare private readonly table: Int16Array;
  declare private readonly snapshot: (board: Uint8Array) => S;

  /** `labels`, optional: each tile's label (the blank's 0), which the board then holds in the tile's place. */
  constructor(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S, labels?: ArrayLike<number>) {
    this.snapshot = snapshot;
    const { width, height } = geometry;
    this.width = width;
    this.cells = width * height;
    this.cellBits = cellBitsOf(this.cells);
    this.cellMask = (1 << this.cellBits) - 1;
    this.board = labels ? Uint8Array.from(board, (tile) => labels[tile]) : Uint8Array.from(board);
    this.tileOf = new Uint8Array(this.cells + 1);
    for (let tile = 0; tile < this.cells; tile++) this.tileOf[labels ? labels[tile] : tile] = tile;
    this.table = moveTable(width, height, this.cellBits);
  }

  origin(): number {
    const blank = this.board.indexOf(0);
    return blank | (blank << this.cellBits);
  }

  move(last: number, k: number): number {
    return this.table[(last * STRIDE + k) | 0];
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
    const tile = this.tileOf[this.board[from]];
    const b = move >> this.cellBits;
    const dir = from === b + this.width ? UP : from === b - this.width ? DOWN : from === b + 1 ? LEFT : RIGHT;
    return (tile << 2) | dir;
  }

  state(): S {
    return this.snapshot(this.board.map((held) => this.tileOf[held]));
  }

  /** Updates the heuristic for `tile` (what the board holds for it) having slid from cell `from` to cell `to`. */
  protected abstract moved(tile: number, from: number, to: number): void;
  abstract heuristic(limit: number): number;
  abstract isGoal(): boolean;
}

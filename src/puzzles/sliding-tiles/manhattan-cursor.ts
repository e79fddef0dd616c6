/**
 * The Manhattan distance for IDA* on sliding tiles: a tight cursor whose
 * board holds each tile's label, its goal cell + 1 (the blank 0), so that
 * a move's change of distance is geometry alone and one table of changes
 * serves every goal on a board of a size.
 *
 * The 15-puzzle's board gets a cursor of its own, on tables made as this
 * module loads. V8 compiles a typed array held in a module's constant into
 * the machine code: its address and length become numbers in the
 * instructions. A table reached through a field costs loads, and a check of
 * its kind, at each read. On Korf's instance 6 that is 0.29 s against
 * 0.35 s (the C++ baseline's tables are globals, compiled in alike).
 */
import { manhattan, taxicab } from './board.js';
import { cellBitsOf, MOVE_TABLE_STRIDE, moveTable, TilesTightCursor, type TilesGeometry } from './tight-cursors.js';

/** Taxicab distance of every tile from every cell to its goal cell: [tile * cells + cell]. */
export function manhattanTable(geometry: TilesGeometry): Uint8Array {
  const { width, goal } = geometry;
  const cells = goal.length;
  const table = new Uint8Array(cells * cells);
  for (let g = 0; g < cells; g++) {
    if (goal[g] !== 0) for (let i = 0; i < cells; i++) table[goal[g] * cells + i] = taxicab(width, i, g);
  }
  return table;
}

/** Per board size: the changes of distance, as `manhattanDeltas` lays them out. */
const deltaTables = new Map<string, Int8Array>();

/**
 * How much a move changes the Manhattan distance, one table read: the
 * change for the tile labelled l making move m (`from | to << bits`) at
 * [l << 2 * bits | m], where `bits` is cellBitsOf(cells).
 */
export function manhattanDeltas(width: number, height: number): Int8Array {
  const key = `${width}x${height}`;
  const known = deltaTables.get(key);
  if (known) return known;
  const cells = width * height;
  const bits = cellBitsOf(cells);
  const deltas = new Int8Array((cells + 1) << (2 * bits));
  for (let goal = 0; goal < cells; goal++) {
    for (let from = 0; from < cells; from++) {
      for (let to = 0; to < cells; to++) deltas[((goal + 1) << (2 * bits)) | from | (to << bits)] = taxicab(width, to, goal) - taxicab(width, from, goal);
    }
  }
  deltaTables.set(key, deltas);
  return deltas;
}

/** Each tile's label: its goal cell + 1, and the blank's 0. */
export function labelsOf(goal: ArrayLike<number>): Uint8Array {
  const labels = new Uint8Array(goal.length);
  for (let cell = 0; cell < goal.length; cell++) if (goal[cell] !== 0) labels[goal[cell]] = cell + 1;
  return labels;
}

export class ManhattanCursor<S> extends TilesTightCursor<S> {
  /** The distance, kept by `apply` and `undo` (with unit steps IDA* carries it instead). */
  protected h = 0;
  /** The change of distance of each label's slides (see `manhattanDeltas`). */
  declare protected readonly deltas: Int8Array;
  /** A label's shift in `deltas` (and in tables laid out alike): the bits of a move. */
  declare protected readonly labelShift: number;

  constructor(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S) {
    super(geometry, board, snapshot, labelsOf(geometry.goal));
    this.deltas = manhattanDeltas(geometry.width, geometry.height);
    this.labelShift = 2 * this.cellBits;
    this.h = manhattan(geometry.width, board, geometry.goal);
  }

  protected moved(label: number, from: number, to: number): void {
    this.h += this.deltas[(label << this.labelShift) | from | (to << this.cellBits)];
  }

  /** The change of distance `move` would make: its tile's. */
  changeOf(move: number): number {
    return this.deltas[(this.board[move & this.cellMask] << this.labelShift) | move];
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

/**
 * The 4x4 board's tables and shifts, made as the module loads (see the top).
 * The stride gets a copy here, as an imported binding is read through a
 * cell, and checked, at each use.
 */
const BITS_4X4 = cellBitsOf(16);
const MASK_4X4 = (1 << BITS_4X4) - 1;
const MOVES_4X4 = moveTable(4, 4, BITS_4X4);
const DELTAS_4X4 = manhattanDeltas(4, 4);
const STRIDE_4X4 = MOVE_TABLE_STRIDE;
/**
 * The board of the 4x4 cursor that IDA* walks, while a slice of the walk
 * runs (see `enter`): a module's constant too, so that its address is
 * compiled in (on Korf's instance 2: 95 instructions a node against 111).
 * 128 bytes, not 16: V8 keeps a typed array of 64 bytes or fewer inside
 * its heap, where the collector may move it, and then cannot compile its
 * address in.
 */
const BOARD_4X4 = new Uint8Array(128);

/** `ManhattanCursor` on the 4x4 board: the same steps, on the constant tables, shifts and board. */
class FifteenPuzzleCursor<S> extends ManhattanCursor<S> {
  override move(last: number, k: number): number {
    return MOVES_4X4[(last * STRIDE_4X4 + k) | 0];
  }

  enter(): void {
    BOARD_4X4.set(this.board);
  }

  leave(): void {
    this.board.set(BOARD_4X4.subarray(0, 16));
  }

  override changeOf(move: number): number {
    return DELTAS_4X4[(BOARD_4X4[move & MASK_4X4] << (2 * BITS_4X4)) | move];
  }

  override applyUnit(move: number): void {
    const from = move & MASK_4X4;
    BOARD_4X4[move >> BITS_4X4] = BOARD_4X4[from];
    BOARD_4X4[from] = 0;
  }

  override undoUnit(move: number): void {
    const from = move & MASK_4X4;
    const to = move >> BITS_4X4;
    BOARD_4X4[from] = BOARD_4X4[to];
    BOARD_4X4[to] = 0;
  }
}

/** A Manhattan cursor at `board`: the 15-puzzle's own on a 4x4 board. */
export function manhattanCursor<S>(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S): ManhattanCursor<S> {
  const fifteen = geometry.width === 4 && geometry.height === 4;
  return fifteen ? new FifteenPuzzleCursor(geometry, board, snapshot) : new ManhattanCursor(geometry, board, snapshot);
}

/**
 * Linear conflict for IDA* at table speed, on boards whose sides are at
 * most 6 cells (see linear-conflict.ts for the heuristic itself). Each
 * row and column keeps a code of what matters in it: per cell, 0, or the
 * goal place + 1 of a tile whose goal is in that line, as digits of a
 * number in base length + 1. A table holds every code's conflicts, so a
 * move's change is a few reads, with no scan of the line.
 *
 * A tile's move touches two lines' codes: the line it enters or leaves
 * across the move (whose conflicts can change) and the line it moves along
 * (whose order cannot). Both changes are tables too, by label and move,
 * laid out as the Manhattan changes are (`manhattanDeltas`). The 4x4 board
 * gets a cursor of its own, on tables made as the module loads (at the end).
 */
import { extendRun } from './increasing-run.js';
import { ManhattanCursor, manhattanDeltas } from './manhattan-cursor.js';
import { cellBitsOf, MOVE_TABLE_STRIDE, moveTable, type TilesGeometry } from './tight-cursors.js';

/** The longest line the tables serve: a line of 6 has 7^6 = 117,649 codes. */
export const MOST_TABLED_LINE = 6;

/** A line's change packs the change of its code above the line's number. */
const LINE_BITS = 5;
const LINE_MASK = (1 << LINE_BITS) - 1;

interface LineCodeTables {
  /** Twice the conflicts of each code: the rows' codes first, then the columns' (kept offset by the rows' count). */
  conflicts: Uint8Array;
  /** By label and move (`label << 2 * bits | move`): the line the tile enters or leaves and its code's change, `change << LINE_BITS | line`. */
  across: Int32Array;
  /** The same for the line the tile moves along. */
  along: Int32Array;
  /** Where the columns' codes start in `conflicts`. */
  columnsAt: number;
}

/**
 * Twice the conflicts of every code of a line `length` long: the tiles
 * there (nonzero digits) less the longest run of them in increasing goal order.
 */
function conflictTable(length: number, out: Uint8Array, at: number): void {
  const base = length + 1;
  const tails = new Int32Array(length);
  for (let code = 0; code < base ** length; code++) {
    let tiles = 0;
    let run = 0;
    for (let place = 0, rest = code; place < length; place++, rest = Math.floor(rest / base)) {
      const digit = rest % base;
      if (digit === 0) continue;
      tiles++;
      run = extendRun(tails, run, digit);
    }
    out[at + code] = 2 * (tiles - run);
  }
}

const bySize = new Map<string, LineCodeTables>();

function lineCodeTables(width: number, height: number): LineCodeTables {
  const key = `${width}x${height}`;
  const known = bySize.get(key);
  if (known) return known;
  const cells = width * height;
  const bits = cellBitsOf(cells);
  const columnsAt = (width + 1) ** width;
  const conflicts = new Uint8Array(columnsAt + (height + 1) ** height);
  conflictTable(width, conflicts, 0);
  conflictTable(height, conflicts, columnsAt);
  // Lines: rows 0..height-1, columns height..height+width-1, and one that never changes (code 0).
  const none = height + width;
  const pack = (line: number, change: number) => change * (1 << LINE_BITS) + line;
  const across = new Int32Array((cells + 1) << (2 * bits)).fill(none);
  const along = new Int32Array(across.length).fill(none);
  const rowPlace = (column: number) => (width + 1) ** column;
  const columnPlace = (row: number) => (height + 1) ** row;
  for (let goal = 0; goal < cells; goal++) {
    const goalRow = Math.floor(goal / width);
    const goalColumn = goal % width;
    for (let from = 0; from < cells; from++) {
      for (const to of [from - width, from + width, from - 1, from + 1]) {
        const row = Math.floor(from / width);
        const column = from % width;
        const toRow = Math.floor(to / width);
        const toColumn = to % width;
        if (to < 0 || to >= cells || (toRow !== row && toColumn !== column)) continue;
        const i = ((goal + 1) << (2 * bits)) | from | (to << bits);
        if (toColumn === column) {
          // Up or down: across rows, along the column.
          if (goalRow === toRow) across[i] = pack(toRow, (goalColumn + 1) * rowPlace(column));
          else if (goalRow === row) across[i] = pack(row, -(goalColumn + 1) * rowPlace(column));
          if (goalColumn === column) along[i] = pack(height + column, (goalRow + 1) * (columnPlace(toRow) - columnPlace(row)));
        } else {
          if (goalColumn === toColumn) across[i] = pack(height + toColumn, (goalRow + 1) * columnPlace(row));
          else if (goalColumn === column) across[i] = pack(height + column, -(goalRow + 1) * columnPlace(row));
          if (goalRow === row) along[i] = pack(row, (goalColumn + 1) * (rowPlace(toColumn) - rowPlace(column)));
        }
      }
    }
  }
  const tables = { conflicts, across, along, columnsAt };
  bySize.set(key, tables);
  return tables;
}

/**
 * Linear conflict kept by line codes, for boards whose sides are at most
 * MOST_TABLED_LINE cells (see `lineCodeCursor`): the Manhattan cursor's
 * steps and distance, and the codes and conflicts of the lines beside them.
 */
export class LineCodeCursor<S> extends ManhattanCursor<S> {
  declare private readonly conflicts: Uint8Array;
  declare private readonly across: Int32Array;
  declare private readonly along: Int32Array;
  /** Each line's code (see the top), offset into `conflicts`; the last line's is always 0. */
  declare protected readonly codes: Int32Array;

  constructor(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S) {
    super(geometry, board, snapshot);
    const { width, height } = geometry;
    const tables = lineCodeTables(width, height);
    this.conflicts = tables.conflicts;
    this.across = tables.across;
    this.along = tables.along;
    this.codes = new Int32Array(height + width + 1);
    for (let c = 0; c < width; c++) this.codes[height + c] = tables.columnsAt;
    for (let cell = 0; cell < this.cells; cell++) {
      const label = this.board[cell];
      if (label === 0) continue;
      const row = Math.floor(cell / width);
      const column = cell % width;
      const goalRow = Math.floor((label - 1) / width);
      const goalColumn = (label - 1) % width;
      if (goalRow === row) this.codes[row] += (goalColumn + 1) * (width + 1) ** column;
      if (goalColumn === column) this.codes[height + column] += (goalRow + 1) * (height + 1) ** row;
    }
    for (const code of this.codes) this.h += this.conflicts[code];
  }

  protected override moved(label: number, from: number, to: number): void {
    super.moved(label, from, to);
    const i = (label << this.labelShift) | from | (to << this.cellBits);
    this.h += this.conflictChange(i);
    this.shift(i);
  }

  override changeOf(move: number): number {
    const i = (this.board[move & this.cellMask] << this.labelShift) | move;
    return this.deltas[i] + this.conflictChange(i);
  }

  // The unit steps write the board as the Manhattan cursor's do, written
  // out again: calling those (and reading the tile twice) cost 5-8% a node
  // (IDA* on six 5x3 boards, 115 M nodes).
  override applyUnit(move: number): void {
    const from = move & this.cellMask;
    const board = this.board;
    const label = board[from];
    board[move >> this.cellBits] = label;
    board[from] = 0;
    this.shift((label << this.labelShift) | move);
  }

  override undoUnit(move: number): void {
    const from = move & this.cellMask;
    const to = move >> this.cellBits;
    const board = this.board;
    const label = board[to];
    board[from] = label;
    board[to] = 0;
    // The slide back, from `to` into the blank at `from`.
    this.shift((label << this.labelShift) | to | (from << this.cellBits));
  }

  /** How the conflicts change with the slide at `i` (label and move): those of the line it crosses. */
  private conflictChange(i: number): number {
    const across = this.across[i];
    const code = this.codes[across & LINE_MASK];
    return this.conflicts[code + (across >> LINE_BITS)] - this.conflicts[code];
  }

  /** Moves the codes of the two lines the slide at `i` touches. */
  private shift(i: number): void {
    const across = this.across[i];
    const along = this.along[i];
    this.codes[across & LINE_MASK] += across >> LINE_BITS;
    this.codes[along & LINE_MASK] += along >> LINE_BITS;
  }
}

/**
 * The 4x4 board's tables, made as the module loads: V8 compiles a typed
 * array held in a module's constant into the machine code, where a field
 * costs loads and a check at each read (see manhattan-cursor.ts). Copies of
 * their own here, since an imported binding is read through a cell.
 */
const BITS_4X4 = cellBitsOf(16);
const MASK_4X4 = (1 << BITS_4X4) - 1;
const MOVES_4X4 = moveTable(4, 4, BITS_4X4);
const STRIDE_4X4 = MOVE_TABLE_STRIDE;
const DELTAS_4X4 = manhattanDeltas(4, 4);
const TABLES_4X4 = lineCodeTables(4, 4);
const ACROSS_4X4 = TABLES_4X4.across;
const ALONG_4X4 = TABLES_4X4.along;
const CONFLICTS_4X4 = TABLES_4X4.conflicts;
/**
 * The board and the lines' codes of the 4x4 cursor that IDA* walks, while
 * a slice of the walk runs (see `enter`), as for the Manhattan cursor's
 * board (manhattan-cursor.ts): 128 bytes each, as V8 cannot compile in the
 * address of a typed array of 64 bytes or fewer.
 */
const BOARD_4X4 = new Uint8Array(128);
const CODES_4X4 = new Int32Array(32);

/** `LineCodeCursor` on the 4x4 board: the same steps on the constant tables and buffers (about 1.25 times the nodes a second). */
class FifteenPuzzleLineCodeCursor<S> extends LineCodeCursor<S> {
  override move(last: number, k: number): number {
    return MOVES_4X4[(last * STRIDE_4X4 + k) | 0];
  }

  enter(): void {
    BOARD_4X4.set(this.board);
    CODES_4X4.set(this.codes);
  }

  leave(): void {
    this.board.set(BOARD_4X4.subarray(0, 16));
    this.codes.set(CODES_4X4.subarray(0, this.codes.length));
  }

  override changeOf(move: number): number {
    const i = (BOARD_4X4[move & MASK_4X4] << (2 * BITS_4X4)) | move;
    const across = ACROSS_4X4[i];
    const code = CODES_4X4[across & LINE_MASK];
    return DELTAS_4X4[i] + CONFLICTS_4X4[code + (across >> LINE_BITS)] - CONFLICTS_4X4[code];
  }

  override applyUnit(move: number): void {
    const from = move & MASK_4X4;
    const label = BOARD_4X4[from];
    BOARD_4X4[move >> BITS_4X4] = label;
    BOARD_4X4[from] = 0;
    shift4x4((label << (2 * BITS_4X4)) | move);
  }

  override undoUnit(move: number): void {
    const from = move & MASK_4X4;
    const to = move >> BITS_4X4;
    const label = BOARD_4X4[to];
    BOARD_4X4[from] = label;
    BOARD_4X4[to] = 0;
    shift4x4((label << (2 * BITS_4X4)) | to | (from << BITS_4X4));
  }
}

/** Moves the codes (in CODES_4X4) of the two lines the slide at `i` (label and move) touches. */
function shift4x4(i: number): void {
  const across = ACROSS_4X4[i];
  const along = ALONG_4X4[i];
  CODES_4X4[across & LINE_MASK] += across >> LINE_BITS;
  CODES_4X4[along & LINE_MASK] += along >> LINE_BITS;
}

/** A line-code cursor at `board`: the 15-puzzle's own on a 4x4 board. */
export function lineCodeCursor<S>(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S): LineCodeCursor<S> {
  const fifteen = geometry.width === 4 && geometry.height === 4;
  return fifteen ? new FifteenPuzzleLineCodeCursor(geometry, board, snapshot) : new LineCodeCursor(geometry, board, snapshot);
}

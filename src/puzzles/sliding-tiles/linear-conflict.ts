/**
 * Linear conflict: the Manhattan distance plus 2 for every tile that must
 * leave its goal row or column, and come back, to let another tile pass
 * (Hansson, Mayer and Yung, 1992). Two tiles in their goal row, in the
 * wrong order, cannot pass each other inside the row. Per line the count is
 * the fewest tiles whose removal leaves the line's other goal tiles in
 * order: the tiles there less the longest run in increasing goal order.
 * Each such tile makes at least two moves across the line that the
 * Manhattan distance does not count: across a row for a row's conflicts,
 * across a column for a column's, so rows and columns add up.
 *
 * A move changes the sum by exactly 1, up or down: a tile entering its goal
 * row moves one step nearer (-1) and may add one conflict there (+2), and
 * the rest follows alike. So it is a unit-step heuristic for IDA*, and
 * consistent for A*.
 *
 * Boards hold labels here, as in the Manhattan cursor: each tile's goal
 * cell + 1, the blank 0. A label is then its goal row and column, whatever
 * the goal, so one set of tables serves every board of a size.
 */
import { extendRun } from './increasing-run.js';
import { lineCodeCursor, type LineCodeCursor, MOST_TABLED_LINE } from './line-code-cursor.js';
import { labelsOf, ManhattanCursor, manhattanTable } from './manhattan-cursor.js';
import type { TilesGeometry } from './tight-cursors.js';

/** Counting the conflicts in a board's lines; one per board size (see `lineConflictsFor`). */
export class LineConflicts {
  /** Each cell's row and column. */
  private readonly rowOf: Uint8Array;
  private readonly columnOf: Uint8Array;
  /** Each label's goal row and column (the blank's: none, 255). */
  private readonly goalRow: Uint8Array;
  private readonly goalColumn: Uint8Array;
  /** The piles' tops for the longest increasing run (see increasing-run.ts). */
  private readonly tails: Int32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    const cells = width * height;
    this.rowOf = new Uint8Array(cells);
    this.columnOf = new Uint8Array(cells);
    this.goalRow = new Uint8Array(cells + 1).fill(255);
    this.goalColumn = new Uint8Array(cells + 1).fill(255);
    for (let cell = 0; cell < cells; cell++) {
      this.rowOf[cell] = Math.floor(cell / width);
      this.columnOf[cell] = cell % width;
      this.goalRow[cell + 1] = this.rowOf[cell];
      this.goalColumn[cell + 1] = this.columnOf[cell];
    }
    this.tails = new Int32Array(Math.max(width, height));
  }

  /** The conflicts in every row and column of a board of labels. */
  total(board: ArrayLike<number>): number {
    let sum = 0;
    for (let r = 0; r < this.height; r++) sum += this.inRow(board, r, -1, 0);
    for (let c = 0; c < this.width; c++) sum += this.inColumn(board, c, -1, 0);
    return sum;
  }

  /**
   * How the conflicts change when the tile labelled `label` slides from
   * cell `from` into the blank at `to` (the board as before the move). Only
   * a tile entering or leaving its goal line changes anything, and only in
   * that line: a slide along a row leaves the row's order as it was.
   */
  change(board: ArrayLike<number>, label: number, from: number, to: number): number {
    if (this.columnOf[from] === this.columnOf[to]) {
      // Up or down: the tile changes rows.
      const goal = this.goalRow[label];
      if (goal === this.rowOf[to]) return this.inRow(board, goal, to, label) - this.inRow(board, goal, -1, 0);
      if (goal === this.rowOf[from]) return this.inRow(board, goal, from, 0) - this.inRow(board, goal, -1, 0);
      return 0;
    }
    const goal = this.goalColumn[label];
    if (goal === this.columnOf[to]) return this.inColumn(board, goal, to, label) - this.inColumn(board, goal, -1, 0);
    if (goal === this.columnOf[from]) return this.inColumn(board, goal, from, 0) - this.inColumn(board, goal, -1, 0);
    return 0;
  }

  /** Conflicts in row `r`, reading `held` at cell `at` (-1: none) in place of what the board holds. */
  private inRow(board: ArrayLike<number>, r: number, at: number, held: number): number {
    const first = r * this.width;
    let tiles = 0;
    let run = 0;
    for (let cell = first; cell < first + this.width; cell++) {
      const label = cell === at ? held : board[cell];
      if (label === 0 || this.goalRow[label] !== r) continue;
      tiles++;
      run = extendRun(this.tails, run, this.goalColumn[label]);
    }
    return tiles - run;
  }

  /** Conflicts in column `c`, as `inRow`. */
  private inColumn(board: ArrayLike<number>, c: number, at: number, held: number): number {
    let tiles = 0;
    let run = 0;
    for (let cell = c; cell < board.length; cell += this.width) {
      const label = cell === at ? held : board[cell];
      if (label === 0 || this.goalColumn[label] !== c) continue;
      tiles++;
      run = extendRun(this.tails, run, this.goalRow[label]);
    }
    return tiles - run;
  }
}

const bySize = new Map<string, LineConflicts>();

/** The line counter for boards of a size (it keeps scratch space: one JavaScript thread uses it at a time). */
export function lineConflictsFor(width: number, height: number): LineConflicts {
  const key = `${width}x${height}`;
  let lines = bySize.get(key);
  if (!lines) bySize.set(key, (lines = new LineConflicts(width, height)));
  return lines;
}

/** The linear-conflict distance of boards of tiles to `goal`, for A* and for checks: one function per board and goal. */
export function linearConflictDistance(geometry: TilesGeometry): (tiles: ArrayLike<number>) => number {
  const { width, height, goal } = geometry;
  const labels = labelsOf(goal);
  const lines = lineConflictsFor(width, height);
  const distance = manhattanTable(geometry);
  const cells = goal.length;
  const board = new Uint8Array(cells);
  return (tiles) => {
    let h = 0;
    for (let cell = 0; cell < cells; cell++) {
      board[cell] = labels[tiles[cell]];
      h += distance[tiles[cell] * cells + cell];
    }
    return h + 2 * lines.total(board);
  };
}

/**
 * A tight cursor for IDA* that keeps the linear-conflict distance by
 * scanning the line a move crosses: the Manhattan cursor's steps, and the
 * lines' count beside them. For boards with a side longer than the line
 * codes' tables serve (line-code-cursor.ts); about 5 times slower a node.
 */
export class LineScanCursor<S> extends ManhattanCursor<S> {
  declare private readonly lines: LineConflicts;

  constructor(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S) {
    super(geometry, board, snapshot);
    this.lines = lineConflictsFor(geometry.width, geometry.height);
    this.h += 2 * this.lines.total(this.board);
  }

  protected override moved(label: number, from: number, to: number): void {
    super.moved(label, from, to);
    // The board already shows the move: its change is minus that of sliding back.
    this.h -= 2 * this.lines.change(this.board, label, to, from);
  }

  override changeOf(move: number): number {
    const from = move & this.cellMask;
    const label = this.board[from];
    return super.changeOf(move) + 2 * this.lines.change(this.board, label, from, move >> this.cellBits);
  }
}

/** A linear-conflict cursor at `board`: on line codes where the board's sides allow, else by scans. */
export function linearConflictCursor<S>(geometry: TilesGeometry, board: ArrayLike<number>, snapshot: (board: Uint8Array) => S): LineCodeCursor<S> | LineScanCursor<S> {
  const tabled = geometry.width <= MOST_TABLED_LINE && geometry.height <= MOST_TABLED_LINE;
  return tabled ? lineCodeCursor(geometry, board, snapshot) : new LineScanCursor(geometry, board, snapshot);
}

/**
 * Sliding-tile boards as plain arrays: parsing, goals, and the parity rule
 * that decides solvability without searching.
 */
import { quoteInput } from '../params.js';
import { PuzzleInputError, type InputCell } from '../puzzle.js';
import { TILES } from './messages.js';
import { splitItems, splitRows } from '../text-split.js';

export const MAX_CELLS = 100;

export type GoalKind = 'blank-last' | 'blank-first';

/**
 * What guides A* and IDA* on one-tile moves: `auto` takes pattern databases
 * where some are installed for the board (IDA* only), else linear conflict;
 * the others name one, and then no databases are used or built.
 */
export type TilesHeuristic = 'auto' | 'manhattan' | 'linear-conflict';

export interface TilesInstance {
  width: number;
  height: number;
  /** Tiles row by row, 0 for the blank. */
  start: Uint8Array;
  goalKind: GoalKind;
  goal: Uint8Array;
  heuristic: TilesHeuristic;
}

/** The goal arrangement: tiles in order, blank last (1 2 3 / 4 5 6 / 7 8 _) or first. */
export function goalCells(cells: number, kind: GoalKind): Uint8Array {
  const goal = new Uint8Array(cells);
  for (let i = 0; i < cells; i++) goal[i] = kind === 'blank-first' ? i : (i + 1) % cells;
  return goal;
}

/** Each cell's neighbours on a width x height board: above, below, left, right (those that exist). */
export function cellNeighbours(width: number, height: number): number[][] {
  const neighbours: number[][] = [];
  for (let b = 0; b < width * height; b++) {
    const r = Math.floor(b / width);
    const c = b % width;
    const list: number[] = [];
    if (r > 0) list.push(b - width);
    if (r < height - 1) list.push(b + width);
    if (c > 0) list.push(b - 1);
    if (c < width - 1) list.push(b + 1);
    neighbours.push(list);
  }
  return neighbours;
}

/**
 * Reads a board: rows split by "/" or new lines, tiles by "," or spaces,
 * 0 or "_" for the blank. Messages name the row and column, and carry the
 * cells they name (from 1) so that an editor can mark them.
 */
export function parseBoard(text: string): { width: number; height: number; cells: Uint8Array } {
  const rows = splitRows(text);
  if (rows.length === 0) throw new PuzzleInputError(TILES.boardEmpty());
  const grid = rows.map(splitItems);
  const width = grid[0].length;
  const height = grid.length;
  grid.forEach((row, r) => {
    if (row.length !== width) {
      throw new PuzzleInputError(TILES.rowsRagged({ row: r + 1, tiles: row.length, width }));
    }
  });
  const cells = width * height;
  if (cells < 2) {
    throw new PuzzleInputError(TILES.singleItem({ item: quoteInput(rows[0], 20) }));
  }
  if (cells > MAX_CELLS) throw new PuzzleInputError(TILES.boardTooLarge({ width, height, most: MAX_CELLS }));
  const board = new Uint8Array(cells);
  // Where each value was first seen, so that a repeat names (and marks) both cells.
  const seenAt = new Map<number, InputCell>();
  grid.forEach((row, r) =>
    row.forEach((token, c) => {
      const cell: InputCell = { row: r + 1, col: c + 1 };
      const value = token === '_' || token === '.' ? 0 : /^\d+$/.test(token) ? Number(token) : NaN;
      if (Number.isNaN(value)) {
        throw new PuzzleInputError(TILES.notTileNumber({ ...cell, item: quoteInput(token, 20) }), { cells: [cell] });
      }
      if (value >= cells) {
        const shown = token.length > 12 ? `${token.slice(0, 12)}...` : String(value);
        throw new PuzzleInputError(TILES.tileTooBig({ ...cell, tile: shown, width, height, most: cells - 1 }), { cells: [cell] });
      }
      const earlier = seenAt.get(value);
      if (earlier) {
        const seen = TILES.seenTwice({ ...cell, tile: value, earlierRow: earlier.row, earlierCol: earlier.col });
        throw new PuzzleInputError(seen, { cells: [earlier, cell] });
      }
      seenAt.set(value, cell);
      board[r * width + c] = value;
    }),
  );
  // Every value 0..cells-1 appears at most once and none is too big, so all appear.
  return { width, height, cells: board };
}

/** The board code: rows split by "/", tiles by ",", 0 for the blank. */
export function boardCode(width: number, cells: ArrayLike<number>): string {
  const rows: string[] = [];
  for (let r = 0; r * width < cells.length; r++) {
    rows.push(Array.from({ length: width }, (_, c) => cells[r * width + c]).join(','));
  }
  return rows.join('/');
}

/**
 * Whether `goal` can be reached from `start`. A move swaps the blank with a
 * neighbour: it flips the parity of the whole arrangement (blank included)
 * and moves the blank one step, flipping the colour of its square on a
 * chessboard. So both parities change together, and on boards at least 2
 * wide and 2 high that is the only invariant: reachable exactly when the
 * arrangement's parity equals the parity of the blank's taxicab distance.
 * (Counting inversions of tiles alone gets even widths wrong.) On a single
 * row or column, tiles never pass each other.
 */
export function isSolvable(width: number, height: number, start: ArrayLike<number>, goal: ArrayLike<number>): boolean {
  const cells = start.length;
  if (width === 1 || height === 1) {
    const order = (b: ArrayLike<number>) => Array.from(b).filter((t) => t !== 0).join(',');
    return order(start) === order(goal);
  }
  const goalPos = new Int32Array(cells);
  for (let i = 0; i < cells; i++) goalPos[goal[i]] = i;
  // Parity of the permutation taking each cell's tile to its goal cell, by cycle count.
  const seen = new Uint8Array(cells);
  let transpositions = 0;
  for (let i = 0; i < cells; i++) {
    if (seen[i]) continue;
    let length = 0;
    for (let j = i; !seen[j]; j = goalPos[start[j]]) {
      seen[j] = 1;
      length++;
    }
    transpositions += length - 1;
  }
  const blankFrom = Array.prototype.indexOf.call(start, 0) as number;
  const blankTo = goalPos[0];
  return transpositions % 2 === taxicab(width, blankFrom, blankTo) % 2;
}

/** Steps between two cells of a board `width` wide. */
export function taxicab(width: number, a: number, b: number): number {
  return Math.abs(Math.floor(a / width) - Math.floor(b / width)) + Math.abs((a % width) - (b % width));
}

/** Sum over tiles of the taxicab distance to their goal cells. */
export function manhattan(width: number, cells: ArrayLike<number>, goal: ArrayLike<number>): number {
  const goalPos = new Int32Array(cells.length);
  for (let i = 0; i < goal.length; i++) goalPos[goal[i]] = i;
  let sum = 0;
  for (let i = 0; i < cells.length; i++) {
    const t = cells[i];
    if (t === 0) continue;
    sum += taxicab(width, i, goalPos[t]);
  }
  return sum;
}

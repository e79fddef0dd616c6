/**
 * Reading a board: the Rush Hour database's notation (Michael Fogleman's),
 * the board row by row in one run of characters, "o" or "." empty, "x" a
 * wall, "A" the red car, any other capital letter a car or a truck.
 *
 * A line of the database's file (the fewest moves, the board, the cluster's
 * size; and the distances' counts, in the shared 5x5 data) reads as its board.
 *
 * The size: `size` when given (--param size=N); else rows split by "/" (or
 * by lines, in a file) give it; else the run's length must be a square,
 * N*N characters for an N x N board (36 is 6x6, 25 is 5x5). A length that
 * is no square is refused rather than guessed: no other reading is sure.
 */
import type { InputCell } from '../input-error.js';
import { quoteInput } from '../params.js';
import { PuzzleInputError } from '../puzzle.js';
import { exitRow, MAX_SIDE, MIN_SIDE, RED, type RushInstance, type RushPiece } from './board.js';
import { RUSH } from './messages.js';
import type { Message } from '../../i18n/index.js';

const EMPTY = -1;
const WALL = -2;
/** What a cell's character is: a piece letter's code (0 for A), EMPTY, WALL, or undefined for a stray one. */
function cellValue(ch: string): number | undefined {
  if (ch === 'o' || ch === '.') return EMPTY;
  if (ch === 'x') return WALL;
  return /^[A-Z]$/.test(ch) ? ch.charCodeAt(0) - 65 : undefined;
}

const fail = (message: Message, cells?: InputCell[]): never => {
  throw new PuzzleInputError(message, cells ? { cells } : undefined);
};

/**
 * A line of the database's file, `moves board cluster-size` (60 IBBxoo... 2332),
 * or of a file like it with each distance's count after them (1,3): the
 * board alone; else the text as it is.
 */
function withoutDatabaseFields(parts: string[]): string[] {
  const number = /^\d+$/;
  const counts = parts.length === 3 || (parts.length === 4 && /^\d+(,\d+)*$/.test(parts[3]));
  return counts && number.test(parts[0]) && number.test(parts[2]) ? [parts[1]] : parts;
}

/** The rows of the board a code or file writes, checked for their lengths. */
function boardRowsOf(text: string, size: number | undefined, where: Message): string[] {
  const parts = withoutDatabaseFields(text.split(/[\s/]+/).filter((p) => p !== ''));
  if (parts.length === 0) fail(RUSH.codeEmpty({ where, format: RUSH.codeFormat() }));
  let rows = parts;
  if (parts.length === 1) {
    const run = parts[0];
    const side = size ?? Math.round(Math.sqrt(run.length));
    if (size === undefined && side * side !== run.length) fail(RUSH.codeNotSquare({ where, length: run.length }));
    if (side * side !== run.length) fail(RUSH.codeLength({ where, length: run.length, size: side, cells: side * side }));
    rows = Array.from({ length: side }, (_, r) => run.slice(r * side, (r + 1) * side));
  }
  const width = rows[0].length;
  rows.forEach((row, r) => {
    if (row.length !== width) fail(RUSH.rowLength({ where, row: r + 1, length: row.length, width }));
  });
  if (size !== undefined && (width !== size || rows.length !== size)) {
    fail(RUSH.codeLength({ where, length: width * rows.length, size, cells: size * size }));
  }
  if (Math.min(width, rows.length) < MIN_SIDE || Math.max(width, rows.length) > MAX_SIDE) {
    fail(RUSH.boardSize({ where, width, height: rows.length, min: MIN_SIDE, max: MAX_SIDE }));
  }
  return rows;
}

/** The cells of one letter split into pieces that touch (side by side); one piece each when the board is right. */
function touchingGroups(cells: readonly number[], width: number): number[][] {
  const left = new Set(cells);
  const groups: number[][] = [];
  for (const first of cells) {
    if (!left.has(first)) continue;
    const group: number[] = [];
    const todo = [first];
    left.delete(first);
    while (todo.length) {
      const c = todo.pop()!;
      group.push(c);
      const near = [c - width, c + width, c % width > 0 ? c - 1 : -1, c % width < width - 1 ? c + 1 : -1];
      for (const n of near) {
        if (left.delete(n)) todo.push(n);
      }
    }
    groups.push(group.sort((a, b) => a - b));
  }
  return groups;
}

/** A board read from a code or a file; `where` names it in messages. */
export function readBoard(text: string, size: number | undefined, where: Message): RushInstance {
  const rows = boardRowsOf(text, size, where);
  const width = rows[0].length;
  const height = rows.length;
  const at = (cell: number): InputCell => ({ row: Math.floor(cell / width) + 1, col: (cell % width) + 1 });
  const walls = new Uint8Array(width * height);
  const cellsOf = new Map<number, number[]>();
  rows.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      const cell = r * width + c;
      const value = cellValue(ch);
      if (value === undefined) fail(RUSH.strayCharacter({ where, character: quoteInput(ch), ...at(cell) }), [at(cell)]);
      else if (value === WALL) walls[cell] = 1;
      else if (value >= 0) cellsOf.set(value, [...(cellsOf.get(value) ?? []), cell]);
    });
  });

  const pieces: RushPiece[] = [];
  const start: number[] = [];
  for (const [code, cells] of cellsOf) {
    const letter = String.fromCharCode(65 + code);
    const groups = touchingGroups(cells, width);
    if (groups.length > 1) {
      const [a, b] = [at(groups[0][0]), at(groups[1][0])];
      fail(RUSH.pieceApart({ where, piece: letter, row: a.row, col: a.col, row2: b.row, col2: b.col }), [a, b]);
    }
    const first = at(cells[0]);
    const sameRow = cells.every((c) => Math.floor(c / width) === first.row - 1);
    const sameCol = cells.every((c) => c % width === first.col - 1);
    if (!sameRow && !sameCol) fail(RUSH.pieceBent({ where, piece: letter, ...first }), cells.map(at));
    if (cells.length < 2 || cells.length > 3) fail(RUSH.pieceLength({ where, piece: letter, length: cells.length, ...first }), cells.map(at));
    const horizontal = sameRow;
    if (letter === RED) {
      if (!horizontal || first.row - 1 !== exitRow(height)) fail(RUSH.redCarRow({ where, ...first, exitRow: exitRow(height) + 1 }), cells.map(at));
      if (cells.length !== 2) fail(RUSH.redCarLength({ where, length: cells.length, ...first }), cells.map(at));
    }
    const piece: RushPiece = {
      letter,
      horizontal,
      length: cells.length,
      line: horizontal ? first.row - 1 : first.col - 1,
      places: (horizontal ? width : height) - cells.length + 1,
    };
    // The red car first: a position's first place is then the one the goal test reads.
    const index = letter === RED ? 0 : pieces.length;
    pieces.splice(index, 0, Object.freeze(piece));
    start.splice(index, 0, horizontal ? first.col - 1 : first.row - 1);
  }
  if (pieces[0]?.letter !== RED) fail(RUSH.noRedCar({ where }));
  if (pieces.reduce((n, p) => n * p.places, 1) > 2 ** 53) fail(RUSH.tooManyPlaces({ where, pieces: pieces.length }));
  return Object.freeze({ width, height, walls, pieces: Object.freeze(pieces), start: Object.freeze(start) });
}

/**
 * A sliding-block instance: the board, its walls, its pieces (rectangles, one
 * letter each) and the goal, built and checked from a grid of letters.
 * Whatever source the grid comes from (preset, text, code), it is checked
 * here, so every source gives the same messages.
 *
 * Cells are numbered row by row from 0, and rows and columns count from 0
 * here too; people (files, codes, messages) count them from 1 (text.ts).
 */
import type { Message } from '../../i18n/index.js';
import { PuzzleInputError } from '../puzzle.js';
import { BLOCKS } from './messages.js';

/** Which ways a piece may move: any, or only along a row or a column (Rush Hour cars). */
export type Limit = 'any' | 'horizontal' | 'vertical';

export interface Piece {
  letter: string;
  rows: number;
  cols: number;
  /** Top-left cell at the start. */
  start: number;
  /** Index into `kinds`: pieces of one kind are interchangeable for the search. */
  kind: number;
  limit: Limit;
}

/** A class of interchangeable pieces: same size, same direction limit, target or not. */
export interface Kind {
  rows: number;
  cols: number;
  limit: Limit;
  target: boolean;
}

export interface BlocksInstance {
  readonly width: number;
  readonly height: number;
  /** 1 for a wall cell. */
  readonly walls: Uint8Array;
  /** In reading order of their top-left cells at the start. */
  readonly pieces: readonly Piece[];
  readonly kinds: readonly Kind[];
  /** For each kind, its pieces' indices in order: the canonical lettering of a layout. */
  readonly piecesOfKind: readonly (readonly number[])[];
  /** The target piece's index and the top-left cell it must reach. */
  readonly goal: { piece: number; cell: number };
  /** Whether the goal was given (a goal line) rather than the 4x5 default. */
  readonly goalGiven: boolean;
  /**
   * A classic Klotski board: 4x5, no walls or limits, one 2x2 piece (the
   * target, aiming for row 3, column 1) and otherwise only 1x2, 2x1 and 1x1
   * pieces. Such a layout has the community's 9-hex-digit code and the fast
   * search path.
   */
  readonly standard: boolean;
}

/** A grid and its options as read from text or a code, before checking. */
export interface BlocksDraft {
  rows: string[];
  /** Where the target piece's top-left cell must go, rows and columns counted from 0. */
  goal?: { letter: string; row: number; col: number };
  /** The option the goal was read from: `target` (counted from 1) or the older `goal` (from 0). */
  goalKey?: 'target' | 'goal';
  horizontal?: string[];
  vertical?: string[];
}

export const MAX_SIDE = 32;
export const MAX_CELLS = 1024;
export const PIECE_LETTER = /^[A-Za-z]$/;

/** Row and column of a cell, counted from 1 as people count them (cells count from 0). */
const placeOf = (cell: number, width: number) => ({ row: Math.floor(cell / width) + 1, col: (cell % width) + 1 });
/** A bad-input error naming `cells` (numbered row by row from 0) for an editor to mark. */
const markedError = (message: Message, cells: readonly number[], width: number) => new PuzzleInputError(message, { cells: cells.map((cell) => placeOf(cell, width)) });
/** The cells of a rectangle whose top-left cell is `start`. */
const rectCells = (start: number, rows: number, cols: number, width: number) =>
  Array.from({ length: rows * cols }, (_, i) => start + Math.floor(i / cols) * width + (i % cols));

/** Checks a draft and builds the instance; throws `PuzzleInputError` naming the problem and its place. */
export function buildInstance(draft: BlocksDraft): BlocksInstance {
  const { width, height, walls, cellsOf } = readGrid(draft.rows);
  const limits = readLimits(draft, cellsOf);
  const shapes = gridShapes(cellsOf, width, limits);

  const goal = findGoal(draft, shapes, width, height);
  checkGoalClearOfWalls(shapes[goal.piece], goal.cell, width, walls);
  const kinds: Kind[] = [];
  const piecesOfKind: number[][] = [];
  const pieces: Piece[] = [];
  for (let i = 0; i < shapes.length; i++) {
    const s = shapes[i];
    const target = i === goal.piece;
    let kind = 0;
    while (kind < kinds.length && !(kinds[kind].rows === s.rows && kinds[kind].cols === s.cols && kinds[kind].limit === s.limit && kinds[kind].target === target)) kind++;
    if (kind === kinds.length) {
      kinds.push({ rows: s.rows, cols: s.cols, limit: s.limit, target });
      piecesOfKind.push([]);
    }
    piecesOfKind[kind].push(i);
    pieces.push({ letter: s.letter, rows: s.rows, cols: s.cols, start: s.start, limit: s.limit, kind });
  }
  const standard =
    width === 4 &&
    height === 5 &&
    walls.every((w) => w === 0) &&
    goal.cell === 13 &&
    pieces[goal.piece].rows === 2 &&
    pieces[goal.piece].cols === 2 &&
    pieces.every((p, i) => p.limit === 'any' && (i === goal.piece || (p.rows * p.cols <= 2 && p.rows <= 2 && p.cols <= 2)));
  return Object.freeze({ width, height, walls, pieces, kinds, piecesOfKind, goal, goalGiven: draft.goal !== undefined, standard });
}

/** A grid of rows read and checked: its size, walls and each letter's cells. */
export function readGrid(rows: readonly string[]): { width: number; height: number; walls: Uint8Array; cellsOf: Map<string, number[]> } {
  if (rows.length === 0) throw new PuzzleInputError(BLOCKS.boardEmpty());
  // Rows are read a character (code point) at a time in plain loops: a server reads a board for every position it is asked.
  const width = codePoints(rows[0]);
  for (let r = 0; r < rows.length; r++) {
    const length = codePoints(rows[r]);
    if (length !== width) throw new PuzzleInputError(BLOCKS.rowsRagged({ row: r + 1, length, width }));
  }
  const height = rows.length;
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_CELLS) {
    throw new PuzzleInputError(BLOCKS.boardTooLarge({ width, height, maxSide: MAX_SIDE, maxCells: MAX_CELLS }));
  }
  const walls = new Uint8Array(width * height);
  const cellsOf = new Map<string, number[]>();
  let empty = 0;
  for (let r = 0; r < height; r++) {
    let c = 0;
    for (const ch of rows[r]) {
      const cell = r * width + c;
      if (ch === '.') empty++;
      else if (ch === '#') walls[cell] = 1;
      else if (isPieceLetter(ch)) {
        const list = cellsOf.get(ch);
        if (list) list.push(cell);
        else cellsOf.set(ch, [cell]);
      } else {
        throw markedError(BLOCKS.notACell({ row: r + 1, col: c + 1, char: JSON.stringify(ch) }), [cell], width);
      }
      c++;
    }
  }
  if (cellsOf.size === 0) throw new PuzzleInputError(BLOCKS.noPieces());
  if (empty === 0) throw new PuzzleInputError(BLOCKS.noEmptyCell());
  return { width, height, walls, cellsOf };
}

/** Each letter's rectangle, in reading order of top-left cells. */
export function gridShapes(cellsOf: Map<string, number[]>, width: number, limits = new Map<string, Limit>()) {
  return [...cellsOf].map(([letter, list]) => pieceShape(letter, list, width, limits.get(letter) ?? 'any')).sort((a, b) => a.start - b.start);
}

function readLimits(draft: BlocksDraft, cellsOf: Map<string, number[]>): Map<string, Limit> {
  const limits = new Map<string, Limit>();
  for (const [limit, letters] of [['horizontal', draft.horizontal ?? []], ['vertical', draft.vertical ?? []]] as const) {
    for (const letter of letters) {
      if (!cellsOf.has(letter)) throw new PuzzleInputError(BLOCKS.limitNoPiece({ limit, piece: letter }));
      if (limits.has(letter)) throw new PuzzleInputError(BLOCKS.limitedTwice({ piece: letter }));
      limits.set(letter, limit);
    }
  }
  return limits;
}

/** How many characters (code points, as `[...text]` counts them) a text has. */
function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** PIECE_LETTER's test on one character, without a regular expression. */
function isPieceLetter(ch: string): boolean {
  if (ch.length !== 1) return false;
  const code = ch.charCodeAt(0) | 0x20;
  return code >= 0x61 && code <= 0x7a;
}

/** A letter's cells must fill one rectangle exactly. */
function pieceShape(letter: string, list: number[], width: number, limit: Limit) {
  let top = Infinity;
  let left = Infinity;
  let bottom = -Infinity;
  let right = -Infinity;
  for (const cell of list) {
    const r = Math.floor(cell / width);
    const c = cell % width;
    if (r < top) top = r;
    if (r > bottom) bottom = r;
    if (c < left) left = c;
    if (c > right) right = c;
  }
  const rows = bottom - top + 1;
  const cols = right - left + 1;
  if (rows * cols !== list.length) {
    const span = { top: top + 1, bottom: top + rows, left: left + 1, right: left + cols };
    throw markedError(BLOCKS.notRectangle({ piece: letter, cells: list.length, ...span }), list, width);
  }
  return { letter, rows, cols, start: top * width + left, limit };
}

function findGoal(draft: BlocksDraft, shapes: { letter: string; rows: number; cols: number; start: number }[], width: number, height: number) {
  if (draft.goal) {
    const { letter, row, col } = draft.goal;
    const piece = shapes.findIndex((s) => s.letter === letter);
    if (piece < 0) throw new PuzzleInputError(BLOCKS.goalNoPiece({ piece: letter }));
    const s = shapes[piece];
    if (row < 0 || col < 0 || row + s.rows > height || col + s.cols > width) {
      throw markedError(
        BLOCKS.goalNoFit({ piece: letter, rows: s.rows, cols: s.cols, atRow: row + 1, atCol: col + 1 }),
        rectCells(s.start, s.rows, s.cols, width),
        width,
      );
    }
    return { piece, cell: row * width + col };
  }
  const blocks = shapes.filter((s) => s.rows === 2 && s.cols === 2);
  if (blocks.length !== 1) {
    throw markedError(
      BLOCKS.needOneBlock({ width, height, blocks: blocks.length }),
      blocks.flatMap((b) => rectCells(b.start, 2, 2, width)),
      width,
    );
  }
  if (width % 2 !== 0) {
    throw markedError(BLOCKS.oddWidth({ width }), rectCells(blocks[0].start, 2, 2, width), width);
  }
  return { piece: shapes.indexOf(blocks[0]), cell: (height - 2) * width + (width - 2) / 2 };
}

/** A goal place that covers a wall can never be reached. */
function checkGoalClearOfWalls(piece: { letter: string; rows: number; cols: number }, cell: number, width: number, walls: Uint8Array): void {
  for (const at of rectCells(cell, piece.rows, piece.cols, width)) {
    if (walls[at]) {
      throw markedError(BLOCKS.goalOnWall({ piece: piece.letter, ...placeOf(at, width) }), [at], width);
    }
  }
}

/** Row and column of a cell. */
export function rowCol(instance: { width: number }, cell: number): [number, number] {
  return [Math.floor(cell / instance.width), cell % instance.width];
}

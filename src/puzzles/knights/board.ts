/**
 * Boards for the knight puzzles: a grid of squares, some of them missing,
 * written as rows of text (top row first, `/` or a new line between rows),
 * with squares named as in chess (files a, b, ... left to right, ranks 1, 2,
 * ... from the bottom row up).
 */
import type { MessageParam } from '../../i18n/index.js';
import { quoteInput } from '../params.js';
import { PuzzleInputError, type IllegalMove } from '../puzzle.js';
import { splitRows } from '../text-split.js';
import { refusal } from '../replay.js';
import { KNIGHTS } from './messages.js';

export const MAX_SIDE = 26;

export interface Board {
  readonly width: number;
  readonly height: number;
  /** Square index row * width + column, row 0 the top row: whether the square is missing. */
  readonly missing: readonly boolean[];
}

export const KNIGHT_STEPS: readonly (readonly [number, number])[] = [
  [1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2],
];

/** For each square, the squares a knight reaches from it, missing squares left out. */
export function knightNeighbours(board: Board): number[][] {
  const { width, height, missing } = board;
  return missing.map((gone, sq) => {
    if (gone) return [];
    const row = Math.floor(sq / width);
    const col = sq % width;
    const out: number[] = [];
    for (const [dc, dr] of KNIGHT_STEPS) {
      const r = row + dr;
      const c = col + dc;
      if (r >= 0 && r < height && c >= 0 && c < width && !missing[r * width + c]) out.push(r * width + c);
    }
    return out;
  });
}

export function isKnightMove(board: Board, from: number, to: number): boolean {
  const dr = Math.abs(Math.floor(from / board.width) - Math.floor(to / board.width));
  const dc = Math.abs((from % board.width) - (to % board.width));
  return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
}

export function squareName(board: Board, sq: number): string {
  return String.fromCharCode(97 + (sq % board.width)) + String(board.height - Math.floor(sq / board.width));
}

/** Why a move is refused when it is no knight's move, in both languages. */
export function notKnightMove(board: Board, from: number, to: number): IllegalMove {
  return refusal(KNIGHTS.notAKnightsMove({ from: squareName(board, from), to: squareName(board, to) }));
}

/** "the knight is on c3, not a1" when a move starts elsewhere, in both languages. */
export function knightIsElsewhere(board: Board, at: number, from: number): IllegalMove {
  return refusal(KNIGHTS.knightIsElsewhere({ here: squareName(board, at), from: from < 0 ? '' : squareName(board, from), off: from < 0 ? 'yes' : 'no' }));
}

/** Reads `c3` on this board; `what` names the square in messages. */
export function parseSquare(board: Board, text: string, what: MessageParam): number {
  const match = /^([a-z])(\d{1,2})$/.exec(text.trim().toLowerCase());
  if (!match) throw new PuzzleInputError(KNIGHTS.notASquare({ where: what, square: quoteInput(text) }));
  const col = match[1].charCodeAt(0) - 97;
  const rank = Number(match[2]);
  if (col >= board.width || rank < 1 || rank > board.height) {
    const lastFile = String.fromCharCode(96 + board.width);
    throw new PuzzleInputError(KNIGHTS.offTheBoard({ where: what, square: match[0], width: board.width, height: board.height, lastFile }));
  }
  const sq = (board.height - rank) * board.width + col;
  if (board.missing[sq]) throw new PuzzleInputError(KNIGHTS.missingSquare({ where: what, square: match[0] }));
  return sq;
}

/** Rows of single characters: `W.W/.#./B.B`. Checks the shape and the allowed characters. */
export function parseRows(text: string, allowed: string, where: MessageParam): { width: number; height: number; cells: string[] } {
  const rows = splitRows(text);
  if (rows.length === 0) throw new PuzzleInputError(KNIGHTS.boardEmpty({ where }));
  const width = rows[0].length;
  rows.forEach((row, r) => {
    if (row.length !== width) {
      throw new PuzzleInputError(KNIGHTS.rowLength({ where, row: r + 1, length: row.length, width }));
    }
  });
  if (width > MAX_SIDE || rows.length > MAX_SIDE) {
    throw new PuzzleInputError(KNIGHTS.boardTooLarge({ where, width, height: rows.length, max: MAX_SIDE }));
  }
  const cells = rows.join('').split('');
  cells.forEach((ch, i) => {
    if (!allowed.includes(ch)) {
      const [row, column] = [Math.floor(i / width) + 1, (i % width) + 1];
      throw new PuzzleInputError(KNIGHTS.badCharacter({ where, character: quoteInput(ch), row, column, allowed: [...allowed].join(' ') }));
    }
  });
  return { width, height: rows.length, cells };
}

/** Rows joined by `/`, one character a square. */
export function rowsCode(width: number, cells: readonly string[]): string {
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += width) rows.push(cells.slice(i, i + width).join(''));
  return rows.join('/');
}

/**
 * Boards for the knight puzzles: a grid of squares, some of them missing,
 * written as rows of text (top row first, `/` or a new line between rows),
 * with squares named as in chess (files a, b, ... left to right, ranks 1, 2,
 * ... from the bottom row up).
 */
import { placeZh, quoteInput } from '../params.js';
import { PuzzleInputError } from '../puzzle.js';
import { splitRows } from '../text-split.js';

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
export function notKnightMove(board: Board, from: number, to: number): { illegal: string; zh: string } {
  const [a, b] = [squareName(board, from), squareName(board, to)];
  return { illegal: `${a} to ${b} is not a knight's move`, zh: `从 ${a} 到 ${b} 不是马步` };
}

/** "the knight is on c3, not a1" when a move starts elsewhere, in both languages. */
export function knightIsElsewhere(board: Board, at: number, from: number): { illegal: string; zh: string } {
  const here = squareName(board, at);
  return {
    illegal: `the knight is on ${here}, not ${from < 0 ? 'off the board' : squareName(board, from)}`,
    zh: `马在 ${here}，${from < 0 ? '不在棋盘外' : `不在 ${squareName(board, from)}`}`,
  };
}

/** Reads `c3` on this board; `what` names the square in messages. */
export function parseSquare(board: Board, text: string, what: string): number {
  const match = /^([a-z])(\d{1,2})$/.exec(text.trim().toLowerCase());
  if (!match) throw new PuzzleInputError(`${what}: ${quoteInput(text)} is not a square like a1 or c3`, `${placeZh(what)}：${quoteInput(text)} 不是 a1、c3 这样的格子`);
  const col = match[1].charCodeAt(0) - 97;
  const rank = Number(match[2]);
  if (col >= board.width || rank < 1 || rank > board.height) {
    const lastFile = String.fromCharCode(96 + board.width);
    throw new PuzzleInputError(
      `${what}: ${match[0]} is off the ${board.width}x${board.height} board (files a to ${lastFile}, ranks 1 to ${board.height})`,
      `${placeZh(what)}：${match[0]} 在 ${board.width}x${board.height} 的棋盘之外（列 a 到 ${lastFile}，行 1 到 ${board.height}）`,
    );
  }
  const sq = (board.height - rank) * board.width + col;
  if (board.missing[sq]) throw new PuzzleInputError(`${what}: ${match[0]} is a missing square`, `${placeZh(what)}：${match[0]} 是缺掉的格子`);
  return sq;
}

/** Rows of single characters: `W.W/.#./B.B`. Checks the shape and the allowed characters. */
export function parseRows(text: string, allowed: string, where: string): { width: number; height: number; cells: string[] } {
  const rows = splitRows(text);
  if (rows.length === 0) throw new PuzzleInputError(`${where}: the board is empty`, `${placeZh(where)}：棋盘是空的`);
  const width = rows[0].length;
  rows.forEach((row, r) => {
    if (row.length !== width) {
      throw new PuzzleInputError(`${where}: row ${r + 1} has ${row.length} squares but row 1 has ${width}: every row needs the same number`, `${placeZh(where)}：第 ${r + 1} 行有 ${row.length} 格，但第 1 行有 ${width} 格：每行格数要相同`);
    }
  });
  if (width > MAX_SIDE || rows.length > MAX_SIDE) {
    throw new PuzzleInputError(`${where}: a ${width}x${rows.length} board is too large (at most ${MAX_SIDE} a side)`, `${placeZh(where)}：${width}x${rows.length} 的棋盘太大（每边最多 ${MAX_SIDE} 格）`);
  }
  const cells = rows.join('').split('');
  cells.forEach((ch, i) => {
    if (!allowed.includes(ch)) {
      const [row, column] = [Math.floor(i / width) + 1, (i % width) + 1];
      throw new PuzzleInputError(
        `${where}: ${quoteInput(ch)} at row ${row}, column ${column} is not one of ${[...allowed].join(' ')}`,
        `${placeZh(where)}：第 ${row} 行第 ${column} 列的 ${quoteInput(ch)} 不是 ${[...allowed].join(' ')} 之一`,
      );
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

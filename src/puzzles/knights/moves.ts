/**
 * Knight moves for every mode: a move is `(from + 1) * 1024 + to` over
 * square indices (row * width + column, top row first); from = -1 places the
 * tour's knight on its first square. Words and codes name squares as in
 * chess (a1 bottom left).
 */
import type { Lang } from '../lang.js';
import { squareName, type Board } from './board.js';
import { asWritten, codeNumber } from '../move-code-read.js';
import { render, type Message } from '../../i18n/index.js';
import { KNIGHTS } from './messages.js';

export type KnightMove = number;

export const knightMove = (from: number, to: number): KnightMove => (from + 1) * 1024 + to;
export const moveFrom = (move: KnightMove): number => Math.floor(move / 1024) - 1;
export const moveTo = (move: KnightMove): number => move % 1024;

/** `b1c3`, or `@c3` for placing the knight. */
export function moveCode(board: Board, move: KnightMove): string {
  const from = moveFrom(move);
  return (from < 0 ? '@' : squareName(board, from)) + squareName(board, moveTo(move));
}

/** `white knight b1 to c3`, `knight a1 to b3`, `place the knight on c3`. */
export function describeMove(board: Board, move: KnightMove, piece: Message, lang: Lang = 'en'): string {
  const from = moveFrom(move);
  const to = squareName(board, moveTo(move));
  return render(from < 0 ? KNIGHTS.place({ to }) : KNIGHTS.move({ piece, from: squareName(board, from), to }), lang);
}

/**
 * The move `moveCode` writes as `code` (`b1c3`; `@c3`, placing the knight,
 * where `placing` says a tour starts so), or null.
 */
export function parseMoveCode(board: Board, code: string, placing: boolean): KnightMove | null {
  const match = /^(@|[a-z]\d+)([a-z]\d+)$/.exec(code);
  if (!match) return null;
  const from = match[1] === '@' ? (placing ? -1 : NaN) : squareAt(board, match[1]);
  const to = squareAt(board, match[2]);
  if (Number.isNaN(from) || Number.isNaN(to) || from === to) return null;
  return asWritten(code, knightMove(from, to), (move) => moveCode(board, move));
}

/** The square `c3` names on this board, or NaN off it. */
function squareAt(board: Board, name: string): number {
  const col = name.charCodeAt(0) - 97;
  const rank = codeNumber(name.slice(1));
  return col < board.width && rank >= 1 && rank <= board.height ? (board.height - rank) * board.width + col : NaN;
}

/**
 * Knight moves for every mode: a move is `(from + 1) * 1024 + to` over
 * square indices (row * width + column, top row first); from = -1 places the
 * tour's knight on its first square. Words and codes name squares as in
 * chess (a1 bottom left).
 */
import type { Lang } from '../lang.js';
import { squareName, type Board } from './board.js';

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
export function describeMove(board: Board, move: KnightMove, piece: string, lang: Lang = 'en'): string {
  const from = moveFrom(move);
  if (lang === 'zh') return from < 0 ? `把马放在 ${squareName(board, moveTo(move))}` : `${piece} ${squareName(board, from)} 到 ${squareName(board, moveTo(move))}`;
  if (from < 0) return `place the knight on ${squareName(board, moveTo(move))}`;
  return `${piece} ${squareName(board, from)} to ${squareName(board, moveTo(move))}`;
}

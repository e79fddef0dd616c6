/** The four directions a piece can move, and which of them a piece's limit allows (Rush Hour's cars). */
import type { Limit } from './board.js';

/** Directions as [row step, column step, word]. */
export const DIRECTIONS = [
  [-1, 0, 'up'],
  [1, 0, 'down'],
  [0, -1, 'left'],
  [0, 1, 'right'],
] as const;

export function allows(limit: Limit, dr: number): boolean {
  return limit === 'any' || (limit === 'horizontal' ? dr === 0 : dr !== 0);
}

/**
 * The longest solution `solve` prints. A printed solution is held whole
 * (moves, the states replayed through the rules, the text), about a
 * kilobyte a move with boards, so Hanoi with 24 discs (16,777,215 moves)
 * ran out of memory. Where the problem proves a lower bound on the moves
 * (an admissible heuristic under unit costs), a solution past this is
 * refused before any search, with the bound in the message.
 */
import type { OpenedInstance } from '../midend/index.js';
import { UsageError } from './errors.js';
import { grouped } from './format.js';

export const MAX_PRINTED_MOVES = 1_000_000;

/** Throws UsageError when every solution of the instance has more moves than solve prints. */
export function checkPrintableSolution(opened: Pick<OpenedInstance, 'movesAtLeast'>): void {
  const atLeast = opened.movesAtLeast();
  if (atLeast !== undefined && atLeast > MAX_PRINTED_MOVES) {
    throw new UsageError(
      `every solution has at least ${grouped(atLeast)} moves, more than solve prints (at most ${grouped(MAX_PRINTED_MOVES)}): try a smaller instance, or explore to measure the space`,
    );
  }
}

/**
 * The database's minimality rule: a puzzle is kept when no piece that its
 * solver's first solution leaves unmoved can be taken off without the
 * puzzle getting shorter. The red car is never taken off; a wall can be.
 */
import { DatabaseSolver } from './database-solver.js';
import type { PieceBoard } from './piece-board.js';

export function isMinimal(board: PieceBoard, moves: number): boolean {
  const moved = new Set(new DatabaseSolver(board).solve().map(([piece]) => piece));
  for (let i = 1; i < board.pieces.length; i++) {
    if (moved.has(i)) continue;
    const without: PieceBoard = { ...board, pieces: board.pieces.filter((_, j) => j !== i) };
    if (new DatabaseSolver(without).countMoves() === moves) return false;
  }
  return true;
}

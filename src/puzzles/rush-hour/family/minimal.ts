/**
 * The database's minimality rule: a puzzle is kept when no piece that its
 * solver's first solution leaves unmoved can be taken off without the
 * puzzle getting shorter. The red car is never taken off; a wall can be.
 */
import { DatabaseSolver } from './database-solver.js';
import type { PieceBoard } from './piece-board.js';
import type { WithinSearch } from './within-search.js';

/** `solver`: one to reuse (a run tests thousands of boards; the solver keeps its tables). */
export function isMinimal(board: PieceBoard, moves: number, solver = new DatabaseSolver()): boolean {
  const moved = new Uint8Array(board.pieces.length);
  for (const [piece] of solver.load(board).solve()) moved[piece] = 1;
  for (let i = 1; i < board.pieces.length; i++) {
    if (moved[i]) continue;
    if (solver.load(board, i).countMoves() === moves) return false;
  }
  return true;
}

/**
 * The same rule when the pieces that first solution moves are known
 * (GroupSearcher.firstSolution): `moved(i)` for piece i. A piece taken off
 * never makes the puzzle longer (the solution still works), so "as long"
 * is "not solved in `moves` - 1", which a breadth-first search to that
 * depth answers (within-search.ts) at a fraction of the solver's rounds.
 */
export function isMinimalGiven(board: PieceBoard, moves: number, moved: (piece: number) => boolean, search: WithinSearch): boolean {
  for (let i = 1; i < board.pieces.length; i++) {
    if (moved(i)) continue;
    if (!search.load(board, i).solvesWithin(moves - 1)) return false;
  }
  return true;
}

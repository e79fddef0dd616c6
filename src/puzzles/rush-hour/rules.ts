/**
 * The rule of a move, written out on a plain board of letters apart from
 * the packed successor generator (problem.ts), so that replaying a solution
 * checks it: a piece slides along its own line, over free cells only, and
 * stays on the board.
 */
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { boardCells, pieceCell, type RushInstance } from './board.js';
import { directionOf, movePiece, moveShift, type RushMove } from './moves.js';
import { RUSH } from './messages.js';

/** Each piece's place after the move, or why the rules refuse it. */
export function applyRules(instance: RushInstance, places: readonly number[], move: RushMove): number[] | IllegalMove {
  const index = movePiece(move);
  const shift = moveShift(move);
  const piece = instance.pieces[index];
  if (!Number.isInteger(move) || move < 0 || !piece || shift === 0) return refusal(RUSH.noMove({ move: String(move) }));
  const direction = directionOf(piece, shift);
  const to = places[index] + shift;
  if (to < 0 || to >= piece.places) return refusal(RUSH.offBoard({ piece: piece.letter, direction, cells: Math.abs(shift) }));
  const cells = boardCells(instance, places);
  const step = Math.sign(shift);
  // Every cell the piece's leading end passes over, up to where it stops.
  for (let k = 1; k <= Math.abs(shift); k++) {
    const lead = step > 0 ? piece.length - 1 : 0;
    const cell = pieceCell(instance, piece, places[index] + k * step, lead);
    if (cells[cell] !== 'o') {
      return refusal(RUSH.blocked({ piece: piece.letter, direction, row: Math.floor(cell / instance.width) + 1, col: (cell % instance.width) + 1 }));
    }
  }
  const next = [...places];
  next[index] = to;
  return next;
}

/** The knight's path: the fewest knight moves between two squares. A state is the knight's square. */
import type { SearchProblem } from '../../engine/problem.js';
import { isKnightMove, knightIsElsewhere, knightNeighbours, notKnightMove, squareName } from './board.js';
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { KNIGHTS } from './messages.js';
import type { PathInstance } from './instance.js';
import { knightMove, moveFrom, moveTo, type KnightMove } from './moves.js';

export function createPathProblem(instance: PathInstance): SearchProblem<number, KnightMove> {
  const neighbours = knightNeighbours(instance.board);
  return {
    start: instance.from,
    isGoal: (s) => s === instance.to,
    successors(s, emit) {
      for (const to of neighbours[s]) emit(to, knightMove(s, to));
    },
    // Knight moves are reversible: the same neighbours lead back.
    predecessors(s, emit) {
      for (const from of neighbours[s]) emit(from, knightMove(from, s));
    },
    goalStates: () => [instance.to],
    codec: { kind: 'uint32', encode: (s) => s, decode: (k) => k },
    unitCosts: true,
  };
}

export function applyPathRules(instance: PathInstance, at: number, move: KnightMove): number | IllegalMove {
  const { board } = instance;
  const from = moveFrom(move);
  const to = moveTo(move);
  if (from !== at) return knightIsElsewhere(board, at, from);
  if (to >= board.missing.length) return refusal(KNIGHTS.notAMoveOnBoard({ move }));
  if (board.missing[to]) return refusal(KNIGHTS.obstacle({ square: squareName(board, to) }));
  if (!isKnightMove(board, from, to)) return notKnightMove(board, from, to);
  return to;
}

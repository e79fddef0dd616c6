/**
 * Rearranging knights (Guarini's problem). A state is one bit a square for
 * each colour, key white * 2^squares + black: one uint32 word up to 16
 * squares, an exact double up to 26. Knights of one colour are alike, so a
 * state is a layout, and a move is one knight's jump to a free square.
 */
import type { SearchProblem } from '../../engine/problem.js';
import { isKnightMove, knightNeighbours, notKnightMove, squareName } from './board.js';
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { KNIGHTS } from './messages.js';
import type { SwapInstance } from './instance.js';
import { knightMove, moveFrom, moveTo, type KnightMove } from './moves.js';

export interface SwapProblem extends SearchProblem<number, KnightMove> {
  cellsOf(state: number): string[];
  stateOf(cells: readonly string[]): number;
}

export function createSwapProblem(instance: SwapInstance): SwapProblem {
  const { board } = instance;
  const squares = board.missing.length;
  const shift = 2 ** squares;
  const neighbours = knightNeighbours(board);
  const stateOf = (cells: readonly string[]) => {
    let white = 0;
    let black = 0;
    cells.forEach((c, i) => {
      if (c === 'W') white |= 1 << i;
      if (c === 'B') black |= 1 << i;
    });
    return (white >>> 0) * shift + (black >>> 0);
  };
  const cellsOf = (s: number) => {
    const white = Math.floor(s / shift);
    const black = s % shift;
    return board.missing.map((m, i) => (m ? '#' : (white >>> i) & 1 ? 'W' : (black >>> i) & 1 ? 'B' : '.'));
  };
  const goal = stateOf(instance.goal);
  const problem: SwapProblem = {
    start: stateOf(instance.start),
    isGoal: (s) => s === goal,
    successors(s, emit) {
      const white = Math.floor(s / shift);
      const black = s % shift;
      const occupied = white | black;
      for (let from = 0; from < squares; from++) {
        const bit = 1 << from;
        if ((occupied & bit) === 0) continue;
        const isWhite = (white & bit) !== 0;
        for (const to of neighbours[from]) {
          const target = 1 << to;
          if (occupied & target) continue;
          const next = isWhite ? (((white ^ bit) | target) >>> 0) * shift + black : white * shift + (((black ^ bit) | target) >>> 0);
          emit(next, knightMove(from, to));
        }
      }
    },
    // A knight can always jump back to the square it came from.
    predecessors: (s, emit) => problem.successors(s, (prev, move) => emit(prev, knightMove(moveTo(move), moveFrom(move)))),
    goalStates: () => [goal],
    codec: squares <= 16 ? { kind: 'uint32', encode: (s) => s, decode: (k) => k } : { kind: 'float53', encode: (s) => s, decode: (k) => k },
    unitCosts: true,
    cellsOf,
    stateOf,
  };
  return problem;
}

/** The layout after a move by the rules, or why it is illegal. */
export function applySwapRules(instance: SwapInstance, cells: readonly string[], move: KnightMove): string[] | IllegalMove {
  const { board } = instance;
  const from = moveFrom(move);
  const to = moveTo(move);
  if (from < 0 || from >= cells.length || to >= cells.length) return refusal(KNIGHTS.notAMoveOnBoard({ move }));
  const knight = cells[from];
  if (knight !== 'W' && knight !== 'B') return refusal(KNIGHTS.noKnightOn({ square: squareName(board, from) }));
  if (cells[to] === '#') return refusal(KNIGHTS.squareMissing({ square: squareName(board, to) }));
  if (cells[to] !== '.') return refusal(KNIGHTS.squareTaken({ square: squareName(board, to) }));
  if (!isKnightMove(board, from, to)) return notKnightMove(board, from, to);
  const next = [...cells];
  next[to] = knight;
  next[from] = '.';
  return next;
}

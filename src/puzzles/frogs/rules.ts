/**
 * The rule of a frog move, written out on plain pad arrays independently of
 * the packed successor generator in problem.ts, so that replaying a solution
 * checks the generator.
 */
import { EMPTY, LEFT_FROG, moveFrom, moveTo, type FrogMove } from './moves.js';
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { FROGS } from './messages.js';

/**
 * The pads after a move, or why it is illegal: a frog moves only forward
 * (left frogs right, right frogs left), onto the next pad if it is free or
 * over exactly one frog onto the free pad beyond.
 */
export function applyRules(pads: readonly number[], move: FrogMove): number[] | IllegalMove {
  const from = moveFrom(move);
  const to = moveTo(move);
  if (!Number.isInteger(move) || from >= pads.length || to >= pads.length) return refusal(FROGS.noSuchPad({ move }));
  const frog = pads[from];
  if (frog === EMPTY) return refusal(FROGS.thereIsNoFrog({ pad: from + 1 }));
  if (pads[to] !== EMPTY) return refusal(FROGS.padNotFree({ pad: to + 1 }));
  const forward = frog === LEFT_FROG ? to - from : from - to;
  if (forward < 1) return refusal(FROGS.onlyForward({ pad: from + 1, way: frog === LEFT_FROG ? 'right' : 'left' }));
  if (forward > 2) return refusal(FROGS.tooFar({ to: to + 1, from: from + 1 }));
  if (forward === 2 && pads[(from + to) / 2] === EMPTY) {
    return refusal(FROGS.nothingToJump({ pad: (from + to) / 2 + 1 }));
  }
  const next = [...pads];
  next[to] = frog;
  next[from] = EMPTY;
  return next;
}

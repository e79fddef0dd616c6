/**
 * The frogs search problem. A state packs the pads into one number, 2 bits
 * a pad (pad i in bits 2i, 2i+1: 0 free, 1 a left frog, 2 a right frog):
 * up to 16 pads fit a uint32 key, up to 26 an exact double. A move changes
 * two digits, done as plain arithmetic at any width.
 */
import type { SearchProblem } from '../../engine/problem.js';
import type { FrogsInstance } from './instance.js';
import { EMPTY, frogMove, goalPads, LEFT_FROG, padCount, RIGHT_FROG, startPads, type FrogMove } from './moves.js';

export type FrogState = number;

export interface FrogsProblem extends SearchProblem<FrogState, FrogMove> {
  padsOf(state: FrogState): number[];
  stateOf(pads: readonly number[]): FrogState;
}

export function createFrogsProblem(instance: FrogsInstance): FrogsProblem {
  const pads = padCount(instance);
  const weight = Array.from({ length: pads }, (_, i) => 4 ** i);
  const stateOf = (cells: readonly number[]) => cells.reduce((s, c, i) => s + c * weight[i], 0);
  const digit = (s: FrogState, i: number) => Math.floor(s / weight[i]) % 4;
  const padsOf = (s: FrogState) => weight.map((_, i) => digit(s, i));
  const goal = stateOf(goalPads(instance));
  /** The free pad: the one digit that is 0. */
  const freePad = (s: FrogState) => {
    for (let i = 0; i < pads; i++) if (digit(s, i) === EMPTY) return i;
    return -1;
  };
  return {
    start: stateOf(startPads(instance)),
    isGoal: (s) => s === goal,
    successors(s, emit) {
      const free = freePad(s);
      // Left frogs come from the left of the free pad, right frogs from its right.
      for (const [from, frog] of [[free - 1, LEFT_FROG], [free - 2, LEFT_FROG], [free + 1, RIGHT_FROG], [free + 2, RIGHT_FROG]]) {
        if (from < 0 || from >= pads || digit(s, from) !== frog) continue;
        emit(s + frog * (weight[free] - weight[from]), frogMove(from, free));
      }
    },
    codec: pads <= 16 ? { kind: 'uint32', encode: (s) => s, decode: (k) => k } : { kind: 'float53', encode: (s) => s, decode: (k) => k },
    unitCosts: true,
    padsOf,
    stateOf,
  };
}

/**
 * A Sokoban position, packed: a bitset of the box squares (inside squares,
 * one bit each) followed by one word for the player's square. The position
 * is its own key (the engine's `words` codec copies it), so a table holds a
 * position in a few words: Microban's levels need 3 to 5.
 */
import { boxWords, type SokobanLevel } from './level.js';

export type SokobanState = Uint32Array;

export function emptyState(level: SokobanLevel): SokobanState {
  return new Uint32Array(boxWords(level) + 1);
}

export function stateOf(level: SokobanLevel, boxes: ArrayLike<number>, player: number): SokobanState {
  const state = emptyState(level);
  for (let i = 0; i < boxes.length; i++) setBox(state, boxes[i]);
  state[state.length - 1] = player;
  return state;
}

export const hasBox = (state: SokobanState, square: number): boolean => (state[square >>> 5] & (1 << (square & 31))) !== 0;
export const setBox = (state: SokobanState, square: number): void => {
  state[square >>> 5] |= 1 << (square & 31);
};
export const clearBox = (state: SokobanState, square: number): void => {
  state[square >>> 5] &= ~(1 << (square & 31));
};
export const playerOf = (state: SokobanState): number => state[state.length - 1];

/** The box squares, ascending, written into `out`; returns how many. */
export function boxList(state: SokobanState, out: Int32Array | number[]): number {
  let n = 0;
  for (let w = 0; w < state.length - 1; w++) {
    let bits = state[w];
    while (bits !== 0) {
      const low = bits & -bits;
      out[n++] = w * 32 + (31 - Math.clz32(low));
      bits ^= low;
    }
  }
  return n;
}

export function boxesOf(state: SokobanState): number[] {
  const out: number[] = [];
  boxList(state, out);
  return out;
}

/** Whether every box stands on a goal (`goalBits`: the goals as a bitset of the same words). */
export function allOnGoals(state: SokobanState, goalBits: Uint32Array): boolean {
  for (let w = 0; w < state.length - 1; w++) if ((state[w] & ~goalBits[w]) !== 0) return false;
  return true;
}

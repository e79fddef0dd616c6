/**
 * The water-jugs search problem, on the two forms of a state (state.ts): the
 * amounts packed into one number in mixed radix, or, for huge capacities, a
 * Uint32Array of amounts, one key word a jug.
 */
import type { SearchProblem, StateCodec } from '../../engine/problem.js';
import { unsolvableReason, type JugsInstance } from './jugs.js';
import { emptyMove, fillMove, pourMove, type JugMove } from './moves.js';
import { amountsOf, combinationsOf, packAmounts, packsIntoNumber, stateOf, unpackAmounts, type JugState } from './state.js';

export type { JugState } from './state.js';

export interface JugsProblem extends SearchProblem<JugState, JugMove> {
  /** The amounts in a state of this problem (a fresh array). */
  amountsOf(state: JugState): number[];
  /** The state of this problem for amounts (which must fit the capacities). */
  stateOf(amounts: readonly number[]): JugState;
}

const TWO_32 = 2 ** 32;

export function createJugsProblem(instance: JugsInstance): JugsProblem {
  return packsIntoNumber(instance) ? packedProblem(instance, combinationsOf(instance)) : arrayProblem(instance);
}

/** Calls `visit` for each move that changes something, with the jugs it changes and their new amounts (j is -1 for fill and empty). */
function forEachMove(
  instance: JugsInstance,
  a: ArrayLike<number>,
  visit: (move: JugMove, i: number, newI: number, j: number, newJ: number) => void,
): void {
  const { capacities } = instance;
  const n = capacities.length;
  if (instance.tap) {
    for (let i = 0; i < n; i++) if (a[i] < capacities[i]) visit(fillMove(i), i, capacities[i], -1, 0);
    for (let i = 0; i < n; i++) if (a[i] > 0) visit(emptyMove(i), i, 0, -1, 0);
  }
  for (let i = 0; i < n; i++) {
    if (a[i] === 0) continue;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const room = capacities[j] - a[j];
      if (room === 0) continue;
      const poured = a[i] < room ? a[i] : room;
      visit(pourMove(i, j), i, a[i] - poured, j, a[j] + poured);
    }
  }
}

/** The problem around one state form's start, codec, goal test and successors: the rest is the same for both forms. */
function jugsProblem<S extends JugState>(
  instance: JugsInstance,
  start: S,
  codec: StateCodec<S>,
  isGoal: (s: S) => boolean,
  successors: (s: S, emit: (next: S, move: JugMove) => void) => void,
): JugsProblem {
  const reason = unsolvableReason(instance);
  return {
    start,
    codec: codec as StateCodec<JugState>,
    unitCosts: true,
    isGoal: isGoal as (s: JugState) => boolean,
    successors: successors as JugsProblem['successors'],
    unsolvableReason: () => reason,
    amountsOf: (s) => amountsOf(instance, s),
    stateOf: (amounts) => stateOf(instance, amounts),
  };
}

function packedProblem(instance: JugsInstance, combinations: number): JugsProblem {
  const { capacities, goal } = instance;
  const n = capacities.length;
  const radix = capacities.map((c) => c + 1);
  const weight = new Float64Array(n);
  for (let i = 0, w = 1; i < n; w *= radix[i], i++) weight[i] = w;
  const unpack = (s: number): number[] => unpackAmounts(radix, s);
  const pack = (amounts: readonly number[]): number => packAmounts(radix, amounts);
  const identity = (s: number) => s;
  const codec: StateCodec<number> =
    combinations <= TWO_32 ? { kind: 'uint32', encode: identity, decode: identity } : { kind: 'float53', encode: identity, decode: identity };

  let isGoal: (s: number) => boolean;
  if (goal.kind === 'exact') {
    const goalKey = pack(goal.amounts);
    isGoal = (s) => s === goalKey;
  } else {
    const target = goal.amount;
    isGoal = (s) => {
      for (let i = 0; i < n; i++) {
        const digit = s % radix[i];
        if (digit === target) return true;
        s = (s - digit) / radix[i];
      }
      return false;
    };
  }
  const successors = (s: number, emit: (next: number, move: JugMove) => void) => {
    const a = unpack(s);
    forEachMove(instance, a, (move, i, newI, j, newJ) => {
      // Each term and the result are integers below 2^53: exact.
      emit(s + (newI - a[i]) * weight[i] + (j < 0 ? 0 : (newJ - a[j]) * weight[j]), move);
    });
  };
  return jugsProblem(instance, pack(instance.start), codec, isGoal, successors);
}

/** Huge capacities: the amounts themselves, one key word a jug. */
function arrayProblem(instance: JugsInstance): JugsProblem {
  const { capacities, goal } = instance;
  const n = capacities.length;
  const scratch = new Uint32Array(n);
  const codec: StateCodec<Uint32Array> = {
    kind: 'words',
    words: n,
    encode: (s, out, at) => out.set(s, at),
    decode: (src, at) => src.slice(at, at + n),
  };
  const isGoal =
    goal.kind === 'exact'
      ? (s: Uint32Array) => s.every((a, i) => a === goal.amounts[i])
      : (s: Uint32Array) => s.includes(goal.amount);
  const successors = (s: Uint32Array, emit: (next: Uint32Array, move: JugMove) => void) => {
    forEachMove(instance, s, (move, i, newI, j, newJ) => {
      scratch.set(s);
      scratch[i] = newI;
      if (j >= 0) scratch[j] = newJ;
      emit(scratch, move);
    });
  };
  return jugsProblem(instance, Uint32Array.from(instance.start), codec, isGoal, successors);
}

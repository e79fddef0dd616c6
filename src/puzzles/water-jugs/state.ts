/**
 * A water-jugs state: the amounts packed into one number in mixed radix (jug
 * i is digit i, base capacity + 1) when every combination fits below 2^53,
 * which covers any puzzle a person would pose; otherwise a Uint32Array of the
 * amounts. Which form an instance's states take follows from its capacities
 * alone, so words, codes and drawings read a state here, from the instance,
 * without building the search problem (problem.ts searches on the same forms).
 */
import type { JugsInstance } from './jugs.js';

export type JugState = number | Uint32Array;

const TWO_53 = 2 ** 53;

/** How many states there are (every amount in every jug), exact below 2^53: every partial product is at most the whole. */
export function combinationsOf(instance: JugsInstance): number {
  return instance.capacities.reduce((p, c) => p * (c + 1), 1);
}

/** Whether the instance's states are packed numbers (else Uint32Arrays of amounts). */
export function packsIntoNumber(instance: JugsInstance): boolean {
  return combinationsOf(instance) <= TWO_53;
}

/** The amounts of a packed state. Digits come off exactly: % is exact on doubles, and so is dividing an exact multiple. */
export function unpackAmounts(radix: ArrayLike<number>, packed: number): number[] {
  const out = new Array<number>(radix.length);
  let s = packed;
  for (let i = 0; i < radix.length; i++) {
    const digit = s % radix[i];
    out[i] = digit;
    s = (s - digit) / radix[i];
  }
  return out;
}

/** The packed state of amounts (each term and the sum are integers below 2^53: exact). */
export function packAmounts(radix: ArrayLike<number>, amounts: readonly number[]): number {
  let s = 0;
  for (let i = 0, weight = 1; i < radix.length; weight *= radix[i], i++) s += amounts[i] * weight;
  return s;
}

/** The amounts in a state of this instance (a fresh array). */
export function amountsOf(instance: JugsInstance, state: JugState): number[] {
  return typeof state === 'number' ? unpackAmounts(radixOf(instance), state) : Array.from(state);
}

/** The state of this instance for amounts (which must fit the capacities). */
export function stateOf(instance: JugsInstance, amounts: readonly number[]): JugState {
  return packsIntoNumber(instance) ? packAmounts(radixOf(instance), amounts) : Uint32Array.from(amounts);
}

function radixOf(instance: JugsInstance): number[] {
  return instance.capacities.map((c) => c + 1);
}

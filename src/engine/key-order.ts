/**
 * The order of states by their codec's key. `explore` reports as its farthest
 * examples the farthest states with the smallest keys (as the compact search
 * reports those of smallest rank), not the first ones it happened to reach:
 * so the examples depend only on the space, and a search on several threads,
 * which reaches states in another order, reports the same ones.
 */
import type { StateCodec } from './problem.js';

/** A state's key: a number (uint32, float53), its words (a copy), or a string. */
export type StateKey = number | string | Uint32Array;

/**
 * The key of `state` (for words keys, a fresh array).
 *
 * @example
 * ```ts
 * const key = keyOf(problem.codec, problem.start);
 * ```
 */
export function keyOf<S>(codec: StateCodec<S>, state: S): StateKey {
  switch (codec.kind) {
    case 'uint32':
    case 'float53':
    case 'string':
      return codec.encode(state);
    case 'words': {
      const key = new Uint32Array(codec.words);
      codec.encode(state, key, 0);
      return key;
    }
  }
}

/**
 * The state a key stands for.
 *
 * @example
 * ```ts
 * const again = stateOfKey(problem.codec, keyOf(problem.codec, problem.start)); // equal to problem.start
 * ```
 */
export function stateOfKey<S>(codec: StateCodec<S>, key: StateKey): S {
  switch (codec.kind) {
    case 'uint32':
    case 'float53':
      return codec.decode(key as number);
    case 'string':
      return codec.decode(key as string);
    case 'words':
      return codec.decode(key as Uint32Array, 0);
  }
}

/**
 * Numbers by value, strings by code unit, words word by word from the first. Keys of one codec are of one kind.
 *
 * @example
 * ```ts
 * const keys = [3, 1, 2].map((s) => keyOf(problem.codec, s)).sort(compareKeys); // 1, 2, 3
 * ```
 */
export function compareKeys(a: StateKey, b: StateKey): number {
  if (typeof a === 'number' || typeof a === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const w = b as Uint32Array;
  for (let i = 0; i < a.length; i++) if (a[i] !== w[i]) return a[i] < w[i] ? -1 : 1;
  return 0;
}

/**
 * The `wanted` smallest of the keys offered, smallest first. Meant for a
 * handful (the examples of a report): each kept key costs a shift of the list.
 *
 * @example
 * ```ts
 * // The 5 states of smallest key among some states (the last layer of a search, say).
 * const lastLayer = [3, 1, 4, 1, 5, 9, 2, 6];
 * const smallest = new SmallestKeys(5);
 * for (const state of lastLayer) smallest.offer(keyOf(problem.codec, state));
 * const examples = smallest.keys.map((k) => stateOfKey(problem.codec, k));
 * ```
 */
export class SmallestKeys {
  readonly keys: StateKey[] = [];
  constructor(readonly wanted: number) {}

  offer(key: StateKey): void {
    const keys = this.keys;
    if (this.wanted <= 0) return;
    if (keys.length === this.wanted && compareKeys(key, keys[keys.length - 1]) >= 0) return;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareKeys(keys[mid], key) < 0) lo = mid + 1;
      else hi = mid;
    }
    keys.splice(lo, 0, key);
    if (keys.length > this.wanted) keys.pop();
  }
}

/**
 * Keys chosen by the hash the packed state table gives them (murmur3's
 * 32-bit finaliser, `mix32` in src/engine/state-table.ts), so a test can
 * place one-word keys in the index where it wants: all in one slot, or in order.
 * Were the table's hash to change, tests using these still check the same
 * results; only the placement they aim for would be lost. Also the raw
 * codecs and the seeded generator the table tests share.
 */
import type { StateCodec } from '../../src/engine/index.js';

/** The inverse of a * x modulo 2^32 for odd a (Newton's iteration). */
function inverse(a: number): number {
  let x = a;
  for (let i = 0; i < 5; i++) x = Math.imul(x, 2 - Math.imul(a, x));
  return x >>> 0;
}

const UNDO_SECOND = inverse(0xc2b2ae35);
const UNDO_FIRST = inverse(0x85ebca6b);

/** The key whose murmur3 finaliser (the table's hash of a one-word key) is `h`. */
export function keyWithHash(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, UNDO_SECOND);
  h ^= (h >>> 13) ^ (h >>> 26);
  h = Math.imul(h, UNDO_FIRST);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The float53 key with high bits `hi` that the quotient slots
 * (src/engine/quotient-slots.ts) map to `a`: their bijection takes (lo, hi)
 * to (mix32(lo ^ imul(hi, 0x9e3779b1)), hi), so keys of one `a` share a
 * home at every size of the slots, and their high bits tell them apart.
 */
export function keyWithA(a: number, hi: number): number {
  return hi * 4294967296 + ((keyWithHash(a) ^ Math.imul(hi, 0x9e3779b1)) >>> 0);
}

/** Codecs that store the key as given: one word, two (a float53), three. */
export const raw32: Extract<StateCodec<number>, { kind: 'uint32' }> = { kind: 'uint32', encode: (k) => k, decode: (k) => k };
export const raw53: Extract<StateCodec<number>, { kind: 'float53' }> = { kind: 'float53', encode: (k) => k, decode: (k) => k };
export const raw3: Extract<StateCodec<number[]>, { kind: 'words' }> = {
  kind: 'words',
  words: 3,
  encode: (k, out, at) => out.set(k, at),
  decode: (src, at) => Array.from(src.subarray(at, at + 3)),
};

/** A small seeded generator (xorshift32) of numbers in [0, 1), so a failure can be replayed. */
export function random(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

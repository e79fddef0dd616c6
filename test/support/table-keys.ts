/**
 * Keys chosen by the hash the packed state table gives them (murmur3's
 * 32-bit finaliser, `mix32` in src/engine/state-table.ts), so a test can
 * place one-word keys in the index where it wants: all in one slot, or in order.
 * Were the table's hash to change, tests using these still check the same
 * results; only the placement they aim for would be lost.
 */

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

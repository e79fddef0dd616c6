/** Typed arrays grown by doubling (at least to `least`), their contents kept: the group searches' lists, which hold a group's layouts. */

export function growInt(a: Int32Array, least = 0): Int32Array<ArrayBuffer> {
  const b = new Int32Array(Math.max(least, a.length * 2));
  b.set(a);
  return b;
}

export function grow(a: Float64Array, least = 0): Float64Array<ArrayBuffer> {
  const b = new Float64Array(Math.max(least, a.length * 2));
  b.set(a);
  return b;
}

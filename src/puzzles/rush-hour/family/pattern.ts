/**
 * A pattern: the kind of every line (rows 0..n-1, then columns 0..n-1).
 * A group never leaves its pattern, so a run takes one pattern at a time and
 * ranks its layouts by their lines' placements (a mixed-radix number, one
 * digit a line): a perfect rank of the pattern's product space, in which the
 * layouts whose cars overlap are the unused numbers.
 */
import type { LineKind } from './line-options.js';

export interface Pattern {
  readonly size: number;
  /** By line: rows first, then columns. */
  readonly kinds: readonly LineKind[];
  /** By line: the weight of its digit in a rank. */
  readonly weights: Float64Array;
  /** By line: how many placements it has. */
  readonly radix: Int32Array;
  /** The lines with cars, in line order. */
  readonly active: Int32Array;
  /** How many ranks the pattern has. */
  readonly space: number;
  readonly primaryRow: number;
}

export function patternOf(size: number, kinds: readonly LineKind[], primaryRow: number): Pattern {
  // Plain loops: a run makes a pattern for every few layouts it starts from (75,030 on 5x5).
  const weights = new Float64Array(kinds.length);
  const radix = new Int32Array(kinds.length);
  let space = 1;
  let withCars = 0;
  for (let l = kinds.length - 1; l >= 0; l--) {
    weights[l] = space;
    radix[l] = kinds[l].placements;
    space *= kinds[l].placements;
    if (kinds[l].lengths.length > 0) withCars++;
  }
  const active = new Int32Array(withCars);
  for (let l = 0, a = 0; l < kinds.length; l++) if (kinds[l].lengths.length > 0) active[a++] = l;
  return { size, kinds, weights, radix, active, space, primaryRow };
}

/**
 * Each line's placement in the layout of `rank`, into `out` (lines without
 * cars are left as they are: they have one placement). Digits from the heaviest down, each taken off the rest: one
 * division a line, and no remainder of a double (which V8 leaves to a call
 * of C's fmod, the slowest step of a search before).
 */
export function decodeRank(pattern: Pattern, rank: number, out: Int32Array): void {
  const { active, weights } = pattern;
  let rest = rank;
  for (let i = 0; i < active.length; i++) {
    const l = active[i];
    const w = weights[l];
    const digit = Math.floor(rest / w);
    out[l] = digit;
    rest -= digit * w;
  }
}

/**
 * The database's two bitboards of a layout (bit y*n+x): horizontal pieces
 * and walls, then vertical cars, into `out`. Exact as doubles: 36 bits.
 */
const POWERS = Float64Array.from({ length: 64 }, (_, i) => 2 ** i);

export function bitboards(pattern: Pattern, rank: number, placement: Int32Array, out: Float64Array): void {
  const { size, kinds } = pattern;
  decodeRank(pattern, rank, placement);
  let h = 0;
  let v = 0;
  for (let r = 0; r < size; r++) {
    const kind = kinds[r];
    h += (kind.walls | (kind.lengths.length > 0 ? kind.carMask[placement[r]] : 0)) * POWERS[r * size];
  }
  for (let c = 0; c < size; c++) {
    const kind = kinds[size + c];
    if (kind.lengths.length > 0) v += kind.moves.columnBits[placement[size + c]] * POWERS[c];
  }
  out[0] = h;
  out[1] = v;
}

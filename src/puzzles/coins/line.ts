/**
 * A line of coins packed into two bit masks over cells 0..span-1: `occ` has
 * a bit for each coin, `face` a bit for each coin showing B. States are kept
 * up to translation, the leftmost coin in cell 0, and the key is
 * face * 2^span + occ: one uint32 word up to 16 cells, an exact double up to
 * 26. Masks stay below 2^26, so 32-bit bit operations are exact on them.
 */
export interface Line {
  occ: number;
  face: number;
}

export class LineLayout {
  readonly span: number;
  private readonly shift: number;

  constructor(span: number) {
    this.span = span;
    this.shift = 2 ** span;
  }

  get fitsUint32(): boolean {
    return this.span <= 16;
  }

  key(occ: number, face: number): number {
    return face * this.shift + occ;
  }

  occOf(key: number): number {
    return key % this.shift;
  }

  faceOf(key: number): number {
    return Math.floor(key / this.shift);
  }

  /**
   * The key of a line (masks of at most 31 bits, at least one coin) moved so
   * its leftmost coin is in cell 0; -1 if it is wider than the span.
   */
  normalisedKey(occ: number, face: number): number {
    const low = 31 - Math.clz32(occ & -occ);
    occ >>>= low;
    face >>>= low;
    if (occ >= this.shift) return -1;
    return this.key(occ, face);
  }

  /** The line as text, `A`, `B` and `.` for a gap, from the leftmost coin to the rightmost. */
  text(key: number): string {
    const occ = this.occOf(key);
    const face = this.faceOf(key);
    let s = '';
    for (let i = 0; occ >>> i !== 0; i++) s += (occ >>> i) & 1 ? ((face >>> i) & 1 ? 'B' : 'A') : '.';
    return s;
  }

  /** The key of a line given as text (its first cell a coin). */
  fromText(line: string): number {
    let occ = 0;
    let face = 0;
    for (let i = 0; i < line.length; i++) {
      if (line[i] !== '.') occ |= 1 << i;
      if (line[i] === 'B') face |= 1 << i;
    }
    return this.normalisedKey(occ, face);
  }
}

/**
 * Whether every coin of one face lies to one side of every coin of the
 * other (either way round), and, with `contiguous`, whether there is no gap.
 */
export const highestBit = (m: number): number => 31 - Math.clz32(m);

export function isSeparated(occ: number, face: number, contiguous: boolean): boolean {
  if (contiguous && (occ & (occ + 1)) !== 0) return false;
  const a = occ & ~face;
  const b = face;
  if (a === 0 || b === 0) return true;
  const highest = (m: number) => 31 - Math.clz32(m);
  const lowest = (m: number) => 31 - Math.clz32(m & -m);
  return highest(a) < lowest(b) || highest(b) < lowest(a);
}

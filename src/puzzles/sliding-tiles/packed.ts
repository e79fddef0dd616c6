/**
 * Boards of up to 14 cells packed into one number, so that a breadth-first
 * search over millions of states allocates nothing per state.
 *
 * Cell i (0 <= i < n-1) holds its tile in bits 4i..4i+3; the last cell is not
 * stored, since its tile is whatever the others leave out. So the 8-puzzle
 * packs into 32 bits (one word in the state table) and boards up to 14 cells
 * into fewer than 53 bits, exact in a double. A move changes two nibbles:
 * next = s + tile * (16^blank - 16^from), plain arithmetic at any width.
 */

export const MAX_PACKED_CELLS = 14;
const TWO_32 = 4294967296;

export class PackedLayout {
  readonly cells: number;
  /** Weight of each cell's nibble; 0 for the last cell, which is not stored. */
  readonly weight: Float64Array;
  /** Sum of all tile numbers, blank included: the last cell's tile is this minus the rest. */
  private readonly total: number;
  /** Sets the unused nibbles of each half to 1, so they never look like the blank. */
  private readonly fillLo: number;
  private readonly fillHi: number;

  constructor(cells: number) {
    if (cells < 2 || cells > MAX_PACKED_CELLS) throw new RangeError(`packed boards have 2 to ${MAX_PACKED_CELLS} cells`);
    this.cells = cells;
    this.weight = new Float64Array(cells);
    for (let i = 0; i < cells - 1; i++) this.weight[i] = 16 ** i;
    this.total = (cells * (cells - 1)) / 2;
    const stored = cells - 1;
    this.fillLo = stored >= 8 ? 0 : (0x11111111 & ~((1 << (4 * stored)) - 1)) >>> 0;
    const storedHi = Math.max(0, stored - 8);
    this.fillHi = (0x11111111 & ~(storedHi === 0 ? 0 : (1 << (4 * storedHi)) - 1)) >>> 0;
  }

  /** Whether the packed value fits in 32 bits (one word in the state table). */
  get fitsUint32(): boolean {
    return this.cells <= 9;
  }

  pack(board: ArrayLike<number>): number {
    let s = 0;
    for (let i = 0; i < this.cells - 1; i++) s += board[i] * this.weight[i];
    return s;
  }

  unpack(s: number, out: Uint8Array = new Uint8Array(this.cells)): Uint8Array {
    for (let i = 0; i < this.cells - 1; i++) out[i] = this.tileAt(s, i);
    out[this.cells - 1] = this.lastTile(s);
    return out;
  }

  /** The tile in cell i (0 for the blank). */
  tileAt(s: number, i: number): number {
    if (i === this.cells - 1) return this.lastTile(s);
    if (i < 8) return ((s >>> 0) >>> (4 * i)) & 15;
    return (((s - (s >>> 0)) / TWO_32) >>> (4 * (i - 8))) & 15;
  }

  /** The cell of the blank: the stored nibble that is 0, or else the last cell. */
  blankCell(s: number): number {
    const lo = (s >>> 0) | this.fillLo;
    let z = (lo - 0x11111111) & ~lo & 0x88888888;
    if (z !== 0) return (31 - Math.clz32(z & -z)) >> 2;
    if (this.cells > 9) {
      const hi = ((s - (s >>> 0)) / TWO_32) | this.fillHi;
      z = (hi - 0x11111111) & ~hi & 0x88888888;
      if (z !== 0) return 8 + ((31 - Math.clz32(z & -z)) >> 2);
    }
    return this.cells - 1;
  }

  /** The tile in the last (unstored) cell. */
  lastTile(s: number): number {
    const lo = s >>> 0;
    let sum = nibbleSum(lo);
    if (this.cells > 9) sum += nibbleSum((s - lo) / TWO_32);
    return this.total - sum;
  }
}

/** The sum of the eight nibbles of a 32-bit word. */
export function nibbleSum(word: number): number {
  const bytes = (word & 0x0f0f0f0f) + ((word >>> 4) & 0x0f0f0f0f);
  return Math.imul(bytes, 0x01010101) >>> 24;
}

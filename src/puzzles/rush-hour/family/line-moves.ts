/**
 * A line kind's moves as tables, so that a search slides no car cell by
 * cell: by placement and by the cells of the line that the crossing lines'
 * pieces fill, the placements one slide away. And each placement's cells as
 * the crossing lines see them ("cross" words), so that a layout's blocked
 * cells of every line are a few ORs.
 *
 * Cross words: the crossing lines' bytes, three to a 32-bit word (lines 0..2
 * in `low`, 3..5 in `high`), bit j of line i's byte set when this line's
 * piece fills cell i of it and this line is line j (the caller shifts the
 * word left by j). Boards up to 6 wide fit: 3 bytes of 6 bits.
 */

export interface LineMoves {
  /** `to[start[(p << size) | blocked] .. start[(p << size) | blocked + 1])`: each car's slides back nearest first, then forward nearest first. */
  readonly moveStart: Int32Array;
  readonly moveTo: Int32Array;
  /** Beside `moveTo`: which car (index in the line) the move slides. */
  readonly moveCar: Int8Array;
  /** By placement: its cars' cells as cross words, for line 0. */
  readonly crossLow: Int32Array;
  readonly crossHigh: Int32Array;
  /** By placement: its cars' cells as the database's bitboard of a column 0 (bit y * size), a double (36 bits). */
  readonly columnBits: Float64Array;
  /** Its walls' cells as cross words, for line 0. */
  readonly wallCrossLow: number;
  readonly wallCrossHigh: number;
}

/** The largest side the cross words hold. */
export const MOST_CROSS_SIZE = 6;

export interface MovesInput {
  readonly size: number;
  readonly walls: number;
  readonly cars: number;
  readonly lengths: readonly number[];
  readonly placements: number;
  readonly carMask: Int32Array;
  readonly starts: Int8Array;
  readonly slide: Int32Array;
}

export function lineMoves(kind: MovesInput): LineMoves {
  const { size, walls, cars, lengths, placements, carMask, starts, slide } = kind;
  const masks = 1 << size;
  const moveStart = new Int32Array(placements * masks + 1);
  const to: number[] = [];
  const car: number[] = [];
  for (let p = 0; p < placements; p++) {
    for (let blocked = 0; blocked < masks; blocked++) {
      moveStart[p * masks + blocked] = to.length;
      // A crossing piece never stands on this line's own cars; where the mask says so the layout cannot be, and no move is listed.
      if (blocked & (carMask[p] | walls)) continue;
      const occupied = walls | carMask[p] | blocked;
      for (let k = 0; k < cars; k++) {
        const start = starts[p * cars + k];
        const at = (p * cars + k) * size;
        for (let x = start - 1; x >= 0 && !(occupied & (1 << x)); x--) to.push(slide[at + x]), car.push(k);
        for (let x = start + lengths[k]; x < size && !(occupied & (1 << x)); x++) to.push(slide[at + x - lengths[k] + 1]), car.push(k);
      }
    }
  }
  moveStart[placements * masks] = to.length;
  const crossLow = new Int32Array(placements);
  const crossHigh = new Int32Array(placements);
  for (let p = 0; p < placements; p++) {
    crossLow[p] = crossWord(carMask[p], 0);
    crossHigh[p] = crossWord(carMask[p], 3);
  }
  const columnBits = new Float64Array(placements);
  for (let p = 0; p < placements; p++) for (let y = 0; y < size; y++) if (carMask[p] & (1 << y)) columnBits[p] += 2 ** (y * size);
  return { moveStart, moveTo: Int32Array.from(to), moveCar: Int8Array.from(car), columnBits, crossLow, crossHigh, wallCrossLow: crossWord(walls, 0), wallCrossHigh: crossWord(walls, 3) };
}

/** Cells `from .. from + 2` of `mask` as bit 0 of bytes 0..2. */
function crossWord(mask: number, from: number): number {
  let word = 0;
  for (let i = 0; i < 3; i++) if (mask & (1 << (from + i))) word |= 1 << (8 * i);
  return word;
}


/**
 * The Klotski family: every legal 4x5 layout, one 2x2 block and any number
 * of 2x1 (vertical), 1x2 (horizontal) and 1x1 pieces, no overlaps, at least
 * two empty cells. Layouts fall into piece-count types (vertical,
 * horizontal, singles); a move never changes the type, so each type is a
 * space of its own.
 *
 * A type's layouts are numbered (ranked) by their search keys
 * (standard-path.ts: the block's cell times 2^40 plus two bits a cell)
 * enumerated once and sorted: `rank` is a binary search, `unrank` an array
 * read. Pieces of one shape are interchangeable, so a layout is its key.
 * Eight bytes a layout: the largest type (1 vertical, 1 horizontal, 6
 * singles) has 964,656; all 203 types together 29,334,498.
 */
import { BLOCK, CELLS, SINGLE, TALL, WIDE, itemMask } from './layout-code.js';

/** A type of the family (a type alias, not an interface, so that it is a FamilyType: a record of counts). */
export type PieceCounts = {
  vertical: number;
  horizontal: number;
  singles: number;
};

/** Fewest empty cells a legal layout has (with one, most layouts are stuck or nearly). */
export const MIN_EMPTY = 2;
/** The solved layouts: the 2x2 block's top-left at row 3, column 1. */
export const GOAL_CELL = 13;
export const BLOCK_UNIT = 2 ** 40;

const P4 = Float64Array.from({ length: CELLS }, (_, c) => 4 ** c);
const MASKS: Int32Array[] = [0, 1, 2, 3, 4].map((item) => Int32Array.from({ length: CELLS }, (_, cell) => itemMask(item, cell)));

export function emptyCells(t: PieceCounts): number {
  return CELLS - 4 - 2 * t.vertical - 2 * t.horizontal - t.singles;
}

export function typeName(t: PieceCounts): string {
  return `${t.vertical},${t.horizontal},${t.singles}`;
}

/** Every piece-count type with at least one layout, in order of vertical, horizontal, singles. */
export function familyTypes(): PieceCounts[] {
  const out: PieceCounts[] = [];
  for (let vertical = 0; vertical <= 8; vertical++) {
    for (let horizontal = 0; horizontal <= 8; horizontal++) {
      for (let singles = 0; singles <= 16; singles++) {
        const t = { vertical, horizontal, singles };
        if (emptyCells(t) >= MIN_EMPTY && countLayouts(t) > 0) out.push(t);
      }
    }
  }
  return out;
}

/** Calls `visit` with the key of every layout of a type (in no particular order). */
export function forEachLayout(t: PieceCounts, visit: (key: number) => void): void {
  const empties = emptyCells(t);
  if (empties < MIN_EMPTY || t.vertical < 0 || t.horizontal < 0 || t.singles < 0) return;
  // Cells in reading order; the first free cell is either empty or the top-left of a piece.
  const place = (cell: number, occupied: number, key: number, block: boolean, v: number, h: number, s: number, e: number): void => {
    while (cell < CELLS && occupied & (1 << cell)) cell++;
    if (cell === CELLS) {
      visit(key);
      return;
    }
    const bit = 1 << cell;
    if (e > 0) place(cell + 1, occupied | bit, key, block, v, h, s, e - 1);
    if (!block) {
      const m = MASKS[BLOCK][cell];
      if (m !== 0 && (m & occupied) === 0) place(cell + 1, occupied | m, key + cell * BLOCK_UNIT, true, v, h, s, e);
    }
    if (v > 0) {
      const m = MASKS[TALL][cell];
      if (m !== 0 && (m & occupied) === 0) place(cell + 1, occupied | m, key + TALL * P4[cell], block, v - 1, h, s, e);
    }
    if (h > 0) {
      const m = MASKS[WIDE][cell];
      if (m !== 0 && (m & occupied) === 0) place(cell + 1, occupied | m, key + WIDE * P4[cell], block, v, h - 1, s, e);
    }
    if (s > 0) place(cell + 1, occupied | bit, key + SINGLE * P4[cell], block, v, h, s - 1, e);
  };
  place(0, 0, 0, false, t.vertical, t.horizontal, t.singles, empties);
}

/**
 * How many layouts a type has, without listing them: the recursion of
 * forEachLayout, counting, with its results kept by what decides them (the
 * cell, the occupied cells from there on, which pieces are left). A piece
 * reaches at most 5 cells past the cell it starts at, so 6 bits of
 * occupancy do; all 203 types are counted in milliseconds where listing
 * their 29 million layouts takes seconds.
 */
export function countLayouts(t: PieceCounts): number {
  const name = typeName(t);
  let n = counted.get(name);
  if (n === undefined) counted.set(name, (n = countWithoutListing(t)));
  return n;
}

/** Each type's count once worked out: listing the family, sizing a run and checking memory all ask. */
const counted = new Map<string, number>();

function countWithoutListing(t: PieceCounts): number {
  const empties = emptyCells(t);
  if (empties < MIN_EMPTY || t.vertical < 0 || t.horizontal < 0 || t.singles < 0) return 0;
  const memo = new Map<number, number>();
  const count = (cell: number, occupied: number, block: boolean, v: number, h: number, s: number, e: number): number => {
    while (cell < CELLS && occupied & (1 << cell)) cell++;
    if (cell === CELLS) return 1;
    const window = occupied >>> cell;
    const key = ((((((cell * 64 + window) * 2 + (block ? 1 : 0)) * 9 + v) * 9 + h) * 17 + s) * 17) + e;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const bit = 1 << cell;
    let n = 0;
    if (e > 0) n += count(cell + 1, occupied | bit, block, v, h, s, e - 1);
    if (!block) {
      const m = MASKS[BLOCK][cell];
      if (m !== 0 && (m & occupied) === 0) n += count(cell + 1, occupied | m, true, v, h, s, e);
    }
    if (v > 0) {
      const m = MASKS[TALL][cell];
      if (m !== 0 && (m & occupied) === 0) n += count(cell + 1, occupied | m, block, v - 1, h, s, e);
    }
    if (h > 0) {
      const m = MASKS[WIDE][cell];
      if (m !== 0 && (m & occupied) === 0) n += count(cell + 1, occupied | m, block, v, h - 1, s, e);
    }
    if (s > 0) n += count(cell + 1, occupied | bit, block, v, h, s - 1, e);
    memo.set(key, n);
    return n;
  };
  return count(0, 0, false, t.vertical, t.horizontal, t.singles, empties);
}

/** A type's layouts ranked: `keys` sorted ascending, rank = index. */
export class LayoutRanking {
  readonly keys: Float64Array;
  constructor(readonly type: PieceCounts) {
    const found: number[] = [];
    forEachLayout(type, (key) => found.push(key));
    this.keys = Float64Array.from(found).sort();
  }

  get size(): number {
    return this.keys.length;
  }

  /** The rank of a layout's key, or -1 when it is not a layout of this type. */
  rank(key: number): number {
    const keys = this.keys;
    let lo = 0;
    let hi = keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const k = keys[mid];
      if (k < key) lo = mid + 1;
      else if (k > key) hi = mid - 1;
      else return mid;
    }
    return -1;
  }

  unrank(rank: number): number {
    return this.keys[rank];
  }
}

/** The piece counts of a layout's key. */
export function countsOfKey(key: number): PieceCounts {
  const t = { vertical: 0, horizontal: 0, singles: 0 };
  const lo = key % BLOCK_UNIT;
  for (let cell = 0; cell < CELLS; cell++) {
    const mark = Math.floor(lo / P4[cell]) % 4;
    if (mark === TALL) t.vertical++;
    else if (mark === WIDE) t.horizontal++;
    else if (mark === SINGLE) t.singles++;
  }
  return t;
}

export function isSolvedKey(key: number): boolean {
  return Math.floor(key / BLOCK_UNIT) === GOAL_CELL;
}

/**
 * The blank-aware abstract space of a sliding-tiles pattern with the blank
 * kept as its region rather than its cell. Every tile outside the pattern is
 * forgotten, so the blank moves through the cells the pattern leaves free at
 * no cost: only the connected part (4-adjacency) of free cells holding it
 * matters, and it is named by its smallest cell. No zero-cost move is left:
 * a move is a pattern tile next to the region sliding into it (cost 1), the
 * blank then in the tile's old cell, its region found again by a flood fill
 * on the free cells' bit mask (looked up in a table on boards of up to 16
 * cells). The distances are exactly those of the space
 * with the blank's cell (`tilesPatternSpace`), once the blank is forgotten.
 *
 * Rank = rank of the pattern's places * F + the index of the region's
 * smallest cell among the F = cells - k free cells, so 8 tiles of 16 take
 * 16!/8! * 8 = 4.15e9 ranks (below 2^32) and 6 tiles of 25 take 2.4e9; the
 * engine's search (grouped-pattern-search.ts) keeps two bits a rank and a
 * byte a placement. Only ranks whose cell is the smallest of its region are
 * ever reached; the others stay unseen.
 */
import { partialPermutationCount, rankPartialPermutation, type GroupedPatternSpace } from '../../engine/index.js';
import { bitTables, goalPlaces, type TilesPattern } from './pattern-space.js';

/** Free cells are a bit mask in a 32-bit integer, kept clear of the sign bit. */
export const MAX_REGION_CELLS = 30;

/** Ranks of the region space of k tiles on `cells` cells. */
export function regionSpaceSize(cells: number, k: number): number {
  return partialPermutationCount(cells, k) * (cells - k);
}

/** The pattern's region space, one group (table entry) per placement of its tiles. */
export function tilesRegionPatternSpace(pattern: TilesPattern): GroupedPatternSpace {
  const { width, height, tiles } = pattern;
  const cells = width * height;
  const k = tiles.length;
  const free = cells - k;
  if (cells > MAX_REGION_CELLS || free < 1) throw new RangeError(`the region space needs at most ${MAX_REGION_CELLS} cells and a free one (${cells} cells, ${k} tiles)`);
  const { popcount: popcount16, select: select16 } = bitTables();
  const popcount = (m: number) => popcount16[m & 0xffff] + popcount16[m >>> 16];
  /** The cell of the d-th set bit of m. */
  const select = (m: number, d: number) => {
    const low = popcount16[m & 0xffff];
    return d < low ? select16[(m & 0xffff) * 16 + d] : 16 + select16[(m >>> 16) * 16 + d - low];
  };
  const all = (1 << cells) - 1;
  let notFirstColumn = 0;
  let notLastColumn = 0;
  const adjacent = new Int32Array(cells);
  for (let c = 0; c < cells; c++) {
    const col = c % width;
    if (col !== 0) notFirstColumn |= 1 << c;
    if (col !== width - 1) notLastColumn |= 1 << c;
    if (c >= width) adjacent[c] |= 1 << (c - width);
    if (c + width < cells) adjacent[c] |= 1 << (c + width);
    if (col > 0) adjacent[c] |= 1 << (c - 1);
    if (col < width - 1) adjacent[c] |= 1 << (c + 1);
  }
  /** The free cells connected to `seed` (a one-bit mask inside `freeCells`), by flood fill. */
  const flood = (seed: number, freeCells: number) => {
    let r = seed;
    for (;;) {
      const grown = (r | ((r << 1) & notFirstColumn) | ((r >>> 1) & notLastColumn) | (r << width) | (r >>> width)) & freeCells;
      if (grown === r) return r;
      r = grown;
    }
  };
  // On boards of up to 16 cells every (free cells, cell) pair is looked up instead: 2 MB and 1 MB of tables.
  const small = cells <= 16 ? regionTables(width, height, flood) : null;
  const region = small ? (cell: number, freeCells: number) => small.region[(freeCells << 4) | cell] : (cell: number, freeCells: number) => flood(1 << cell, freeCells);
  /** The index among the free cells of the smallest cell of the region holding `cell`. */
  const regionIndex = small
    ? (cell: number, freeCells: number) => small.index[(freeCells << 4) | cell]
    : (cell: number, freeCells: number) => {
        const r = flood(1 << cell, freeCells);
        return popcount(freeCells & ((r & -r) - 1));
      };
  // A digit's weight in the placement's rank: the product of the later radices (cells - i).
  const weight = new Float64Array(k);
  for (let j = 0; j < k; j++) {
    weight[j] = 1;
    for (let i = j + 1; i < k; i++) weight[j] *= cells - i;
  }
  const places = new Int32Array(k);
  const digits = new Int32Array(k);
  /** Places of the pattern's first i tiles, as a mask, for each i. */
  const earlier = new Int32Array(k);
  /** Which tile (its index in the pattern) each cell holds, or -1. */
  const slotOf = new Int32Array(cells).fill(-1);
  // The placement last unranked (none yet: every digit differs from -1) and its free cells.
  let current = -1;
  let currentFree = all;
  digits.fill(-1);
  return {
    size: regionSpaceSize(cells, k),
    group: free,
    maxNeighbours: 4 * k,
    goals() {
      const goal = goalPlaces(pattern);
      let freeCells = all;
      for (const p of goal) freeCells &= ~(1 << p);
      const blank = Array.prototype.indexOf.call(pattern.goal, 0) as number;
      return [rankPartialPermutation(goal, k, cells) * free + regionIndex(blank, freeCells)];
    },
    neighbours(rank, out) {
      const placement = Math.floor(rank / free);
      if (placement !== current) {
        // The search asks in rank order, so mostly the last digits change: places are redone from the first that did.
        current = placement;
        let r = placement;
        let first = k;
        for (let i = k - 1; i >= 0; i--) {
          const radix = cells - i;
          const q = Math.floor(r / radix);
          const d = r - q * radix;
          if (d !== digits[i]) {
            digits[i] = d;
            first = i;
          }
          r = q;
        }
        for (let i = first; i < k; i++) slotOf[places[i]] = -1;
        let freeCells = first < k ? all & ~earlier[first] : currentFree;
        for (let i = first; i < k; i++) {
          earlier[i] = all & ~freeCells;
          const p = select(freeCells, digits[i]);
          places[i] = p;
          slotOf[p] = i;
          freeCells &= ~(1 << p);
        }
        currentFree = freeCells;
      }
      const freeCells = currentFree;
      const blankRegion = region(select(freeCells, rank - placement * free), freeCells);
      let n = 0;
      for (let i = 0; i < k; i++) {
        const from = places[i];
        let into = adjacent[from] & blankRegion;
        while (into !== 0) {
          const bit = into & -into;
          into ^= bit;
          const to = 31 - Math.clz32(bit);
          let next = placement + (to - popcount(earlier[i] & (bit - 1)) - digits[i]) * weight[i];
          // Later tiles strictly between the old and the new cell count one earlier place more or fewer below them.
          if (from < to) {
            for (let c = from + 1; c < to; c++) if (slotOf[c] > i) next += weight[slotOf[c]];
          } else {
            for (let c = to + 1; c < from; c++) if (slotOf[c] > i) next -= weight[slotOf[c]];
          }
          out[n++] = next * free + regionIndex(from, freeCells ^ bit ^ (1 << from));
        }
      }
      return n;
    },
  };
}

/**
 * For every mask of free cells and every cell (index mask * 16 + cell): the
 * region of free cells holding the cell, and the index among the free cells
 * of the region's smallest cell. Only entries with the cell free are used.
 */
function regionTables(width: number, height: number, flood: (seed: number, freeCells: number) => number): { region: Uint16Array; index: Uint8Array } {
  const known = regionTablesByBoard.get(`${width}x${height}`);
  if (known) return known;
  const cells = width * height;
  const region = new Uint16Array(1 << 20);
  const index = new Uint8Array(1 << 20);
  for (let m = 0; m < 1 << cells; m++) {
    for (let c = 0; c < cells; c++) {
      if (!(m & (1 << c))) continue;
      const r = flood(1 << c, m);
      region[(m << 4) | c] = r;
      let below = m & ((r & -r) - 1);
      let n = 0;
      for (; below !== 0; below &= below - 1) n++;
      index[(m << 4) | c] = n;
    }
  }
  const tables = { region, index };
  regionTablesByBoard.set(`${width}x${height}`, tables);
  return tables;
}

const regionTablesByBoard = new Map<string, { region: Uint16Array; index: Uint8Array }>();

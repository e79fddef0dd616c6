/**
 * The blank-aware abstract space of a sliding-tiles pattern with the blank
 * kept as its region rather than its cell. Every tile outside the pattern is
 * forgotten, so the blank moves through the cells the pattern leaves free at
 * no cost: only the connected part (4-adjacency) of free cells holding it
 * matters. No zero-cost move is left: a move is a pattern tile next to the
 * region sliding into it (cost 1), the blank then in the tile's old cell.
 * The distances are exactly those of the space with the blank's cell
 * (`tilesPatternSpace`), once the blank is forgotten.
 *
 * Ranks number the states densely (region-numbering.ts): placements in
 * their lexicographic order, each with as many ranks as its free cells form
 * regions, so 8 tiles of 16 take 1.43e9 ranks (2 bits each in the engine's
 * search: 356 MB) rather than one per free cell (4.15e9, 1.04 GB). A rank's
 * group (table entry) is its placement's lexicographic rank, the layout the
 * lookups and the cache files use.
 */
import { partialPermutationCount, type GroupedPatternSpace } from '../../engine/index.js';
import { bitTables, goalPlaces, type TilesPattern } from './pattern-space.js';
import { regionNumbering } from './region-numbering.js';

/** Free cells are a bit mask in a 32-bit integer, kept clear of the sign bit. */
export const MAX_REGION_CELLS = 30;

/**
 * Ranks of the region space of k tiles on `cells` cells with a slot per free
 * cell: the bound that decides which groups are built in the region space
 * (pattern-databases.ts). The space itself takes fewer (regionStateCount).
 */
export function regionSpaceSize(cells: number, k: number): number {
  return partialPermutationCount(cells, k) * (cells - k);
}

/** The pattern's region space, one group (table entry) per placement of its tiles. */
export function tilesRegionPatternSpace(pattern: TilesPattern): GroupedPatternSpace {
  const { width, height, tiles } = pattern;
  const cells = width * height;
  const k = tiles.length;
  if (cells > MAX_REGION_CELLS || cells - k < 1) throw new RangeError(`the region space needs at most ${MAX_REGION_CELLS} cells and a free one (${cells} cells, ${k} tiles)`);
  const { states, setId, before, firstFull, regionStart, regionMasks, regionOrdinal, byMask } = regionNumbering(width, height, k);
  const beforeByMask = byMask?.before;
  const ordinalByMask = byMask?.regionOrdinal;
  const stride = cells + 1;
  const { popcount: popcount16 } = bitTables();
  const bitCount = (m: number) => popcount16[m & 0xffff] + popcount16[m >>> 16];
  const adjacent = new Int32Array(cells);
  for (let c = 0; c < cells; c++) {
    const col = c % width;
    if (c >= width) adjacent[c] |= 1 << (c - width);
    if (c + width < cells) adjacent[c] |= 1 << (c + width);
    if (col > 0) adjacent[c] |= 1 << (c - 1);
    if (col < width - 1) adjacent[c] |= 1 << (c + 1);
  }
  // A digit's weight in the placement's lexicographic rank: the product of the later radices (cells - i).
  const weight = new Float64Array(k);
  for (let j = 0; j < k; j++) {
    weight[j] = 1;
    for (let i = j + 1; i < k; i++) weight[j] *= cells - i;
  }
  /** The placement of the last rank asked for, kept by level: tile i's cell, and at level i the cells of tiles 0..i-1. */
  const place = new Int32Array(k).fill(-1);
  /** taken[i] * 16 + place[i] where boards have up to 16 cells: where tile i's term is read in `byMask.before`. */
  const termByMask = new Int32Array(k);
  const taken = new Int32Array(k + 1);
  /** id(taken[i]) * stride: where level i reads `before`. */
  const row = new Float64Array(k + 1);
  /** The ranks of the placements agreeing on tiles 0..i-1 are first[i] .. end[i] - 1. */
  const first = new Float64Array(k + 1);
  const end = new Float64Array(k + 1).fill(-1);
  /** The lexicographic rank of tiles 0..i-1's digits, the rest zero. */
  const lex = new Float64Array(k + 1);
  end[0] = states;
  row[0] = setId(0) * stride;
  /** The k-set of the placement's cells (its index among k-sets), where its regions start in regionMasks. */
  let full = 0;
  let regionsAt = 0;

  /** Makes `place` that of rank's placement, changing only the tiles after the last level still holding rank. */
  const locate = (rank: number) => {
    let i = k;
    while (!(rank >= first[i] && rank < end[i])) i--;
    for (; i < k; i++) {
      const set = taken[i];
      const r = row[i];
      const offset = rank - first[i];
      // The tile stands on the last free cell whose placements start at or before rank. Ranks mostly come in
      // increasing order, so the search starts from the tile's last cell where that is free and not past rank.
      let y = -1;
      let x = 0;
      const last = place[i];
      if (last >= 0 && !(set & (1 << last)) && before[r + last] <= offset) {
        y = last;
        x = last + 1;
      }
      for (; x < cells; x++) {
        if (set & (1 << x)) continue;
        if (before[r + x] > offset) break;
        y = x;
      }
      place[i] = y;
      termByMask[i] = (set << 4) | y;
      lex[i + 1] = lex[i] + (y - bitCount(set & ((1 << y) - 1))) * weight[i];
      first[i + 1] = first[i] + before[r + y];
      const next = set | (1 << y);
      taken[i + 1] = next;
      if (i + 1 < k) {
        row[i + 1] = setId(next) * stride;
        end[i + 1] = first[i + 1] + before[row[i + 1] + cells];
      } else {
        full = setId(next) - firstFull;
        regionsAt = regionStart[full];
        end[k] = first[k] + regionStart[full + 1] - regionsAt;
      }
    }
  };

  return {
    size: states,
    groups: partialPermutationCount(cells, k),
    maxNeighbours: 4 * k,
    goals() {
      const goal = goalPlaces(pattern);
      let rank = 0;
      let set = 0;
      for (let i = 0; i < k; i++) {
        rank += before[setId(set) * stride + goal[i]];
        set |= 1 << goal[i];
      }
      const blank = Array.prototype.indexOf.call(pattern.goal, 0) as number;
      return [rank + regionOrdinal[(setId(set) - firstFull) * cells + blank]];
    },
    groupOf(rank) {
      locate(rank);
      return lex[k];
    },
    neighbours(rank, out) {
      locate(rank);
      const blankRegion = regionMasks[regionsAt + rank - first[k]];
      const occupied = taken[k];
      let n = 0;
      for (let i = 0; i < k; i++) {
        const from = place[i];
        let into = adjacent[from] & blankRegion;
        while (into !== 0) {
          const bit = into & -into;
          into ^= bit;
          const to = 31 - Math.clz32(bit);
          const moved = bit | (1 << from);
          // Tiles before i stay: their placements come first; tile i now on `to`; the later tiles count from the sets with `to` for `from`.
          let next = first[i] + before[row[i] + to];
          if (beforeByMask) {
            // (taken[j] ^ moved) * 16 + place[j], as one xor: place[j] < 16 keeps clear of the set's bits.
            const shifted = moved << 4;
            for (let j = i + 1; j < k; j++) next += beforeByMask[termByMask[j] ^ shifted];
            out[n++] = next + ordinalByMask![((occupied ^ moved) << 4) | from];
          } else {
            for (let j = i + 1; j < k; j++) next += before[setId(taken[j] ^ moved) * stride + place[j]];
            out[n++] = next + regionOrdinal[(setId(occupied ^ moved) - firstFull) * cells + from];
          }
        }
      }
      return n;
    },
  };
}

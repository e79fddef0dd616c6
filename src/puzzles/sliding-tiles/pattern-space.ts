/**
 * The abstract space of a sliding-tiles pattern: where the pattern's tiles
 * are and where the blank is, every other tile forgotten. A slide of a
 * pattern tile costs 1; the blank moving through cells the pattern leaves
 * free costs 0, so distances count only the pattern's own moves, and the
 * databases of disjoint patterns add up (Korf and Felner's additive
 * databases). Rank = rank of the pattern's places * cells + the blank's cell.
 */
import { partialPermutationCount, rankPartialPermutation, unrankPartialPermutation, type PatternSpace } from '../../engine/index.js';
import { cellNeighbours } from './board.js';

export interface TilesPattern {
  width: number;
  height: number;
  /** The goal board, tiles row by row, 0 for the blank. */
  goal: ArrayLike<number>;
  /** The pattern's tiles (distinct, no blank). */
  tiles: readonly number[];
}

/** Places of the pattern's tiles in the goal, in the pattern's order. */
export function goalPlaces(pattern: TilesPattern): number[] {
  const goal = Array.from(pattern.goal);
  return pattern.tiles.map((t) => goal.indexOf(t));
}

export function tilesPatternSpace(pattern: TilesPattern): PatternSpace {
  const { width, height, tiles } = pattern;
  const cells = width * height;
  const k = tiles.length;
  const places = new Int32Array(k);
  /** Which pattern tile (index + 1) sits in each cell, 0 for none. */
  const occupant = new Int32Array(cells);
  const neighbours = cellNeighbours(width, height);
  // Ranks arrive in order during each scan: the places are unranked once per pattern rank.
  let current = -1;
  const goalBlank = Array.from(pattern.goal).indexOf(0);
  return {
    size: partialPermutationCount(cells, k) * cells,
    goals: () => [rankPartialPermutation(goalPlaces(pattern), k, cells) * cells + goalBlank],
    neighbours(rank, emit) {
      const patternRank = Math.floor(rank / cells);
      const blank = rank - patternRank * cells;
      if (patternRank !== current) {
        current = patternRank;
        unrankPartialPermutation(patternRank, k, cells, places);
        occupant.fill(0);
        for (let j = 0; j < k; j++) occupant[places[j]] = j + 1;
      }
      if (occupant[blank] !== 0) return; // not a state: the blank on a pattern tile
      for (const from of neighbours[blank]) {
        const j = occupant[from] - 1;
        if (j < 0) {
          emit(patternRank * cells + from, 0);
        } else {
          places[j] = blank;
          emit(rankPartialPermutation(places, k, cells) * cells + from, 1);
          places[j] = from;
        }
      }
    },
  };
}

/**
 * The blank-free relaxation of a pattern's space, for groups too big to
 * rank with the blank's cell (8 tiles of 16: 8.3 billion ranks): a pattern
 * tile may slide into any adjacent cell the pattern leaves free, wherever the
 * blank is. Every real solution still moves the pattern's tiles that way, so
 * the distances stay admissible and additive; they can only be lower than the
 * blank-aware ones (where the blank could not reach a free cell without
 * moving a pattern tile), and cost one byte per placement. Rank = rank of the
 * pattern's places; a move's new rank is found from the old in O(k).
 */
export function tilesRelaxedPatternSpace(pattern: TilesPattern): PatternSpace {
  const { width, height, tiles } = pattern;
  const cells = width * height;
  const k = tiles.length;
  const places = new Int32Array(k);
  const digits = new Int32Array(k);
  const occupied = new Uint8Array(cells);
  // A digit's weight in the rank: the product of the later radices (n - i).
  const weight = new Float64Array(k);
  for (let j = 0; j < k; j++) {
    weight[j] = 1;
    for (let i = j + 1; i < k; i++) weight[j] *= cells - i;
  }
  const neighbours = cellNeighbours(width, height);
  if (cells <= 16) return smallBoardRelaxed(pattern, neighbours, weight);
  return {
    size: partialPermutationCount(cells, k),
    goals: () => [rankPartialPermutation(goalPlaces(pattern), k, cells)],
    neighbours(rank, emit) {
      unrankPartialPermutation(rank, k, cells, places);
      for (let j = 0; j < k; j++) {
        let smaller = 0;
        for (let i = 0; i < j; i++) if (places[i] < places[j]) smaller++;
        digits[j] = places[j] - smaller;
        occupied[places[j]] = 1;
      }
      for (let j = 0; j < k; j++) {
        const from = places[j];
        for (const to of neighbours[from]) {
          if (occupied[to]) continue;
          let smaller = 0;
          for (let i = 0; i < j; i++) if (places[i] < to) smaller++;
          let next = rank + (to - smaller - digits[j]) * weight[j];
          // Later places between the old and the new cell change their count of smaller earlier places.
          for (let i = j + 1; i < k; i++) {
            const p = places[i];
            if (from < p && p < to) next += weight[i];
            else if (to < p && p < from) next -= weight[i];
          }
          emit(next, 1);
        }
      }
      for (let j = 0; j < k; j++) occupied[places[j]] = 0;
    },
  };
}

/** Bit counts of 16-bit masks, and the cell of each mask's d-th free bit: [mask * 16 + d]. */
let popcount16: Uint8Array | undefined;
let select16: Int8Array | undefined;

export function bitTables(): { popcount: Uint8Array; select: Int8Array } {
  if (!popcount16 || !select16) {
    popcount16 = new Uint8Array(1 << 16);
    select16 = new Int8Array(1 << 20).fill(-1);
    for (let m = 0; m < 1 << 16; m++) {
      let d = 0;
      for (let b = 0; b < 16; b++) if (m & (1 << b)) select16[m * 16 + d++] = b;
      popcount16[m] = d;
    }
  }
  return { popcount: popcount16, select: select16 };
}

/**
 * The same space on boards of up to 16 cells, with the places as a bit mask:
 * unranking picks the d-th free cell from a table, and a move's new digit
 * counts the earlier places below its cell with one table read, so a
 * placement costs O(k) and each move O(1) plus the few cells it jumps over.
 */
function smallBoardRelaxed(pattern: TilesPattern, neighbours: number[][], weight: Float64Array): PatternSpace {
  const { width, height, tiles } = pattern;
  const cells = width * height;
  const k = tiles.length;
  const { popcount, select } = bitTables();
  const places = new Int32Array(k);
  const digits = new Int32Array(k);
  /** Places of the pattern's first j tiles, as a mask, for each j. */
  const earlier = new Int32Array(k);
  /** Which place (slot) each cell holds, or -1. */
  const slotOf = new Int32Array(cells).fill(-1);
  const flat = neighbours.map((list) => Int32Array.from(list));
  const all = (1 << cells) - 1;
  return {
    size: partialPermutationCount(cells, k),
    goals: () => [rankPartialPermutation(goalPlaces(pattern), k, cells)],
    neighbours(rank, emit) {
      let r = rank;
      for (let i = k - 1; i >= 0; i--) {
        const radix = cells - i;
        const q = Math.floor(r / radix);
        digits[i] = r - q * radix;
        r = q;
      }
      let free = all;
      for (let i = 0; i < k; i++) {
        earlier[i] = all & ~free;
        const p = select[free * 16 + digits[i]];
        places[i] = p;
        slotOf[p] = i;
        free &= ~(1 << p);
      }
      for (let j = 0; j < k; j++) {
        const from = places[j];
        const list = flat[from];
        for (let n = 0; n < list.length; n++) {
          const to = list[n];
          if (slotOf[to] >= 0) continue;
          let next = rank + (to - popcount[earlier[j] & ((1 << to) - 1)] - digits[j]) * weight[j];
          // Later places strictly between the old and the new cell (none for a sideways move).
          const lo = from < to ? from : to;
          const hi = from < to ? to : from;
          for (let c = lo + 1; c < hi; c++) {
            const i = slotOf[c];
            if (i > j) next += from < to ? weight[i] : -weight[i];
          }
          emit(next, 1);
        }
      }
      for (let j = 0; j < k; j++) slotOf[places[j]] = -1;
    },
  };
}

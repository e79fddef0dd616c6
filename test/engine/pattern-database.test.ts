import { describe, expect, it } from 'vitest';
import { runSync } from '../../src/engine/index.js';
import {
  checksum,
  histogram,
  minOverGroups,
  packNibbles,
  patternDistancesSteps,
  patternHeuristic,
  unpackNibbles,
  UNREACHED,
  type PatternSpace,
} from '../../src/engine/pattern-database.js';
import { partialPermutationCount, rankPartialPermutation, unrankPartialPermutation } from '../../src/engine/partial-permutation.js';

describe('partial permutations', () => {
  it.each([
    [6, 3],
    [7, 7],
    [9, 4],
    [5, 1],
  ])('rank the %i-cell arrangements of %i items onto 0..n!/(n-k)!-1, one to one', (n, k) => {
    const count = partialPermutationCount(n, k);
    const seen = new Set<string>();
    const places = new Int32Array(k);
    for (let r = 0; r < count; r++) {
      unrankPartialPermutation(r, k, n, places);
      expect(new Set(places).size).toBe(k);
      for (const p of places) expect(p >= 0 && p < n).toBe(true);
      expect(rankPartialPermutation(places, k, n)).toBe(r);
      seen.add(places.join(','));
    }
    expect(seen.size).toBe(count);
  });
});

/**
 * A ring of 12 positions where the even-to-odd steps are free: the distance
 * from 0 counts only the odd-to-even steps, a known answer for the 0/1 search.
 */
const ring: PatternSpace = {
  size: 13, // rank 12 names no state and must stay unreached
  goals: () => [0],
  neighbours(rank, emit) {
    if (rank === 12) throw new Error('rank 12 is not a state');
    for (const next of [(rank + 1) % 12, (rank + 11) % 12]) {
      const free = Math.min(rank, next) % 2 === 0 && Math.abs(rank - next) === 1;
      emit(next, free ? 0 : 1);
    }
  },
};

describe('backward search over a pattern space', () => {
  it('finds 0/1 distances exactly, and leaves ranks that are not states unreached', () => {
    const build = runSync(patternDistancesSteps(ring));
    expect(build.status).toBe('built');
    const expected = [0, 0, 1, 1, 2, 2, 3, 2, 2, 1, 1, 0, UNREACHED];
    // 11 -> 0 is the wrap-around step, free because 11 and 0 differ by 11, not 1: costs 1.
    expected[11] = 1;
    expected[10] = 1;
    expected[9] = 2;
    expected[8] = 2;
    expected[7] = 3;
    expected[6] = 3;
    expect(Array.from(build.table!)).toEqual(expected);
    expect(build.counts).toEqual([2, 4, 4, 2]);
  });

  it('stops at the memory limit before allocating', () => {
    const build = runSync(patternDistancesSteps({ ...ring, size: 1e9 }, { maxMemoryBytes: 1000 }));
    expect(build.status).toBe('limit');
    expect(build.limit).toBe('memory');
  });

  it('stops at a cancelled signal', () => {
    const controller = new AbortController();
    controller.abort();
    let expansions = 0;
    const busy: PatternSpace = {
      size: 100_000,
      goals: () => [0],
      neighbours(r, emit) {
        expansions++;
        for (const next of [2 * r + 1, 2 * r + 2]) if (next < 100_000) emit(next, 1);
      },
    };
    const build = runSync(patternDistancesSteps(busy, { signal: controller.signal }));
    expect(build.status).toBe('limit');
    expect(build.limit).toBe('cancelled');
    expect(expansions).toBeLessThan(100_000);
  });
});

describe('tables', () => {
  it('minimum over groups, 4-bit packing and the checksum', () => {
    const table = Uint8Array.from([3, 1, 4, 1, 5, 9, 2, 6, UNREACHED, 7]);
    expect(Array.from(minOverGroups(table, 2))).toEqual([1, 1, 5, 2, 7]);
    const small = Uint8Array.from([0, 15, 7, 3, 9]);
    expect(Array.from(unpackNibbles(packNibbles(small), 5))).toEqual([0, 15, 7, 3, 9]);
    expect(() => packNibbles(Uint8Array.from([16]))).toThrow(RangeError);
    const damaged = Uint8Array.from(table);
    damaged[4] ^= 1;
    expect(checksum(damaged)).not.toBe(checksum(table));
    expect(histogram(Uint8Array.from([0, 1, 1, UNREACHED]))).toEqual([1, 2]);
  });

  it('patternHeuristic adds disjoint parts and takes the larger view', () => {
    const parts = [
      { rank: (s: number[]) => s[0], table: Uint8Array.from([0, 2, 5]) },
      { rank: (s: number[]) => s[1], table: Uint8Array.from([0, 1, 3]) },
    ];
    const swap = (s: number[]) => [s[1], s[0]];
    expect(patternHeuristic(parts)([2, 1])).toBe(6);
    expect(patternHeuristic(parts, [swap])([1, 2])).toBe(Math.max(2 + 3, 5 + 1));
  });
});

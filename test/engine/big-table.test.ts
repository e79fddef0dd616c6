import { describe, expect, it } from 'vitest';
import { createStateTable, explore, type SearchProblem } from '../../src/engine/index.js';

describe('state tables beyond a Map', () => {
  // A Map stops at 2^24 entries; the table must not. A binary tree of
  // 2^24 + 1000 states (s -> 2s+1, 2s+2, and back to its parent) makes the
  // index pass 2^24 slots (two index chunks) and the entries fill 257 chunks.
  it('explores 16,778,216 states and finds each once', () => {
    const n = 2 ** 24 + 1000;
    const tree: SearchProblem<number, null> = {
      start: 0,
      isGoal: (s) => s === n - 1,
      successors: (s, emit) => {
        if (2 * s + 1 < n) emit(2 * s + 1, null);
        if (2 * s + 2 < n) emit(2 * s + 2, null);
        if (s > 0) emit((s - 1) >>> 1, null);
      },
      codec: { kind: 'uint32', encode: (s) => s, decode: (s) => s },
    };
    const result = explore(tree, { farthestExamples: 1 });
    expect(result.reachableStates).toBe(n);
    expect(result.goalStates).toBe(1);
    expect(result.shortest).toBe(24);
    expect(result.statesPerDepth).toEqual([...Array.from({ length: 24 }, (_, d) => 2 ** d), 1001]);
    expect(result.farthest).toEqual({ distance: 24, count: 1001, examples: [2 ** 24 - 1] });
  });

  it('keeps float53 keys exact near 2^53', () => {
    const table = createStateTable<number>({ kind: 'float53', encode: (s) => s, decode: (s) => s });
    const big = 2 ** 53 - 1;
    const keys = [big, big - 1, 2 ** 32, 2 ** 32 - 1, 0, 2 ** 52 + 12345];
    keys.forEach((k, i) => expect(table.insert(k, i - 1)).toBe(i));
    keys.forEach((k, i) => {
      expect(table.insert(k, 99)).toBe(-(i + 1));
      expect(table.state(i)).toBe(k);
      expect(table.parent(i)).toBe(i - 1);
    });
  });
});

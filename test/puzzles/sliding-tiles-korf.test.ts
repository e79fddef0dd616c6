/**
 * Korf's first ten random 15-puzzle instances, solved optimally by IDA* on
 * the 5-5-5 additive pattern databases with the transposed lookup: the
 * published optimal lengths, every solution replayed through the rules.
 * Instance 3, the longest by far, is solved in `npm run test:slow`
 * (sliding-tiles-korf.slow.test.ts); the other nine here.
 */
import { describe, expect, it } from 'vitest';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { expectKorfSolved, KORF_MISSING, KORF_ROWS, KORF_SLOW_IDS, withKorfDatabases } from '../support/korf.js';

describe.skipIf(KORF_MISSING)("Korf's first ten 15-puzzle instances with 5-5-5 databases", () => {
  withKorfDatabases();

  it('auto picks IDA* once databases are loaded', () => {
    const instance = slidingTiles.parse({ source: { kind: 'preset', name: '15-puzzle' }, params: { goal: 'blank-first' } });
    const problem = slidingTiles.problem(instance);
    expect(problem.tight?.preferred?.()).toBe(true);
  });

  it('has ten instances, the slow one among them', () => {
    expect(KORF_ROWS.map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  const rows = KORF_ROWS.filter((row) => !KORF_SLOW_IDS.has(row[0]));
  it.each(rows.map((row) => [row[0], row[1], row] as const))('instance %i needs %i moves', (_id, _optimal, row) => expectKorfSolved(row), 120_000);
});

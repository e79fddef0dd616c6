/**
 * Korf's first ten random 15-puzzle instances, solved optimally by IDA* on
 * the 5-5-5 additive pattern databases with the transposed lookup: the
 * published optimal lengths, every solution replayed through the rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSync, solve } from '../../src/engine/index.js';
import { goalCells } from '../../src/puzzles/sliding-tiles/board.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { buildTilesDatabasesSteps, installTilesDatabases, uninstallTilesDatabases } from '../../src/puzzles/sliding-tiles/pattern-databases.js';
import { resolvePartition } from '../../src/puzzles/sliding-tiles/partitions.js';
import { expectReplaysToGoal, sharedData } from '../support/puzzle-checks.js';

const text = sharedData<string>('korf15-first10.txt');
const rows = (text ?? '')
  .split('\n')
  .filter((line) => /^\d/.test(line))
  .map((line) => line.trim().split(/\s+/).map(Number));
const goal = goalCells(16, 'blank-first');

describe.skipIf(text === null)("Korf's first ten 15-puzzle instances with 5-5-5 databases", () => {
  beforeAll(() => {
    const { groups } = resolvePartition(4, 4, goal, '5-5-5');
    const build = runSync(buildTilesDatabasesSteps({ width: 4, height: 4, goal, partition: '5-5-5', groups }));
    if (build.status !== 'built') throw new Error('the 5-5-5 build stopped');
    installTilesDatabases(build.databases);
  }, 180_000);
  afterAll(() => uninstallTilesDatabases({ width: 4, height: 4, goal }));

  it('auto picks IDA* once databases are loaded', () => {
    const instance = slidingTiles.parse({ source: { kind: 'preset', name: '15-puzzle' }, params: { goal: 'blank-first' } });
    const problem = slidingTiles.problem(instance);
    expect(problem.tight?.preferred?.()).toBe(true);
  });

  it.each(rows.map((row) => [row[0], row[1], row] as const))('instance %i needs %i moves', (_id, optimal, row) => {
    const code = [0, 1, 2, 3].map((r) => row.slice(4 + 4 * r, 8 + 4 * r).join(',')).join('/');
    const instance = slidingTiles.parse({ source: { kind: 'code', code }, params: { goal: 'blank-first' } });
    const result = solve(slidingTiles.problem(instance), 'auto');
    expect(result.status).toBe('solved');
    expect(result.solution!.moves.length).toBe(optimal);
    // The databases cut the search far below Korf's published Manhattan-distance IDA* nodes.
    expect(result.stats.statesExplored).toBeLessThan(row[3] / 5);
    expectReplaysToGoal(slidingTiles, instance, result.solution!);
  }, 120_000);
});


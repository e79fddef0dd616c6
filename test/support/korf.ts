/**
 * Korf's first ten random 15-puzzle instances (../shared/data/korf15-first10.txt)
 * and their check: solved optimally by IDA* on the 5-5-5 additive pattern
 * databases (built and installed for the file by `withKorfDatabases`), at the
 * published optimal length, far below Korf's Manhattan-distance IDA* nodes,
 * and replayed through the rules.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { runSync, solve } from '../../src/engine/index.js';
import { goalCells } from '../../src/puzzles/sliding-tiles/board.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { buildTilesDatabasesSteps, installTilesDatabases, uninstallTilesDatabases } from '../../src/puzzles/sliding-tiles/pattern-databases.js';
import { resolvePartition } from '../../src/puzzles/sliding-tiles/partitions.js';
import { expectReplaysToGoal, sharedData } from './puzzle-checks.js';

const text = sharedData<string>('korf15-first10.txt');
/** Whether the instances are there (the tests skip with sharedData's notice when not). */
export const KORF_MISSING = text === null;
/** Each instance's row: id, optimal length, Manhattan distance, Korf's IDA* nodes, then the 16 cells. */
export const KORF_ROWS: number[][] = (text ?? '')
  .split('\n')
  .filter((line) => /^\d/.test(line))
  .map((line) => line.trim().split(/\s+/).map(Number));
/**
 * The instance that takes most of the ten's time (59 moves, some 40 % of the file's work on its own): in
 * `npm run test:slow` (sliding-tiles-korf.slow.test.ts); the suite solves the other nine.
 */
export const KORF_SLOW_IDS: ReadonlySet<number> = new Set([3]);

const goal = goalCells(16, 'blank-first');

/** Builds and installs the 5-5-5 databases before the file's tests, and uninstalls them after. */
export function withKorfDatabases(): void {
  beforeAll(() => {
    const { groups } = resolvePartition(4, 4, goal, '5-5-5');
    const build = runSync(buildTilesDatabasesSteps({ width: 4, height: 4, goal, partition: '5-5-5', groups }));
    if (build.status !== 'built') throw new Error('the 5-5-5 build stopped');
    installTilesDatabases(build.databases);
  }, 180_000);
  afterAll(() => uninstallTilesDatabases({ width: 4, height: 4, goal }));
}

/** Solves one instance's row and checks it (see above). */
export function expectKorfSolved(row: number[]): void {
  const optimal = row[1];
  const code = [0, 1, 2, 3].map((r) => row.slice(4 + 4 * r, 8 + 4 * r).join(',')).join('/');
  const instance = slidingTiles.parse({ source: { kind: 'code', code }, params: { goal: 'blank-first' } });
  const result = solve(slidingTiles.problem(instance), 'auto');
  expect(result.status).toBe('solved');
  expect(result.solution!.moves.length).toBe(optimal);
  // The databases cut the search far below Korf's published Manhattan-distance IDA* nodes.
  expect(result.stats.statesExplored).toBeLessThan(row[3] / 5);
  expectReplaysToGoal(slidingTiles, instance, result.solution!);
}

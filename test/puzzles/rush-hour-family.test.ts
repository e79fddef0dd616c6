/**
 * The Rush Hour family (src/puzzles/rush-hour/family): a 4x4 run against a
 * naive breadth-first search of every group written here, and on the
 * census's worker threads against one thread; the database's minimality
 * rule on boards made by hand. Every 5x5 puzzle of the published database,
 * line for line, is a few seconds of a core: rush-hour-family.slow.test.ts
 * (`npm run test:slow`).
 */
import { describe, expect, it } from 'vitest';
import { classifyChunk } from '../../src/puzzles/rush-hour/family/classify-chunk.js';
import { isMinimal } from '../../src/puzzles/rush-hour/family/minimal.js';
import { chunkCount, familyLines } from '../../src/puzzles/rush-hour/family/patterns.js';
import type { BoardPiece, PieceBoard } from '../../src/puzzles/rush-hour/family/piece-board.js';
import { RUSH_HOUR_FAMILY } from '../../src/puzzles/rush-hour/family/index.js';
import { runCensus } from '../../src/midend/census.js';
import type { CensusFamily } from '../../src/puzzles/census-family.js';

// The build's modules, whose worker threads the run starts (node-runners registers them).
await import('../../dist/node-runners.js' as string);
const builtRunCensus = ((await import('../../dist/midend/census.js' as string)) as { runCensus: typeof runCensus }).runCensus;
const BUILT_FAMILY = ((await import('../../dist/puzzles/rush-hour/family/index.js' as string)) as { RUSH_HOUR_FAMILY: CensusFamily }).RUSH_HOUR_FAMILY;
import { naiveGroups } from '../support/rush-hour-naive.js';
import { solve } from '../../src/engine/index.js';
import { openInstance, replayCodes } from '../../src/midend/index.js';

/** A board from text, its pieces in the order of their letters (A the red car), `x` walls after them. */
function boardOf(size: number, rows: string): PieceBoard {
  const cells = rows.replace(/\s/g, '');
  const letters = [...new Set(cells.replace(/[.x]/g, ''))].sort();
  const pieces: BoardPiece[] = letters.map((letter) => {
    const at = [...cells].flatMap((c, i) => (c === letter ? [i] : []));
    const horizontal = at[1] - at[0] === 1;
    return { horizontal, line: horizontal ? Math.floor(at[0] / size) : at[0] % size, length: at.length, start: horizontal ? at[0] % size : Math.floor(at[0] / size), fixed: false };
  });
  [...cells].forEach((c, i) => c === 'x' && pieces.push({ horizontal: true, line: Math.floor(i / size), length: 1, start: i % size, fixed: true }));
  return { size, primaryRow: 2, pieces };
}

describe('the Rush Hour family', () => {
  it("lists on 4x4 on two worker threads (the build's) what one thread lists here, line for line", async () => {
    // The census's own threads, as the 5x5 run against the published database uses them (rush-hour-family.slow.test.ts).
    const settings = RUSH_HOUR_FAMILY.settings({ size: '4' });
    const threaded = await builtRunCensus('rush-hour', BUILT_FAMILY, settings, { threads: 2 });
    const alone = await runCensus('rush-hour', RUSH_HOUR_FAMILY, settings, { threads: 1 });
    expect(threaded.complete).toBe(true);
    expect(alone.puzzles.length).toBeGreaterThan(20);
    expect(threaded.puzzles.map((p) => RUSH_HOUR_FAMILY.listLine(p))).toEqual(alone.puzzles.map((p) => RUSH_HOUR_FAMILY.listLine(p)));
  });

  it('finds on 4x4, and on 3x3 with up to two walls, the groups a naive breadth-first search of every layout finds', () => {
    for (const [size, walls] of [
      [4, 0],
      [3, 2],
    ]) {
      const lines = familyLines({ size, minWalls: 0, maxWalls: walls });
      const results = Array.from({ length: chunkCount(lines) }, (_, c) => classifyChunk(lines, c));
      const naive = naiveGroups(size, walls);
      expect(results.reduce((n, r) => n + r.layouts, 0)).toBe(naive.layouts);
      expect(results.reduce((n, r) => n + r.groups, 0)).toBe(naive.groups.length);
      const solvable = naive.groups.filter((g) => g.histogram.length > 0);
      expect(results.reduce((n, r) => n + r.solvable, 0)).toBe(solvable.length);
      // Every kept puzzle is the hardest layout of its group, the smallest by bitboards, with the group's figures.
      const byHardest = new Map(solvable.map((g) => [g.hardest, g]));
      const kept = results.flatMap((r) => r.puzzles);
      expect(kept.length).toBeGreaterThan(size === 4 ? 20 : 0);
      if (walls > 0) expect(solvable.some((g) => g.hardest.includes('x'))).toBe(true);
      for (const p of kept) {
        const g = byHardest.get(p.board.replace(/[A-Z]/g, (c) => (c === 'A' ? 'A' : '#')));
        expect(g, p.board).toBeDefined();
        expect(p.groupSize).toBe(g!.size);
        expect(p.histogram).toEqual(g!.histogram);
        expect(p.moves).toBe(g!.histogram.length - 1);
      }
    }
  });

  it("opens every 4x4 puzzle the family keeps as a code of the backend (the red car on the board's second row there), solved in the listed moves, replayed", () => {
    const lines = familyLines({ size: 4, minWalls: 0, maxWalls: 0 });
    const kept = Array.from({ length: chunkCount(lines) }, (_, c) => classifyChunk(lines, c)).flatMap((r) => r.puzzles);
    expect(kept.length).toBeGreaterThan(20);
    for (const p of kept) {
      const opened = openInstance('rush-hour', { source: { kind: 'code', code: p.board }, params: { size: '4' }, metric: 'move' });
      const plan = solve(opened.problem).solution!;
      expect(plan.moves.length, p.board).toBe(p.moves);
      const replay = replayCodes(opened, plan.moves.map((m) => opened.moveCode(m)));
      expect(replay.illegal).toBeUndefined();
      expect(opened.isGoal(replay.states[replay.states.length - 1])).toBe(true);
    }
  });

  it('keeps a puzzle whose every unmoved piece is needed, and drops one with a piece it can do without', () => {
    // C must make way for B to go up, as E stops B going down: 3 moves, and without E only 2.
    const needed = boardOf(5, '..CC. ..B.. AAB.. ..... .EE..');
    expect(isMinimal(needed, 3)).toBe(true);
    // F (right column, below the exit) is never in the way: taken off, the puzzle is as long.
    const spare = boardOf(5, '..CC. ..B.. AAB.. ....F .EE.F');
    expect(isMinimal(spare, 3)).toBe(false);
    // A wall is a piece too: this one stops B going down, and the puzzle needs it.
    const wall = boardOf(5, '..CC. ..B.. AAB.. ..... ..x..');
    expect(isMinimal(wall, 3)).toBe(true);
  });
});

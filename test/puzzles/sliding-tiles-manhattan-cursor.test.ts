/**
 * The Manhattan cursor (manhattan-cursor.ts), the 15-puzzle's own among
 * them, on several board sizes and both goals: along random walks, its
 * distance and each move's change against a plain Manhattan sum, the moves
 * it offers against the rule written out in the tests, and the tiles it
 * names; then IDA* on it against A*, every solution replayed. Last, IDA*
 * searches on 4x4 boards, with this cursor and the linear-conflict one,
 * taking turns a slice at a time: the 15-puzzle's cursors keep their board
 * in their module's buffers while a slice runs.
 */
import { describe, expect, it } from 'vitest';
import { idaStarSteps, solve } from '../../src/engine/index.js';
import { goalCells, manhattan, type GoalKind } from '../../src/puzzles/sliding-tiles/board.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { manhattanCursor } from '../../src/puzzles/sliding-tiles/manhattan-cursor.js';
import { expectReplaysToGoal } from '../support/puzzle-checks.js';
import { takeTurns } from '../support/take-turns.js';
import { scrambledTiles, walkTilesCursor } from '../support/tiles-cursor-walk.js';

const SIZES: [number, number][] = [
  [4, 4],
  [3, 3],
  [4, 3],
  [2, 6],
  [5, 5],
];
const GOALS: GoalKind[] = ['blank-first', 'blank-last'];

describe('the Manhattan cursor', () => {
  for (const [width, height] of SIZES) {
    for (const kind of GOALS) {
      it(`keeps the distance, the board and the moves right along random walks (${width}x${height}, ${kind})`, () => {
        const goal = goalCells(width * height, kind);
        const start = scrambledTiles(width, height, goal, 60, width * 31 + height);
        const cursor = manhattanCursor({ width, height, goal }, start, (board) => Array.from(board));
        walkTilesCursor(cursor, width, height, (board) => manhattan(width, board, goal), 300);
      });
    }
  }

  it('is at the goal exactly when every tile is home', () => {
    for (const kind of GOALS) {
      const goal = goalCells(16, kind);
      expect(manhattanCursor({ width: 4, height: 4, goal }, goal, (b) => b).isGoal()).toBe(true);
      expect(manhattanCursor({ width: 4, height: 4, goal }, scrambledTiles(4, 4, goal, 1, 3), (b) => b).isGoal()).toBe(false);
    }
  });

  for (const [width, height] of [
    [4, 4],
    [3, 3],
    [4, 3],
  ]) {
    for (const kind of GOALS) {
      it(`makes IDA* as short as A* (${width}x${height}, ${kind})`, () => {
        const goal = goalCells(width * height, kind);
        for (const seed of [1, 2, 3]) {
          const board = scrambledTiles(width, height, goal, 120, seed);
          const code = Array.from({ length: height }, (_, r) => board.slice(r * width, (r + 1) * width).join(',')).join('/');
          const instance = slidingTiles.parse({ source: { kind: 'code', code }, params: { goal: kind, heuristic: 'manhattan' } });
          // A limit on nodes turns a cursor gone wrong into a failure, not a hang.
          const ida = solve(slidingTiles.problem(instance), 'idastar', { maxStates: 10_000_000 });
          const astar = solve(slidingTiles.problem(instance), 'astar');
          expect(ida.status).toBe('solved');
          expect(ida.solution!.moves.length).toBe(astar.solution!.moves.length);
          expectReplaysToGoal(slidingTiles, instance, ida.solution!);
        }
      });
    }
  }
});

describe('IDA* on 4x4 boards, several searches taking turns a slice at a time', () => {
  it('finds the same paths through the same nodes as each search alone', () => {
    const goal = goalCells(16, 'blank-first');
    // Two boards, 40 and 46 moves from the goal, each with both heuristics.
    const instances = [5, 6].flatMap((seed) => {
      const board = scrambledTiles(4, 4, goal, 200, seed);
      const code = [0, 1, 2, 3].map((row) => board.slice(row * 4, row * 4 + 4).join(',')).join('/');
      return ['manhattan', 'linear-conflict'].map((heuristic) => slidingTiles.parse({ source: { kind: 'code', code }, params: { goal: 'blank-first', heuristic } }));
    });
    const alone = instances.map((instance) => solve(slidingTiles.problem(instance), 'idastar'));
    // sliceMs 0: each search yields after every slice of its walk (16,384 nodes).
    const { results, turns } = takeTurns(instances.map((instance) => idaStarSteps(slidingTiles.problem(instance), { sliceMs: 0 })));
    results.forEach((result, i) => {
      expect(result.status).toBe('solved');
      expect(result.solution!.moves).toEqual(alone[i].solution!.moves);
      expect(result.stats.statesExplored).toBe(alone[i].stats.statesExplored);
      expectReplaysToGoal(slidingTiles, instances[i], result.solution!);
      // Each search (86,002 to 587,949 nodes) paused at least 4 times.
      expect(turns[i]).toBeGreaterThanOrEqual(5);
    });
    expect(alone.map((result) => result.solution!.moves.length)).toEqual([40, 40, 46, 46]);
  });
});

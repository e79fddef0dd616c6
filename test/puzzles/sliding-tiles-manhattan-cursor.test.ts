/**
 * The Manhattan cursor (manhattan-cursor.ts), the 15-puzzle's own among
 * them, on several board sizes and both goals: along random walks, its
 * distance and each move's change against a plain Manhattan sum, the moves
 * it offers against the rule written out in the tests, and the tiles it
 * names; then IDA* on it against A*, every solution replayed.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../src/engine/index.js';
import { goalCells, manhattan, type GoalKind } from '../../src/puzzles/sliding-tiles/board.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { manhattanCursor, type ManhattanCursor } from '../../src/puzzles/sliding-tiles/manhattan-cursor.js';
import { expectReplaysToGoal } from '../support/puzzle-checks.js';
import { tileSlides } from '../support/tile-slides.js';

const SIZES: [number, number][] = [
  [4, 4],
  [3, 3],
  [4, 3],
  [2, 6],
  [5, 5],
];
const GOALS: GoalKind[] = ['blank-first', 'blank-last'];

/** A board `steps` random slides from the goal (a fixed seed, so the same each run). */
function scramble(width: number, height: number, goal: Uint8Array, steps: number, seed: number): number[] {
  let board = Array.from(goal);
  let x = seed;
  for (let i = 0; i < steps; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const slides = tileSlides(board, width, height);
    board = slides[(x >>> 16) % slides.length];
  }
  return board;
}

/** The moves the cursor offers after `last`, each with the board it leads to and back. */
function offered(cursor: ManhattanCursor<number[]>, last: number): { move: number; board: number[] }[] {
  const moves: { move: number; board: number[] }[] = [];
  for (let k = 0, move = cursor.move(last, 0); move >= 0; move = cursor.move(last, ++k)) {
    cursor.apply(move);
    moves.push({ move, board: cursor.state() });
    cursor.undo(move);
  }
  return moves;
}

const key = (board: readonly number[]) => board.join(',');

describe('the Manhattan cursor', () => {
  for (const [width, height] of SIZES) {
    for (const kind of GOALS) {
      it(`keeps the distance, the board and the moves right along random walks (${width}x${height}, ${kind})`, () => {
        const goal = goalCells(width * height, kind);
        const start = scramble(width, height, goal, 60, width * 31 + height);
        const cursor = manhattanCursor({ width, height, goal }, start, (board) => Array.from(board));
        expect(cursor.heuristic()).toBe(manhattan(width, start, goal));
        let x = 7;
        // With apply and undo, the cursor keeps the distance; with unit steps, IDA* does.
        for (const unit of [false, true]) {
          let board = cursor.state();
          /** The board before the last move: the slide back to it is left out. */
          let before: number[] | null = null;
          let last = cursor.origin();
          let h = cursor.heuristic();
          const made: number[] = [];
          for (let step = 0; step < 300; step++) {
            const moves = offered(cursor, last);
            // Every slide but the one back to the board before.
            const slides = tileSlides(board, width, height).map(key);
            expect(moves.map((m) => key(m.board)).sort()).toEqual(slides.filter((slide) => before === null || slide !== key(before)).sort());
            x = (Math.imul(x, 1103515245) + 12345) >>> 0;
            const { move, board: next } = moves[(x >>> 16) % moves.length];
            const from = board.findIndex((tile, cell) => tile !== next[cell] && tile !== 0);
            expect(cursor.moveOf(move) >> 2).toBe(board[from]);
            const change = manhattan(width, next, goal) - manhattan(width, board, goal);
            expect(cursor.changeOf(move)).toBe(change);
            if (unit) cursor.applyUnit(move);
            else cursor.apply(move);
            h += change;
            if (!unit) expect(cursor.heuristic()).toBe(h);
            expect(cursor.state()).toEqual(next);
            made.push(move);
            before = board;
            board = next;
            last = move;
          }
          while (made.length) {
            const move = made.pop()!;
            if (unit) cursor.undoUnit(move);
            else cursor.undo(move);
          }
          expect(cursor.state()).toEqual(start);
          expect(cursor.heuristic()).toBe(manhattan(width, start, goal));
        }
      });
    }
  }

  it('is at the goal exactly when every tile is home', () => {
    for (const kind of GOALS) {
      const goal = goalCells(16, kind);
      expect(manhattanCursor({ width: 4, height: 4, goal }, goal, (b) => b).isGoal()).toBe(true);
      expect(manhattanCursor({ width: 4, height: 4, goal }, scramble(4, 4, goal, 1, 3), (b) => b).isGoal()).toBe(false);
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
          const board = scramble(width, height, goal, 120, seed);
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

/**
 * Linear conflict (linear-conflict.ts, line-code-cursor.ts): the distance
 * against a count written out here by brute force; admissible and changing
 * by exactly 1 a move on whole spaces, against breadth-first distances; the
 * cursors (line codes, and scans on long lines) along random walks; and
 * IDA* on it, as short as with the Manhattan distance and never more nodes.
 */
import { describe, expect, it } from 'vitest';
import { resolveAlgorithm, solve } from '../../src/engine/index.js';
import { goalCells, manhattan, type GoalKind } from '../../src/puzzles/sliding-tiles/board.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { linearConflictCursor, linearConflictDistance } from '../../src/puzzles/sliding-tiles/linear-conflict.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal, sharedData } from '../support/puzzle-checks.js';
import { tileSlides } from '../support/tile-slides.js';
import { scrambledTiles, walkTilesCursor } from '../support/tiles-cursor-walk.js';

const GOALS: GoalKind[] = ['blank-first', 'blank-last'];

/**
 * The count by brute force: per line, the fewest of its goal tiles to take
 * out so that the rest stand in goal order, found by trying every subset to keep.
 */
function bruteForce(width: number, height: number, board: readonly number[], goal: ArrayLike<number>): number {
  const goalCell = new Map<number, number>();
  for (let cell = 0; cell < goal.length; cell++) goalCell.set(goal[cell], cell);
  const fewestOut = (places: number[]) => {
    let best = places.length;
    for (let keep = 0; keep < 1 << places.length; keep++) {
      const kept = places.filter((_, i) => keep & (1 << i));
      if (kept.every((p, i) => i === 0 || kept[i - 1] < p)) best = Math.min(best, places.length - kept.length);
    }
    return best;
  };
  let out = 0;
  for (let r = 0; r < height; r++) {
    const places: number[] = [];
    for (let c = 0; c < width; c++) {
      const tile = board[r * width + c];
      const g = goalCell.get(tile)!;
      if (tile !== 0 && Math.floor(g / width) === r) places.push(g % width);
    }
    out += fewestOut(places);
  }
  for (let c = 0; c < width; c++) {
    const places: number[] = [];
    for (let r = 0; r < height; r++) {
      const tile = board[r * width + c];
      const g = goalCell.get(tile)!;
      if (tile !== 0 && g % width === c) places.push(Math.floor(g / width));
    }
    out += fewestOut(places);
  }
  return manhattan(width, board, goal) + 2 * out;
}

/** Any permutation of the cells (solvable or not: the distance is defined on all). */
function shuffled(cells: number, seed: number): number[] {
  const board = Array.from({ length: cells }, (_, i) => i);
  let x = seed;
  for (let i = cells - 1; i > 0; i--) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const j = (x >>> 16) % (i + 1);
    [board[i], board[j]] = [board[j], board[i]];
  }
  return board;
}

function codeOf(width: number, board: readonly number[]): string {
  return Array.from({ length: board.length / width }, (_, r) => board.slice(r * width, (r + 1) * width).join(',')).join('/');
}

/** Breadth-first distances to `goal` of every position that reaches it, by the rule written out in the tests. */
function distancesTo(width: number, height: number, goal: ArrayLike<number>): Map<string, number> {
  const start = Array.from(goal);
  const seen = new Map([[start.join(','), 0]]);
  let layer = [start];
  for (let d = 1; layer.length > 0; d++) {
    const next: number[][] = [];
    for (const board of layer) {
      for (const slide of tileSlides(board, width, height)) {
        const key = slide.join(',');
        if (seen.has(key)) continue;
        seen.set(key, d);
        next.push(slide);
      }
    }
    layer = next;
  }
  return seen;
}

describe('the linear-conflict distance', () => {
  it('adds 2 for each tile that must leave its line: a row of 2 1 3, a column of 7 4 1', () => {
    const goal = goalCells(9, 'blank-last');
    const distance = linearConflictDistance({ width: 3, height: 3, goal });
    // Tiles 1 and 2 swapped in their goal row: Manhattan 2, one of them must step out and back.
    expect(distance([2, 1, 3, 4, 5, 6, 7, 8, 0])).toBe(4);
    // 3 2 1 in the top row: two of the three must leave.
    expect(distance([3, 2, 1, 4, 5, 6, 7, 8, 0])).toBe(4 + 4);
    // 7 and 1 swapped: Manhattan 4, and 7 4 1 stand reversed in their goal column, so two of them must leave it.
    expect(distance([7, 2, 3, 4, 5, 6, 1, 8, 0])).toBe(4 + 4);
    // 1 and 3 swapped in the top row: Manhattan 4; 3 2 1 reversed (+4), and no column in conflict.
    expect(distance([3, 2, 1, 4, 5, 6, 7, 8, 0])).toBe(4 + 4);
    expect(distance(goal)).toBe(0);
  });

  for (const [width, height] of [
    [3, 3],
    [4, 4],
    [5, 3],
    [2, 7],
    [8, 2],
    [5, 5],
  ]) {
    it(`matches the brute-force count on 200 shuffled boards (${width}x${height})`, () => {
      for (const kind of GOALS) {
        const goal = goalCells(width * height, kind);
        const distance = linearConflictDistance({ width, height, goal });
        for (let seed = 1; seed <= 100; seed++) {
          const board = shuffled(width * height, seed * 7 + width);
          expect(distance(board)).toBe(bruteForce(width, height, board, goal));
        }
      }
    });
  }

  for (const [width, height] of [
    [3, 3],
    [4, 2],
    [2, 4],
  ]) {
    for (const kind of GOALS) {
      it(`never overestimates and changes by exactly 1 a move, on every position of the ${width}x${height} board (${kind})`, () => {
        const goal = goalCells(width * height, kind);
        const distance = linearConflictDistance({ width, height, goal });
        const exact = distancesTo(width, height, goal);
        // Counted, and checked once at the end: an expect per position would take seconds.
        let over = 0;
        let notOne = 0;
        let above = 0;
        for (const [key, d] of exact) {
          const board = key.split(',').map(Number);
          const h = distance(board);
          if (h > d) over++;
          if (h > manhattan(width, board, goal)) above++;
          for (const slide of tileSlides(board, width, height)) if (Math.abs(distance(slide) - h) !== 1) notOne++;
        }
        expect({ over, notOne }).toEqual({ over: 0, notOne: 0 });
        // It is not the Manhattan distance under another name.
        expect(above).toBeGreaterThan(exact.size / 10);
      }, 30_000);
    }
  }
});

describe('the linear-conflict cursors', () => {
  // Sides up to 6 run on line codes; 7x3 and 2x8 have longer lines, and scan them.
  for (const [width, height] of [
    [4, 4],
    [3, 3],
    [4, 3],
    [2, 6],
    [6, 6],
    [7, 3],
    [2, 8],
  ]) {
    for (const kind of GOALS) {
      it(`keep the distance, the board and the moves right along random walks (${width}x${height}, ${kind})`, () => {
        const goal = goalCells(width * height, kind);
        const start = scrambledTiles(width, height, goal, 80, width * 13 + height);
        const cursor = linearConflictCursor({ width, height, goal }, start, (board) => Array.from(board));
        walkTilesCursor(cursor, width, height, (board) => bruteForce(width, height, board, goal), 200);
      });
    }
  }
});

describe('IDA* on linear conflict', () => {
  function parse(board: readonly number[], width: number, goal: GoalKind, heuristic: string) {
    return slidingTiles.parse({ source: { kind: 'code', code: codeOf(width, board) }, params: { goal, heuristic } });
  }

  // 7x2 has rows longer than the line codes serve: the scanning cursor.
  for (const [width, height] of [
    [4, 4],
    [3, 3],
    [4, 3],
    [5, 2],
    [7, 2],
  ]) {
    it(`is as short as with the Manhattan distance, with no more nodes (${width}x${height})`, () => {
      for (const kind of GOALS) {
        for (const seed of [1, 2, 3]) {
          const board = scrambledTiles(width, height, goalCells(width * height, kind), 100, seed * 5 + width);
          const manhattanRun = solve(slidingTiles.problem(parse(board, width, kind, 'manhattan')), 'idastar', { maxStates: 20_000_000 });
          const instance = parse(board, width, kind, 'linear-conflict');
          const result = solve(slidingTiles.problem(instance), 'idastar', { maxStates: 20_000_000 });
          expect(result.status).toBe('solved');
          expect(result.solution!.moves.length).toBe(manhattanRun.solution!.moves.length);
          // Never above the Manhattan distance anywhere, it prunes every branch Manhattan does.
          expect(result.stats.statesExplored).toBeLessThanOrEqual(manhattanRun.stats.statesExplored);
          expectReplaysToGoal(slidingTiles, instance, result.solution!);
          // A* takes the same heuristic.
          expect(solve(slidingTiles.problem(instance), 'astar').solution!.moves.length).toBe(result.solution!.moves.length);
        }
      }
    });
  }

  const korf = sharedData<string>('korf15-first10.txt');
  const rows = (korf ?? '')
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .map((line) => line.trim().split(/\s+/).map(Number));
  // Korf's 2, 5, 6, 8 and 9: a few million nodes each with linear conflict.
  it.skipIf(korf === null).each(rows.filter((row) => [2, 5, 6, 8, 9].includes(row[0])).map((row) => [row[0], row[1], row] as const))(
    "solves Korf's instance %i in %i moves, with fewer nodes than his Manhattan IDA*",
    (_id, optimal, row) => {
      const instance = parse(row.slice(4), 4, 'blank-first', 'auto');
      const result = solve(slidingTiles.problem(instance), 'idastar');
      expect(result.status).toBe('solved');
      expect(result.solution!.moves.length).toBe(optimal);
      expect(result.stats.statesExplored).toBeLessThan(row[3] / 2);
      expectReplaysToGoal(slidingTiles, instance, result.solution!);
    },
  );

  it('is what a plain instance gets, IDA* is what `auto` takes on the 15-puzzle, and a heuristic that is none of the three is refused', () => {
    const board = scrambledTiles(4, 4, goalCells(16, 'blank-last'), 60, 4);
    const runs = ['auto', 'linear-conflict', 'manhattan'].map((heuristic) => solve(slidingTiles.problem(parse(board, 4, 'blank-last', heuristic)), 'idastar'));
    expect(runs[0].stats.statesExplored).toBe(runs[1].stats.statesExplored);
    expect(runs[1].stats.statesExplored).toBeLessThan(runs[2].stats.statesExplored);
    // Without databases, `auto` takes IDA* from 16 cells up and A* below.
    expect(resolveAlgorithm(slidingTiles.problem(parse(board, 4, 'blank-last', 'auto')), 'auto')).toBe('idastar');
    expect(resolveAlgorithm(slidingTiles.problem(parse([1, 2, 3, 4, 0, 5, 6, 7, 8, 9, 10, 11], 4, 'blank-last', 'auto')), 'auto')).toBe('astar');
    expect(() => parse(board, 4, 'blank-last', 'walking-distance')).toThrow(PuzzleInputError);
    expect(() => parse(board, 4, 'blank-last', 'walking-distance')).toThrow(/heuristic: "walking-distance" is not one of auto, manhattan, linear-conflict/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idaStar, runSync, solveAsync } from '../../src/engine/index.js';
import { goalCells, manhattan, type TilesInstance } from '../../src/puzzles/sliding-tiles/board.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import {
  buildTilesDatabasesSteps,
  installTilesDatabases,
  uninstallTilesDatabases,
  type TilesDatabases,
} from '../../src/puzzles/sliding-tiles/pattern-databases.js';
import { checkPartition, partitionsFor, resolvePartition } from '../../src/puzzles/sliding-tiles/partitions.js';
import { PatternCursor, transposition } from '../../src/puzzles/sliding-tiles/pattern-cursor.js';
import { tilesPatternSpace, tilesRelaxedPatternSpace } from '../../src/puzzles/sliding-tiles/pattern-space.js';
import { minOverGroups, patternDistancesSteps } from '../../src/engine/pattern-database.js';
import { rankPartialPermutation, unrankPartialPermutation } from '../../src/engine/partial-permutation.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal } from '../support/puzzle-checks.js';
import type { TightCursor } from '../../src/engine/tight-cursor.js';
import { tileSlides } from '../support/tile-slides.js';

function build(width: number, height: number, goal: Uint8Array, partition: string): TilesDatabases {
  const { groups } = resolvePartition(width, height, goal, partition);
  const result = runSync(buildTilesDatabasesSteps({ width, height, goal, partition, groups }));
  if (result.status !== 'built') throw new Error('build stopped');
  return result.databases;
}

/** A board as one number, its cells as digits in base `cells` (exact up to 4x3 boards). */
/** Every move a tight cursor offers from where it stands. */
function movesOf(cursor: TightCursor<unknown, number>): number[] {
  const moves: number[] = [];
  const last = cursor.origin();
  for (let k = 0, move = cursor.move(last, 0); move >= 0; move = cursor.move(last, ++k)) moves.push(move);
  return moves;
}

function boardCode(board: ArrayLike<number>): number {
  let code = 0;
  for (let i = board.length - 1; i >= 0; i--) code = code * board.length + board[i];
  return code;
}

/** The board of a code, written into `out` (its length is the number of cells). */
function boardOf(code: number, out: number[]): number[] {
  for (let i = 0; i < out.length; i++) {
    out[i] = code % out.length;
    code = Math.floor(code / out.length);
  }
  return out;
}

const truths = new Map<string, Map<number, number>>();

/**
 * Every board reachable from `goal` with its distance, by board code: an
 * independent breadth-first search, run once per goal and shared by the tests.
 */
function trueDistances(width: number, height: number, goal: Uint8Array): Map<number, number> {
  const id = `${width}x${height}:${goal.join(',')}`;
  const known = truths.get(id);
  if (known) return known;
  const seen = new Map<number, number>([[boardCode(goal), 0]]);
  let layer = [Array.from(goal)];
  for (let depth = 1; layer.length; depth++) {
    const next: number[][] = [];
    for (const board of layer) {
      for (const b of tileSlides(board, width, height)) {
        const key = boardCode(b);
        if (!seen.has(key)) {
          seen.set(key, depth);
          next.push(b);
        }
      }
    }
    layer = next;
  }
  truths.set(id, seen);
  return seen;
}

/** A deterministic random walk of the blank from the goal. */
function scramble(width: number, height: number, goal: Uint8Array, steps: number, seed: number): Uint8Array {
  const board = Uint8Array.from(goal);
  let x = seed;
  let blank = board.indexOf(0);
  for (let i = 0; i < steps; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const options = [blank - width, blank + width, blank % width > 0 ? blank - 1 : -1, blank % width < width - 1 ? blank + 1 : -1].filter(
      (p) => p >= 0 && p < width * height,
    );
    const p = options[(x >>> 16) % options.length];
    board[blank] = board[p];
    board[p] = 0;
    blank = p;
  }
  return board;
}

function instanceOf(width: number, board: Uint8Array, goal: 'blank-first' | 'blank-last', heuristic = 'auto'): TilesInstance {
  const code = Array.from({ length: board.length / width }, (_, r) => Array.from(board.subarray(r * width, (r + 1) * width)).join(',')).join('/');
  return slidingTiles.parse({ source: { kind: 'code', code }, params: { goal, heuristic } });
}

describe('partitions', () => {
  it.each([
    [3, 3],
    [4, 3],
    [4, 4],
    [5, 5],
  ])('every named partition of the %ix%i board is disjoint and covers every tile, for both goals', (w, h) => {
    const names = partitionsFor(w, h).map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    for (const kind of ['blank-first', 'blank-last'] as const) {
      for (const name of names) {
        const { groups } = resolvePartition(w, h, goalCells(w * h, kind), name);
        const all = groups.flat().sort((a, b) => a - b);
        expect(all).toEqual(Array.from({ length: w * h - 1 }, (_, i) => i + 1));
      }
    }
  });

  it('rejects overlapping groups, missing tiles and unknown names, naming them', () => {
    expect(() => checkPartition([[1, 2, 3], [3, 4, 5, 6, 7, 8]], 9)).toThrow(/tile 3 is in pattern 1 and pattern 2/);
    expect(() => checkPartition([[1, 2, 3], [4, 5, 6, 7]], 9)).toThrow(/tile 8 is in no pattern/);
    expect(() => resolvePartition(4, 4, goalCells(16, 'blank-first'), '9-9')).toThrow(PuzzleInputError);
    expect(resolvePartition(3, 3, goalCells(9, 'blank-last'), '1,2,3/4,5,6,7,8').groups).toEqual([[1, 2, 3], [4, 5, 6, 7, 8]]);
  });
});

/**
 * Boards on which IDA* with the pattern cursor skips the optimum by 2 when
 * heuristic(limit) answers with a maximum that takes in a stale transposed
 * sum (the bug mended in 1d8a45d): found by solving every other board of the
 * 8-puzzle with that bug put back. Random boards meet it about once in
 * 15,000, too rarely for a sample to catch.
 */
const STALE_MAXIMUM_BOARDS: Record<string, number[][]> = {
  'blank-last 4-4': [[7, 2, 4, 1, 0, 3, 8, 6, 5], [3, 5, 8, 6, 7, 1, 2, 4, 0], [7, 5, 8, 6, 2, 1, 3, 4, 0]],
  'blank-first 4-4': [[1, 2, 8, 3, 6, 4, 7, 0, 5], [4, 3, 1, 6, 0, 8, 5, 7, 2], [6, 4, 2, 7, 3, 8, 5, 1, 0], [0, 5, 7, 8, 2, 3, 1, 4, 6], [0, 5, 6, 8, 7, 3, 1, 4, 2]],
  'blank-last 1,2,3,4,5/6,7,8': [[5, 0, 2, 3, 1, 4, 7, 8, 6], [2, 8, 4, 6, 7, 1, 5, 0, 3], [4, 7, 5, 3, 2, 6, 0, 8, 1], [8, 6, 4, 3, 5, 0, 2, 1, 7], [6, 2, 4, 8, 1, 7, 3, 5, 0]],
  'blank-first 1,2,3,4,5/6,7,8': [[2, 4, 5, 6, 8, 3, 7, 1, 0], [3, 7, 0, 6, 2, 4, 8, 5, 1], [1, 4, 8, 3, 0, 2, 5, 6, 7], [7, 4, 8, 2, 3, 1, 0, 5, 6], [0, 5, 6, 8, 7, 3, 1, 4, 2]],
};

/** Every nth board of a map of boards (by code) to their distances. */
function everyNth(truth: Map<number, number>, n: number): number[][] {
  const boards: number[][] = [];
  let i = 0;
  for (const key of truth.keys()) if (i++ % n === 0) boards.push(boardOf(key, new Array<number>(9)));
  return boards;
}

/** IDA* with the partition's databases installed finds, on each 8-puzzle board, a solution of the length breadth-first search gives, and it replays. */
function expectIdaStarOptimal(kind: 'blank-first' | 'blank-last', partition: string, boards: number[][]): void {
  const goal = goalCells(9, kind);
  const truth = trueDistances(3, 3, goal);
  installTilesDatabases(build(3, 3, goal, partition));
  try {
    const wrong: string[] = [];
    for (const board of boards) {
      const instance = instanceOf(3, Uint8Array.from(board), kind);
      const result = idaStar(slidingTiles.problem(instance));
      const length = result.solution!.moves.length;
      if (length !== truth.get(boardCode(board))) wrong.push(`${board.join(',')}: ${length} moves, the fewest ${truth.get(boardCode(board))}`);
      else expectReplaysToGoal(slidingTiles, instance, result.solution!);
    }
    expect(wrong).toEqual([]);
  } finally {
    uninstallTilesDatabases({ width: 3, height: 3, goal });
  }
}

describe('pattern databases on the 8-puzzle, against breadth-first search', () => {
  for (const kind of ['blank-last', 'blank-first'] as const) {
    const goal = goalCells(9, kind);
    const databases = build(3, 3, goal, '4-4');
    const truth = trueDistances(3, 3, goal);
    const snapshot = (b: Uint8Array) => Uint8Array.from(b);

    it(`never exceed the true distance on any of the 181,440 boards, and never fall below Manhattan (${kind})`, () => {
      expect(truth.size).toBe(181_440);
      let above = 0;
      const overestimates: string[] = [];
      const belowManhattan: string[] = [];
      const board = new Array<number>(9);
      for (const [key, distance] of truth) {
        boardOf(key, board);
        const md = manhattan(3, board, goal);
        for (const reflect of [false, true]) {
          const h = new PatternCursor({ width: 3, height: 3, goal }, board, snapshot, databases, reflect).heuristic();
          if (h > distance) overestimates.push(`${board.join(',')}: ${h} > ${distance}`);
          if (h < md) belowManhattan.push(`${board.join(',')}: ${h} < ${md}`);
          if (h > md) above++;
        }
      }
      expect(overestimates.slice(0, 5)).toEqual([]);
      expect(belowManhattan.slice(0, 5)).toEqual([]);
      // The databases see interactions Manhattan cannot (a tile blocking its neighbour).
      expect(above).toBeGreaterThan(10_000);
    });

    it(`keep the heuristic right through moves and undos (${kind})`, () => {
      const start = scramble(3, 3, goal, 30, 7);
      const cursor = new PatternCursor({ width: 3, height: 3, goal }, start, snapshot, databases);
      const applied: number[] = [];
      for (let i = 0; i < 40; i++) {
        const moves = movesOf(cursor);
        const move = moves[i % moves.length];
        cursor.apply(move);
        applied.push(move);
        const fresh = new PatternCursor({ width: 3, height: 3, goal }, cursor.state(), snapshot, databases);
        expect(cursor.heuristic()).toBe(fresh.heuristic());
      }
      while (applied.length) cursor.undo(applied.pop()!);
      expect(Array.from(cursor.state())).toEqual(Array.from(start));
    });

    it(`never answer a heuristic(limit) above the position's own heuristic, whatever the limit (${kind})`, () => {
      // IDA* takes its next bound from the answers of pruned nodes: one too
      // high (a stale part of the maximum) could skip the optimum.
      const cursor = new PatternCursor({ width: 3, height: 3, goal }, scramble(3, 3, goal, 30, 11), snapshot, databases);
      const applied: number[] = [];
      const wrong: string[] = [];
      let seed = 5;
      for (let step = 0; step < 3000; step++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        if (applied.length > 0 && seed % 3 === 0) {
          cursor.undo(applied.pop()!);
        } else {
          const moves = movesOf(cursor);
          const move = moves[seed % moves.length];
          cursor.apply(move);
          applied.push(move);
        }
        const truth = new PatternCursor({ width: 3, height: 3, goal }, cursor.state(), snapshot, databases).heuristic();
        const limit = (seed >> 4) % 24;
        const answer = cursor.heuristic(limit);
        if (answer > truth || (truth <= limit && answer !== truth)) wrong.push(`step ${step}, limit ${limit}: ${answer}, the position's ${truth}`);
      }
      expect(wrong.slice(0, 5)).toEqual([]);
    });

    it(`make IDA* agree with breadth-first search on random boards (${kind})`, () => {
      installTilesDatabases(databases);
      try {
        for (let seed = 1; seed <= 30; seed++) {
          const board = scramble(3, 3, goal, 60 + seed, seed);
          const instance = instanceOf(3, board, kind);
          const result = idaStar(slidingTiles.problem(instance));
          expect(result.solution!.moves.length).toBe(truth.get(boardCode(board)));
          expectReplaysToGoal(slidingTiles, instance, result.solution!);
        }
      } finally {
        uninstallTilesDatabases({ width: 3, height: 3, goal });
      }
    });

    it(`make IDA* as short as breadth-first search on boards spread over the whole space, and where a stale maximum skips the optimum (${kind})`, () => {
      expectIdaStarOptimal(kind, '4-4', [...everyNth(truth, 500), ...STALE_MAXIMUM_BOARDS[`${kind} 4-4`]]);
    });
  }

  it.each(['blank-last', 'blank-first'] as const)('make IDA* as short as breadth-first search where a stale maximum skips the optimum, with groups of 5 and 3 tiles (%s)', (kind) => {
    expectIdaStarOptimal(kind, '1,2,3,4,5/6,7,8', STALE_MAXIMUM_BOARDS[`${kind} 1,2,3,4,5/6,7,8`]);
  });

  it('one group of all eight tiles (too big for a sparse table, so ranked on each move) is the exact distance', () => {
    const goal = goalCells(9, 'blank-last');
    const whole = build(3, 3, goal, '1,2,3,4,5,6,7,8');
    const truth = trueDistances(3, 3, goal);
    const wrong: string[] = [];
    let checked = 0;
    for (const [key, distance] of truth) {
      if (checked++ % 7 !== 0) continue;
      const start = boardOf(key, new Array<number>(9));
      const cursor = new PatternCursor({ width: 3, height: 3, goal }, start, (b) => b, whole);
      if (cursor.heuristic() !== distance) wrong.push(`${start.join(',')}: ${cursor.heuristic()} != ${distance}`);
      // Moves keep it exact: the ranked lookup follows each move and undo.
      const made: number[] = [];
      for (let step = 0; step < 4; step++) {
        const moves = movesOf(cursor);
        made.push(moves[(checked + step) % moves.length]);
        cursor.apply(made[made.length - 1]);
        const after = truth.get(boardCode(cursor.state()))!;
        if (cursor.heuristic() !== after) wrong.push(`after ${step + 1} moves from ${start.join(',')}: ${cursor.heuristic()} != ${after}`);
      }
      cursor.undo(made.pop()!);
      cursor.undo(made.pop()!);
      const back = truth.get(boardCode(cursor.state()))!;
      if (cursor.heuristic() !== back) wrong.push(`after undoing from ${start.join(',')}: ${cursor.heuristic()} != ${back}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('the transposition keeps both goals of square boards, and no goal of others', () => {
    expect(transposition({ width: 4, height: 4, goal: goalCells(16, 'blank-first') })).not.toBeNull();
    expect(transposition({ width: 4, height: 4, goal: goalCells(16, 'blank-last') })).not.toBeNull();
    expect(transposition({ width: 4, height: 3, goal: goalCells(12, 'blank-last') })).toBeNull();
  });
});

describe('the blank-free relaxation (for groups too big for the region space)', () => {
  const goal = goalCells(12, 'blank-last');
  const pattern = { width: 4, height: 3, goal, tiles: [1, 2, 5, 6, 9] };
  const k = 5;

  it('finds each move\'s new rank from the old one as ranking from scratch does', () => {
    const space = tilesRelaxedPatternSpace(pattern);
    const places = new Int32Array(k);
    const wrong: number[] = [];
    for (let r = 0; r < space.size; r += 11) {
      unrankPartialPermutation(r, k, 12, places);
      const base = Array.from(places);
      const expected = new Set<number>();
      base.forEach((a, j) => {
        const [row, col] = [Math.floor(a / 4), a % 4];
        for (const b of [row > 0 ? a - 4 : -1, row < 2 ? a + 4 : -1, col > 0 ? a - 1 : -1, col < 3 ? a + 1 : -1]) {
          if (b < 0 || base.includes(b)) continue;
          const moved = [...base];
          moved[j] = b;
          expected.add(rankPartialPermutation(moved, k, 12));
        }
      });
      const got = new Set<number>();
      let costs = 0;
      space.neighbours(r, (next, cost) => {
        if (cost !== 1) costs++;
        got.add(next);
      });
      if (costs > 0 || got.size !== expected.size || [...got].some((x) => !expected.has(x))) wrong.push(r);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('never exceeds the blank-aware distances, and is lower only somewhere', () => {
    const relaxed = runSync(patternDistancesSteps(tilesRelaxedPatternSpace(pattern))).table!;
    const aware = minOverGroups(runSync(patternDistancesSteps(tilesPatternSpace(pattern))).table!, 12);
    let above = 0;
    let below = 0;
    for (let i = 0; i < relaxed.length; i++) {
      if (relaxed[i] > aware[i]) above++;
      if (relaxed[i] < aware[i]) below++;
    }
    expect(above).toBe(0);
    expect(below).toBeGreaterThan(0);
  });
});

describe('pattern databases on the 4x3 board', () => {
  const goal = goalCells(12, 'blank-last');
  const databases = build(4, 3, goal, '6-5');
  beforeAll(() => installTilesDatabases(databases));
  afterAll(() => uninstallTilesDatabases({ width: 4, height: 3, goal }));

  it('make IDA* find the same optimal lengths as with Manhattan distance, with fewer nodes', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const board = scramble(4, 3, goal, 200 + seed, seed);
      const instance = instanceOf(4, board, 'blank-last');
      // Installed, but not used: the instance names its heuristic.
      const plain = idaStar(slidingTiles.problem(instanceOf(4, board, 'blank-last', 'manhattan')));
      const withDatabases = idaStar(slidingTiles.problem(instance));
      expect(withDatabases.solution!.moves.length).toBe(plain.solution!.moves.length);
      expect(withDatabases.stats.statesExplored).toBeLessThanOrEqual(plain.stats.statesExplored);
      expectReplaysToGoal(slidingTiles, instance, withDatabases.solution!);
    }
  });
});

describe.each(['manhattan', 'linear-conflict'])('IDA* on the tight cursor, in slices (%s)', (heuristic) => {
  const instance = slidingTiles.parse({ source: { kind: 'preset', name: '15-puzzle' }, params: { heuristic } });

  it('walks the same nodes whether it runs straight through or pauses for the event loop', async () => {
    const straight = idaStar(slidingTiles.problem(instance));
    let progress = 0;
    const sliced = await solveAsync(slidingTiles.problem(instance), 'idastar', { sliceMs: 0, progressIntervalMs: 0, onProgress: () => progress++ });
    expect(sliced.solution!.moves).toEqual(straight.solution!.moves);
    expect(sliced.stats.statesExplored).toBe(straight.stats.statesExplored);
    expect(straight.solution!.moves.length).toBe(50);
    expect(progress).toBeGreaterThan(0);
    expectReplaysToGoal(slidingTiles, instance, sliced.solution!);
  });

  it('stops at exactly --max-states nodes', () => {
    const result = idaStar(slidingTiles.problem(instance), { maxStates: 100_000 });
    expect(result.status).toBe('limit');
    expect(result.limit).toBe('states');
    expect(result.stats.statesExplored).toBe(100_000);
  });

  /** The same problem through the walk for cursors without unit steps: the cursor with its unit steps (`changeOf`, `applyUnit`) hidden. */
  function withoutUnitSteps(): ReturnType<typeof slidingTiles.problem> {
    const problem = slidingTiles.problem(instance);
    const tight = problem.tight!;
    return {
      ...problem,
      tight: {
        cursor(state) {
          const c = tight.cursor(state);
          return {
            origin: () => c.origin(),
            move: (last, k) => c.move(last, k),
            apply: (move) => c.apply(move),
            undo: (move) => c.undo(move),
            heuristic: (limit) => c.heuristic(limit),
            isGoal: () => c.isGoal(),
            moveOf: (move) => c.moveOf(move),
            state: () => c.state(),
          };
        },
      },
    };
  }

  it('walks the same nodes with unit steps as without, straight through, paused, and stopped at --max-states', async () => {
    const unit = idaStar(slidingTiles.problem(instance));
    const general = idaStar(withoutUnitSteps());
    expect(general.solution!.moves).toEqual(unit.solution!.moves);
    expect(general.stats.statesExplored).toBe(unit.stats.statesExplored);
    const sliced = await solveAsync(withoutUnitSteps(), 'idastar', { sliceMs: 0 });
    expect(sliced.solution!.moves).toEqual(unit.solution!.moves);
    expect(sliced.stats.statesExplored).toBe(unit.stats.statesExplored);
    expectReplaysToGoal(slidingTiles, instance, sliced.solution!);
    for (const maxStates of [1, 3, 100_001]) {
      for (const problem of [slidingTiles.problem(instance), withoutUnitSteps()]) {
        const stopped = idaStar(problem, { maxStates });
        expect(stopped.limit).toBe('states');
        expect(stopped.stats.statesExplored).toBe(maxStates);
      }
    }
  });
});

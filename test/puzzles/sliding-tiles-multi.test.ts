/**
 * The multi-tile metric (a line of tiles slid toward the blank is one move):
 * whole spaces against the published counts, the compact search against the
 * hash-table one, predecessors that undo successors, and the catalog's
 * `--metric multi`: solutions replayed by the rules, a heuristic that never
 * overestimates, words and codes.
 */
import { describe, expect, it } from 'vitest';
import { compactExplore, distances, explore, solve } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import type { TilesInstance } from '../../src/puzzles/sliding-tiles/board.js';
import type { TileMove, TileState } from '../../src/puzzles/sliding-tiles/problem.js';
import { createMultiTileProblem, multiMoveCount } from '../../src/puzzles/sliding-tiles/multi.js';
import { expectReplaysToGoal, sharedData } from '../support/puzzle-checks.js';

const depths = sharedData<{ multi: Record<string, { depths: number[]; total: number; radius: number }> }>('sliding-tiles-depths-small.json');

function multiProblem(width: number, height: number) {
  const code = Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => (r * width + c + 1) % (width * height)).join(',')).join('/');
  const instance = findPuzzle('sliding-tiles').parse({ source: { kind: 'code', code }, params: {} }) as TilesInstance;
  return createMultiTileProblem(instance);
}

describe('sliding tiles under the multi-tile metric', () => {
  it('8-puzzle: 181,440 positions, radius 24; compact and hash-table searches agree on every depth', () => {
    const problem = multiProblem(3, 3);
    const compact = compactExplore(problem);
    const hashed = explore(problem);
    expect(compact.reachableStates).toBe(181440);
    expect(compact.farthest.distance).toBe(24);
    expect(compact.statesPerDepth).toEqual(hashed.statesPerDepth);
  });

  it.skipIf(depths === null).each(['2x2', '3x2', '4x2', '3x3'])('%s against ../shared/data/sliding-tiles-depths-small.json', (shape) => {
    const [w, h] = shape.split('x').map(Number);
    const result = compactExplore(multiProblem(w, h));
    expect(result.statesPerDepth).toEqual(depths!.multi[shape].depths);
    expect(result.farthest.distance).toBe(depths!.multi[shape].radius);
  });

  it('moves lines of up to width-1 or height-1 tiles, and each predecessor move leads back', () => {
    const problem = multiProblem(4, 3);
    let state = problem.start;
    for (let step = 0; step < 200; step++) {
      const next: [number, number][] = [];
      problem.successors(state, (s, m) => next.push([s, m]));
      // The blank has 3 cells in its row and 2 in its column to pull from.
      expect(next.length).toBe(5);
      expect(Math.max(...next.map(([, m]) => multiMoveCount(m)))).toBeLessThanOrEqual(3);
      problem.predecessors!(state, (prev, move) => {
        const forward: [number, number][] = [];
        problem.successors(prev, (s, m) => forward.push([s, m]));
        expect(forward).toContainEqual([state, move]);
      });
      state = next[(step * 7) % next.length][0];
    }
  });
});

describe('--metric multi in the catalog', () => {
  const tiles = findPuzzle('sliding-tiles');
  const open = (code: string) => tiles.parse({ source: { kind: 'code', code }, params: {} });

  it('solves the 8-puzzle preset (31 one-tile moves) in 20, by the rules, the same length by every search', () => {
    const instance = tiles.parse({ source: { kind: 'preset', name: '8-puzzle' }, params: {} });
    const problem = tiles.problem(instance, 'multi');
    const lengths = (['auto', 'bfs', 'astar', 'bidirectional'] as const).map((algorithm) => {
      const result = solve(problem, algorithm);
      expect(result.status).toBe('solved');
      expectReplaysToGoal(tiles, instance, result.solution!, 'multi');
      return result.solution!.moves.length;
    });
    expect(lengths).toEqual([20, 20, 20, 20]);
    expect(solve(tiles.problem(instance, 'moves'), 'auto').solution!.moves.length).toBe(31);
  });

  it('solves 4x4 boards (byte-array states) near the goal: a whole bottom row in one move, and searches agree', () => {
    const row = open('1,2,3,4/5,6,7,8/9,10,11,12/0,13,14,15');
    const one = solve(tiles.problem(row, 'multi'), 'auto');
    expect(one.solution!.moves.map((m) => tiles.describeMove(row, m, one.solution!.states[0]))).toEqual(['slide 13, 14 and 15 left']);
    expectReplaysToGoal(tiles, row, one.solution!, 'multi');
    const near = open('5,1,3,4/9,2,7,8/0,6,10,12/13,14,11,15');
    const problem = tiles.problem(near, 'multi');
    const byBfs = solve(problem, 'bfs');
    const byBoth = solve(problem, 'auto');
    expect(byBoth.solution!.moves.length).toBe(byBfs.solution!.moves.length);
    expect(byBfs.solution!.moves.length).toBeLessThan(solve(tiles.problem(near, 'moves'), 'auto').solution!.moves.length);
    expectReplaysToGoal(tiles, near, byBoth.solution!, 'multi');
    expectReplaysToGoal(tiles, near, byBfs.solution!, 'multi');
  });

  it('its heuristic never overestimates: every 3x2 position against its exact distance', () => {
    const instance = open('1,2,3/4,5,0');
    const problem = tiles.problem(instance, 'multi');
    const exact = distances(problem);
    expect(exact.status).toBe('complete');
    expect(exact.reachableStates).toBe(360);
    for (let i = 0; i < exact.reachableStates; i++) {
      const state = exact.state(i);
      expect(problem.heuristic!(state)).toBeLessThanOrEqual(exact.distanceAt(i));
    }
  });

  it('puts lines in words from the blank outward and codes them with their length; the rules check every line', () => {
    const instance = open('1,2,3/4,5,6/0,7,8');
    const problem = tiles.problem(instance, 'multi');
    const moves: { words: string; code: string }[] = [];
    problem.successors(problem.start, (_next, move) =>
      moves.push({ words: tiles.describeMove(instance, move, problem.start), code: tiles.moveCode(instance, move) }),
    );
    expect(moves).toEqual(
      expect.arrayContaining([
        { words: 'slide 4 down', code: '4D' },
        { words: 'slide 4 and 1 down', code: '1D2' },
        { words: 'slide 7 left', code: '7L' },
        { words: 'slide 7 and 8 left', code: '8L2' },
      ]),
    );
    expect(moves).toHaveLength(4);
    const line = moves.findIndex((m) => m.code === '8L2');
    const moveOf = (code: string) => {
      let found: TileMove | undefined;
      problem.successors(problem.start, (_n, m) => {
        if (tiles.moveCode(instance, m) === code) found = m;
      });
      return found!;
    };
    expect(line).toBeGreaterThanOrEqual(0);
    expect(tiles.stateCode(instance, tiles.applyMove(instance, problem.start, moveOf('8L2')) as TileState)).toBe('1,2,3/4,5,6/7,8,0');
    // The same line where the blank is not at its end is refused, naming why.
    const refusal = (code: string) => {
      const board = open(code);
      return tiles.applyMove(board, tiles.problem(board, 'multi').start, moveOf('8L2'));
    };
    expect(refusal('1,2,3/4,5,6/7,0,8')).toEqual({ illegal: 'tile 8 cannot push 2 tiles left: the blank is 1 cell away' });
    expect(refusal('1,2,3/0,5,6/4,7,8')).toEqual({ illegal: 'tile 8 cannot push 2 tiles left: cell 3,1 is not blank' });
    expect(refusal('1,2,3/4,5,6/7,8,0')).toEqual({ illegal: 'a line of 2 tiles from tile 8 would leave the board' });
  });
});


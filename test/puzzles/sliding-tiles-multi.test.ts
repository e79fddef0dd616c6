/**
 * The multi-tile metric (a line of tiles slid toward the blank is one move):
 * whole spaces against the published counts, the compact search against the
 * hash-table one, and predecessors that undo successors.
 */
import { describe, expect, it } from 'vitest';
import { compactExplore, explore } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import type { TilesInstance } from '../../src/puzzles/sliding-tiles/board.js';
import { createMultiTileProblem, multiMoveCount } from '../../src/puzzles/sliding-tiles/multi.js';
import { sharedData } from '../support/puzzle-checks.js';

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

/**
 * The packed successor generator (table-driven, bit tricks for the blank)
 * against the rules written plainly on the unpacked board: the same moves,
 * in any order, to the same boards, on every packed board size (one-word
 * keys up to 9 cells, two-word keys from 10 to 14).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explore, successorKeysOf } from '../../src/engine/index.js';
import { createTilesProblem, DIRECTIONS, moveDirection, moveTile } from '../../src/puzzles/sliding-tiles/problem.js';
import { goalCells } from '../../src/puzzles/sliding-tiles/board.js';

/** Each move by the rules: a tile next to the blank slides into it. */
function movesByRules(width: number, height: number, board: number[]): string[] {
  const blank = board.indexOf(0);
  const r = Math.floor(blank / width);
  const c = blank % width;
  const out: string[] = [];
  // The tile above the blank slides down, and so on.
  for (const [dr, dc, way] of [[-1, 0, 'down'], [1, 0, 'up'], [0, -1, 'right'], [0, 1, 'left']] as const) {
    if (r + dr < 0 || r + dr >= height || c + dc < 0 || c + dc >= width) continue;
    const from = blank + dr * width + dc;
    const next = [...board];
    next[blank] = board[from];
    next[from] = 0;
    out.push(`${board[from]} ${way} -> ${next.join(',')}`);
  }
  return out.sort();
}

const SIZES: [number, number][] = [[2, 2], [3, 2], [3, 3], [2, 5], [4, 3], [3, 4], [7, 2], [2, 7]];

describe('packed sliding-tiles successors agree with the rules', () => {
  it.each(SIZES)('on %ix%i boards, blank anywhere', (width, height) => {
    const cells = width * height;
    const goal = goalCells(cells, 'blank-last');
    const problem = createTilesProblem({ width, height, start: goal, goal, goalKind: 'blank-last', heuristic: 'auto' });
    fc.assert(
      fc.property(fc.shuffledSubarray([...Array(cells).keys()], { minLength: cells, maxLength: cells }), (board) => {
        const got: string[] = [];
        problem.successors(problem.stateOf(board), (next, move) => {
          expect(DIRECTIONS).toContain(moveDirection(move));
          got.push(`${moveTile(move)} ${moveDirection(move)} -> ${Array.from(problem.cellsOf(next)).join(',')}`);
        });
        expect(got.sort()).toEqual(movesByRules(width, height, board));
      }),
      { numRuns: 150 },
    );
  });
});

describe('packed sliding-tiles successor keys', () => {
  it.each(SIZES)('on %ix%i boards: the keys successors emits, in its order', (width, height) => {
    const cells = width * height;
    const goal = goalCells(cells, 'blank-last');
    const problem = createTilesProblem({ width, height, start: goal, goal, goalKind: 'blank-last', heuristic: 'auto' });
    const form = successorKeysOf(problem)!;
    expect(form).not.toBeNull();
    const out = new Float64Array(form.maxSuccessors + 3);
    fc.assert(
      fc.property(fc.shuffledSubarray([...Array(cells).keys()], { minLength: cells, maxLength: cells }), (board) => {
        const state = problem.stateOf(board);
        const emitted: number[] = [];
        problem.successors(state, (next) => emitted.push(next as number));
        out[3] = state as number;
        const n = form.write(out, 3);
        expect(Array.from(out.subarray(3, 3 + n))).toEqual(emitted);
      }),
      { numRuns: 150 },
    );
  });

  it('explore gives the same figures with and without them (3x3 and 4x2)', () => {
    for (const [width, height] of [[3, 3], [4, 2]]) {
      const cells = width * height;
      const goal = goalCells(cells, 'blank-last');
      const problem = createTilesProblem({ width, height, start: goal, goal, goalKind: 'blank-last', heuristic: 'auto' });
      const { stats: a, ...withKeys } = explore(problem);
      const { stats: b, ...withoutKeys } = explore({ ...problem, successorKeys: undefined });
      expect(withKeys).toEqual(withoutKeys);
      expect([a.expansions, a.statesExplored]).toEqual([b.expansions, b.statesExplored]);
      expect(withKeys.reachableStates).toBe(cells === 9 ? 181_440 : 20_160);
    }
  });
});

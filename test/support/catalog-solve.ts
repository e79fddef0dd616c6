/**
 * The catalog contract's costly check, shared by the suite's and the slow
 * run's files: a preset under a metric is solved and its solution replays, or
 * it is proved unsolvable. test/puzzles/catalog-contract.test.ts checks every
 * preset under one metric and every metric on at least one preset (the pairs
 * of `contractPairs`); test/puzzles/catalog-contract.slow.test.ts
 * (`npm run test:slow`) checks every preset under every metric. Most presets
 * of a backend with several metrics are the same kind of search under each
 * (华容道's 26 layouts under 3 metrics were 62% of the file's time), and the
 * shared layouts' known optima under every metric stay in the suite
 * (test/puzzles/sliding-blocks.test.ts).
 */
import { expect } from 'vitest';
import { explore, solve } from '../../src/engine/index.js';
import type { AnyPuzzle } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal } from './puzzle-checks.js';

/** Bounded by states, never by seconds: whether a preset is solved must not depend on the machine's speed or load. */
const LIMITS = { maxStates: 2_000_000 };

/**
 * Presets a metric puts beyond puzzlekit's searches, with why; each is
 * listed in the README's known limits and skipped here by name only.
 */
export const OUT_OF_REACH: Record<string, string> = {
  'sliding-tiles/15-puzzle/multi':
    '50 one-tile moves from solved, with no multi-tile lower bound strong enough (the pattern databases count one-tile moves); ' +
    'test/puzzles/sliding-tiles-multi.test.ts solves 4x4 positions nearer the goal',
};

/**
 * Preset i under metric i for i up to the larger count, each index taken
 * modulo its own count: every preset once, every metric at least once, the
 * metrics spread evenly over the presets.
 */
export function contractPairs(presets: number, metrics: number): [preset: number, metric: number][] {
  return Array.from({ length: Math.max(presets, metrics) }, (_, i) => [i % presets, i % metrics]);
}

/**
 * The invariant of a sliding-tiles board (rows "1,2,3/4,5,6/7,8,0"): a slide
 * keeps the parity of the tiles' inversions plus, on boards of even width,
 * the blank's row, since a vertical slide jumps a tile over width - 1 others.
 * Two boards of different parity are not reachable from each other.
 */
function slidingParity(code: string): number {
  const rows = code.split('/').map((r) => r.split(',').map(Number));
  const width = rows[0].length;
  const tiles = rows.flat().filter((t) => t !== 0);
  let inversions = 0;
  for (let i = 0; i < tiles.length; i++) for (let j = i + 1; j < tiles.length; j++) if (tiles[i] > tiles[j]) inversions++;
  const blankRow = rows.findIndex((r) => r.includes(0));
  return (inversions + (width % 2 === 0 ? blankRow : 0)) % 2;
}

/** Solves `instance` under `metric`: a solution must replay to a goal by the rules; "unsolvable" must hold in fact. */
export function expectSolvedOrUnsolvable(puzzle: AnyPuzzle, instance: unknown, metric: string): void {
  const problem = puzzle.problem(instance, metric);
  const result = solve(problem, 'auto', LIMITS);
  expect(result.status).not.toBe('limit');
  if (result.status === 'solved') {
    expectReplaysToGoal(puzzle, instance, result.solution!, metric);
    result.solution!.moves.forEach((move, i) => {
      expect(puzzle.describeMove(instance, move, result.solution!.states[i]).length).toBeGreaterThan(0);
      expect(puzzle.moveCode(instance, move).length).toBeGreaterThan(0);
    });
  } else {
    // An unsolvable preset must be unsolvable in fact, not only by the puzzle's own proof.
    // Exhausted where small; past that the parity proof is checked instead, so a bigger space is not walked in vain.
    const space = explore({ ...problem, unsolvableReason: undefined }, { ...LIMITS, maxStates: 300_000 });
    if (space.status === 'complete') expect(space.goalStates).toBe(0);
    else {
      // Too big to exhaust (loyd-14-15): check the sliding-tiles parity proof from the rules instead.
      expect(puzzle.id, `${puzzle.id}: an unsolvable preset too big to explore needs a proof checked here`).toBe('sliding-tiles');
      const goal = problem.goalStates!()[0];
      expect(slidingParity(puzzle.stateCode(instance, problem.start))).not.toBe(slidingParity(puzzle.stateCode(instance, goal)));
    }
  }
}

/**
 * A solution is shown only if, replayed by the rules, it ends at a goal: the
 * rules accepting every move is not enough.
 */
import { describe, expect, it } from 'vitest';
import { definePuzzle } from '../../src/puzzles/define-puzzle.js';
import { replaySolution } from '../../src/puzzles/replay.js';

/** Counting up by one to a goal; `skew` makes the rules add more than the search does. */
function counter(skew: number) {
  return definePuzzle<{ goal: number }, number, 'up'>({
    id: 'counter',
    title: 'Counter',
    description: 'count up to the goal',
    presets: [],
    params: [],
    metrics: [{ id: 'moves', description: 'one a step' }],
    parse: () => ({ goal: 3 }),
    problem: ({ goal }) => ({
      start: 0,
      isGoal: (n) => n === goal,
      successors: (n, emit) => emit(n + 1, 'up'),
      codec: { kind: 'uint32', encode: (n) => n, decode: (k) => k },
    }),
    instanceCode: () => '3',
    stateCode: (_i, n) => String(n),
    parseState: (_i, code) => Number(code),
    describeMove: () => 'up',
    moveCode: () => 'up',
    applyMove: (_i, n) => n + 1 + skew,
    renderText: (_i, n) => String(n),
    draw: () => ({ width: 1, height: 1, shapes: [] }),
  });
}

describe('replaySolution', () => {
  const moves = ['up', 'up', 'up'] as const;

  it('gives the states when the rules end at a goal', () => {
    const puzzle = counter(0);
    const instance = puzzle.parse({ source: { kind: 'params' }, params: {} });
    expect(replaySolution(puzzle, instance, puzzle.problem(instance), [...moves])).toEqual([0, 1, 2, 3]);
  });

  it('refuses a path whose every move is legal but whose end, by the rules, is no goal', () => {
    const puzzle = counter(1);
    const instance = puzzle.parse({ source: { kind: 'params' }, params: {} });
    expect(() => replaySolution(puzzle, instance, puzzle.problem(instance), [...moves])).toThrow(/end at 6, which is not a goal/);
  });
});

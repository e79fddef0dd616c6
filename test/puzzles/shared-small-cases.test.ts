/**
 * The known answers in ../shared/data/small-cases.json for the puzzles this
 * project has: each case's fewest moves, number of shortest solutions,
 * reachable states and solutions without a repeated state.
 */
import { describe, expect, it } from 'vitest';
import { allSolutions, breadthFirst, countShortest, explore } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { expectReplaysToGoal, sharedData } from '../support/puzzle-checks.js';

interface SmallCase {
  puzzle: string;
  params: Record<string, unknown>;
  expected: { solvable: boolean; minMoves: number | null; solutionCount?: number; reachableStates?: number; simplePathSolutions?: number };
}

const data = sharedData<{ cases: SmallCase[] }>('small-cases.json');
const jugCases = (data?.cases ?? []).filter((c) => c.puzzle === 'water-jugs');

/** The case's parameters as --param values: "(4,4,0)" is an exact goal; fill/empty moves mean a tap. */
function jugParams(c: SmallCase): Record<string, string> {
  const goal = /\(([\d,\s]+)\)/.exec(String(c.params.goal));
  if (!goal) throw new Error(`cannot read the goal of ${JSON.stringify(c.params)}`);
  return {
    capacities: (c.params.capacities as number[]).join(','),
    start: (c.params.start as number[]).join(','),
    goal: goal[1].replace(/\s/g, ''),
    tap: /fill/.test(String(c.params.moves)) ? 'yes' : 'no',
  };
}

describe('water jugs against ../shared/data/small-cases.json', () => {
  it.skipIf(data === null)('has water-jug cases to check', () => {
    expect(jugCases.length).toBeGreaterThan(0);
  });

  it.skipIf(data === null).each(jugCases.map((c) => [JSON.stringify(c.params), c] as const))('%s', (_name, c) => {
    const puzzle = findPuzzle('water-jugs');
    const instance = puzzle.parse({ source: { kind: 'params' }, params: jugParams(c) });
    const problem = puzzle.problem(instance);
    const result = breadthFirst(problem);
    expect(result.status).toBe(c.expected.solvable ? 'solved' : 'unsolvable');
    if (!c.expected.solvable) return;
    expect(result.solution!.moves.length).toBe(c.expected.minMoves);
    expectReplaysToGoal(puzzle, instance, result.solution!);
    if (c.expected.solutionCount !== undefined) expect(countShortest(problem).count).toBe(c.expected.solutionCount);
    if (c.expected.reachableStates !== undefined) expect(explore(problem).reachableStates).toBe(c.expected.reachableStates);
    if (c.expected.simplePathSolutions !== undefined) {
      const every = allSolutions(problem, { maxSolutions: 100 });
      expect(every.count).toBe(c.expected.simplePathSolutions);
      for (const s of every.solutions) expectReplaysToGoal(puzzle, instance, s);
    }
  });
});

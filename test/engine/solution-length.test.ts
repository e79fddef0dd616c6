/**
 * Problems whose every solution has the same length (`solutionLength`): `auto`
 * picks the depth-first search, bounded at that length, which is optimal there.
 */
import { describe, expect, it } from 'vitest';
import { resolveAlgorithm, solve, type SearchProblem } from '../../src/engine/index.js';

/** Bit strings of length 4 built one bit a move; the goal is 1011. Every solution has 4 moves. */
function bitStrings(declared: boolean): SearchProblem<string, string> {
  return {
    start: '',
    isGoal: (s) => s === '1011',
    successors: (s, emit) => {
      if (s.length < 4) for (const bit of '01') emit(s + bit, bit);
    },
    codec: { kind: 'string', encode: (s) => s, decode: (k) => k },
    unitCosts: true,
    ...(declared ? { solutionLength: 4 } : {}),
  };
}

describe('solutionLength', () => {
  it('makes auto a depth-first search bounded at that length', () => {
    expect(resolveAlgorithm(bitStrings(true) as SearchProblem<unknown, unknown>, 'auto')).toBe('dfs');
    expect(resolveAlgorithm(bitStrings(false) as SearchProblem<unknown, unknown>, 'auto')).toBe('bfs');
    const result = solve(bitStrings(true), 'auto');
    expect(result.status).toBe('solved');
    expect(result.solution!.moves.join('')).toBe('1011');
    // Depth-first meets the goal after generating at most the whole tree (1 + 2 + 4 + 8 + 16 nodes).
    expect(result.stats.statesExplored).toBeLessThanOrEqual(31);
  });

  it('bounds --algorithm dfs at that length unless a depth is given', () => {
    expect(solve(bitStrings(true), 'dfs').status).toBe('solved');
    expect(solve(bitStrings(true), 'dfs', { maxDepth: 3 }).status).toBe('unsolvable');
  });
});

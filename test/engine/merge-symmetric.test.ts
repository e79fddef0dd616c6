/**
 * explore's mergeSymmetric on a problem that is not a sliding-block puzzle:
 * each class of states under the problem's symmetry is counted once.
 */
import { describe, expect, it } from 'vitest';
import { explore, SearchSetupError, type SearchProblem } from '../../src/engine/index.js';

/**
 * A walker on the cells -n..n of a line, one step left or right, the goal
 * both ends. The mirror image of cell x is -x, so `canonical` is |x|.
 */
function line(n: number, withCanonical: boolean): SearchProblem<number, string> {
  const problem: SearchProblem<number, string> = {
    start: 0,
    isGoal: (x) => Math.abs(x) === n,
    successors: (x, emit) => {
      if (x > -n) emit(x - 1, 'L');
      if (x < n) emit(x + 1, 'R');
    },
    codec: { kind: 'uint32', encode: (x) => x + n, decode: (k) => k - n },
    unitCosts: true,
  };
  if (withCanonical) problem.canonical = (x) => Math.abs(x);
  return problem;
}

describe('mergeSymmetric', () => {
  it('counts mirror images once: cells 0..n instead of -n..n', () => {
    const whole = explore(line(5, true));
    const merged = explore(line(5, true), { mergeSymmetric: true });
    expect(whole.reachableStates).toBe(11);
    expect(merged.reachableStates).toBe(6);
    // Each distance holds one class: {0}, {±1}, ..., {±5}.
    expect(merged.statesPerDepth).toEqual([1, 1, 1, 1, 1, 1]);
    expect(whole.statesPerDepth).toEqual([1, 2, 2, 2, 2, 2]);
    expect(merged.goalStates).toBe(1);
    expect(merged.shortest).toBe(5);
  });

  it('is refused, with a clear error, for a problem without a symmetry', () => {
    expect(() => explore(line(5, false), { mergeSymmetric: true })).toThrow(SearchSetupError);
    expect(() => explore(line(5, false), { mergeSymmetric: true })).toThrow(/no symmetry to merge/);
  });
});

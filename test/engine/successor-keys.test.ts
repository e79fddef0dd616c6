/**
 * explore's and breadthFirst's walks on successor keys (successor-keys.ts)
 * against their walks on states through `emit`: the same problem with and
 * without the keys form gives the same figures, layers, goals, examples,
 * solutions and stops, and looks at its limits after the same expansions
 * (the progress reports, one per look at the clock, come at the same states).
 */
import { describe, expect, it } from 'vitest';
import { breadthFirst, explore, successorKeysOf, type ExploreOptions, type SearchOptions, type SearchProblem, type SearchProgress } from '../../src/engine/index.js';

/**
 * A counter on 0 .. n-1 whose moves add each of `steps` (mod n) and double,
 * its keys the counts plus `offset` (2^40 for two-word keys); with `keys`,
 * it offers them as successor keys too. `size` claims a ranked space, which
 * explore sizes its table for (4,000,000: past the size from which it batches).
 */
function counter(n: number, steps: number[], keys: boolean, size?: number, offset = 0): SearchProblem<number, number> {
  const identity = (k: number) => k;
  const moved = (k: number, i: number) => offset + (i < steps.length ? (k - offset + steps[i]) % n : ((k - offset) * 2) % n);
  const successors = (k: number, emit: (next: number, move: number) => void) => {
    for (let i = 0; i <= steps.length; i++) emit(moved(k, i), i);
  };
  const problem: SearchProblem<number, number> = {
    start: offset + 1,
    isGoal: (k) => (k - offset) % 1000 === 999,
    successors,
    codec: { kind: offset > 0 ? 'float53' : 'uint32', encode: identity, decode: identity },
    canonical: (k) => offset + Math.min(k - offset, n - (k - offset)),
    ...(size !== undefined && { size, rank: (k: number) => k - offset, unrank: (i: number) => offset + i }),
  };
  if (keys) {
    problem.successorKeys = {
      maxSuccessors: steps.length + 1,
      write: (out, at) => {
        const k = out[at];
        for (let i = 0; i <= steps.length; i++) out[at + i] = moved(k, i);
        return steps.length + 1;
      },
      matches: successors,
    };
  }
  return problem;
}

/** explore's result less its timings, and what each look at the clock reported, less its timings. */
function run(problem: SearchProblem<number, number>, options: ExploreOptions) {
  const looks: Omit<SearchProgress, 'rate' | 'milliseconds'>[] = [];
  const { stats, ...rest } = explore(problem, { ...options, progressIntervalMs: 0, onProgress: ({ states, depth, bytes }) => looks.push({ states, depth, bytes }) });
  return { ...rest, expansions: stats.expansions, statesExplored: stats.statesExplored, bytes: stats.bytes, looks };
}

const aborted = AbortSignal.abort();

describe("explore's walk on successor keys", () => {
  const cases: [string, number, number[], number | undefined, number?][] = [
    ['a small table', 30_011, [1, 7], undefined],
    ['a table past the size explore batches from', 30_011, [1, 7], 4_000_000],
    ['two-word keys', 30_011, [1, 7], undefined, 2 ** 40],
    ['two-word keys, batched', 30_011, [1, 7], 4_000_000, 2 ** 40],
    // 1,601 states (past the 1,234 of a state limit below) of 501 moves: a look at the clock every few states, some 200 a run.
    ['501 moves a state (the work, not the steps, brings the looks at the clock)', 1601, Array.from({ length: 500 }, (_, i) => 1 + 6 * i), undefined],
  ];
  const optionSets: ExploreOptions[] = [{}, { maxStates: 1 }, { maxStates: 1234 }, { maxStates: 50_000 }, { mergeSymmetric: true }, { maxMemoryBytes: 3 * 2 ** 20 }, { signal: aborted }, { farthestExamples: 12 }];
  it.each(cases)('gives what the walk on states gives, on %s', (_, n, steps, size, offset) => {
    const withKeys = counter(n, steps, true, size, offset);
    expect(successorKeysOf(withKeys)).not.toBeNull();
    for (const options of optionSets) {
      const a = run(withKeys, options);
      const b = run(counter(n, steps, false, size, offset), options);
      expect(a, JSON.stringify(options)).toEqual(b);
    }
    expect(run(withKeys, {}).looks.length, 'looks at the clock to compare').toBeGreaterThan(1);
  });

  it('finds the figures the problem has', () => {
    const r = explore(counter(100_003, [1, 7], true));
    expect(r.reachableStates).toBe(100_003);
    expect(r.goalStates).toBe(100);
    expect(r.statesPerDepth.reduce((a, b) => a + b, 0)).toBe(100_003);
    const stopped = run(counter(100_003, [1, 7], true), { signal: aborted });
    expect(stopped.limit).toBe('cancelled');
    expect(stopped.expansions).toBe(1);
  });

  it('is not used by a copy of the problem with other successors, nor without keys for states', () => {
    const problem = counter(1000, [1, 7], true);
    const fewer = { ...problem, successors: (s: number, emit: (next: number, move: number) => void) => emit((s + 1) % 1000, 0) };
    expect(successorKeysOf(fewer)).toBeNull();
    expect(explore(fewer).statesPerDepth).toEqual(Array(1000).fill(1));
    const twoFunctions = { ...problem, codec: { kind: 'uint32' as const, encode: (s: number) => s, decode: (k: number) => k } };
    expect(successorKeysOf(twoFunctions)).toBeNull();
  });
});

/** breadthFirst's result less its timings, and what each look at the clock reported, less its timings. */
function bfs(problem: SearchProblem<number, number>, options: SearchOptions) {
  const looks: Omit<SearchProgress, 'rate' | 'milliseconds'>[] = [];
  const { stats, ...rest } = breadthFirst(problem, { ...options, progressIntervalMs: 0, onProgress: ({ states, depth, bytes }) => looks.push({ states, depth, bytes }) });
  return { ...rest, expansions: stats.expansions, statesExplored: stats.statesExplored, bytes: stats.bytes, looks };
}

describe("breadthFirst's walk on successor keys", () => {
  // Steps that keep the last digit until a doubling wraps past n: the goal (999 mod 1000) lies some layers down,
  // past a few looks at the clock (brought by the work: 3 successors a state reach it before the step count does).
  const steps = [10, 70];
  it.each([
    ['one-word keys', 0],
    ['two-word keys', 2 ** 40],
  ])('gives what the walk on states gives, solution and stops included, on %s', (_, offset) => {
    const withKeys = counter(30_011, steps, true, undefined, offset);
    expect(successorKeysOf(withKeys)).not.toBeNull();
    for (const options of [{}, { maxStates: 1 }, { maxStates: 700 }, { maxStates: 5000 }, { signal: aborted }] as SearchOptions[]) {
      const a = bfs(withKeys, options);
      const b = bfs(counter(30_011, steps, false, undefined, offset), options);
      expect(a, JSON.stringify(options)).toEqual(b);
    }
    const solved = bfs(withKeys, {});
    expect(solved.status).toBe('solved');
    expect((solved.solution!.states.at(-1)! - offset) % 1000).toBe(999);
    expect(solved.looks.length, 'looks at the clock to compare').toBeGreaterThan(1);
    expect(bfs(withKeys, { maxStates: 700 }).status).toBe('limit');
  });
});

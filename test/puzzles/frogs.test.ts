/**
 * Frogs (青蛙换位): the fewest moves n*m + n + m, exactly 2 shortest
 * solutions when both groups have at least 2 frogs, and with a single frog on
 * one side a Fibonacci number of them, from an argument and a brute force
 * written here independently of the backend.
 */
import { describe, expect, it } from 'vitest';
import { allSolutions, breadthFirst, countShortest } from '../../src/engine/index.js';
import { frogs } from '../../src/puzzles/frogs/index.js';
import type { FrogsInstance } from '../../src/puzzles/frogs/instance.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal, sharedData } from '../support/puzzle-checks.js';

const make = (left: number, right: number) => frogs.parse({ source: { kind: 'params' }, params: { left: String(left), right: String(right) } }) as FrogsInstance;

/**
 * Every move sequence that swaps the groups, counted on plain strings: a
 * frog moves forward onto the free pad, next to it or over one frog.
 */
function bruteForceCount(left: number, right: number): number {
  const goal = 'R'.repeat(right) + '_' + 'L'.repeat(left);
  const walk = (s: string): number => {
    if (s === goal) return 1;
    const free = s.indexOf('_');
    let total = 0;
    for (const from of [free - 2, free - 1, free + 1, free + 2]) {
      const frog = s[from];
      if ((frog === 'L' && from < free) || (frog === 'R' && from > free)) {
        const next = [...s];
        next[free] = frog;
        next[from] = '_';
        total += walk(next.join(''));
      }
    }
    return total;
  };
  return walk('L'.repeat(left) + '_' + 'R'.repeat(right));
}

/** Fibonacci numbers with F(1) = F(2) = 1. */
const fibonacci = (n: number): number => (n <= 2 ? 1 : fibonacci(n - 1) + fibonacci(n - 2));

describe('frogs', () => {
  const sizes = [1, 2, 3, 4, 5].flatMap((n) => [1, 2, 3, 4, 5].map((m) => [n, m] as const));

  it.each(sizes)('%i against %i: n*m + n + m moves, every solution counted and replayed', (n, m) => {
    const instance = make(n, m);
    const problem = frogs.problem(instance);
    const result = breadthFirst(problem);
    expect(result.status).toBe('solved');
    expect(result.solution!.moves.length).toBe(n * m + n + m);
    expectReplaysToGoal(frogs, instance, result.solution!);
    // Frogs only move forward, so every solution has the same length: all are shortest.
    const every = allSolutions(problem);
    const shortest = countShortest(problem).count;
    expect(every.count).toBe(shortest);
    for (const s of every.solutions) {
      expect(s.moves.length).toBe(n * m + n + m);
      expectReplaysToGoal(frogs, instance, s);
    }
    if (n >= 2 && m >= 2) {
      expect(shortest).toBe(2);
    } else {
      // One frog against k: the k crossings happen in order, each made either
      // by the lone frog jumping or by the other frog jumping it, and the lone
      // frog cannot make two crossings in a row (after a jump the next frog is
      // not beside it: someone must hop first). Binary strings of length k
      // without two 1s in a row: F(k + 2).
      const k = Math.max(n, m);
      expect(shortest).toBe(fibonacci(k + 2));
    }
    expect(shortest).toBe(bruteForceCount(n, m));
  });

  it('describes moves in words and codes', () => {
    const instance = make(3, 3);
    const problem = frogs.problem(instance);
    const solution = breadthFirst(problem).solution!;
    const first = frogs.describeMove(instance, solution.moves[0], solution.states[0]);
    expect(['frog L1 hops right to pad 4', 'frog R1 hops left to pad 4']).toContain(first);
    const words = solution.moves.map((m, i) => frogs.describeMove(instance, m, solution.states[i]));
    expect(words.some((w) => /^frog [LR]\d jumps (left|right) over [LR]\d to pad \d$/.test(w))).toBe(true);
    expect(frogs.moveCode(instance, solution.moves[0])).toMatch(/^[35]-4$/);
    expect(frogs.renderText(instance, problem.start)).toBe('L L L _ R R R');
    expect(frogs.stateCode(instance, solution.states[solution.states.length - 1])).toBe('RRR_LLL');
    const ids = frogs.draw(instance, problem.start).shapes.flatMap((s) => ('id' in s && s.id ? [s.id] : []));
    expect(ids.sort()).toEqual(['frog-L1', 'frog-L2', 'frog-L3', 'frog-R1', 'frog-R2', 'frog-R3']);
  });

  it('applies the rules: only forward, only onto the free pad', () => {
    const instance = make(2, 2);
    const start = frogs.problem(instance).start;
    const illegal = (code: string) => {
      const [from, to] = code.split('-').map((n) => Number(n) - 1);
      return frogs.applyMove(instance, start, from * 32 + to);
    };
    expect(illegal('3-2')).toEqual({ illegal: 'there is no frog on pad 3' });
    expect(illegal('4-3')).not.toHaveProperty('illegal');
    expect(illegal('1-3')).not.toHaveProperty('illegal');
    expect(illegal('2-1')).toEqual({ illegal: 'pad 1 is not free' });
  });

  it('reads codes and parameters, and rejects bad ones', () => {
    expect(frogs.instanceCode(frogs.parse({ source: { kind: 'code', code: 'll.rrr' }, params: {} }))).toBe('LL_RRR');
    expect(frogs.instanceCode(frogs.parse({ source: { kind: 'preset', name: 'classic' }, params: { right: '5' } }))).toBe('LLL_RRRRR');
    const bad = (code: string) => () => frogs.parse({ source: { kind: 'code', code }, params: {} });
    expect(bad('LLX_RR')).toThrow(PuzzleInputError);
    expect(bad('LLX_RR')).toThrow('"X" at position 3 is not L, R or the pad _');
    expect(bad('LRL_RR')).toThrow('is not all L frogs, then one free pad, then all R frogs');
    expect(bad('_RRR')).toThrow('0 frogs on the left');
    expect(() => frogs.parse({ source: { kind: 'params' }, params: { left: '13' } })).toThrow('parameter left: 13 is out of range (1 to 12)');
    const instance = make(2, 2);
    expect(() => frogs.parseState(instance, 'LL_RRR')).toThrow('should have 2 L, 2 R and one _');
    expect(frogs.stateCode(instance, frogs.parseState(instance, 'RL_LR'))).toBe('RL_LR');
  });

  it('packs 12 against 12 (25 pads) exactly into a double', () => {
    const instance = make(12, 12);
    const problem = frogs.problem(instance);
    expect(problem.codec.kind).toBe('float53');
    expect(frogs.stateCode(instance, problem.start)).toBe('LLLLLLLLLLLL_RRRRRRRRRRRR');
    const result = breadthFirst(problem);
    expect(result.solution!.moves.length).toBe(12 * 12 + 24);
    expectReplaysToGoal(frogs, instance, result.solution!);
  });
});

interface FrogCase {
  puzzle: string;
  params: { left: number; right: number };
  expected: { minMoves: number; solutionCount: number };
}
const data = sharedData<{ cases: FrogCase[] }>('small-cases.json');
const frogCases = (data?.cases ?? []).filter((c) => c.puzzle === 'frog-leap');

describe('frogs against ../shared/data/small-cases.json', () => {
  it.skipIf(data === null)('has frog cases', () => expect(frogCases.length).toBeGreaterThan(0));
  it.skipIf(data === null).each(frogCases.map((c) => [`${c.params.left}-${c.params.right}`, c] as const))('%s', (_name, c) => {
    const instance = make(c.params.left, c.params.right);
    const problem = frogs.problem(instance);
    const solved = breadthFirst(problem);
    expect(solved.solution!.moves.length).toBe(c.expected.minMoves);
    expectReplaysToGoal(frogs, instance, solved.solution!);
    expect(allSolutions(problem).count).toBe(c.expected.solutionCount);
  });
});

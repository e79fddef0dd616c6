/**
 * Coins: the write-up's A B A B A in its optimal 5 moves with every shortest
 * solution listed and replayed, Tait's n pairs in n moves, and the facts
 * that make the capped line exact (a jump widens the line by at most 2; a
 * move under Tait's rule adds at most 2 same-face neighbours, the first at
 * most 1).
 */
import { describe, expect, it } from 'vitest';
import { allSolutions, breadthFirst, countShortest, explore } from '../../src/engine/index.js';
import { coins } from '../../src/puzzles/coins/index.js';
import { trimEnds, type CoinsInstance } from '../../src/puzzles/coins/instance.js';
import { coinMove } from '../../src/puzzles/coins/moves.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal, sharedData } from '../support/puzzle-checks.js';

const fromCode = (code: string, params: Record<string, string> = {}) => coins.parse({ source: { kind: 'code', code }, params }) as CoinsInstance;

/** Every state reachable in the instance's span, with its successors' codes. */
function space(instance: CoinsInstance): Map<string, string[]> {
  const problem = coins.problem(instance);
  const seen = new Map<string, string[]>();
  const queue = [problem.start];
  seen.set(coins.stateCode(instance, problem.start), []);
  while (queue.length > 0) {
    const s = queue.pop()!;
    const out = seen.get(coins.stateCode(instance, s))!;
    problem.successors(s, (next: number) => {
      const code = coins.stateCode(instance, next);
      out.push(code);
      if (!seen.has(code)) {
        seen.set(code, []);
        queue.push(next);
      }
    });
  }
  return seen;
}

/** Touching coins with the same face. */
const sameFaceNeighbours = (line: string) => [...line].filter((ch, i) => ch !== '.' && ch === line[i + 1]).length;

describe("coins: the write-up's ABABA (jump rule)", () => {
  const instance = fromCode('ABABA');

  it('is solved in 5 moves; both shortest solutions are listed and replayed', () => {
    const problem = coins.problem(instance);
    const result = breadthFirst(problem);
    expect(result.solution!.moves.length).toBe(5);
    expectReplaysToGoal(coins, instance, result.solution!);
    expect(countShortest(problem).count).toBe(2);
    const every = allSolutions(problem, { maxDepth: 5, order: 'shortest-first' });
    expect(every.status).toBe('complete');
    expect(every.count).toBe(2);
    for (const s of every.solutions) {
      expect(s.moves.length).toBe(5);
      expectReplaysToGoal(coins, instance, s);
      expect(coins.stateCode(instance, s.states[5])).toMatch(/^(AAABB|BBAAA)$/);
    }
  });

  it('asks for no gaps with contiguous=true: the same 5 moves and 2 solutions', () => {
    const problem = coins.problem(fromCode('ABABA', { contiguous: 'true' }));
    expect(breadthFirst(problem).solution!.moves.length).toBe(5);
    expect(countShortest(problem).count).toBe(2);
  });

  it('a jump widens the line by at most 2 cells, so the default span (5 + 2 x 5) holds every solution of up to 5 moves', () => {
    const wide = fromCode('ABABA', { span: '26' });
    expect(instance.span).toBe(15);
    for (const [line, next] of space(wide)) for (const n of next) expect(n.length).toBeLessThanOrEqual(line.length + 2);
    const problem = coins.problem(wide);
    expect(breadthFirst(problem).solution!.moves.length).toBe(5);
    expect(countShortest(problem).count).toBe(2);
  });

  it('words, codes, text and drawing', () => {
    const problem = coins.problem(instance);
    const solution = breadthFirst(problem).solution!;
    const [first] = solution.moves;
    expect(coins.describeMove(instance, first, problem.start)).toMatch(/^the pair (AB at 1-2 jumps right over 3 coins to 6-7|BA at 4-5 jumps left over 3 coins to -1 and 0)$/);
    expect(coins.moveCode(instance, coinMove(0, 5))).toBe('1>6');
    expect(coins.renderText(instance, problem.start)).toBe('ABABA');
    const ids = coins.draw(instance, problem.start).shapes.flatMap((s) => ('id' in s && s.id ? [s.id] : []));
    expect(ids).toEqual(['coin-A1', 'coin-B1', 'coin-A2', 'coin-B2', 'coin-A3']);
    expect(coins.instanceCode(instance)).toBe('ABABA:jump:separated');
  });

  it('applies the jump rule and says why a move is illegal', () => {
    const start = coins.problem(instance).start;
    expect(coins.applyMove(instance, start, coinMove(0, -2))).toEqual({ illegal: 'no coin touches the pair at 1-2 on its left to jump over' });
    expect(coins.applyMove(instance, start, coinMove(0, 6))).toEqual({ illegal: 'the pair at 1-2 lands at 6-7, just past the coins it jumps, not at 7-8' });
    const gapped = fromCode('AABA.B');
    expect(coins.applyMove(gapped, coins.problem(gapped).start, coinMove(0, 2))).toMatchObject({ illegal: expect.stringContaining('only coins with different faces') });
    // A run followed by a single free cell and then a coin leaves no room to land.
    expect(coins.applyMove(gapped, coins.problem(gapped).start, coinMove(1, 4))).toEqual({ illegal: 'cells 5-6 are not free' });
    expect(coins.stateCode(instance, coins.applyMove(instance, start, coinMove(1, -2)) as number)).toBe('BAA..BA');
  });
});

describe("coins: Tait's pairs (any two touching coins into any two touching free cells)", () => {
  const tait = (n: number, params: Record<string, string> = {}) => fromCode('AB'.repeat(n), { rule: 'tait', contiguous: 'true', ...params });

  it.each([3, 4, 5, 6])('n = %i pairs are sorted in n moves', (n) => {
    const instance = tait(n);
    const problem = coins.problem(instance);
    const result = breadthFirst(problem);
    expect(result.solution!.moves.length).toBe(n);
    expectReplaysToGoal(coins, instance, result.solution!);
    if (n <= 5) expect(countShortest(problem).count).toBe(2);
  });

  it('tait-bound: a move adds at most 2 same-face neighbours and the first at most 1, so n pairs need n moves on any line', () => {
    // From 0 to the goal's 2n - 2 at 1 + 2 + 2 + ... a move: at least n moves.
    for (const [n, span] of [[3, 12], [4, 10]]) {
      const instance = tait(n, { span: String(span) });
      const moves = space(instance);
      for (const [line, next] of moves) for (const m of next) expect(sameFaceNeighbours(m) - sameFaceNeighbours(line)).toBeLessThanOrEqual(2);
      for (const m of moves.get('AB'.repeat(n))!) expect(sameFaceNeighbours(m)).toBeLessThanOrEqual(1);
    }
  });

  it.each([[3, [8, 10, 12, 14]], [4, [10, 12, 14]]] as const)('%i pairs: 2 shortest solutions however wide the span', (n, spans) => {
    for (const span of spans) expect(countShortest(coins.problem(tait(n, { span: String(span) }))).count).toBe(2);
  });

  it('describes a move anywhere, even left of the line', () => {
    const instance = tait(3);
    const problem = coins.problem(instance);
    expect(coins.describeMove(instance, coinMove(1, -2), problem.start)).toBe('the pair BA at 2-3 moves to -1 and 0');
    expect(coins.stateCode(instance, coins.applyMove(instance, problem.start, coinMove(1, -2)) as number)).toBe('BAA..BAB');
    expect(coins.applyMove(instance, problem.start, coinMove(1, 7))).toEqual({ illegal: 'the line would be 9 cells wide, more than the span of 8' });
    expect(coins.applyMove(instance, problem.start, coinMove(1, 2))).toEqual({ illegal: 'cells 3-4 are not free' });
  });

  it('the presets', () => {
    for (const [name, moves] of [['tait-3', 3], ['ababab', 3], ['tait-4', 4]] as const) {
      const instance = coins.parse({ source: { kind: 'preset', name }, params: {} }) as CoinsInstance;
      expect(instance.rule).toBe('tait');
      expect(breadthFirst(coins.problem(instance)).solution!.moves.length).toBe(moves);
    }
  });
});

describe('coins: input', () => {
  const bad = (code: string, params: Record<string, string> = {}) => () => fromCode(code, params);

  it('reads gaps as spaces or dots and trims them', () => {
    expect(coins.instanceCode(fromCode('  ab ab. a ', { rule: 'tait' }))).toBe('AB.AB..A:tait:separated');
    expect(coins.instanceCode(fromCode('ABAB:tait:contiguous:12'))).toBe('ABAB:tait:contiguous:12');
    expect(explore(coins.problem(fromCode('ABAB', { span: '8' }))).reachableStates).toBeGreaterThan(1);
  });

  it('rejects bad input with its message', () => {
    expect(bad('ABCBA')).toThrow(PuzzleInputError);
    expect(bad('ABCBA')).toThrow('"C" at cell 3 is not a coin face (A or B) or a gap (. or space)');
    expect(bad('..A..')).toThrow('1 coin, but the puzzle needs at least 2');
    expect(bad('ABABA:hop')).toThrow('"hop" is not a rule (jump, tait), a goal (separated, contiguous) or a span (a number)');
    expect(bad('ABABA:30')).toThrow('span 30 is more than 26 cells');
    expect(bad('ABABA', { span: '4' })).toThrow('parameter span: the line is 5 cells wide, more than the span of 4 cells');
    expect(bad('ABABA', { rule: 'slide' })).toThrow('parameter rule: "slide" is not one of jump, tait');
    const instance = fromCode('ABABA');
    expect(() => coins.parseState(instance, 'AABBB')).toThrow('has 2 coins showing A, but the puzzle has 3');
  });
});

// A long run of gaps inside the line was trimmed by a regular expression that
// tried to match from every gap cell: quadratic, minutes for 200,000 cells.
// A linear read takes milliseconds, far under the test's timeout on any machine.
describe('coins: a very long line is read in linear time', () => {
  const gaps = 'A' + '.'.repeat(199_998) + 'A';

  it('trimEnds strips only the ends, however long the inner run', () => {
    expect(trimEnds(`..${gaps}...`, '.')).toBe(gaps);
    expect(trimEnds('\r\nAB:jump\n\r', '\r\n')).toBe('AB:jump');
    expect(trimEnds('....', '.')).toBe('');
  });

  it('a 200,000-cell line with one long run of gaps is refused for its width, at once', () => {
    expect(() => fromCode(gaps)).toThrow('the line is 200000 cells wide, more than the span of 26 cells');
    expect(() => fromCode(gaps.replace(/\./g, ' '))).toThrow('the line is 200000 cells wide');
  });
});

interface CoinCase {
  puzzle: string;
  params: { start: string };
  expected: { minMoves: number; solutionCount: number };
}
const data = sharedData<{ cases: CoinCase[] }>('small-cases.json');
const coinCases = (data?.cases ?? []).filter((c) => c.puzzle === 'coin-pair-slide');

describe('coins against ../shared/data/small-cases.json', () => {
  it.skipIf(data === null)('has coin cases', () => expect(coinCases.length).toBeGreaterThan(0));
  it.skipIf(data === null).each(coinCases.map((c) => [c.params.start, c] as const))('%s', (_name, c) => {
    // The shared answers ask for the coins together, with no gaps.
    const instance = fromCode(c.params.start, { contiguous: 'true' });
    const problem = coins.problem(instance);
    const solved = breadthFirst(problem);
    expect(solved.solution!.moves.length).toBe(c.expected.minMoves);
    expectReplaysToGoal(coins, instance, solved.solution!);
    expect(countShortest(problem).count).toBe(c.expected.solutionCount);
  });
});

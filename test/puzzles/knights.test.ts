/**
 * Knights: Guarini's 16 moves and its count of shortest solutions, knight
 * paths against a table checked by hand, an 8x8 tour checked square by
 * square, and the 1,728 open tours of the 5x5 board.
 */
import { describe, expect, it } from 'vitest';
import { allSolutions, bidirectional, breadthFirst, countShortest, resolveAlgorithm, solve, type Solution } from '../../src/engine/index.js';
import type { KnightsInstance, TourInstance } from '../../src/puzzles/knights/instance.js';
import { knights, type KnightState } from '../../src/puzzles/knights/index.js';
import { knightMove } from '../../src/puzzles/knights/moves.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal, sharedData } from '../support/puzzle-checks.js';

const fromCode = (code: string, params: Record<string, string> = {}) => knights.parse({ source: { kind: 'code', code }, params }) as KnightsInstance;
const fromPreset = (name: string, params: Record<string, string> = {}) => knights.parse({ source: { kind: 'preset', name }, params }) as KnightsInstance;

describe('knights: swap', () => {
  it("Guarini's problem: 16 moves, 4,726,784 shortest solutions, replayed", () => {
    const instance = fromPreset('guarini');
    const problem = knights.problem(instance);
    const result = breadthFirst(problem);
    expect(result.solution!.moves.length).toBe(16);
    expectReplaysToGoal(knights, instance, result.solution!);
    expect(countShortest(problem).count).toBe(4_726_784);
    expect(knights.stateCode(instance, result.solution!.states[16])).toBe('B.B/.../W.W');
    // Every knight move can be undone, so bidirectional search works too.
    const both = bidirectional(problem);
    expect(both.solution!.moves.length).toBe(16);
    expectReplaysToGoal(knights, instance, both.solution!);
    // 4 knights on the 8 squares a knight can reach (the centre is out of reach): 8!/(2!2!4!) layouts.
    expect(result.stats.statesExplored).toBeLessThanOrEqual(420);
  });

  it('three knights a side on a board 3 wide and 4 high change ends in 16 moves', () => {
    const instance = fromPreset('switch-4x3');
    const result = breadthFirst(knights.problem(instance));
    expect(result.solution!.moves.length).toBe(16);
    expectReplaysToGoal(knights, instance, result.solution!);
  });

  it('boards with missing squares, and goal layouts of their own', () => {
    // A 3x4 board without its bottom-left corner: 10 moves (as an independent breadth-first search over strings also finds).
    const cornerless = fromCode('swap:WW./.../.../#BB');
    const result = breadthFirst(knights.problem(cornerless));
    expect(result.solution!.moves.length).toBe(10);
    expectReplaysToGoal(knights, cornerless, result.solution!);
    // On 3x2 without b2, a2 and c1 only reach each other, and both are taken: stuck.
    const stuck = fromCode('swap:W#./..B:.#W/B..');
    expect(knights.instanceCode(stuck)).toBe('swap:W#./..B:.#W/B..');
    expect(breadthFirst(knights.problem(stuck)).status).toBe('unsolvable');
  });

  it('words, codes, text, drawing and the rules', () => {
    const instance = fromPreset('guarini');
    const problem = knights.problem(instance);
    const start = problem.start;
    expect(knights.describeMove(instance, knightMove(0, 5), start)).toBe('white knight a3 to c2');
    expect(knights.describeMove(instance, knightMove(6, 5), start)).toBe('black knight a1 to c2');
    expect(knights.moveCode(instance, knightMove(0, 5))).toBe('a3c2');
    expect(knights.renderText(instance, start)).toBe('W . W\n. . .\nB . B');
    const ids = knights.draw(instance, start).shapes.flatMap((s) => ('id' in s && s.id ? [s.id] : []));
    expect(ids).toEqual(['knight-W1', 'knight-W2', 'knight-B1', 'knight-B2']);
    expect(knights.applyMove(instance, start, knightMove(0, 4))).toEqual({ illegal: "a3 to b2 is not a knight's move" });
    expect(knights.applyMove(instance, start, knightMove(1, 6))).toEqual({ illegal: 'there is no knight on b3' });
    expect(knights.applyMove(instance, start, knightMove(0, 2))).toEqual({ illegal: 'c3 is taken' });
  });
});

describe("knights: the knight's path", () => {
  /**
   * Each checked by hand. A knight's move changes the colour of its square
   * and moves at most 2 files (or ranks), at most 3 in files and ranks
   * together. a1-h8 in 6: 14 needs at least 5 and the colour says even (a1
   * c2 d4 f5 e7 g6 h8). a1-b2 in 4, the corner exception: even by colour,
   * and a1's moves b3 and c2 are not a move from b2 (a1 c2 e3 d1 b2).
   * a1-a2 in 3: odd by colour, not 1 move (a1 b3 c1 a2). d4-e5 in 2 (d4
   * c6 e5). a1-h1 in 5: odd by colour, and 3 moves cross at most 6 files.
   * The 4x4 board's corners in 2 (a1 b3 d4);
   * on 3x4, a1-c4 in 3: odd by colour (a1 c2 a3 c4). The 9x10 xiangqi
   * board corner to corner in 7: 8 files and 9 ranks need 6, the colour says odd.
   */
  const TABLE: [string, number | null][] = [
    ['path:8x8:a1:h8', 6],
    ['path:8x8:a1:b2', 4],
    ['path:8x8:a1:a2', 3],
    ['path:8x8:d4:e5', 2],
    ['path:8x8:a1:h1', 5],
    ['path:8x8:a1:a1', 0],
    ['path:4x4:a1:d4', 2],
    ['path:3x4:a1:c4', 3],
    ['path:9x10:a1:i10', 7],
    // The centre of a 3x3 board is out of a knight's reach.
    ['path:3x3:a1:b2', null],
    // Obstacles on both squares a1 leads to: trapped.
    ['path:......../......../......../......../......../.#....../..#...../........:a1:h8', null],
    // b3 blocked: a1 c2 d4 f5 e7 g6 h8 still takes 6, the bound without obstacles.
    ['path:......../......../......../......../......../.#....../......../........:a1:h8', 6],
  ];

  it.each(TABLE)('%s: %s moves', (code, moves) => {
    const instance = fromCode(code);
    const problem = knights.problem(instance);
    const result = solve(problem, 'auto');
    if (moves === null) {
      expect(result.status).toBe('unsolvable');
      return;
    }
    expect(result.solution!.moves.length).toBe(moves);
    expectReplaysToGoal(knights, instance, result.solution!);
    expect(solve(problem, 'bidirectional').solution!.moves.length).toBe(moves);
  });

  it('reads the board size and squares from parameters, and names moves', () => {
    const instance = fromCode('path:8x8:a1:h8', { size: '5x5', from: 'c3' });
    expect(knights.instanceCode(instance)).toBe('path:5x5:c3:e5');
    const solution = breadthFirst(knights.problem(instance)).solution!;
    expect(knights.describeMove(instance, solution.moves[0], solution.states[0])).toMatch(/^knight c3 to [a-e]\d$/);
    expect(knights.renderText(instance, solution.states[0])).toBe('. . . . X\n. . . . .\n. . N . .\n. . . . .\n. . . . .');
    expect(() => fromCode('path:8x8:a1:h8', { to: 'i9' })).toThrow('i9 is off the 8x8 board');
    expect(() => fromCode('path:8x8:a1:h8', { start: 'a1' })).toThrow('parameter start applies to tour puzzles, and this is a path puzzle');
  });
});

/** Checks a tour square by square: starts where asked, every square once, every step a knight's move. */
function expectTour(instance: TourInstance, solution: Solution<unknown, number>): string[] {
  const { board } = instance;
  const squares = solution.moves.map((m) => knights.moveCode(instance, m).slice(-2));
  const first = solution.moves.length > 0 ? knights.moveCode(instance, solution.moves[0]).slice(0, 2) : '';
  const path = instance.start === null ? squares : [first, ...squares];
  const usable = board.missing.filter((m) => !m).length;
  expect(path.length).toBe(usable);
  expect(new Set(path).size).toBe(usable);
  const at = (name: string) => [name.charCodeAt(0) - 97, Number(name.slice(1))];
  for (let i = 1; i < path.length; i++) {
    const [f1, r1] = at(path[i - 1]);
    const [f2, r2] = at(path[i]);
    expect([Math.abs(f1 - f2), Math.abs(r1 - r2)].sort().join(), `${path[i - 1]} to ${path[i]}`).toBe('1,2');
  }
  return path;
}

describe("knights: the knight's tour", () => {
  it('finds an open 8x8 tour from a1 at once, checked square by square', () => {
    const instance = fromPreset('tour-8x8') as TourInstance;
    const problem = knights.problem(instance);
    expect(resolveAlgorithm(problem, 'auto')).toBe('dfs');
    const result = solve(problem, 'auto');
    expect(result.solution!.moves.length).toBe(63);
    expect(result.stats.statesExplored).toBeLessThan(5000);
    expect(expectTour(instance, result.solution!)[0]).toBe('a1');
    expectReplaysToGoal(knights, instance, result.solution!);
  });

  it('finds a closed 8x8 tour from corner, edge and inner squares', () => {
    for (const start of ['a1', 'a2', 'b3', 'd4', 'e5', 'h8', 'g1', 'c7']) {
      const instance = fromCode('tour:8x8:closed:a1', { start }) as TourInstance;
      const result = solve(knights.problem(instance), 'auto', { maxStates: 50_000 });
      expect(result.status, start).toBe('solved');
      const path = expectTour(instance, result.solution!);
      const [f1, r1] = [path[0].charCodeAt(0), Number(path[0].slice(1))];
      const [f2, r2] = [path[63].charCodeAt(0), Number(path[63].slice(1))];
      expect([Math.abs(f1 - f2), Math.abs(r1 - r2)].sort().join(), 'the last square is a knight move from the first').toBe('1,2');
      expectReplaysToGoal(knights, instance, result.solution!);
    }
  });

  it('draws a tour as squares numbered in visiting order along the path, closing a closed tour at its end', () => {
    const instance = fromCode('tour:8x8:closed:a1') as TourInstance;
    const problem = knights.problem(instance);
    const states: KnightState[] = [problem.start];
    for (const m of solve(problem, 'auto').solution!.moves) states.push(knights.applyMove(instance, states[states.length - 1], m) as KnightState);
    const path = expectTour(instance, solve(problem, 'auto').solution!);
    /** The number drawn on each square, and the path's lines, of the drawing after `moves` moves. */
    const drawnAfter = (moves: number) => {
      const shapes = knights.drawPath!(instance, states.slice(0, moves + 1)).shapes;
      const numbers = new Map<string, number>();
      for (const s of shapes) if (s.kind === 'text') numbers.set(`${'abcdefgh'[Math.floor(s.x)]}${8 - Math.floor(s.y)}`, Number(s.text));
      return { numbers, lines: shapes.filter((s) => s.kind === 'line').length, knight: shapes.filter((s) => s.kind === 'rect' && s.id === 'knight') };
    };
    const half = drawnAfter(31);
    expect([...half.numbers].sort((a, b) => a[1] - b[1])).toEqual(path.slice(0, 32).map((sq, i) => [sq, i + 1]));
    expect(half.lines).toBe(31);
    expect(half.knight).toHaveLength(1);
    const whole = drawnAfter(63);
    expect(whole.numbers.size).toBe(64);
    expect(path.every((sq, i) => whole.numbers.get(sq) === i + 1)).toBe(true);
    // 63 moves, and the way back to a1 that makes it closed.
    expect(whole.lines).toBe(64);
  });

  it('counts the open tours of the 5x5 board: 1,728 from any square, 64 from the centre, 304 from a corner', () => {
    const any = fromPreset('tour-5x5') as TourInstance;
    const every = allSolutions(knights.problem(any), { maxSolutions: 20 });
    expect(every.status).toBe('complete');
    expect(every.count).toBe(1728);
    for (const s of every.solutions) {
      expect(s.moves.length).toBe(25);
      expectTour(any, s);
      expectReplaysToGoal(knights, any, s);
    }
    expect(allSolutions(knights.problem(fromPreset('tour-5x5-centre')), { maxSolutions: 0 }).count).toBe(64);
    expect(allSolutions(knights.problem(fromCode('tour:5x5:open:a1')), { maxSolutions: 0 }).count).toBe(304);
  });

  /** Directed open tours from every square, by plain recursion over the rows (no engine, no pruning). */
  function bruteForceTours(rows: string[]): number {
    const width = rows[0].length;
    const squares = rows.join('').split('').flatMap((ch, i) => (ch === '.' ? [i] : []));
    const visited = new Set<number>();
    const walk = (at: number): number => {
      if (visited.size === squares.length) return 1;
      let total = 0;
      for (const next of squares) {
        const dr = Math.abs(Math.floor(next / width) - Math.floor(at / width));
        const dc = Math.abs((next % width) - (at % width));
        if (visited.has(next) || dr * dc !== 2) continue;
        visited.add(next);
        total += walk(next);
        visited.delete(next);
      }
      return total;
    };
    return squares.reduce((sum, first) => {
      visited.add(first);
      const n = walk(first);
      visited.delete(first);
      return sum + n;
    }, 0);
  }

  it.each([['..../..../....'], ['#..#/..../..../#..#'], ['..../..../...#'], ['#..../...../.....'], ['...../...../...../...#.']])(
    'counts the open tours of %s as a plain recursion does, and replays them',
    (rows) => {
      const instance = fromCode(`tour:${rows}:open`) as TourInstance;
      const every = allSolutions(knights.problem(instance), { maxSolutions: 5 });
      expect(every.count).toBeGreaterThan(0);
      expect(every.count).toBe(bruteForceTours(rows.split('/')));
      for (const s of every.solutions) {
        expectTour(instance, s);
        expectReplaysToGoal(knights, instance, s);
      }
    },
  );

  it('draws a board with missing squares', () => {
    const cross = fromCode('tour:#..#/..../..../#..#:open') as TourInstance;
    expect(knights.renderText(cross, knights.problem(cross).start)).toBe('# . . #\n. . . .\n. . . .\n# . . #');
    expect(knights.draw(cross, knights.problem(cross).start).shapes).toHaveLength(12);
  });

  it('proves by colours what no tour can do', () => {
    const reason = (code: string) => knights.problem(fromCode(code)).unsolvableReason?.();
    expect(reason('tour:5x5:closed:a1')).toContain('a closed tour needs as many of each, and this board has 12 light and 13 dark squares');
    expect(reason('tour:5x5:open:b1')).toContain('starts and ends on the commoner colour, and b1 is not');
    expect(reason('tour:5x5:open:a1')).toBeNull();
    // No tour at all on 4x4, found by search.
    expect(solve(knights.problem(fromCode('tour:4x4:open')), 'auto').status).toBe('unsolvable');
  });

  it.each(['tour:5x5:closed:a1', 'tour:5x5:open:b1', 'tour:5x5:open:c2', 'tour:3x5:closed:a1'])(
    "%s: what the colours prove, a search without the proof finds too",
    (code) => {
      const problem = knights.problem(fromCode(code));
      expect(problem.unsolvableReason?.(), 'the colours rule it out').toBeTruthy();
      // The same problem with the proof taken away: the search must walk every path and find no tour.
      const searched = Object.create(problem) as typeof problem;
      searched.unsolvableReason = () => null;
      expect(solve(searched, 'auto').status).toBe('unsolvable');
    },
  );

  it('the same search without a proof does find a tour where the colours allow one (5x5 from a1)', () => {
    const problem = knights.problem(fromCode('tour:5x5:open:a1'));
    const searched = Object.create(problem) as typeof problem;
    searched.unsolvableReason = () => null;
    expect(solve(searched, 'auto').solution?.moves).toHaveLength(24);
  });

  it('writes and reads tour states', () => {
    const instance = fromCode('tour:3x4:open:a1');
    const problem = knights.problem(instance);
    const solution = solve(problem, 'auto').solution!;
    const middle = solution.states[5] as KnightState;
    const code = knights.stateCode(instance, middle);
    expect(code).toMatch(/^[.xN]{3}(\/[.xN]{3}){3}$/);
    expect(knights.stateCode(instance, knights.parseState(instance, code))).toBe(code);
    expect(knights.describeMove(fromPreset('tour-5x5'), knightMove(-1, 12), { lo: 0, hi: 0, at: -1 })).toBe('place the knight on c3');
    expect(() => knights.parseState(instance, 'NN./.../.../...')).toThrow('two knights');
  });
});

describe('knights: bad input', () => {
  it('rejects it with its message', () => {
    const bad = (code: string, params: Record<string, string> = {}) => () => fromCode(code, params);
    expect(bad('swap:.../.../...')).toThrow(PuzzleInputError);
    expect(bad('swap:.../.../...')).toThrow('the board has no knights: put white (W) and black (B) knights on it');
    expect(bad('swap:W.Q/.../B.B')).toThrow('"Q" at row 1, column 3 is not one of W B . #');
    expect(bad('swap:W.W/../B.B')).toThrow('row 2 has 2 squares but row 1 has 3');
    expect(bad('swap:W.W/.../B.B:W.W/.../W.B')).toThrow('the goal has 3 white knights but the start has 2');
    expect(bad('swap:W.W/.../B..')).toThrow('swapping the colours needs as many white as black knights (here 2 and 1)');
    expect(() => fromCode('swap:W.W/.../B..:B.W/.../W..')).not.toThrow();
    expect(bad('path:8x8:a1')).toThrow('a path code is path:BOARD:FROM:TO');
    expect(bad('path:8x8:a1:z9')).toThrow('to: z9 is off the 8x8 board');
    expect(bad('path:8x8:a1:9z')).toThrow('"9z" is not a square like a1 or c3');
    expect(bad('path:.#/../..:a1:b3')).toThrow('b3 is a missing square');
    expect(bad('tour:9x9:open')).toThrow('a tour board has at most 64 squares (8x8), this one 81');
    expect(bad('tour:8x8:round')).toThrow('"round" should be open or closed');
    expect(bad('tour:8x8:open', { mode: 'swap' })).toThrow('parameter mode: the instance is a tour puzzle, not swap');
    expect(bad('swap:W.W/.../B.B', { size: '4x4' })).toThrow('parameter size applies to path and tour puzzles');
    expect(() => knights.parse({ source: { kind: 'params' }, params: { mode: 'tour', closed: 'true' } })).not.toThrow();
  });
});

interface KnightCase {
  puzzle: string;
  params: { board: string; start?: string[] };
  expected: { minMoves: number; solutionCount?: number };
}
const data = sharedData<{ cases: KnightCase[] }>('small-cases.json');
const swapCases = (data?.cases ?? []).filter((c) => c.puzzle === 'knight-swap');
const tourCases = (data?.cases ?? []).filter((c) => c.puzzle === 'knight-tour');

describe('knights against ../shared/data/small-cases.json', () => {
  it.skipIf(data === null)('has knight cases', () => expect(swapCases.length + tourCases.length).toBeGreaterThan(0));
  it.skipIf(data === null).each(swapCases.map((c) => [c.params.board, c] as const))('swap on %s', (_name, c) => {
    const instance = fromCode(`swap:${c.params.start!.join('/')}`);
    const problem = knights.problem(instance);
    const solved = breadthFirst(problem);
    expect(solved.solution!.moves.length).toBe(c.expected.minMoves);
    expectReplaysToGoal(knights, instance, solved.solution!);
    expect(countShortest(problem).count).toBe(c.expected.solutionCount);
  });
  it.skipIf(data === null).each(tourCases.map((c) => [c.params.board, c] as const))('open tours of %s from the centre', (_name, c) => {
    const problem = knights.problem(fromCode('tour:5x5:open:c3'));
    const every = allSolutions(problem, { maxSolutions: 0 });
    expect(every.count).toBe(c.expected.solutionCount);
    expect(solve(problem, 'auto').solution!.moves.length).toBe(c.expected.minMoves);
  });
});

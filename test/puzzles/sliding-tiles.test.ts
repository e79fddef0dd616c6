import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aStar, bidirectional, breadthFirst, countShortest, explore, idaStar, solve } from '../../src/engine/index.js';
import { goalCells, isSolvable, manhattan, type TilesInstance } from '../../src/puzzles/sliding-tiles/board.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { PackedLayout } from '../../src/puzzles/sliding-tiles/packed.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal, sharedData } from '../support/puzzle-checks.js';
import { tileSlides } from '../support/tile-slides.js';

function tiles(code: string, params: Record<string, string> = {}): TilesInstance {
  return slidingTiles.parse({ source: { kind: 'code', code }, params });
}

function presetOf(name: string): TilesInstance {
  return slidingTiles.parse({ source: { kind: 'preset', name }, params: {} });
}

/**
 * A tiny independent breadth-first search over boards as strings, for
 * cross-checks. Given `until`, it stops after the layer that reaches that
 * board: its depth and count of shortest paths are final then.
 */
function referenceDistances(width: number, height: number, from: number[], until?: string): Map<string, { depth: number; paths: number }> {
  const seen = new Map<string, { depth: number; paths: number }>([[from.join(','), { depth: 0, paths: 1 }]]);
  let layer = [from];
  for (let depth = 1; layer.length && !(until !== undefined && seen.has(until)); depth++) {
    const next: number[][] = [];
    for (const board of layer) {
      const here = seen.get(board.join(','))!;
      for (const b of tileSlides(board, width, height)) {
        const key = b.join(',');
        const known = seen.get(key);
        if (!known) {
          seen.set(key, { depth, paths: here.paths });
          next.push(b);
        } else if (known.depth === depth) {
          known.paths += here.paths;
        }
      }
    }
    layer = next;
  }
  return seen;
}

function* permutations(n: number): Generator<number[]> {
  const a = Array.from({ length: n }, (_, i) => i);
  const c = new Array(n).fill(0);
  yield [...a];
  for (let i = 0; i < n; ) {
    if (c[i] < i) {
      const j = i % 2 === 0 ? 0 : c[i];
      [a[j], a[i]] = [a[i], a[j]];
      yield [...a];
      c[i]++;
      i = 0;
    } else {
      c[i++] = 0;
    }
  }
}

function boardCodeOf(width: number, cells: number[]): string {
  const rows: string[] = [];
  for (let r = 0; r * width < cells.length; r++) rows.push(cells.slice(r * width, (r + 1) * width).join(','));
  return rows.join('/');
}

describe('the parity rule', () => {
  // Even widths are where inversion-counting solvers go wrong: check every
  // arrangement of small boards against an actual search.
  for (const [width, height] of [[2, 2], [2, 3], [3, 2], [2, 4], [4, 2], [1, 4], [4, 1]]) {
    it(`matches reachability for every arrangement of a ${width}x${height} board`, () => {
      const cells = width * height;
      const goal = Array.from(goalCells(cells, 'blank-last'));
      const reachable = referenceDistances(width, height, goal);
      let solvable = 0;
      const wrong: string[] = [];
      for (const perm of permutations(cells)) {
        const expected = reachable.has(perm.join(','));
        if (isSolvable(width, height, perm, goal) !== expected) wrong.push(`${perm.join(',')}: ${expected ? 'reachable' : 'unreachable'}`);
        if (expected) solvable++;
      }
      expect(wrong.slice(0, 5), 'arrangements the parity rule gets wrong').toEqual([]);
      const factorial = Array.from({ length: cells }, (_, i) => i + 1).reduce((a, b) => a * b, 1);
      // One row or column: the tiles keep their order and only the blank moves.
      expect(solvable).toBe(width === 1 || height === 1 ? cells : factorial / 2);
    });
  }

  it("proves Sam Loyd's 14-15 puzzle unsolvable without searching", () => {
    const instance = presetOf('loyd-14-15');
    const result = solve(slidingTiles.problem(instance), 'idastar');
    expect(result.status).toBe('unsolvable');
    expect(result.reason).toMatch(/parit/);
    expect(result.stats.statesExplored).toBe(0);
  });
});

describe('the 8-puzzle', () => {
  it('has 181,440 reachable states, 2 of them at the greatest distance, 31', () => {
    const result = explore(slidingTiles.problem(tiles('1,2,3/4,5,6/7,8,0')));
    expect(result.reachableStates).toBe(181_440);
    expect(result.statesPerDepth.length).toBe(32);
    expect(result.farthest).toMatchObject({ distance: 31, count: 2 });
    const hardest = result.farthest.examples.map((s) => slidingTiles.stateCode(tiles('1,2,3/4,5,6/7,8,0'), s)).sort();
    expect(hardest).toEqual(['6,4,7/8,5,0/3,2,1', '8,6,7/2,5,4/3,0,1']);
  });

  it('agrees across breadth-first, A*, IDA* and bidirectional search on random positions', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 10, maxLength: 80 }), (walk) => {
        // A random walk from the goal always gives a solvable position.
        const board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
        let blank = 8;
        for (const d of walk) {
          const r = Math.floor(blank / 3) + [-1, 1, 0, 0][d];
          const c = (blank % 3) + [0, 0, -1, 1][d];
          if (r < 0 || r > 2 || c < 0 || c > 2) continue;
          const p = r * 3 + c;
          [board[blank], board[p]] = [board[p], board[blank]];
          blank = p;
        }
        const instance = tiles(boardCodeOf(3, board));
        const problem = slidingTiles.problem(instance);
        const results = [breadthFirst(problem), aStar(problem), idaStar(problem), bidirectional(problem)];
        const lengths = results.map((r) => r.solution!.moves.length);
        expect(new Set(lengths).size).toBe(1);
        for (const r of results) expectReplaysToGoal(slidingTiles, instance, r.solution!);
      }),
      { numRuns: 25 },
    );
  });

  it('counts distinct shortest solutions exactly as an independent search does', () => {
    for (const code of ['8,6,7/2,5,4/3,0,1', '4,1,3/7,2,6/0,5,8', '1,2,3/4,0,6/7,5,8']) {
      const instance = tiles(code);
      const goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
      const reference = referenceDistances(3, 3, code.split(/[,/]/).map(Number), goal.join(',')).get(goal.join(','))!;
      const counted = countShortest(slidingTiles.problem(instance));
      expect(counted.cost).toBe(reference.depth);
      expect(counted.count).toBe(reference.paths);
      expectReplaysToGoal(slidingTiles, instance, counted.solution!);
    }
  });

  it('uses the blank-first goal when asked', () => {
    const instance = tiles('1,2,0/3,4,5/6,7,8', { goal: 'blank-first' });
    const result = solve(slidingTiles.problem(instance));
    expect(result.solution!.moves.length).toBe(2);
    expect(slidingTiles.stateCode(instance, result.solution!.states.at(-1)!)).toBe('0,1,2/3,4,5/6,7,8');
    expectReplaysToGoal(slidingTiles, instance, result.solution!);
  });
});

describe('presets', () => {
  it.each([
    ['8-puzzle', 31],
    ['8-puzzle-easy', 2],
    ['4x3', 40],
  ])('%s needs %i moves', (name, moves) => {
    const instance = presetOf(name);
    const result = aStar(slidingTiles.problem(instance));
    expect(result.solution!.moves.length).toBe(moves);
    expectReplaysToGoal(slidingTiles, instance, result.solution!);
  });

  it('15-puzzle needs 50 moves (IDA*)', () => {
    const instance = presetOf('15-puzzle');
    const result = idaStar(slidingTiles.problem(instance));
    expect(result.solution!.moves.length).toBe(50);
    expectReplaysToGoal(slidingTiles, instance, result.solution!);
  });
});

describe("Korf's 15-puzzle instances", () => {
  const text = sharedData<string>('korf15-first10.txt');
  const rows = (text ?? '')
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .map((line) => line.trim().split(/\s+/).map(Number));
  const korf = (row: number[]) => tiles(boardCodeOf(4, row.slice(4)), { goal: 'blank-first' });

  it.skipIf(text === null)('Manhattan distance matches the published h for all ten', () => {
    expect(rows.length).toBe(10);
    for (const row of rows) expect(manhattan(4, row.slice(4), goalCells(16, 'blank-first'))).toBe(row[2]);
  });

  // The two with the fewest published IDA* nodes keep the suite fast.
  it.skipIf(text === null)('IDA* finds the published optimal lengths', () => {
    const easiest = [...rows].sort((a, b) => a[3] - b[3]).slice(0, 2);
    for (const row of easiest) {
      const instance = korf(row);
      const result = idaStar(slidingTiles.problem(instance));
      expect(result.solution!.moves.length, `instance ${row[0]}`).toBe(row[1]);
      expectReplaysToGoal(slidingTiles, instance, result.solution!);
    }
  });
});

describe('packed boards', () => {
  it('pack and unpack every board of 2 to 14 cells, and find the blank', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 14 }).chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n })), (board) => {
        const layout = new PackedLayout(board.length);
        const packed = layout.pack(board);
        expect(Array.from(layout.unpack(packed))).toEqual(board);
        expect(layout.blankCell(packed)).toBe(board.indexOf(0));
        expect(packed).toBeLessThan(layout.fitsUint32 ? 2 ** 32 : 2 ** 53);
        board.forEach((t, i) => expect(layout.tileAt(packed, i)).toBe(t));
      }),
      { numRuns: 300 },
    );
  });

  it('give the same successors as the plain board form on large boards', () => {
    // 4x4 boards use byte arrays: solving a short scramble checks that path.
    const instance = tiles('1,2,3,4/5,6,7,8/9,10,0,12/13,14,11,15');
    const result = breadthFirst(slidingTiles.problem(instance));
    expect(result.solution!.moves.length).toBe(2);
    expectReplaysToGoal(slidingTiles, instance, result.solution!);
  });
});

describe('codes, words and drawings', () => {
  it('round-trips instance and state codes', () => {
    for (const preset of slidingTiles.presets) {
      const instance = presetOf(preset.name);
      const code = slidingTiles.instanceCode(instance);
      expect(slidingTiles.instanceCode(tiles(code))).toBe(code);
      const problem = slidingTiles.problem(instance);
      expect(slidingTiles.stateCode(instance, slidingTiles.parseState(instance, code))).toBe(slidingTiles.stateCode(instance, problem.start));
    }
  });

  it.each([
    ['another size', '1,2,3/4,5,6/7,8,0/9,10,11', /the state is 3x4 but the puzzle is 3x3/],
    ['a tile twice', '1,2,3/4,5,6/7,7,0', /row 3, column 2: tile 7 again/],
    ['no blank', '1,2,3/4,5,6/7,8,9', /row 3, column 3: tile 9 is too big/],
    ['a letter', '1,2,3/4,x,6/7,8,0', /row 2, column 2: "x" is not a tile number/],
    ['nothing', '', /the board is empty/],
    ['rows of different lengths', '1,2,3/4,5/6,7,8,0', /row 2 has 2 tiles but row 1 has 3/],
  ])('refuses a state code with %s, naming the problem', (_, code, message) => {
    const instance = presetOf('8-puzzle');
    expect(() => slidingTiles.parseState(instance, code)).toThrow(PuzzleInputError);
    expect(() => slidingTiles.parseState(instance, code)).toThrow(message);
  });

  it('describes moves in words and codes', () => {
    const instance = presetOf('8-puzzle-easy');
    const { moves, states } = breadthFirst(slidingTiles.problem(instance)).solution!;
    expect(moves.map((m, i) => slidingTiles.describeMove(instance, m, states[i]))).toEqual(['slide 5 up', 'slide 8 left']);
    expect(moves.map((m) => slidingTiles.moveCode(instance, m))).toEqual(['5U', '8L']);
  });

  it('rejects an illegal move when replaying', () => {
    const instance = presetOf('8-puzzle-easy');
    const start = slidingTiles.problem(instance).start;
    expect(slidingTiles.applyMove(instance, start, (1 << 2) | 1)).toHaveProperty('illegal');
  });

  it('renders text and a drawing with one shape per tile', () => {
    const instance = presetOf('8-puzzle-easy');
    const start = slidingTiles.problem(instance).start;
    expect(slidingTiles.renderText(instance, start)).toBe('1 2 3\n4 . 6\n7 5 8');
    const drawing = slidingTiles.draw(instance, start);
    expect(drawing.shapes.filter((s) => s.kind === 'rect' && s.label).map((s) => (s as { label: string }).label).sort()).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8'],
    );
  });
});

describe('bad boards', () => {
  it.each([
    ['1,2,3/4,5/6,7,8', /row 2 has 2 tiles/],
    ['1,2,3/4,5,6/7,8,8', /tile 8 again/],
    ['1,2,3/4,5,6/7,8,9', /tile 9 is too big/],
    ['1,2,3/4,x,6/7,8,0', /row 2, column 2: "x" is not a tile number/],
    ['1,2,3/4,0,6/7,_,8', /a second blank/],
    ['', /empty/],
    ['0', /at least 2 cells/],
  ])('%j is rejected', (code, message) => {
    expect(() => tiles(code)).toThrow(PuzzleInputError);
    expect(() => tiles(code)).toThrow(message);
  });

  it('rejects unknown parameters and goals', () => {
    expect(() => tiles('1,2/3,0', { size: '3' })).toThrow(/no parameter "size"/);
    expect(() => tiles('1,2/3,0', { goal: 'middle' })).toThrow(/goal: "middle" is not one of/);
  });

  it('never throws anything but a PuzzleInputError on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        try {
          tiles(text);
        } catch (error) {
          expect(error).toBeInstanceOf(PuzzleInputError);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('why a board is unsolvable', () => {
  // On one row parity is no invariant at all: 3,1,2,0 and its goal 1,2,3,0 have both parities even; the tiles simply cannot pass each other.
  it.each(['3,1,2,0', '3/1/2/0'])('%s (one row or column): tiles cannot pass each other, in both languages', (code) => {
    const instance = tiles(code);
    expect(slidingTiles.unsolvableReason!(instance, 'moves', 'en')).toMatch(/tiles cannot pass each other/);
    expect(slidingTiles.unsolvableReason!(instance, 'moves', 'en')).not.toMatch(/parit/);
    expect(slidingTiles.unsolvableReason!(instance, 'moves', 'zh')).toMatch(/无法互相越过/);
    expect(slidingTiles.problem(instance).unsolvableReason!()).toMatch(/tiles cannot pass each other/);
  });

  it('a wider board keeps the parity reason', () => {
    const instance = tiles('2,1,3/4,5,6/7,8,0');
    expect(slidingTiles.unsolvableReason!(instance, 'moves', 'en')).toMatch(/different parities/);
    expect(slidingTiles.unsolvableReason!(instance, 'moves', 'zh')).toMatch(/奇偶性/);
  });
});

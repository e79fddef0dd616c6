/**
 * Ranked spaces: rank and unrank are inverse bijections between the states
 * reachable from the start and 0 .. size-1. Exhaustive on small boards,
 * property-based on big ones.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactExplore } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { goalCells, isSolvable } from '../../src/puzzles/sliding-tiles/board.js';
import { tileRanking } from '../../src/puzzles/sliding-tiles/rank.js';

function tilesProblem(code: string) {
  const puzzle = findPuzzle('sliding-tiles');
  return puzzle.problem(puzzle.parse({ source: { kind: 'code', code }, params: {} }));
}

describe('sliding-tiles ranking', () => {
  it.each([
    [2, 2],
    [3, 2],
    [2, 3],
    [4, 2],
    [3, 3],
  ])('%ix%i: every rank unranks to a reachable board that ranks back to it', (width, height) => {
    const cells = width * height;
    const goal = goalCells(cells, 'blank-last');
    const ranking = tileRanking(width, height, goal)!;
    let f = 1;
    for (let i = 2; i <= cells; i++) f *= i;
    expect(ranking.size).toBe(f / 2);
    const seen = new Set<string>();
    const wrong: number[] = [];
    for (let r = 0; r < ranking.size; r++) {
      const board = ranking.unrank(r);
      if (!isSolvable(width, height, board, goal) || ranking.rank(board) !== r) wrong.push(r);
      seen.add(board.join(','));
    }
    expect(wrong).toEqual([]);
    expect(seen.size).toBe(ranking.size);
  });

  it('has no ranking for a single row or for boards over 18 cells', () => {
    expect(tileRanking(5, 1, goalCells(5, 'blank-last'))).toBeNull();
    expect(tileRanking(5, 4, goalCells(20, 'blank-last'))).toBeNull();
  });

  it.each([
    [4, 3],
    [4, 4],
    [6, 3],
    [3, 5],
  ])('%ix%i: random reachable boards round-trip (property)', (width, height) => {
    const cells = width * height;
    const goal = goalCells(cells, 'blank-first');
    const ranking = tileRanking(width, height, goal)!;
    const board = fc.shuffledSubarray(Array.from({ length: cells }, (_, i) => i), { minLength: cells, maxLength: cells }).map((b) => {
      // Swap two tiles (not the blank) when needed to land in the goal's class.
      if (!isSolvable(width, height, b, goal)) {
        const i = b[0] === 0 || b[1] === 0 ? 2 : 0;
        const j = i === 0 ? 1 : 3;
        [b[i], b[j]] = [b[j], b[i]];
      }
      return b;
    });
    fc.assert(fc.property(board, (b) => {
      expect(Array.from(ranking.unrank(ranking.rank(b)))).toEqual(b);
    }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ranking.size - 1 }), (r) => {
        const b = ranking.unrank(r);
        expect(isSolvable(width, height, b, goal)).toBe(true);
        expect(ranking.rank(b)).toBe(r);
      }),
    );
  });

  it('the search problem ranks its packed states through the same numbering', () => {
    const problem = tilesProblem('8,6,7/2,5,4/3,0,1');
    expect(problem.size).toBe(181440);
    fc.assert(fc.property(fc.integer({ min: 0, max: 181439 }), (r) => {
      expect(problem.rank!(problem.unrank!(r))).toBe(r);
    }));
    const big = tilesProblem('8,7,11,0/10,1,6,5/9,4,2,3');
    expect(big.size).toBe(239500800);
    expect(big.unrank!(big.rank!(big.start))).toBe(big.start);
  });
});

describe('hanoi ranking', () => {
  it('is the base-p number of the pegs, over all p^n positions', () => {
    const puzzle = findPuzzle('hanoi');
    const problem = puzzle.problem(puzzle.parse({ source: { kind: 'params' }, params: { discs: '5', pegs: '4' } }));
    expect(problem.size).toBe(4 ** 5);
    for (let r = 0; r < 4 ** 5; r++) expect(problem.rank!(problem.unrank!(r))).toBe(r);
    // Every position of Hanoi is reachable.
    expect(compactExplore(problem).reachableStates).toBe(4 ** 5);
  });
});

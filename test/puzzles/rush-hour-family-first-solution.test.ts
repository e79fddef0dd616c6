/**
 * The census reads the database solver's first solution off the distances
 * its second breadth-first search left (GroupSearcher.firstSolution), and
 * tests a piece's removal only up to one move short, by a breadth-first
 * search (WithinSearch; the solver's own solvesWithin stops its rounds
 * there): here all against the solver's full count, on the hardest layout
 * of every solvable group of 4x4 (with up to one wall) and of a spread of
 * 5x5 chunks.
 */
import { describe, expect, it } from 'vitest';
import { DatabaseSolver } from '../../src/puzzles/rush-hour/family/database-solver.js';
import { GroupSearcher } from '../../src/puzzles/rush-hour/family/group-search.js';
import { bitboards } from '../../src/puzzles/rush-hour/family/pattern.js';
import { chunkCount, familyLines, forEachPattern } from '../../src/puzzles/rush-hour/family/patterns.js';
import { lineCarOf, pieceBoardOf } from '../../src/puzzles/rush-hour/family/piece-board.js';
import { WithinSearch } from '../../src/puzzles/rush-hour/family/within-search.js';

interface Tally {
  boards: number;
  /** Boards where some pieces stay unmoved. */
  withUnmoved: number;
  removals: number;
  /** Removals that keep the puzzle as long. */
  asLong: number;
}

function compareOn(size: number, maxWalls: number, chunks: (count: number) => number[]): Tally {
  const lines = familyLines({ size, minWalls: 0, maxWalls });
  const searcher = new GroupSearcher(size);
  const solver = new DatabaseSolver();
  const within = new WithinSearch();
  const movedCars = new Uint8Array(8 * size);
  const placement = new Int32Array(2 * size);
  const a = new Float64Array(2);
  const b = new Float64Array(2);
  const tally: Tally = { boards: 0, withUnmoved: 0, removals: 0, asLong: 0 };
  for (const chunk of chunks(chunkCount(lines))) {
    forEachPattern(lines, chunk, (pattern, ranks) => {
      searcher.begin(pattern);
      for (const rank of ranks) {
        if (searcher.seen(rank)) continue;
        const group = searcher.search(rank);
        if (group.histogram.length === 0) continue;
        // Any of the farthest layouts will do here: the walk is checked on each board it is given.
        let hardest = group.farthest[0];
        for (const r of group.farthest) {
          bitboards(pattern, r, placement, a);
          bitboards(pattern, hardest, placement, b);
          if (a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])) hardest = r;
        }
        const moves = group.histogram.length - 1;
        const board = pieceBoardOf(pattern, hardest);
        searcher.firstSolution(hardest, moves, movedCars);
        const solution = solver.load(board).solve();
        expect(solution.length).toBe(moves);
        const bySolver = new Set(solution.map(([piece]) => piece));
        const byWalk = new Set(board.pieces.flatMap((_, i) => (movedCars[lineCarOf(board, i)] === 1 ? [i] : [])));
        expect([...byWalk].sort(), `${size}x${size} rank ${hardest}`).toEqual([...bySolver].sort());
        tally.boards++;
        if (bySolver.size < board.pieces.length - 1) tally.withUnmoved++;
        for (let i = 1; i < board.pieces.length; i++) {
          if (bySolver.has(i)) continue;
          const count = solver.load(board, i).countMoves();
          expect(solver.load(board, i).solvesWithin(moves - 1)).toBe(count < moves);
          expect(within.load(board, i).solvesWithin(moves - 1), `${size}x${size} rank ${hardest} without piece ${i}`).toBe(count < moves);
          expect(within.load(board, i).solvesWithin(count)).toBe(true);
          if (count > 0) expect(within.load(board, i).solvesWithin(count - 1)).toBe(false);
          tally.removals++;
          if (count === moves) tally.asLong++;
        }
      }
    });
  }
  return tally;
}

describe("the database solver's first solution, read off the distances", () => {
  it('names the pieces the solver moves, on every 4x4 board (with up to one wall) kept for the minimality test', () => {
    const tally = compareOn(4, 1, (count) => Array.from({ length: count }, (_, c) => c));
    expect(tally.boards).toBeGreaterThan(1000);
    // The rule has work to do: boards with unmoved pieces, removals both ways.
    expect(tally.withUnmoved).toBeGreaterThan(100);
    // Taking off a piece the solution leaves unmoved never shortens a 4x4 puzzle: 15,547 of 15,547 removals.
    expect(tally.asLong).toBeGreaterThan(10_000);
  });

  it('names the pieces the solver moves on the boards of 3 of the 64 5x5 chunks', () => {
    const tally = compareOn(5, 0, (count) => Array.from({ length: 3 }, (_, i) => Math.floor(((i + 0.5) * count) / 3)));
    expect(tally.boards).toBeGreaterThan(1000);
    // Removals both ways: as long, and shorter.
    expect(tally.asLong).toBeGreaterThan(1000);
    expect(tally.removals - tally.asLong).toBeGreaterThan(100);
  });
});

/** The small classics: hanoi's full spaces, knight tours and counts, frogs and coins. */
import { aStar, allSolutions, breadthFirst, countShortest, explore, solve } from '../src/engine/index.js';
import { coins } from '../src/puzzles/coins/index.js';
import { frogs } from '../src/puzzles/frogs/index.js';
import { hanoi } from '../src/puzzles/hanoi/index.js';
import { knights } from '../src/puzzles/knights/index.js';
import type { PuzzleBackend } from '../src/puzzles/puzzle.js';
import { measure, report, searchSample, spaceSample } from './measure.js';

function code<I, S, M>(puzzle: PuzzleBackend<I, S, M>, text: string): I {
  return puzzle.parse({ source: { kind: 'code', code: text }, params: {} });
}

function expect(what: string, got: unknown, wanted: unknown): void {
  if (got !== wanted) throw new Error(`${what}: got ${String(got)}, expected ${String(wanted)}`);
}

export function benchClassics(): void {
  const fourPegs = hanoi.problem(code(hanoi, '10:4'));
  report(
    'explore: hanoi, 4 pegs and 10 discs (whole space)',
    measure(() => {
      const r = explore(fourPegs);
      expect('4-peg space', r.reachableStates, 4 ** 10);
      return spaceSample(r);
    }),
  );
  report(
    'bfs: hanoi, 4 pegs and 10 discs (49 moves)',
    measure(() => {
      const r = breadthFirst(fourPegs);
      expect('Frame-Stewart', r.solution?.moves.length, 49);
      return searchSample(r.stats);
    }),
  );
  const threePegs = hanoi.problem(code(hanoi, '18:3'));
  report(
    'astar: hanoi, 3 pegs and 18 discs (262,143 moves)',
    measure(() => {
      const r = aStar(threePegs);
      expect('2^18 - 1', r.solution?.moves.length, 2 ** 18 - 1);
      return searchSample(r.stats);
    }, 1),
  );

  const guarini = knights.problem(code(knights, 'swap:W.W/.../B.B'));
  report(
    "count shortest: Guarini's knights (4,726,784)",
    measure(() => {
      const r = countShortest(guarini);
      expect('Guarini count', r.count, 4_726_784);
      return searchSample(r.stats);
    }),
  );
  for (const [label, text] of [['open', 'tour:8x8:open:a1'], ['closed', 'tour:8x8:closed:a1']]) {
    const tour = knights.problem(code(knights, text));
    report(
      `dfs: ${label} 8x8 knight's tour from a1`,
      measure(() => {
        const r = solve(tour, 'auto');
        expect('tour length', r.solution?.moves.length, 63);
        return searchSample(r.stats);
      }),
    );
  }
  const fiveByFive = knights.problem(code(knights, 'tour:5x5:open'));
  report(
    'count all: open 5x5 tours from every square (1,728)',
    measure(() => {
      const r = allSolutions(fiveByFive, { maxSolutions: 0 });
      expect('5x5 tours', r.count, 1728);
      return searchSample(r.stats);
    }),
  );

  const bigFrogs = frogs.problem(code(frogs, 'LLLLLLLLLLLL_RRRRRRRRRRRR'));
  report(
    'explore: frogs, 12 against 12',
    measure(() => {
      const r = explore(bigFrogs);
      return spaceSample(r);
    }),
  );
  const tait6 = coins.problem(code(coins, 'ABABABABABAB:tait:contiguous'));
  report(
    "count shortest: Tait's coins, 6 pairs (6 moves)",
    measure(() => {
      const r = countShortest(tait6);
      expect('Tait 6', r.cost, 6);
      return searchSample(r.stats);
    }),
  );
}

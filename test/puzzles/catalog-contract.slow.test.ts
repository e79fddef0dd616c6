/**
 * The catalog contract's whole sweep, for `npm run test:slow`: every preset of
 * every backend solved (or proved unsolvable) under every metric, the
 * solution replayed by the rules. The suite's catalog-contract.test.ts solves
 * each preset under one metric and each metric on at least one preset.
 */
import { describe, it } from 'vitest';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { expectSolvedOrUnsolvable, OUT_OF_REACH } from '../support/catalog-solve.js';

describe.each(PUZZLES.map((p) => [p.id, p] as const))('%s', (_id, puzzle) => {
  describe.each(puzzle.presets.map((p) => [p.name] as const))('preset %s', (name) => {
    for (const metric of puzzle.metrics.map((m) => m.id)) {
      const outOfReach = OUT_OF_REACH[`${puzzle.id}/${name}/${metric}`];
      it.skipIf(outOfReach !== undefined)(`is solved, or proved unsolvable, under metric ${metric}, and the solution replays`, () => {
        expectSolvedOrUnsolvable(puzzle, puzzle.parse({ source: { kind: 'preset', name }, params: {} }), metric);
      });
    }
  });
});

/**
 * What every backend in the catalog promises, checked for each one and each
 * of its presets: a new puzzle is covered here as soon as it is registered.
 * Every preset is solved under one of its backend's metrics and every metric
 * on at least one preset (test/support/catalog-solve.ts says why);
 * catalog-contract.slow.test.ts (`npm run test:slow`) solves every preset
 * under every metric.
 */
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { contractPairs, expectSolvedOrUnsolvable, OUT_OF_REACH } from '../support/catalog-solve.js';

/** The metrics each preset is solved under here: "puzzle/preset" to metric ids (contractPairs). */
const SOLVED_UNDER = new Map<string, string[]>();
for (const puzzle of PUZZLES) {
  const ids = puzzle.metrics.map((metric) => metric.id);
  for (const [p, m] of contractPairs(puzzle.presets.length, ids.length)) {
    const key = `${puzzle.id}/${puzzle.presets[p].name}`;
    // A pair out of reach takes the preset's next metric, so that the preset is still solved here.
    const metric = ids.map((_, j) => ids[(m + j) % ids.length]).find((id) => !OUT_OF_REACH[`${key}/${id}`]) ?? ids[m];
    SOLVED_UNDER.set(key, [...new Set([...(SOLVED_UNDER.get(key) ?? []), metric])]);
  }
}
const metricsOf = (puzzleId: string, preset: string): string[] => SOLVED_UNDER.get(`${puzzleId}/${preset}`) ?? [];

describe.each(PUZZLES.map((p) => [p.id, p] as const))('%s', (_id, puzzle) => {
  it('describes itself', () => {
    expect(puzzle.id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(puzzle.title.length).toBeGreaterThan(0);
    expect(puzzle.description.length).toBeGreaterThan(20);
    expect(puzzle.presets.length).toBeGreaterThan(0);
    expect(puzzle.metrics.length).toBeGreaterThan(0);
    const names = puzzle.presets.flatMap((p) => [p.name, ...(p.aliases ?? [])].map((n) => n.toLowerCase()));
    expect(new Set(names).size, 'preset names and aliases are distinct').toBe(names.length);
    if (puzzle.defaultPreset) expect(puzzle.presets.map((p) => p.name)).toContain(puzzle.defaultPreset);
  });

  it('rejects an unknown preset and an unknown parameter with a PuzzleInputError', () => {
    expect(() => puzzle.parse({ source: { kind: 'preset', name: 'no-such-preset' }, params: {} })).toThrow(PuzzleInputError);
    const preset = puzzle.presets[0].name;
    expect(() => puzzle.parse({ source: { kind: 'preset', name: preset }, params: { 'no-such-param': '1' } })).toThrow(PuzzleInputError);
  });

  describe.each(puzzle.presets.map((p) => [p.name] as const))('preset %s', (name) => {
    const instance = puzzle.parse({ source: { kind: 'preset', name }, params: {} });

    it('is found by each of its aliases too', () => {
      const aliases = puzzle.presets.find((p) => p.name === name)?.aliases ?? [];
      for (const alias of aliases) {
        const again = puzzle.parse({ source: { kind: 'preset', name: alias }, params: {} });
        expect(puzzle.instanceCode(again)).toBe(puzzle.instanceCode(instance));
      }
    });

    it('round-trips its instance code and its start state code', () => {
      const code = puzzle.instanceCode(instance);
      const again = puzzle.parse({ source: { kind: 'code', code }, params: {} });
      expect(puzzle.instanceCode(again)).toBe(code);
      const start = puzzle.problem(instance).start;
      const stateCode = puzzle.stateCode(instance, start);
      expect(puzzle.stateCode(instance, puzzle.parseState(instance, stateCode))).toBe(stateCode);
    });

    it('renders its start as text and as a drawing', () => {
      const start = puzzle.problem(instance).start;
      expect(puzzle.renderText(instance, start).trim().length).toBeGreaterThan(0);
      const drawing = puzzle.draw(instance, start);
      expect(drawing.width).toBeGreaterThan(0);
      expect(drawing.height).toBeGreaterThan(0);
      expect(drawing.shapes.length).toBeGreaterThan(0);
    });

    for (const metric of metricsOf(puzzle.id, name)) {
      const outOfReach = OUT_OF_REACH[`${puzzle.id}/${name}/${metric}`];
      if (outOfReach) console.log(`skipped: ${puzzle.id} ${name} under metric ${metric}: ${outOfReach}`);
      it.skipIf(outOfReach !== undefined)(`is solved, or proved unsolvable, under metric ${metric}, and the solution replays`, () => {
        expectSolvedOrUnsolvable(puzzle, instance, metric);
      });
    }
  });
});

/**
 * What every backend in the catalog promises, checked for each one and each
 * of its presets: a new puzzle is covered here as soon as it is registered.
 */
import { describe, expect, it } from 'vitest';
import { explore, solve } from '../../src/engine/index.js';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { expectReplaysToGoal } from '../support/puzzle-checks.js';

/** Bounded by states, never by seconds: whether a preset is solved must not depend on the machine's speed or load. */
const LIMITS = { maxStates: 2_000_000 };

/**
 * Presets a metric puts beyond puzzlekit's searches, with why; each is
 * listed in the README's known limits and skipped here by name only.
 */
const OUT_OF_REACH: Record<string, string> = {
  'sliding-tiles/15-puzzle/multi':
    '50 one-tile moves from solved, with no multi-tile lower bound strong enough (the pattern databases count one-tile moves); ' +
    'test/puzzles/sliding-tiles-multi.test.ts solves 4x4 positions nearer the goal',
};

/**
 * The invariant of a sliding-tiles board (rows "1,2,3/4,5,6/7,8,0"): a slide
 * keeps the parity of the tiles' inversions plus, on boards of even width,
 * the blank's row, since a vertical slide jumps a tile over width - 1 others.
 * Two boards of different parity are not reachable from each other.
 */
function slidingParity(code: string): number {
  const rows = code.split('/').map((r) => r.split(',').map(Number));
  const width = rows[0].length;
  const tiles = rows.flat().filter((t) => t !== 0);
  let inversions = 0;
  for (let i = 0; i < tiles.length; i++) for (let j = i + 1; j < tiles.length; j++) if (tiles[i] > tiles[j]) inversions++;
  const blankRow = rows.findIndex((r) => r.includes(0));
  return (inversions + (width % 2 === 0 ? blankRow : 0)) % 2;
}

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

    for (const metric of puzzle.metrics.map((m) => m.id)) {
      const outOfReach = OUT_OF_REACH[`${puzzle.id}/${name}/${metric}`];
      if (outOfReach) console.log(`skipped: ${puzzle.id} ${name} under metric ${metric}: ${outOfReach}`);
      it.skipIf(outOfReach !== undefined)(`is solved, or proved unsolvable, under metric ${metric}, and the solution replays`, () => {
        const problem = puzzle.problem(instance, metric);
        const result = solve(problem, 'auto', LIMITS);
        expect(result.status).not.toBe('limit');
        if (result.status === 'solved') {
          expectReplaysToGoal(puzzle, instance, result.solution!, metric);
          result.solution!.moves.forEach((move, i) => {
            expect(puzzle.describeMove(instance, move, result.solution!.states[i]).length).toBeGreaterThan(0);
            expect(puzzle.moveCode(instance, move).length).toBeGreaterThan(0);
          });
        } else {
          // An unsolvable preset must be unsolvable in fact, not only by the puzzle's own proof.
          // Exhausted where small; past that the parity proof is checked instead, so a bigger space is not walked in vain.
          const space = explore({ ...problem, unsolvableReason: undefined }, { ...LIMITS, maxStates: 300_000 });
          if (space.status === 'complete') expect(space.goalStates).toBe(0);
          else {
            // Too big to exhaust (loyd-14-15): check the sliding-tiles parity proof from the rules instead.
            expect(puzzle.id, `${puzzle.id}: an unsolvable preset too big to explore needs a proof checked here`).toBe('sliding-tiles');
            const goal = problem.goalStates!()[0];
            expect(slidingParity(puzzle.stateCode(instance, problem.start))).not.toBe(slidingParity(puzzle.stateCode(instance, goal)));
          }
        }
      });
    }
  });
});

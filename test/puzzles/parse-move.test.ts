/**
 * `parseMove`, the inverse of `moveCode`, for every backend, preset and
 * metric: along a short walk from the start, every legal move's code reads
 * back as a move with that code whose result by the rules is the state the
 * legal move leads to; junk around a code reads as no move; and the midend,
 * which reads codes with `parseMove`, answers as matching the code among
 * the legal moves does (its fallback, and what it did before).
 */
import { describe, expect, it } from 'vitest';
import { legalMoveByCode, openInstance } from '../../src/midend/index.js';
import { checkedBackend } from '../../src/puzzles/backend-check.js';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { isIllegal } from '../../src/puzzles/replay.js';

/** States visited per preset and metric: the start and the ones after. */
const STATES = 6;

describe.each(PUZZLES.map((p) => [p.id, p] as const))('%s', (_id, puzzle) => {
  it('reads its move codes (parseMove)', () => {
    expect(puzzle.parseMove).toBeTypeOf('function');
  });

  describe.each(puzzle.presets.map((p) => [p.name] as const))('preset %s', (name) => {
    it.each(puzzle.metrics.map((m) => [m.id] as const))('metric %s: codes read back to the same moves along a walk', (metric) => {
      const opened = openInstance(puzzle, { source: { kind: 'preset', name }, metric });
      const { instance } = opened;
      const parseMove = puzzle.parseMove!;
      let state = opened.start;
      let before: string[] = [];
      let checked = 0;
      for (let step = 0; step < STATES; step++) {
        const legal = opened.legalMoves(state);
        const where = `at ${opened.stateCode(state)}`;
        for (const m of legal) {
          const move = parseMove(instance, m.code, state);
          expect(move, `${m.code} ${where}`).not.toBeNull();
          expect(puzzle.moveCode(instance, move)).toBe(m.code);
          const next = puzzle.applyMove(instance, state, move);
          expect(isIllegal(next) ? next : opened.stateCode(next), `${m.code} ${where}`).toBe(opened.stateCode(m.next));
          for (const junk of ['', '#', `${m.code}#`, `#${m.code}`]) expect(parseMove(instance, junk, state), `${JSON.stringify(junk)} ${where}`).toBeNull();
          checked++;
        }
        // The codes legal here, those of the state before (mostly not legal here), one with spaces around it, one of no move.
        const codes = [...legal.map((m) => m.code), ...before, ` ${legal[0]?.code ?? ''} `, 'no-such-move'];
        for (const code of codes) expect(legalMoveByCode(opened, state, code), `${code} ${where}`).toEqual(legal.find((m) => m.code === code.trim()));
        if (legal.length === 0) break;
        before = legal.map((m) => m.code);
        state = legal[(step * 7) % legal.length].next;
      }
      expect(checked).toBeGreaterThan(0);
    });
  });
});

describe("a user's backend", () => {
  it('is refused, naming parseMove, where its parseMove is there but no function', () => {
    const hanoi = PUZZLES.find((p) => p.id === 'hanoi')!;
    expect(checkedBackend({ ...hanoi, id: 'my-hanoi' }, 'my-hanoi.js').id).toBe('my-hanoi');
    expect(checkedBackend({ ...hanoi, id: 'my-hanoi', parseMove: undefined }, 'my-hanoi.js').parseMove).toBeUndefined();
    const refusal = () => checkedBackend({ ...hanoi, id: 'my-hanoi', parseMove: 'AC' }, 'my-hanoi.js');
    expect(refusal).toThrow(PuzzleInputError);
    expect(refusal).toThrow("my-hanoi.js: the backend's parseMove should be a function (or left out)");
  });
});

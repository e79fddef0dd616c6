/**
 * Submarine's bitset successor generator (src/puzzles/submarine/problem.ts)
 * against its rules written cell by cell (rules.ts), move by move, on the
 * positions a breadth-first walk meets first in the presets hard and deep.
 * The rules word every illegal move they are asked about, so each position
 * costs some hundred worded refusals: the suite walks 300 positions of each
 * level (submarine.test.ts), `npm run test:slow` 1,500 (submarine-rules.slow.test.ts).
 */
import { expect } from 'vitest';
import type { InstanceSource } from '../../src/puzzles/puzzle.js';
import { submarine } from '../../src/puzzles/submarine/index.js';
import type { SubmarineLevel } from '../../src/puzzles/submarine/level.js';
import { makeMove } from '../../src/puzzles/submarine/moves.js';
import { DOWN, LEFT, RIGHT, UP } from '../../src/puzzles/submarine/tiles.js';
import { instanceOf } from './puzzle-checks.js';

const fromSource = (source: InstanceSource) => instanceOf(submarine, source) as SubmarineLevel;

/** Every move of the first `positionsPerLevel` positions of each level, generated and by the rules alone: the same moves to the same positions. */
export function expectGeneratorAgreesWithRules(positionsPerLevel: number): void {
  for (const name of ['hard', 'deep']) {
    const level = fromSource({ kind: 'preset', name });
    const problem = submarine.problem(level);
    const seen = new Set<number>([problem.start]);
    const queue = [problem.start];
    for (let i = 0; i < queue.length && i < positionsPerLevel; i++) {
      const state = queue[i];
      const generated = new Map<number, number>();
      problem.successors(state, (next: number, move: number) => generated.set(move, next));
      // Every move of any tile in any direction, and the exit, by the rules alone.
      const byRules = new Map<number, number>();
      const kinds = new Set(submarine.instanceCode(level).split(/[,/]/).filter((t) => t !== '.')).size;
      for (let kind = 0; kind < kinds; kind++) {
        for (let from = 0; from < 9; from++) {
          for (const dir of [UP, DOWN, LEFT, RIGHT]) {
            const next = submarine.applyMove(level, state, makeMove(kind, from, dir));
            if (typeof next === 'number') byRules.set(makeMove(kind, from, dir), next);
          }
        }
      }
      expect(new Map([...byRules].sort()), submarine.stateCode(level, state)).toEqual(new Map([...generated].sort()));
      for (const next of generated.values()) {
        if (!seen.has(next) && !problem.isGoal(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
}

/**
 * The PI-corral move restriction of the exact push search
 * (src/puzzles/sokoban/pi-restriction.ts): on small random levels, from
 * every position that has a solution, some push it keeps starts a least
 * solution (the exhaustive search's pushes left fall by one), so A* on the
 * restricted pushes answers as breadth-first search does; and it does
 * leave pushes out. Counts and explores keep every push.
 */
import { describe, expect, it } from 'vitest';
import { aStar, runSync } from '../../src/engine/index.js';
import { openInstance } from '../../src/midend/index.js';
import { createProblem } from '../../src/puzzles/sokoban/problem.js';
import { boxesOf, playerOf, stateOf, type SokobanState } from '../../src/puzzles/sokoban/state.js';
import { sokoban } from '../../src/puzzles/sokoban/index.js';
import type { SokobanMove } from '../../src/puzzles/sokoban/moves.js';
import { exhaustive, parseCode, randomLevels } from './sokoban-levels.js';

const keyOf = (boxes: readonly number[], player: number) => `${boxes.join(',')}/${player}`;

describe('sokoban: the PI-corral restriction', () => {
  const levels = [...randomLevels(14, 3, 60, 700), ...randomLevels(10, 2, 40, 900), ...randomLevels(8, 3, 0, 1100)];

  it('from every solvable position some kept push starts a least solution, and pushes are left out', () => {
    const wrong: string[] = [];
    let restricted = 0;
    let leftOut = 0;
    for (const level of levels) {
      const truth = exhaustive(level);
      const index = new Map(truth.positions.map((p, i) => [keyOf(p.boxes, p.player), i]));
      const problem = createProblem(level, 'push');
      truth.positions.forEach((p, i) => {
        const left = truth.pushesLeft[i];
        if (left === Infinity || left === 0) return;
        const state = stateOf(level, p.boxes, p.player);
        let all = 0;
        problem.successors(state, () => all++);
        let best = Infinity;
        let kept = 0;
        problem.solvingSuccessors!(state, (next) => {
          kept++;
          const j = index.get(keyOf(boxesOf(next), playerOf(next)));
          if (j !== undefined) best = Math.min(best, truth.pushesLeft[j]);
        });
        if (kept < all) leftOut++;
        if (best !== left - 1) wrong.push(`${sokoban.stateCode(level, state)}: ${left} pushes left, the kept pushes lead to ${best}`);
      });
      restricted += problem.pi!.restricted;
    }
    expect(wrong).toEqual([]);
    expect(restricted).toBeGreaterThan(100);
    expect(leftOut).toBeGreaterThan(20);
  });

  it('A* on the kept pushes answers as the exhaustive search does, and its solutions replay to a goal', () => {
    for (const level of levels) {
      const truth = exhaustive(level);
      const problem = createProblem(level, 'push');
      const result = aStar({ ...problem, successors: problem.solvingSuccessors! }, { maxStates: 50_000 });
      if (truth.pushesLeft[0] === Infinity) {
        expect(result.status).toBe('unsolvable');
        continue;
      }
      expect(result.solution!.cost).toBe(truth.pushesLeft[0]);
      let state: SokobanState = problem.start;
      for (const move of result.solution!.moves) {
        const next = sokoban.applyMove(level, state, move as SokobanMove);
        expect('illegal' in next).toBe(false);
        state = next as SokobanState;
      }
      expect(problem.isGoal(state)).toBe(true);
    }
  });

  it('a solve keeps the fewest pushes while the count of shortest solutions keeps every push', () => {
    // Two boxes each fence a corral of their own: solving pushes only one corral's box at a time.
    const code = '#######|#.$-$.#|#--@--#|#######';
    const truth = exhaustive(parseCode(code));
    const opened = openInstance('sokoban', { source: { kind: 'code', code }, params: {}, metric: 'push' });
    const solved = runSync(opened.solve({ algorithm: 'astar' }));
    expect(truth.pushesLeft[0]).toBe(2);
    expect(solved.solution!.cost).toBe(2);
    const counted = runSync(opened.countShortest());
    expect(counted.count).toBe(2);
  });
});

/**
 * Sokoban's corral deadlocks and learned patterns (src/puzzles/sokoban/deadlock):
 * a push that walls a corral the boxes in it cannot solve is pruned though
 * dead squares, freeze deadlocks and the matching let it through; and on
 * small random levels every position the check calls lost is proven lost
 * by the exhaustive search (the exact answers staying equal to the
 * exhaustive ones is checked in sokoban.test.ts, with this pruning on).
 */
import { describe, expect, it } from 'vitest';
import { aStar } from '../../src/engine/index.js';
import { sokoban } from '../../src/puzzles/sokoban/index.js';
import type { LevelAnalysis } from '../../src/puzzles/sokoban/analysis.js';
import { createProblem } from '../../src/puzzles/sokoban/problem.js';
import { UNREACHABLE } from '../../src/puzzles/sokoban/push-distances.js';
import { boxesOf, stateOf, type SokobanState } from '../../src/puzzles/sokoban/state.js';
import { exhaustive, parseCode, randomLevels } from './sokoban-levels.js';

/** Whether the checks the solver had before corrals (dead squares, freeze, no matching) call a position lost. */
function lostByOldChecks(analysis: LevelAnalysis, state: SokobanState): boolean {
  const boxes = boxesOf(state);
  return analysis.bound(state) >= UNREACHABLE || boxes.some((b) => analysis.distances.dead[b] === 1 || analysis.freeze.isDeadlock(state, b));
}

describe('sokoban: corral deadlocks', () => {
  // The box on the bottom row's goal pushed left closes the corner below the left box: the two boxes then fence a corral they cannot leave.
  const lv = parseCode('######|#.---#|#.$--#|#$---#|#--*@#|######');
  const closing = parseCode('######|#.---#|#.$--#|#$---#|#-$+-#|######');

  it('the push that closes a dead corral is pruned, though the older checks let it through', () => {
    const after = stateOf(lv, closing.boxes, closing.player);
    const truth = exhaustive(closing);
    expect(truth.pushesLeft[0]).toBe(Infinity);
    const problem = createProblem(lv, 'push');
    expect(lostByOldChecks(problem.analysis, after)).toBe(false);
    expect(problem.deadlocks.deadlocked(after)).toBe(true);
    const emitted: string[] = [];
    problem.successors(problem.start, (next) => emitted.push(boxesOf(next).join(',')));
    expect(emitted).not.toContain(closing.boxes.join(','));
    expect(emitted.length).toBeGreaterThan(0);
  });

  it('the level is answered as the exhaustive search answers it, under both metrics', () => {
    const truth = exhaustive(lv);
    for (const metric of ['push', 'move'] as const) {
      const result = aStar(sokoban.problem(lv, metric), { maxStates: 100_000 });
      if (truth.pushesLeft[0] === Infinity) expect(result.status).toBe('unsolvable');
      else expect(result.solution!.cost).toBe(metric === 'push' ? truth.pushesLeft[0] : truth.stepsLeft[0]);
    }
  });

  it('on small random levels every position called lost is lost, and the check finds more than the older ones', () => {
    const levels = [...randomLevels(12, 3, 60, 300), ...randomLevels(12, 2, 40, 500)];
    const wrong: string[] = [];
    let beyondOld = 0;
    let patterns = 0;
    for (const level of levels) {
      const truth = exhaustive(level);
      const { analysis, deadlocks } = createProblem(level, 'push');
      truth.positions.forEach((p, i) => {
        const state = stateOf(level, p.boxes, p.player);
        if (!deadlocks.deadlocked(state)) return;
        if (truth.pushesLeft[i] !== Infinity) wrong.push(`${sokoban.stateCode(level, state)} is called lost but solvable`);
        else if (!lostByOldChecks(analysis, state)) beyondOld++;
      });
      patterns += deadlocks.patterns.count;
    }
    expect(wrong).toEqual([]);
    expect(beyondOld).toBeGreaterThan(50);
    expect(patterns).toBeGreaterThan(0);
  });
});

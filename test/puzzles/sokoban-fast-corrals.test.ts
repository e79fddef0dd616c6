/**
 * The hard-level parts of Sokoban's fast search: the PI-corral move
 * restriction (only a PI-corral's boxes pushed, answers still replayed to
 * the goal), the cache of matchings (the same bounds and successors as a
 * matching made afresh), and the share of a level's time the exact search
 * gets by the level's size. All bounded by states, none by time.
 */
import { describe, expect, it } from 'vitest';
import { aStar, breadthFirst, runSync, type Solution } from '../../src/engine/index.js';
import { ownFastSearch } from '../../src/engine/fast-search.js';
import { sokoban } from '../../src/puzzles/sokoban/index.js';
import { LevelAnalysis } from '../../src/puzzles/sokoban/analysis.js';
import { exactShareFor } from '../../src/puzzles/sokoban/fast/exact-share.js';
import { findGoalRooms } from '../../src/puzzles/sokoban/fast/goal-rooms.js';
import { macroSearchSteps } from '../../src/puzzles/sokoban/fast/macro-search.js';
import { PORTFOLIO } from '../../src/puzzles/sokoban/fast/fast-search.js';
import { PiCorrals } from '../../src/puzzles/sokoban/fast/pi-corrals.js';
import type { SokobanLevel } from '../../src/puzzles/sokoban/level.js';
import { createProblem } from '../../src/puzzles/sokoban/problem.js';
import { stateOf, type SokobanState } from '../../src/puzzles/sokoban/state.js';
import { expectReplaysToGoal } from '../support/puzzle-checks.js';

const level = (code: string): SokobanLevel => sokoban.parse({ source: { kind: 'code', code }, params: {} });

/** Two corrals, each a goal behind one box the player can push only into it (columns 2 and 8, from 1). */
const TWO_CORRALS = '##########|#.$-@-$-.#|##########';
/** A corral (the goal at row 2, column 2) closed by two boxes, one of which the player cannot push at all: no PI-corral. */
const STUCK_FENCE = '######|#.$-.#|#$-@-#|######';
/** A room in four parts, boxes in the doorways: corrals to restrict the search to. */
const ROOMS = '#########|#.-#-#-.#|#-$---$-#|#-#-@-#-#|#-$---$-#|#.-#-#-.#|#########';

describe('sokoban fast search: the PI-corral restriction', () => {
  it('finds the corral whose every box is pushed only into it, and marks its boxes alone', () => {
    const lv = level(TWO_CORRALS);
    const pi = new PiCorrals(lv, new LevelAnalysis(lv).distances.dead);
    expect(pi.restrict(stateOf(lv, lv.boxes, lv.player))).toBe(true);
    const marked = lv.boxes.filter((b) => pi.allowed[b] === pi.allowStamp);
    expect(marked).toHaveLength(1);
  });

  it('finds none where a box of the fence cannot be pushed', () => {
    const lv = level(STUCK_FENCE);
    const pi = new PiCorrals(lv, new LevelAnalysis(lv).distances.dead);
    expect(pi.restrict(stateOf(lv, lv.boxes, lv.player))).toBe(false);
  });

  it('answers with the restriction, replayed to the goal, storing fewer positions than without it (83 and 192 when written)', () => {
    const lv = level(ROOMS);
    const run = (piCorrals: boolean) =>
      runSync(macroSearchSteps(createProblem(lv, 'push'), { maxStates: 20_000, rooms: findGoalRooms(lv), tunnels: true, weights: PORTFOLIO[0], piCorrals }));
    const withPi = run(true);
    const without = run(false);
    expect(withPi.status).toBe('solved');
    expect(without.status).toBe('solved');
    expectReplaysToGoal(sokoban, lv, withPi.solution as Solution<unknown, unknown>, 'push');
    expect(withPi.stats.statesExplored).toBeLessThan(without.stats.statesExplored);
    expect(withPi.solution!.cost).toBeGreaterThanOrEqual(aStar(sokoban.problem(lv, 'push')).solution!.cost);
  });
});

describe('sokoban: the cache of matchings', () => {
  it('gives every position of a level the bound and the successors a matching made afresh gives', () => {
    const lv = level(ROOMS);
    const cached = createProblem(lv, 'push');
    const seen = breadthFirst(cached, { maxStates: 3_000 });
    expect(seen.stats.statesExplored).toBeGreaterThan(100);
    // Walk the space again, comparing each expansion with a problem made for that position alone (its cache empty).
    const queue: SokobanState[] = [cached.start];
    const keys = new Set<string>([cached.start.join(',')]);
    for (let at = 0; at < queue.length && at < 1_500; at++) {
      const state = queue[at];
      const moves: number[] = [];
      const bounds: number[] = [];
      cached.successors!(state, (next, move) => {
        moves.push(move);
        bounds.push(cached.heuristic!(next));
        const key = next.join(',');
        if (!keys.has(key)) {
          keys.add(key);
          queue.push(next.slice());
        }
      });
      const fresh = createProblem(lv, 'push');
      const freshMoves: number[] = [];
      const freshBounds: number[] = [];
      fresh.successors!(state, (next, move) => {
        freshMoves.push(move);
        freshBounds.push(new LevelAnalysis(lv).bound(next));
      });
      expect(moves).toEqual(freshMoves);
      expect(bounds).toEqual(freshBounds);
    }
    expect(queue.length).toBeGreaterThan(100);
  });
});

describe('sokoban: the exact search share of a level time', () => {
  it('keeps half for small levels and a tenth for big ones, and the fast search offers it to the midend', () => {
    const small = level(TWO_CORRALS);
    expect(exactShareFor(small, 2)).toBe(0.5);
    expect(ownFastSearch(sokoban.problem(small, 'push'))?.exactShare).toBe(0.5);
    // Ten boxes in a row, ten goals two rows down and ten columns along: big by both counts.
    const open = '#' + '-'.repeat(21) + '#';
    const big = level(['#'.repeat(23), '#@' + '-'.repeat(20) + '#', '#-' + '$'.repeat(10) + '-'.repeat(10) + '#', open, '#' + '-'.repeat(11) + '.'.repeat(10) + '#', open, '#'.repeat(23)].join('|'));
    const bound = createProblem(big, 'push').heuristic!(stateOf(big, big.boxes, big.player));
    expect(bound).toBeGreaterThanOrEqual(30);
    expect(exactShareFor(big, bound)).toBe(0.1);
    expect(ownFastSearch(sokoban.problem(big, 'push'))?.exactShare).toBe(0.1);
  });
});

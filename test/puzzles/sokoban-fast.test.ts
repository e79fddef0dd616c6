/**
 * Sokoban's fast search (src/puzzles/sokoban/fast): a tunnel pushed through
 * in one move, a goal room's packing order checked push by push against the
 * rules and filled by its macro, answers under both metrics replayed to the
 * goal and never shorter than the exact optimum, a level with no solution
 * still called so (the search without macros proves it), and the midend
 * turning to the fast search where the exact one outgrows its limits.
 */
import { describe, expect, it } from 'vitest';
import { aStar, runSync, type SearchOptions, type SearchResult, type Solution } from '../../src/engine/index.js';
import { ownFastSearch } from '../../src/engine/fast-search.js';
import { openInstance, quickSolve } from '../../src/midend/index.js';
import { sokoban } from '../../src/puzzles/sokoban/index.js';
import { findGoalRooms } from '../../src/puzzles/sokoban/fast/goal-rooms.js';
import { FAST_SEARCH_NAME } from '../../src/puzzles/sokoban/fast/fast-search.js';
import type { SokobanLevel } from '../../src/puzzles/sokoban/level.js';
import { applyPush, type Position } from '../../src/puzzles/sokoban/rules.js';
import { expectReplaysToGoal } from '../support/puzzle-checks.js';

const level = (code: string): SokobanLevel => sokoban.parse({ source: { kind: 'code', code }, params: {} });

/** One box in a one-wide corridor, six pushes from its goal. */
const TUNNEL = '##########|#@$-----.#|##########';
/** Four goals behind one entrance (row 3, column 4), four boxes outside; 27 pushes at best. */
const ROOM = '##########|#..-#----#|#..----$-#|#---#-$--#|#####-$$@#|----#----#|----######';
/** Solvable by no order of pushes, though no box starts stuck. */
const NO_WAY = '#########|#..#----#|#..---$-#|#--#-$--#|####-$$@#|---#----#|---######';

function fastSearch(lv: SokobanLevel, metric: 'push' | 'move', options: SearchOptions = {}): SearchResult<unknown, unknown> {
  const own = ownFastSearch(sokoban.problem(lv, metric));
  if (!own) throw new Error('sokoban offers no fast search');
  return runSync(own.fastSearch(options));
}

/** Whether `inner` stands in `outer` as one run of consecutive items. */
function containsRun(outer: readonly number[], inner: readonly number[]): boolean {
  for (let i = 0; i + inner.length <= outer.length; i++) if (inner.every((x, k) => outer[i + k] === x)) return true;
  return false;
}

describe('sokoban fast search: macros', () => {
  it('pushes a box through a tunnel in one move: two positions stored, six pushes replayed', () => {
    const lv = level(TUNNEL);
    const r = fastSearch(lv, 'push');
    expect(r.status).toBe('solved');
    expect(r.stats.statesExplored).toBe(2);
    expect(r.solution!.cost).toBe(6);
    expectReplaysToGoal(sokoban, lv, r.solution as Solution<unknown, unknown>, 'push');
  });

  it('finds the goal room and a packing order whose every push the rules allow', () => {
    const lv = level(ROOM);
    const rooms = findGoalRooms(lv);
    expect(rooms).toHaveLength(1);
    const [room] = rooms;
    expect([...room.order].sort((a, b) => a - b)).toEqual([...lv.goals]);
    room.order.forEach((goal, m) => {
      const path = room.paths[m];
      const first = path[0];
      expect(first >> 2).toBe(room.entrance);
      // The box on the entrance, the goals before it filled, the player outside behind it.
      const boxes = new Set([...room.order.slice(0, m), room.entrance]);
      let position: Position = { boxes, player: lv.neighbour[room.entrance * 4 + ((first & 3) ^ 1)] };
      expect(room.inside[position.player]).toBe(0);
      for (const push of path) {
        const next = applyPush(lv, position, push >> 2, push & 3);
        if ('illegal' in next) throw new Error(`packing push for goal ${m + 1} is illegal: ${next.illegal}`);
        position = next;
      }
      expect([...position.boxes].sort((a, b) => a - b)).toEqual([...room.order.slice(0, m + 1)].sort((a, b) => a - b));
    });
  });

  it('fills the goal room by its macro: each packing path a run of the answer, replayed, no shorter than the optimum', () => {
    const lv = level(ROOM);
    const [room] = findGoalRooms(lv);
    const r = fastSearch(lv, 'push');
    expect(r.status).toBe('solved');
    const moves = r.solution!.moves as number[];
    for (const path of room.paths) expect(containsRun(moves, path)).toBe(true);
    expectReplaysToGoal(sokoban, lv, r.solution as Solution<unknown, unknown>, 'push');
    const exact = aStar(sokoban.problem(lv, 'push'));
    expect(exact.solution!.cost).toBe(27);
    expect(r.solution!.cost).toBeGreaterThanOrEqual(27);
  });

  it('answers the move metric in steps, replayed to the goal', () => {
    const lv = level(ROOM);
    const r = fastSearch(lv, 'move');
    expect(r.status).toBe('solved');
    expectReplaysToGoal(sokoban, lv, r.solution as Solution<unknown, unknown>, 'move');
    expect(r.solution!.cost).toBe(r.solution!.moves.length);
  });

  it('calls a level without a solution unsolvable only after a search without macros', () => {
    const lv = level(NO_WAY);
    expect(aStar(sokoban.problem(lv, 'push')).status).toBe('unsolvable');
    expect(fastSearch(lv, 'push').status).toBe('unsolvable');
  });
});

describe('sokoban fast search: reached through the midend', () => {
  it('answers where the exact search stops at its state limit, marked not proven shortest', async () => {
    const opened = openInstance('sokoban', { source: { kind: 'code', code: TUNNEL }, metric: 'push' });
    const answer = await quickSolve(opened, { maxStates: 3 });
    expect(answer).toMatchObject({ optimal: false, algorithm: FAST_SEARCH_NAME });
    expect(answer.result.status).toBe('solved');
    const states = opened.replay(answer.result.solution!.moves);
    expect(opened.isGoal(states[states.length - 1])).toBe(true);
  });
});

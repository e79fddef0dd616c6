/**
 * Sokoban's second-order optimum (src/puzzles/sokoban/tie-break.ts): under
 * `push` the fewest pushes, then the fewest player moves; under `move` the
 * fewest moves, then the fewest pushes. On small random levels both equal
 * the pairs an exhaustive search over every position finds, and every
 * solution replays through the rules to a goal, its LURD counting them.
 */
import { describe, expect, it } from 'vitest';
import { aStar } from '../../src/engine/index.js';
import { sokoban } from '../../src/puzzles/sokoban/index.js';
import type { SokobanLevel } from '../../src/puzzles/sokoban/level.js';
import { writeLurd } from '../../src/puzzles/sokoban/lurd.js';
import type { SokobanMove } from '../../src/puzzles/sokoban/moves.js';
import type { SokobanState } from '../../src/puzzles/sokoban/state.js';
import { solveTieBroken } from '../../src/puzzles/sokoban/tie-break.js';
import { exhaustive, lexicographicBest, randomLevels } from './sokoban-levels.js';
import { sharedData } from '../support/puzzle-checks.js';

/** The solution's moves replayed through the rules (each legal, the last position solved); its (pushes, player moves) by its LURD. */
function replayedCounts(lv: SokobanLevel, moves: readonly SokobanMove[]): { pushes: number; playerMoves: number } {
  const states: SokobanState[] = [sokoban.problem(lv, 'push').start];
  for (const move of moves) {
    const next = sokoban.applyMove(lv, states[states.length - 1], move);
    if ('illegal' in next) throw new Error(`illegal move ${sokoban.moveCode(lv, move)}: ${next.illegal}`);
    states.push(next);
  }
  expect(sokoban.problem(lv, 'push').isGoal(states[states.length - 1])).toBe(true);
  return writeLurd(lv, states, moves).counts as { pushes: number; playerMoves: number };
}

describe('sokoban: second-order optimum against the exhaustive search on small random levels', () => {
  const levels = [...randomLevels(12, 2, 40, 1), ...randomLevels(6, 3, 60, 100)];

  it('push: fewest pushes, then fewest moves; move: fewest moves, then fewest pushes', () => {
    let solvable = 0;
    for (const lv of levels) {
      const truth = lexicographicBest(lv, exhaustive(lv));
      const code = sokoban.instanceCode(lv);
      const byPushes = solveTieBroken(lv, 'push', { maxStates: 200_000 });
      const byMoves = solveTieBroken(lv, 'move', { maxStates: 200_000 });
      if (!truth) {
        expect(byPushes.status, code).toBe('unsolvable');
        expect(byMoves.status, code).toBe('unsolvable');
        continue;
      }
      solvable++;
      const p = replayedCounts(lv, byPushes.solution!.moves);
      expect([p.pushes, p.playerMoves], code).toEqual(truth.pushMetric);
      expect(byPushes.solution!.cost).toBe(p.pushes);
      const m = replayedCounts(lv, byMoves.solution!.moves);
      expect([m.playerMoves, m.pushes], code).toEqual(truth.moveMetric);
      expect(byMoves.solution!.cost).toBe(m.playerMoves);
    }
    expect(solvable).toBeGreaterThan(levels.length / 2);
  });
});

const microban = sharedData<string>('sokoban/Microban_155.xsb');

describe.skipIf(microban === null)('sokoban: second-order optimum on Microban levels from ../shared/data', () => {
  const level = (n: number) => sokoban.parse({ source: { kind: 'text', text: microban!, origin: 'Microban_155.xsb', level: String(n) }, params: {} });

  // Levels where the metric's own search, taking the first solution of as few pushes (moves) it meets, answered 7 pushes in 31 moves and 26 moves with 8 pushes.
  it('level 4 under push: 7 pushes and 23 moves, the exhaustive pair', () => {
    const lv = level(4);
    expect(lexicographicBest(lv, exhaustive(lv))!.pushMetric).toEqual([7, 23]);
    expect(replayedCounts(lv, solveTieBroken(lv, 'push').solution!.moves)).toEqual({ pushes: 7, playerMoves: 23 });
  });

  it('level 7 under move: the fewest moves (26, as A* on moves alone proves) with 6 pushes', () => {
    const lv = level(7);
    expect(aStar(sokoban.problem(lv, 'move')).solution!.cost).toBe(26);
    expect(replayedCounts(lv, solveTieBroken(lv, 'move').solution!.moves)).toEqual({ pushes: 6, playerMoves: 26 });
  });
});

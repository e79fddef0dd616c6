/**
 * The exact search's bound with the player's side of each box
 * (src/puzzles/sokoban/part-bound.ts): on small random levels it is never
 * above the pushes left (the exhaustive search's), never below the bound
 * with the player anywhere, and above it somewhere; in a corridor the
 * player cannot get round, a box is not counted as pushed from the far side.
 */
import { describe, expect, it } from 'vitest';
import { createProblem } from '../../src/puzzles/sokoban/problem.js';
import { PartBound } from '../../src/puzzles/sokoban/part-bound.js';
import { boxWords } from '../../src/puzzles/sokoban/level.js';
import { UNREACHABLE } from '../../src/puzzles/sokoban/push-distances.js';
import { stateOf } from '../../src/puzzles/sokoban/state.js';
import { exhaustive, parseCode, randomLevels } from './sokoban-levels.js';

describe('sokoban: the bound with the player\'s side', () => {
  it('is never above the pushes left and is above the bound without sides somewhere', () => {
    const levels = [...randomLevels(10, 2, 60, 1300), ...randomLevels(6, 3, 80, 1500)];
    const wrong: string[] = [];
    let higher = 0;
    for (const level of levels) {
      const truth = exhaustive(level);
      const { analysis } = createProblem(level, 'push');
      const bounds = new PartBound(level, analysis.distances, boxWords(level));
      truth.positions.forEach((p, i) => {
        const state = stateOf(level, p.boxes, p.player);
        const bound = Math.min(bounds.bound(state), UNREACHABLE);
        const plain = Math.min(analysis.bound(state), UNREACHABLE);
        const left = truth.pushesLeft[i] === Infinity ? UNREACHABLE : truth.pushesLeft[i];
        if (bound > left || bound < plain) wrong.push(`${p.boxes}/${p.player}: bound ${bound}, without sides ${plain}, pushes left ${left}`);
        if (bound > plain) higher++;
      });
    }
    expect(wrong).toEqual([]);
    expect(higher).toBeGreaterThan(20);
  });

  it('a box in a dead-end corridor with the player on the goal side cannot be pushed towards the goal', () => {
    // The player stands between the box and the goal: the square behind the box is the corridor's end, which it cannot reach.
    const level = parseCode('#######|#@$--.#|#######');
    const blocked = parseCode('#######|#-$@-.#|#######');
    const { analysis } = createProblem(blocked, 'push');
    const bounds = new PartBound(blocked, analysis.distances, boxWords(blocked));
    const start = stateOf(blocked, blocked.boxes, blocked.player);
    expect(exhaustive(blocked).pushesLeft[0]).toBe(Infinity);
    expect(analysis.bound(start)).toBe(3);
    expect(bounds.bound(start)).toBeGreaterThanOrEqual(UNREACHABLE);
    // The other way round the same corridor is three pushes, as the bound says.
    const open = createProblem(level, 'push');
    expect(new PartBound(level, open.analysis.distances, boxWords(level)).bound(open.start)).toBe(3);
    expect(exhaustive(level).pushesLeft[0]).toBe(3);
  });
});

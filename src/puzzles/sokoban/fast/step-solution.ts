/**
 * A push solution as the move metric's steps: before each push, the
 * player's shortest walk to the square behind the box (a breadth-first
 * search from where it stands), then the push itself.
 */
import type { Solution } from '../../../engine/result.js';
import { NONE, type SokobanLevel } from '../level.js';
import { stepMove, type SokobanMove } from '../moves.js';
import { Reach } from '../reach.js';
import { clearBox, playerOf, setBox, type SokobanState } from '../state.js';

export function stepSolution(level: SokobanLevel, start: SokobanState, pushes: readonly SokobanMove[]): Solution<SokobanState, SokobanMove> {
  const reach = new Reach(level);
  const { neighbour } = level;
  const words = start.length - 1;
  const moves: SokobanMove[] = [];
  const states: SokobanState[] = [start];
  let state = start;
  const step = (dir: number, push: boolean) => {
    const next = state.slice();
    const to = neighbour[playerOf(state) * 4 + dir];
    if (push) {
      clearBox(next, to);
      setBox(next, neighbour[to * 4 + dir]);
    }
    next[words] = to;
    moves.push(stepMove(dir, push));
    states.push(next);
    state = next;
  };
  for (const push of pushes) {
    const box = push >> 2;
    const dir = push & 3;
    const behind = neighbour[box * 4 + (dir ^ 1)];
    // The search made the push from a square it reached; the rules' replay checks it again.
    if (behind === NONE) throw new Error('internal error: a push from outside the level');
    reach.fill(state, playerOf(state));
    for (const d of reach.walkTo(behind)) step(d, false);
    step(dir, true);
  }
  return { moves, states, cost: moves.length };
}

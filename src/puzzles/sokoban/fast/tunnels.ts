/**
 * Tunnel macros: a box pushed into a one-wide tunnel, the player behind it
 * in the tunnel too, has nothing better to do than go on through, so the
 * fast search takes the pushes to the tunnel's end as one move (Junghanns
 * and Schaeffer's Rolling Stone does the same). The box stops on a goal, in
 * front of a box, before a dead square, or before a square the caller keeps
 * it out of (a goal room, whose own macro fills it).
 */
import { NONE, type SokobanLevel } from '../level.js';
import { clearBox, hasBox, setBox, type SokobanState } from '../state.js';
import type { PushList } from './push-list.js';

export class TunnelMacro {
  constructor(
    private readonly level: SokobanLevel,
    private readonly dead: Uint8Array,
    /** Per square: 1 where a tunnel's push must not go (a goal room's squares). */
    private readonly keepOut: Uint8Array,
  ) {}

  /** Whether `square` has walls on both sides across direction `dir`. */
  walledAcross(square: number, dir: number): boolean {
    const across = dir < 2 ? 2 : 0;
    const { neighbour } = this.level;
    return neighbour[square * 4 + across] === NONE && neighbour[square * 4 + across + 1] === NONE;
  }

  /**
   * Goes on with the push that left the box on `to` in direction `dir`
   * (the player on `from`, the square it came from): pushes it on in
   * `state` while both stand in the tunnel, appending each push to `out`.
   * Returns the box's last square (`to` when it went no further); the
   * player then stands on the square before it (`state`'s last word).
   */
  extend(state: SokobanState, from: number, to: number, dir: number, out: PushList): number {
    const { neighbour, goal } = this.level;
    let behind = from;
    let box = to;
    while (!goal[box] && this.walledAcross(box, dir) && this.walledAcross(behind, dir)) {
      const next = neighbour[box * 4 + dir];
      if (next === NONE || hasBox(state, next) || this.dead[next] || this.keepOut[next]) break;
      clearBox(state, box);
      setBox(state, next);
      out.push(box * 4 + dir);
      behind = box;
      box = next;
    }
    state[state.length - 1] = behind;
    return box;
  }
}

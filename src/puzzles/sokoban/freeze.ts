/**
 * Freeze deadlocks: boxes that can never move again while one of them is
 * off its goal. A box is blocked along an axis when a wall stands on either
 * side of it (it can neither be pushed that way nor pushed from there),
 * when both sides are dead squares (any push that way loses the level), or
 * when a box that is itself frozen stands on a side. A set of boxes that
 * block one another is frozen as a whole (none can move first), so a box
 * being checked counts as a wall while its neighbours are checked. Boxes
 * found frozen only on the way to a box that turns out free are forgotten,
 * so that the answer is proven: a position flagged here has no solution.
 */
import { NONE, type SokobanLevel } from './level.js';
import { hasBox, type SokobanState } from './state.js';

export class FreezeCheck {
  private readonly visiting: Int32Array;
  /** Starts at 1, so that 0 in `visiting` is never the current stamp. */
  private stamp = 1;
  private readonly frozen: Int32Array;
  private frozenCount = 0;

  constructor(
    private readonly level: SokobanLevel,
    private readonly dead: Uint8Array,
  ) {
    this.visiting = new Int32Array(level.size);
    this.frozen = new Int32Array(level.size);
  }

  /** Whether the box just pushed to `square` is frozen with some frozen box off its goal. */
  isDeadlock(state: SokobanState, square: number): boolean {
    this.stamp++;
    this.frozenCount = 0;
    if (!this.isFrozen(state, square)) return false;
    const goal = this.level.goal;
    for (let i = 0; i < this.frozenCount; i++) if (!goal[this.frozen[i]]) return true;
    return false;
  }

  private isFrozen(state: SokobanState, box: number): boolean {
    this.visiting[box] = this.stamp;
    const mark = this.frozenCount;
    const stuck = this.blocked(state, box, 0) && this.blocked(state, box, 2);
    if (stuck) {
      this.frozen[this.frozenCount++] = box;
    } else {
      // Free after all: it and the boxes found frozen only on its account are no walls for the next branch.
      for (let i = mark; i < this.frozenCount; i++) this.visiting[this.frozen[i]] = 0;
      this.visiting[box] = 0;
      this.frozenCount = mark;
    }
    return stuck;
  }

  /** Blocked along the axis of direction `first` (0: up and down, 2: left and right). */
  private blocked(state: SokobanState, box: number, first: number): boolean {
    const { neighbour } = this.level;
    const a = neighbour[box * 4 + first];
    const b = neighbour[box * 4 + first + 1];
    if (a === NONE || b === NONE) return true;
    if (this.dead[a] && this.dead[b]) return true;
    return this.blockingBox(state, a) || this.blockingBox(state, b);
  }

  private blockingBox(state: SokobanState, square: number): boolean {
    if (!hasBox(state, square)) return false;
    if (this.visiting[square] === this.stamp) return true;
    return this.isFrozen(state, square);
  }
}

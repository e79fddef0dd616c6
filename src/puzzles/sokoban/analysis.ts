/**
 * What every search of one level shares, worked out once: push distances
 * and dead squares, the goals as a bitset, and the scratch tools (reach,
 * matching, freeze check) that the successor functions reuse.
 */
import { boxWords, type SokobanLevel } from './level.js';
import { FreezeCheck } from './freeze.js';
import { Matcher } from './matching.js';
import { pushDistances, type PushDistances } from './push-distances.js';
import { Reach } from './reach.js';
import { boxList, type SokobanState } from './state.js';

export class LevelAnalysis {
  readonly distances: PushDistances;
  readonly goalBits: Uint32Array;
  readonly matcher: Matcher;
  readonly freeze: FreezeCheck;
  /** Reach from the position being expanded. */
  readonly reach: Reach;
  /** Reach for a position's key (its player's least square), apart from `reach`, whose marks the expansion still reads. */
  readonly keyReach: Reach;
  readonly boxes: Int32Array;
  /** The boxes of the position `boundParent` was last given. */
  readonly parentBoxes: Int32Array;
  boxCount = 0;

  /** `distances`: the level's, when another analysis of it has them already. */
  constructor(
    readonly level: SokobanLevel,
    distances?: PushDistances,
  ) {
    this.distances = distances ?? pushDistances(level);
    this.goalBits = new Uint32Array(boxWords(level));
    for (const g of level.goals) this.goalBits[g >>> 5] |= 1 << (g & 31);
    this.matcher = new Matcher(this.distances, level.size, level.goals.length);
    this.freeze = new FreezeCheck(level, this.distances.dead);
    this.reach = new Reach(level);
    this.keyReach = new Reach(level);
    this.boxes = new Int32Array(level.size);
    this.parentBoxes = new Int32Array(level.size);
  }

  /** The matching bound of a position (UNREACHABLE or more: no goal assignment at all). */
  bound(state: SokobanState): number {
    const n = boxList(state, this.boxes);
    return this.matcher.bound(this.boxes, n);
  }

  /**
   * The bound of a position about to be expanded, kept as the parent of
   * `boundMoved`; `parentBoxes` then lists its boxes (ascending) and
   * `boxCount` says how many.
   */
  boundParent(state: SokobanState): number {
    this.boxCount = boxList(state, this.parentBoxes);
    this.boxes.set(this.parentBoxes);
    const bound = this.matcher.bound(this.boxes, this.boxCount);
    this.matcher.keepParent();
    return bound;
  }

  /** The bound of the parent with its `row`-th box (in `parentBoxes`) pushed to `to`. */
  boundMoved(row: number, to: number): number {
    const { boxes } = this;
    // Afresh from the parent's list: a bound of another position in between (the engine asking a heuristic) overwrites it.
    boxes.set(this.parentBoxes.subarray(0, this.boxCount));
    boxes[row] = to;
    const bound = this.matcher.boundMoved(boxes, this.boxCount, row);
    boxes[row] = this.parentBoxes[row];
    return bound;
  }
}

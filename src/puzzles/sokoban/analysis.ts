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

  constructor(readonly level: SokobanLevel) {
    this.distances = pushDistances(level);
    this.goalBits = new Uint32Array(boxWords(level));
    for (const g of level.goals) this.goalBits[g >>> 5] |= 1 << (g & 31);
    this.matcher = new Matcher(this.distances, level.size, level.goals.length);
    this.freeze = new FreezeCheck(level, this.distances.dead);
    this.reach = new Reach(level);
    this.keyReach = new Reach(level);
    this.boxes = new Int32Array(level.size);
  }

  /** The matching bound of a position (UNREACHABLE or more: no goal assignment at all). */
  bound(state: SokobanState): number {
    const n = boxList(state, this.boxes);
    return this.matcher.bound(this.boxes, n);
  }
}

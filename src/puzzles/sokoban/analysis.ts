/**
 * What every search of one level shares, worked out once: push distances
 * and dead squares, the goals as a bitset, and the scratch tools (reach,
 * matching, freeze check) that the successor functions reuse.
 */
import { boxWords, type SokobanLevel } from './level.js';
import { FreezeCheck } from './freeze.js';
import { Matcher } from './matching.js';
import { MatchingCache } from './matching-cache.js';
import { pushDistances, UNREACHABLE, type PushDistances } from './push-distances.js';
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
  /** Matchings of positions made lately, so that expanding one needs no matching afresh (made at the first expansion). */
  private cache: MatchingCache | undefined;
  /** The box words of the position `boundParent` was last given, and of a child of it. */
  private readonly parentKey: Uint32Array;
  private readonly childKey: Uint32Array;

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
    this.parentKey = new Uint32Array(this.goalBits.length);
    this.childKey = new Uint32Array(this.goalBits.length);
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
    const words = this.goalBits.length;
    for (let w = 0; w < words; w++) this.parentKey[w] = state[w];
    this.cache ??= new MatchingCache(words, this.level.goals.length);
    let bound: number;
    if (this.cache.find(state, this.matcher, this.parentBoxes)) {
      this.boxCount = this.cache.count();
      bound = this.cache.bound();
    } else {
      this.boxCount = boxList(state, this.parentBoxes);
      this.boxes.set(this.parentBoxes);
      bound = this.matcher.bound(this.boxes, this.boxCount);
      this.cache.store(this.parentKey, this.matcher, bound, this.parentBoxes, this.boxCount, -1, 0);
    }
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
    if (bound < UNREACHABLE && this.cache) {
      // The child's boxes as a key: the parent's with the one moved.
      const { childKey, parentKey } = this;
      const from = this.parentBoxes[row];
      childKey.set(parentKey);
      childKey[from >>> 5] &= ~(1 << (from & 31));
      childKey[to >>> 5] |= 1 << (to & 31);
      this.cache.store(childKey, this.matcher, bound, this.parentBoxes, this.boxCount, row, to);
    }
    return bound;
  }
}

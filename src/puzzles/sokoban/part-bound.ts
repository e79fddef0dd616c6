/**
 * The exact searches' matching bound with the player's side of each box
 * counted: a box's distance to a goal is read for the part of the floor
 * (the floor without the box's square) the player stands in
 * (push-distances.ts `byPart`), so a box in a corridor the player cannot
 * get behind is not counted as pushed from there. Matched as LevelAnalysis
 * matches (one augmentation a push, the matchings of positions made lately
 * kept), on keys: a box's square times 4 plus the player's part.
 *
 * A push changes one key only: the player walks to the push and onto the
 * square the box leaves without crossing any other box's square, so for
 * every other box it stays in the same part. A step without a push keeps
 * every part. A kept matching of the same boxes (matching-cache.ts) serves
 * only where its keys are the position's own.
 */
import type { SokobanLevel } from './level.js';
import { Matcher } from './matching.js';
import { MatchingCache } from './matching-cache.js';
import { UNREACHABLE, type PushDistances } from './push-distances.js';
import { boxList, playerOf, type SokobanState } from './state.js';

export class PartBound {
  readonly matcher: Matcher;
  /** The boxes (squares, ascending) of the position `boundParent` was last given, and how many. */
  readonly parentBoxes: Int32Array;
  boxCount = 0;
  /** Their keys, in the same order. */
  private readonly parentKeys: Int32Array;
  /** Scratch keys for the matcher, and the keys a kept matching came with. */
  private readonly keys: Int32Array;
  private readonly cachedKeys: Int32Array;
  private readonly squares: Int32Array;
  private readonly cache: MatchingCache;
  /** The box words of the position `boundParent` was last given, and of a child of it. */
  private readonly parentWords: Uint32Array;
  private readonly childWords: Uint32Array;

  constructor(
    level: SokobanLevel,
    private readonly distances: PushDistances,
    private readonly words: number,
  ) {
    this.matcher = new Matcher(distances, level.size, level.goals.length, true);
    this.cache = new MatchingCache(words, level.goals.length);
    this.parentBoxes = new Int32Array(level.size);
    this.parentKeys = new Int32Array(level.size);
    this.keys = new Int32Array(level.size);
    this.cachedKeys = new Int32Array(level.size);
    this.squares = new Int32Array(level.size);
    this.parentWords = new Uint32Array(words);
    this.childWords = new Uint32Array(words);
  }

  /** The bound of any position (UNREACHABLE or more: no goal assignment at all). */
  bound(state: SokobanState): number {
    const n = this.keysOf(state, this.squares, this.keys);
    return this.matcher.bound(this.keys, n);
  }

  /**
   * The bound of a position about to be expanded, kept as the parent of
   * `boundMoved`; `parentBoxes` then lists its boxes and `boxCount` says
   * how many.
   */
  boundParent(state: SokobanState): number {
    for (let w = 0; w < this.words; w++) this.parentWords[w] = state[w];
    const count = this.keysOf(state, this.parentBoxes, this.parentKeys);
    this.boxCount = count;
    let bound: number;
    if (this.cache.find(state, this.matcher, this.cachedKeys) && this.sameKeys(count)) {
      bound = this.cache.bound();
    } else {
      this.keys.set(this.parentKeys.subarray(0, count));
      bound = this.matcher.bound(this.keys, count);
      this.cache.store(this.parentWords, this.matcher, bound, this.parentKeys, count, -1, 0);
    }
    this.matcher.keepParent();
    return bound;
  }

  /** The bound of the parent with its `row`-th box (in `parentBoxes`) pushed to `to`, the player on the square it left. */
  boundMoved(row: number, to: number): number {
    const { keys } = this;
    const from = this.parentBoxes[row];
    // Afresh from the parent's keys: a bound of another position in between (the engine asking a heuristic) overwrites them.
    keys.set(this.parentKeys.subarray(0, this.boxCount));
    const toKey = to * 4 + this.distances.partOf(to, from);
    keys[row] = toKey;
    const bound = this.matcher.boundMoved(keys, this.boxCount, row);
    if (bound < UNREACHABLE) {
      const { childWords, parentWords } = this;
      childWords.set(parentWords);
      childWords[from >>> 5] &= ~(1 << (from & 31));
      childWords[to >>> 5] |= 1 << (to & 31);
      this.cache.store(childWords, this.matcher, bound, this.parentKeys, this.boxCount, row, toKey);
    }
    return bound;
  }

  /** The boxes of `state` into `squares` (ascending) and their keys (in the same order) into `keys`; how many. */
  private keysOf(state: SokobanState, squares: Int32Array, keys: Int32Array): number {
    const n = boxList(state, squares);
    const player = playerOf(state);
    const { partOf } = this.distances;
    for (let i = 0; i < n; i++) keys[i] = squares[i] * 4 + partOf(squares[i], player);
    return n;
  }

  private sameKeys(count: number): boolean {
    if (this.cache.count() !== count) return false;
    for (let i = 0; i < count; i++) if (this.cachedKeys[i] !== this.parentKeys[i]) return false;
    return true;
  }
}

/**
 * Corral deadlocks and the patterns learned from them. After a push, the
 * boxes may cut the board into the player's region and areas the player
 * cannot reach (corrals). The boxes of each corral (the boxes around and
 * in it, found by flooding from its floor through every square the player
 * cannot reach) are tried alone by a small exhaustive search
 * (subset-search.ts): when they cannot reach goals even with every other
 * box gone, the position is lost, for every metric, so pruning it keeps
 * the exact searches exact. Only corrals whose fence the player cannot
 * push outwards (an I-corral, as YASS and JSoko name it) are searched: the
 * others are seldom lost, and searching them all costs more than it saves. A corral proven dead from every player region
 * becomes a pattern (patterns.ts) that later positions match by a bitset
 * test, without a search. Verdicts are kept by the boxes and the player's
 * region, so each corral is searched once.
 */
import type { LevelAnalysis } from '../analysis.js';
import { NONE } from '../level.js';
import { Reach } from '../reach.js';
import { boxList, hasBox, playerOf, setBox, type SokobanState } from '../state.js';
import { DeadPatterns } from './patterns.js';
import { SubsetSearch } from './subset-search.js';
import { WordSet } from './word-set.js';

/** Corrals with more boxes than this are not searched: too costly a proof for how often it prunes. */
export const MAX_CORRAL_BOXES = 6;
/** The positions one corral search may store before it answers "unknown". */
export const CORRAL_SEARCH_STATES = 256;
/** Player regions tried, and positions stored in each, before a dead corral becomes a pattern. */
const PATTERN_REGIONS = 4;
const PATTERN_SEARCH_STATES = 64;
/** Not proven dead (solvable, or undecided within the search's bounds). */
const UNDECIDED = 1;
const DEAD = 2;

export class DeadlockCheck {
  readonly patterns: DeadPatterns;
  private readonly search: SubsetSearch;
  /** The verdict on a corral's boxes with the player's region (key: boxes, least square of the region with them alone). */
  private readonly verdicts: WordSet;
  /** The player's side of the position checked (a corral search's `outside`). */
  readonly outside: Reach;
  private readonly flooded: Int32Array;
  private floodStamp = 0;
  private readonly queue: Int32Array;
  private readonly corral: Uint32Array;
  /** The corral's empty squares: its search stops, undecided, once the player walks in. */
  readonly floor: Int32Array;
  floorCount = 0;
  private readonly key: Uint32Array;
  private readonly words: number;
  private readonly boxes: Int32Array;
  /** What the check did, for benchmarks: corrals searched, found dead, patterns learned. */
  readonly counts = { searched: 0, dead: 0 };

  constructor(private readonly analysis: LevelAnalysis) {
    const { level } = analysis;
    this.words = analysis.goalBits.length;
    this.patterns = new DeadPatterns(this.words, level.size);
    this.search = new SubsetSearch(analysis, this.patterns, CORRAL_SEARCH_STATES);
    this.verdicts = new WordSet(this.words + 1, 16);
    // The key's reach: the position a push makes is keyed right after this check, and finds the fill done.
    this.outside = analysis.keyReach;
    this.flooded = new Int32Array(level.size);
    this.queue = new Int32Array(level.size);
    this.corral = new Uint32Array(this.words + 1);
    this.floor = new Int32Array(level.size);
    this.key = new Uint32Array(this.words + 1);
    this.boxes = new Int32Array(level.size);
  }

  /**
   * Whether a position just made by a push to `moved` is proven lost by a
   * learned pattern or a dead corral. Only the corral the pushed box belongs
   * to is tried: any other was there, with the same boxes, in the position
   * the push was made from, and tried when that position was made.
   */
  prunes(state: SokobanState, moved: number): boolean {
    if (this.patterns.matches(state, moved)) return true;
    this.outside.fill(state, playerOf(state));
    return this.deadCorralFrom(state, moved, ++this.floodStamp);
  }

  /** Whether any position is proven lost by a learned pattern (on any of its boxes) or a dead corral. */
  deadlocked(state: SokobanState): boolean {
    const count = boxList(state, this.boxes);
    for (let i = 0; i < count; i++) if (this.patterns.matches(state, this.boxes[i])) return true;
    this.outside.fill(state, playerOf(state));
    const stamp = ++this.floodStamp;
    for (let s = 0; s < this.analysis.level.size; s++) {
      if (!this.outside.reached(s) && this.flooded[s] !== stamp && this.deadCorralFrom(state, s, stamp)) return true;
    }
    return false;
  }

  /** Whether the corral that `start` (a square the player cannot reach) belongs to is one its own boxes cannot solve. */
  private deadCorralFrom(state: SokobanState, start: number, stamp: number): boolean {
    const count = this.corralBoxes(state, start, stamp);
    if (count <= 0 || this.floorCount === 0 || count === this.analysis.level.boxes.length || count > MAX_CORRAL_BOXES) return false;
    this.corral[this.words] = playerOf(state);
    return this.corralDead();
  }

  /**
   * Floods from `start` through the squares the player cannot reach (the
   * last `outside.fill`): the boxes met go into `corral`, the empty squares
   * into `floor`. Returns how many boxes, or -1 when the player can push
   * one of them onto a live square of its own region (no I-corral).
   */
  private corralBoxes(state: SokobanState, start: number, stamp: number): number {
    const { neighbour } = this.analysis.level;
    const { dead } = this.analysis.distances;
    const { outside, flooded, queue, corral, floor } = this;
    corral.fill(0);
    this.floorCount = 0;
    let count = 0;
    let inward = true;
    let tail = 0;
    flooded[start] = stamp;
    queue[tail++] = start;
    for (let head = 0; head < tail; head++) {
      const s = queue[head];
      if (!hasBox(state, s)) {
        floor[this.floorCount++] = s;
      } else {
        setBox(corral, s);
        count++;
        for (let e = 0; e < 4 && inward; e++) {
          const from = neighbour[s * 4 + (e ^ 1)];
          const to = neighbour[s * 4 + e];
          inward = !(from !== NONE && to !== NONE && outside.reached(from) && outside.reached(to) && !dead[to]);
        }
      }
      for (let d = 0; d < 4; d++) {
        const n = neighbour[s * 4 + d];
        if (n === NONE || flooded[n] === stamp || outside.reached(n)) continue;
        flooded[n] = stamp;
        queue[tail++] = n;
      }
    }
    return inward ? count : -1;
  }

  /** The verdict on `corral` (boxes and player square), from the kept verdicts or a search. */
  private corralDead(): boolean {
    this.key.set(this.search.keyOf(this.corral));
    const known = this.verdicts.get(this.key);
    if (known >= 0) return known === DEAD;
    this.counts.searched++;
    const dead = this.search.verdict(this.corral, this) === 'dead';
    if (this.verdicts.full) this.verdicts.clear();
    this.verdicts.set(this.key, dead ? DEAD : UNDECIDED);
    if (dead) {
      this.counts.dead++;
      if (this.search.deadEverywhere(this.corral, PATTERN_REGIONS, PATTERN_SEARCH_STATES)) this.patterns.add(this.corral);
    }
    return dead;
  }
}

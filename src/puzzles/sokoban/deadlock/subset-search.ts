/**
 * Whether a few of a position's boxes, alone on the board (every other box
 * taken away), can still all reach goals: a small exhaustive search by
 * pushes, with the player's region as part of a position, pruning what the
 * main search prunes (dead squares, freeze deadlocks, no goal matching,
 * learned dead patterns). Taking boxes away never makes a position harder
 * (every push of a solution is still legal without them, and its walks
 * still open), so when these boxes alone cannot be solved, no position
 * holding them where they stand, with the player in the same region, can:
 * `dead` is a proof. Past `maxStates` the answer is `unknown`, never a guess;
 * so it is, when a corral is searched, as soon as the corral opens: the
 * player walks onto its floor, or a box is pushed out of it onto the
 * player's side (once open, a corral is seldom lost, and a search on to
 * the goals would cost far more than the pruning saves).
 */
import { LevelAnalysis } from '../analysis.js';
import { NONE } from '../level.js';
import { UNREACHABLE } from '../push-distances.js';
import type { Reach } from '../reach.js';
import { allOnGoals, boxList, clearBox, hasBox, playerOf, setBox, type SokobanState } from '../state.js';
import type { DeadPatterns } from './patterns.js';
import { WordSet } from './word-set.js';

export type SubsetVerdict = 'solvable' | 'dead' | 'unknown';

/** Where a searched corral lies: its empty squares, and the player's side of the position it came from. */
export interface CorralBounds {
  readonly floor: Int32Array;
  readonly floorCount: number;
  readonly outside: Reach;
}

export class SubsetSearch {
  /** Its own reach, matcher and freeze check: the main search's are in use while this one runs. */
  private readonly analysis: LevelAnalysis;
  private readonly words: number;
  private readonly seen: WordSet;
  /** Positions waiting to be expanded, `words + 1` words each (boxes, then the player's square). */
  private readonly stack: Uint32Array;
  private readonly current: Uint32Array;
  private readonly next: Uint32Array;
  private readonly key: Uint32Array;
  private readonly boxes: Int32Array;
  private readonly probe: Uint32Array;
  /** covered[s] === coverStamp: square s lies in a region `deadEverywhere` has tried. */
  private readonly covered: Int32Array;
  private coverStamp = 0;

  constructor(
    main: LevelAnalysis,
    private readonly patterns: DeadPatterns,
    readonly maxStates: number,
  ) {
    this.analysis = new LevelAnalysis(main.level, main.distances);
    this.words = main.goalBits.length;
    this.seen = new WordSet(this.words + 1, Math.ceil(Math.log2(maxStates / 0.7)) + 1);
    this.stack = new Uint32Array((maxStates + 1) * (this.words + 1));
    this.current = new Uint32Array(this.words + 1);
    this.next = new Uint32Array(this.words + 1);
    this.key = new Uint32Array(this.words + 1);
    this.boxes = new Int32Array(main.level.size);
    this.probe = new Uint32Array(this.words + 1);
    this.covered = new Int32Array(main.level.size);
  }

  /**
   * Whether the boxes of `state` are dead with the player in every region
   * they leave open (at most `maxRegions` regions tried, `maxStates` each;
   * more: false), so that they make a pattern that needs no player square.
   */
  deadEverywhere(state: SokobanState, maxRegions: number, maxStates: number): boolean {
    const { probe, covered, words } = this;
    const { size } = this.analysis.level;
    const stamp = ++this.coverStamp;
    probe.set(state);
    let regions = 0;
    for (let s = 0; s < size; s++) {
      if (hasBox(probe, s) || covered[s] === stamp) continue;
      if (++regions > maxRegions) return false;
      probe[words] = s;
      const reach = this.analysis.keyReach;
      reach.fill(probe, s);
      for (let t = s; t < size; t++) if (reach.reached(t)) covered[t] = stamp;
      if (this.verdict(probe, null, maxStates) !== 'dead') return false;
    }
    return true;
  }

  /**
   * The verdict on `start` (its boxes alone, its player's square): solvable,
   * proven dead, or unknown within `maxStates` or once the player reaches
   * a corral's floor (`corral`, its `floor` squares, or a box pushed onto
   * a square `corral.outside` reached).
   */
  verdict(start: SokobanState, corral: CorralBounds | null = null, maxStates = this.maxStates): SubsetVerdict {
    const { analysis, words, seen, stack, current, next } = this;
    if (allOnGoals(start, analysis.goalBits)) return 'solvable';
    const { neighbour } = analysis.level;
    const { dead } = analysis.distances;
    seen.clear();
    seen.set(this.keyOf(start), 1);
    stack.set(start, 0);
    let depth = 1;
    const width = words + 1;
    while (depth > 0) {
      depth--;
      current.set(stack.subarray(depth * width, depth * width + width));
      analysis.reach.fill(current, playerOf(current));
      if (corral) for (let i = 0; i < corral.floorCount; i++) if (analysis.reach.reached(corral.floor[i])) return 'unknown';
      const count = boxList(current, this.boxes);
      for (let i = 0; i < count; i++) {
        const box = this.boxes[i];
        for (let d = 0; d < 4; d++) {
          const to = neighbour[box * 4 + d];
          const from = neighbour[box * 4 + (d ^ 1)];
          if (to === NONE || from === NONE || dead[to] || hasBox(current, to) || !analysis.reach.reached(from)) continue;
          next.set(current);
          clearBox(next, box);
          setBox(next, to);
          next[words] = box;
          if (analysis.freeze.isDeadlock(next, to) || this.patterns.matches(next, to)) continue;
          if (analysis.bound(next) >= UNREACHABLE) continue;
          if (corral?.outside.reached(to)) return 'unknown';
          if (allOnGoals(next, analysis.goalBits)) return 'solvable';
          const key = this.keyOf(next);
          if (seen.get(key) >= 0) continue;
          if (seen.size >= maxStates || !seen.set(key, 1)) return 'unknown';
          stack.set(next, depth * width);
          depth++;
        }
      }
    }
    return 'dead';
  }

  /** A position's key: its boxes and the least square of its player's region (with these boxes alone). */
  keyOf(state: SokobanState): Uint32Array {
    const { key, words } = this;
    for (let w = 0; w < words; w++) key[w] = state[w];
    key[words] = this.analysis.keyReach.fill(state, playerOf(state));
    return key;
  }
}

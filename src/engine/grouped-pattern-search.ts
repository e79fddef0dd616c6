/**
 * The backward breadth-first search for pattern databases whose abstract
 * space has only unit-cost moves and whose ranks fall in groups, one table
 * entry per group: the entry is the least distance of any rank in the group.
 * For sliding tiles a group is one placement of the pattern's tiles and its
 * ranks are the places the blank can be kept apart in (its regions), so the
 * table forgets the blank as `minOverGroups` does, without ever holding a
 * byte per rank.
 *
 * Memory: two bits a rank and a byte a group, nothing else (for 8 tiles of
 * the 15-puzzle, 356 MB and 519 MB). The two bits say unseen, in the layer
 * being expanded, in the next layer, or done; the layer's and the next
 * layer's codes swap after each layer, so a layer is found by scanning the
 * codes, 16 ranks a word, never by keeping lists of ranks (for 7 tiles of
 * 16, 140 million states, the biggest layer is 18.5 million: two such lists
 * of 32-bit ranks would outweigh the codes). A group's entry is written when its first rank is
 * expanded, in rank order. Ranks must be below 2^32.
 * Nothing here knows any puzzle or uses any platform API.
 */
import { Budget, type SearchOptions } from './budget.js';
import { histogram, UNREACHED, type PatternBuild } from './pattern-database.js';
import type { Steps } from './steps.js';

/** An abstract space over ranks 0..size-1 (size at most 2^32) whose moves all cost 1. */
export interface GroupedPatternSpace {
  readonly size: number;
  /** Table entries: entry g is the least distance among the ranks whose group is g. */
  readonly groups: number;
  /** The most ranks `neighbours` writes for one rank. */
  readonly maxNeighbours: number;
  goals(): Iterable<number>;
  /**
   * The table entry of a rank, in [0, groups). Asked just before the rank's
   * neighbours, in increasing rank order within a layer, so a space can
   * decode a rank once for both.
   */
  groupOf(rank: number): number;
  /**
   * Writes the ranks one move away into `out` and returns how many. The
   * search runs backwards: for a space whose moves cannot all be undone this
   * must give predecessors. Only ranks reached from the goals are asked for.
   */
  neighbours(rank: number, out: Uint32Array): number;
}

export interface GroupedPatternBuild extends PatternBuild {
  /** Ranks (abstract states) at each distance, where `counts` counts table entries. */
  layers: number[];
}

/**
 * Bytes the search holds: two bits a rank and a byte a group.
 *
 * @example
 * ```ts
 * // 8 tiles of 16 with the blank's region: 1.43e9 states in 16!/8! placements.
 * console.log(groupedPatternBytes({ size: 1425191040, groups: 518918400 })); // 875,216,160
 * ```
 */
export function groupedPatternBytes(space: Pick<GroupedPatternSpace, 'size' | 'groups'>): number {
  return Math.ceil(space.size / 16) * 4 + space.groups;
}

/** The low bit of each 2-bit code. */
const LOW = 0x55555555;

/**
 * Unit-cost backward breadth-first search that keeps one byte per group of
 * ranks (the least distance in it) and two bits per rank. Progress reports
 * table entries filled as `states` (how many ranks are reachable is not
 * known before the search ends; the entries are, and fill with the work) and
 * the layer as `depth`. A `maxStates` limit counts ranks reached.
 *
 * @example
 * ```ts
 * // A path 0-1-2-3 searched from 3, one entry per pair of ranks: [2, 0].
 * const path = {
 *   size: 4,
 *   groups: 2,
 *   maxNeighbours: 2,
 *   goals: () => [3],
 *   groupOf: (rank: number) => rank >> 1,
 *   neighbours(rank: number, out: Uint32Array) {
 *     let n = 0;
 *     if (rank > 0) out[n++] = rank - 1;
 *     if (rank < 3) out[n++] = rank + 1;
 *     return n;
 *   },
 * };
 * const build = runSync(groupedPatternDistancesSteps(path, { maxSeconds: 600 }));
 * if (build.status === 'built') console.log(build.table!.length, build.layers);
 * ```
 */
export function* groupedPatternDistancesSteps(space: GroupedPatternSpace, options: SearchOptions = {}): Steps<GroupedPatternBuild> {
  const budget = new Budget(options);
  const { size, groups } = space;
  if (size > 2 ** 32) throw new RangeError(`a grouped pattern space needs at most 2^32 ranks (size ${size})`);
  const bytes = groupedPatternBytes(space);
  const stopped = (limit: GroupedPatternBuild['limit']): GroupedPatternBuild => ({ status: 'limit', limit, counts: [], layers: [], milliseconds: budget.elapsedMs() });
  if (options.maxMemoryBytes !== undefined && bytes > options.maxMemoryBytes) return stopped('memory');
  const codes = new Uint32Array(Math.ceil(size / 16));
  const table = new Uint8Array(groups).fill(UNREACHED);
  const out = new Uint32Array(space.maxNeighbours);
  /** The code of the layer being expanded; 3 - current is the next layer's. */
  let current = 1;
  let count = 0;
  for (const goal of space.goals()) {
    const shift = (goal & 15) << 1;
    if ((codes[goal >>> 4] >>> shift) & 3) continue;
    codes[goal >>> 4] |= current << shift;
    count++;
  }
  const layers: number[] = [];
  let reached = count;
  let filled = 0;
  let work = 0;
  while (count > 0) {
    const layer = layers.length;
    if (layer >= UNREACHED - 1) throw new RangeError('pattern distances above 253 do not fit a byte');
    layers.push(count);
    if (reached >= budget.maxStates) return stopped('states');
    const limit = budget.checkpoint(filled, layer, bytes);
    if (limit) return stopped(limit);
    const next = 3 - current;
    let found = 0;
    for (let w = 0; w < codes.length; w++) {
      const x = codes[w];
      if (x === 0) continue;
      // The ranks of this word whose code is `current` (01: low bit alone; 10: high bit alone), as their low bits.
      let match = current === 1 ? x & ~(x >>> 1) & LOW : ~x & (x >>> 1) & LOW;
      if (match === 0) continue;
      // Mark them done before expanding: expansions only turn unseen codes into `next`, so this word stays right.
      codes[w] = codes[w] | match | (match << 1);
      while (match !== 0) {
        const bit = match & -match;
        match ^= bit;
        const rank = w * 16 + ((31 - Math.clz32(bit)) >> 1);
        const g = space.groupOf(rank);
        if (table[g] === UNREACHED) {
          table[g] = layer;
          filled++;
        }
        const n = space.neighbours(rank, out);
        for (let j = 0; j < n; j++) {
          const s = out[j];
          const shift = (s & 15) << 1;
          const word = codes[s >>> 4];
          if ((word >>> shift) & 3) continue;
          codes[s >>> 4] = word | (next << shift);
          found++;
        }
        if (++work === 8192) {
          work = 0;
          if (reached + found >= budget.maxStates) return stopped('states');
          const limit = budget.checkpoint(filled, layer, bytes);
          if (limit) return stopped(limit);
          if (budget.takeSliceOver()) yield;
        }
      }
    }
    reached += found;
    count = found;
    current = next;
  }
  return { status: 'built', table, counts: histogram(table), layers, milliseconds: budget.elapsedMs() };
}

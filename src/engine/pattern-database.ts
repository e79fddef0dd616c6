/**
 * Pattern databases: exact distances in an abstraction of a puzzle, kept in
 * a table and read back as an admissible heuristic of the puzzle itself.
 *
 * The puzzle describes the abstract space (`PatternSpace`): its states are
 * ranked 0..size-1, and each move has cost 1 (a move the pattern counts) or
 * 0 (a move it ignores: in an additive database for sliding tiles, a slide of
 * a tile outside the pattern). This module runs the backward breadth-first
 * search over that space, one byte per abstract state, and offers the table
 * operations the heuristics need: the minimum over a group of ranks (to
 * forget a part of the state, such as the blank's cell), 4-bit packing, and
 * a checksum. It knows nothing about any puzzle and uses no platform API.
 */
import { Budget, type LimitReason, type SearchOptions } from './budget.js';
import type { Steps } from './steps.js';

/** An abstract space over ranks 0..size-1, searched backwards from its goals. */
export interface PatternSpace {
  /** How many ranks there are; some may name no abstract state (never reached). */
  readonly size: number;
  /** The ranks at distance 0. */
  goals(): Iterable<number>;
  /**
   * Emits the ranks one move away, each with the move's cost, 0 or 1. The
   * search runs backwards, so for a puzzle whose moves cannot all be undone
   * this must give predecessors.
   */
  neighbours(rank: number, emit: (next: number, cost: number) => void): void;
}

/** A rank never reached: its table entry. */
export const UNREACHED = 255;

export interface PatternBuild {
  status: 'built' | 'limit';
  limit?: LimitReason;
  /** Distance of each rank (UNREACHED for none), when built. */
  table?: Uint8Array;
  /** Ranks at each distance. */
  counts: number[];
  milliseconds: number;
}

/**
 * Backward breadth-first search with 0/1 costs, layer by layer: every rank at
 * distance d is expanded (its zero-cost neighbours join layer d at once,
 * through a stack) before layer d+1 begins. Each layer is found by scanning
 * the table, so the search needs the table (one byte a rank) and a bit a rank
 * for "expanded", and nothing else. Progress reports ranks reached as
 * `states` and the layer as `depth`.
 *
 * @example
 * ```ts
 * // A pattern database: distances in an abstract space, searched backwards from its goals.
 * const build = runSync(patternDistancesSteps(space, { maxSeconds: 600 }));
 * if (build.status === 'built') console.log(build.counts);
 * ```
 */
export function* patternDistancesSteps(space: PatternSpace, options: SearchOptions = {}): Steps<PatternBuild> {
  const budget = new Budget(options);
  const size = space.size;
  const bytes = size + Math.ceil(size / 8);
  if (options.maxMemoryBytes !== undefined && bytes > options.maxMemoryBytes) return { status: 'limit', limit: 'memory', counts: [], milliseconds: budget.elapsedMs() };
  const table = new Uint8Array(size).fill(UNREACHED);
  const expanded = new Uint8Array(Math.ceil(size / 8));
  let stack = new Int32Array(1024);
  let top = 0;
  let reached = 0;
  let layer = 0;
  let work = 0;
  let nextExists = false;
  const push = (rank: number) => {
    if (top === stack.length) {
      const bigger = new Int32Array(stack.length * 2);
      bigger.set(stack);
      stack = bigger;
    }
    stack[top++] = rank;
  };
  const emit = (next: number, cost: number) => {
    const was = table[next];
    if (cost === 0) {
      if (was > layer) {
        if (was === UNREACHED) reached++;
        table[next] = layer;
        push(next);
      }
    } else if (was === UNREACHED) {
      table[next] = layer + 1;
      reached++;
      nextExists = true;
    }
  };
  for (const goal of space.goals()) {
    if (table[goal] !== 0) reached++;
    table[goal] = 0;
  }
  nextExists = reached > 0;
  while (nextExists) {
    if (layer >= UNREACHED - 1) throw new RangeError('pattern distances above 253 do not fit a byte');
    nextExists = false;
    const limit = budget.checkpoint(reached, layer, bytes);
    if (limit) return { status: 'limit', limit, counts: [], milliseconds: budget.elapsedMs() };
    for (let rank = 0; rank < size; rank++) {
      if (table[rank] !== layer || expanded[rank >> 3] & (1 << (rank & 7))) continue;
      push(rank);
      while (top > 0) {
        const r = stack[--top];
        if (expanded[r >> 3] & (1 << (r & 7))) continue;
        expanded[r >> 3] |= 1 << (r & 7);
        space.neighbours(r, emit);
        if (++work % 4096 === 0) {
          const limit = budget.checkpoint(reached, layer, bytes);
          if (limit) return { status: 'limit', limit, counts: [], milliseconds: budget.elapsedMs() };
          if (budget.takeSliceOver()) yield;
        }
      }
    }
    layer++;
  }
  return { status: 'built', table, counts: histogram(table), milliseconds: budget.elapsedMs() };
}

/**
 * How many entries hold each distance (UNREACHED left out).
 *
 * @example
 * ```ts
 * const counts = histogram(new Uint8Array([0, 1, 1, 255]));
 * console.log(counts[1]); // 2
 * ```
 */
export function histogram(table: Uint8Array): number[] {
  const counts = new Array<number>(256).fill(0);
  for (let i = 0; i < table.length; i++) counts[table[i]]++;
  counts.length = UNREACHED;
  while (counts.length > 0 && counts[counts.length - 1] === 0) counts.pop();
  return counts;
}

/**
 * The minimum of each run of `group` consecutive entries: forgets the last
 * (fastest-varying) part of the rank, such as the blank's cell.
 *
 * @example
 * ```ts
 * // Drops the last coordinate of a rank: the least entry of each group of 4.
 * const coarse = minOverGroups(new Uint8Array([3, 1, 2, 5, 4, 4, 0, 9]), 4); // [1, 0]
 * ```
 */
export function minOverGroups(table: Uint8Array, group: number): Uint8Array {
  const out = new Uint8Array(table.length / group);
  for (let i = 0, at = 0; i < out.length; i++) {
    let best = UNREACHED;
    for (let j = 0; j < group; j++, at++) if (table[at] < best) best = table[at];
    out[i] = best;
  }
  return out;
}

/**
 * Two entries a byte (low nibble first), for tables whose values are all below 16.
 *
 * @example
 * ```ts
 * // Two entries a byte where every entry is below 16.
 * const packed = packNibbles(new Uint8Array([1, 2, 3])); // 2 bytes
 * ```
 */
export function packNibbles(table: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(table.length / 2));
  for (let i = 0; i < table.length; i++) {
    if (table[i] > 15) throw new RangeError(`entry ${i} is ${table[i]}: 4-bit tables hold 0 to 15`);
    out[i >> 1] |= table[i] << ((i & 1) * 4);
  }
  return out;
}

/**
 * The inverse of `packNibbles`.
 *
 * @example
 * ```ts
 * const table = unpackNibbles(packNibbles(new Uint8Array([1, 2, 3])), 3); // [1, 2, 3]
 * ```
 */
export function unpackNibbles(packed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = (packed[i >> 1] >> ((i & 1) * 4)) & 15;
  return out;
}

/** The largest entry other than UNREACHED. */
export function maxEntry(table: Uint8Array): number {
  let max = 0;
  for (let i = 0; i < table.length; i++) if (table[i] > max && table[i] !== UNREACHED) max = table[i];
  return max;
}

/**
 * FNV-1a over the bytes, as 8 hex digits: cheap, and any corrupted or missing byte changes it.
 *
 * @example
 * ```ts
 * const sum = checksum(new Uint8Array([1, 2, 3])); // stored beside a table, checked when it is read back
 * ```
 */
export function checksum(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * One heuristic from several: the sum over disjoint (additive) parts, and the
 * maximum over views of the state (each a symmetry of the puzzle that keeps
 * its goal, such as the transposed board), each view summed over the parts.
 *
 * @example
 * ```ts
 * // The sum of several disjoint tables, and the max over views (e.g. the board reflected).
 * const [tableA, tableB] = [new Uint8Array(16), new Uint8Array(16)]; // built by patternDistancesSteps
 * const rankA = (s: number) => s % 16;
 * const rankB = (s: number) => (s >> 4) % 16;
 * const h = patternHeuristic([{ rank: rankA, table: tableA }, { rank: rankB, table: tableB }]);
 * console.log(h(problem.start));
 * ```
 */
export function patternHeuristic<S>(
  parts: readonly { rank(state: S): number; table: Uint8Array }[],
  views: readonly ((state: S) => S)[] = [],
): (state: S) => number {
  const sum = (state: S) => {
    let h = 0;
    for (const part of parts) h += part.table[part.rank(state)];
    return h;
  };
  return (state) => {
    let best = sum(state);
    for (const view of views) best = Math.max(best, sum(view(state)));
    return best;
  };
}

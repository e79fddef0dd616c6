/**
 * The sliding-tiles search problem. A state is a packed number on boards of
 * up to 14 cells and a byte array on larger ones. A move is
 * `(count - 1) << 10 | tile << 2 | dir`: `dir` is the way the tiles slide
 * (see DIRECTIONS), `tile` the one pushed, and `count` how many slide with
 * it in one line toward the blank, always 1 under the `moves` metric (so a
 * one-tile move is `tile * 4 + dir`; the `multi` metric is in multi.ts).
 */
import type { SearchProblem, StateCodec } from '../../engine/problem.js';
import { render, type Message } from '../../i18n/index.js';
import { TILES } from './messages.js';
import { isSolvable, type TilesInstance } from './board.js';
import { MAX_PACKED_CELLS, nibbleSum, PackedLayout } from './packed.js';
import { packedRankMembers } from './rank.js';
import { linearConflictDistance } from './linear-conflict.js';
import { manhattanTable } from './manhattan-cursor.js';
import { tilesTightForm } from './tight-form.js';

export type TileState = number | Uint8Array;
export type TileMove = number;

export const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export const UP = 0;
export const DOWN = 1;
export const LEFT = 2;
export const RIGHT = 3;
/** The step in rows and columns of a tile sliding each way, by direction index. */
const DIRECTION_STEP: readonly (readonly [number, number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

export function moveTile(move: TileMove): number {
  return (move >> 2) & 255;
}
/** How many tiles the move slides (1 except under the multi-tile metric). */
export function moveCount(move: TileMove): number {
  return (move >> 10) + 1;
}
/** A move of `count` tiles in a line, `tile` the one farthest from the blank. */
export function lineMove(tile: number, dir: number, count: number): TileMove {
  return ((count - 1) << 10) | (tile << 2) | dir;
}
export function moveDirection(move: TileMove): (typeof DIRECTIONS)[number] {
  return DIRECTIONS[move & 3];
}
/** The step in rows and columns the move's tiles take. */
export function moveStep(move: TileMove): readonly [number, number] {
  return DIRECTION_STEP[move & 3];
}

/**
 * For each blank cell, the cells whose tile can slide into it and the
 * direction it slides, as flat pairs [from, dir, from, dir, ...].
 */
function neighbourTable(width: number, height: number): Int32Array[] {
  const table: Int32Array[] = [];
  for (let b = 0; b < width * height; b++) {
    const r = Math.floor(b / width);
    const c = b % width;
    const pairs: number[] = [];
    if (r > 0) pairs.push(b - width, DOWN);
    if (r < height - 1) pairs.push(b + width, UP);
    if (c > 0) pairs.push(b - 1, RIGHT);
    if (c < width - 1) pairs.push(b + 1, LEFT);
    table.push(Int32Array.from(pairs));
  }
  return table;
}

export interface TilesProblem extends SearchProblem<TileState, TileMove> {
  /** Board cells of a state of this problem. */
  cellsOf(state: TileState): Uint8Array;
  /** The state of this problem for board cells. */
  stateOf(cells: ArrayLike<number>): TileState;
}

/**
 * Why the goal cannot be reached; null when it can. On one row or one column
 * parity is not the reason: tiles there never pass each other (see isSolvable).
 */
export function unsolvableWords(instance: TilesInstance): Message | null {
  if (isSolvable(instance.width, instance.height, instance.start, instance.goal)) return null;
  return instance.width === 1 || instance.height === 1 ? TILES.unsolvableLine() : TILES.unsolvable();
}

export function createTilesProblem(instance: TilesInstance): TilesProblem {
  const problem = instance.start.length <= MAX_PACKED_CELLS ? packedProblem(instance) : boardProblem(instance);
  // The parity rule decides solvability without a search.
  const why = unsolvableWords(instance);
  const reason = why === null ? null : render(why, 'en');
  // Ranked (a dense numbering of the reachable positions) for compact whole-space searches.
  const ranked = instance.start.length <= MAX_PACKED_CELLS ? packedRankMembers(instance.width, instance.height, instance.start, instance.goal) : null;
  return {
    ...problem,
    ...(ranked as Pick<TilesProblem, 'size' | 'rank' | 'unrank' | 'spaceName'> | null),
    unitCosts: true,
    unsolvableReason: () => reason,
    tight: tilesTightForm(instance, problem),
  };
}

/**
 * A*'s heuristic on a board of tiles, as the instance asks: linear conflict
 * unless it asks for the Manhattan distance (pattern databases guide IDA*
 * alone, in tight-form.ts).
 */
function boardDistance(instance: TilesInstance): (tiles: Uint8Array) => number {
  if (instance.heuristic !== 'manhattan') return linearConflictDistance(instance);
  const distance = manhattanTable(instance);
  const cells = instance.start.length;
  return (tiles) => {
    let h = 0;
    for (let i = 0; i < cells; i++) h += distance[tiles[i] * cells + i];
    return h;
  };
}

function packedProblem(instance: TilesInstance): TilesProblem {
  const { width, height } = instance;
  const cells = instance.start.length;
  const layout = new PackedLayout(cells);
  const neighbours = neighbourTable(width, height);
  const goalKey = layout.pack(instance.goal);
  const distanceOf = boardDistance(instance);
  const identity = (s: number) => s;
  const codec: StateCodec<number> = layout.fitsUint32
    ? { kind: 'uint32', encode: identity, decode: identity }
    : { kind: 'float53', encode: identity, decode: identity };
  const board = new Uint8Array(cells);
  const { successors, writeKeys } = packedSuccessors(layout, neighbours);
  return {
    start: layout.pack(instance.start),
    codec: codec as StateCodec<TileState>,
    isGoal: (s) => s === goalKey,
    successors: successors as TilesProblem['successors'],
    predecessors: successors as TilesProblem['successors'],
    successorKeys: { maxSuccessors: 4, write: writeKeys, matches: successors },
    goalStates: () => [goalKey],
    heuristic: (s) => distanceOf(layout.unpack(s as number, board)),
    cellsOf: (s) => layout.unpack(s as number),
    stateOf: (b) => layout.pack(b),
  };
}

/**
 * The successors of a packed board, written for the hot loop of a search:
 * per blank cell, flat tables of the cells a tile can come from, the move's
 * direction and the key's change per unit of tile; the blank found by bit
 * tricks, no method calls, no allocation. Boards of up to 9 cells (one
 * 32-bit word) take a path of their own.
 */
function packedSuccessors(layout: PackedLayout, neighbours: Int32Array[]): PackedSuccessors {
  const cells = layout.cells;
  const last = cells - 1;
  const from = new Int32Array(cells * 4);
  const dir = new Int32Array(cells * 4);
  const delta = new Float64Array(cells * 4);
  const count = new Int32Array(cells);
  for (let b = 0; b < cells; b++) {
    const pairs = neighbours[b];
    count[b] = pairs.length >> 1;
    for (let k = 0; k < pairs.length; k += 2) {
      from[b * 4 + (k >> 1)] = pairs[k];
      dir[b * 4 + (k >> 1)] = pairs[k + 1];
      delta[b * 4 + (k >> 1)] = layout.weight[b] - layout.weight[pairs[k]];
    }
  }
  // Unused nibbles set to 1 so that they never look like the blank (see PackedLayout.blankCell).
  const stored = cells - 1;
  const fillLo = stored >= 8 ? 0 : (0x11111111 & ~((1 << (4 * stored)) - 1)) >>> 0;
  const fillHi = stored <= 8 ? 0x11111111 : (0x11111111 & ~((1 << (4 * (stored - 8))) - 1)) >>> 0;
  const total = (cells * (cells - 1)) / 2;
  // The blank's cell and a cell's tile, written once for both of what a packed board offers (small enough to inline).
  const blank32 = (word: number) => {
    const z = (word - 0x11111111) & ~word & 0x88888888;
    return z !== 0 ? (31 - Math.clz32(z & -z)) >> 2 : -1;
  };
  if (layout.fitsUint32) {
    const blankOf = (s: number) => {
      const b = blank32(s | fillLo);
      return b >= 0 ? b : last;
    };
    const tileOf = (s: number, f: number) => (f === last ? total - nibbleSum(s) : (s >>> (f << 2)) & 15);
    return {
      successors: (s, emit) => {
        const base = blankOf(s) * 4;
        const end = base + count[base >> 2];
        for (let k = base; k < end; k++) {
          const tile = tileOf(s, from[k]);
          emit(s + tile * delta[k], (tile << 2) | dir[k]);
        }
      },
      writeKeys: (out, at) => {
        const s = out[at];
        const base = blankOf(s) * 4;
        const n = count[base >> 2];
        for (let k = 0; k < n; k++) out[at + k] = s + tileOf(s, from[base + k]) * delta[base + k];
        return n;
      },
    };
  }
  const blankOf = (lo: number, hi: number) => {
    const b = blank32(lo | fillLo);
    if (b >= 0) return b;
    const h = blank32(hi | fillHi);
    return h >= 0 ? 8 + h : last;
  };
  const tileOf = (lo: number, hi: number, f: number) =>
    f < 8 ? (lo >>> (f << 2)) & 15 : f < last ? (hi >>> ((f - 8) << 2)) & 15 : total - nibbleSum(lo) - nibbleSum(hi);
  return {
    successors: (s, emit) => {
      const lo = s >>> 0;
      const hi = (s - lo) / TWO_32;
      const base = blankOf(lo, hi) * 4;
      const end = base + count[base >> 2];
      for (let k = base; k < end; k++) {
        const tile = tileOf(lo, hi, from[k]);
        emit(s + tile * delta[k], (tile << 2) | dir[k]);
      }
    },
    writeKeys: (out, at) => {
      const s = out[at];
      const lo = s >>> 0;
      const hi = (s - lo) / TWO_32;
      const base = blankOf(lo, hi) * 4;
      const n = count[base >> 2];
      for (let k = 0; k < n; k++) out[at + k] = s + tileOf(lo, hi, from[base + k]) * delta[base + k];
      return n;
    },
  };
}

/** A packed board's successors, and their keys alone written into an array (the problem's successorKeys). */
interface PackedSuccessors {
  successors: (s: number, emit: (next: number, move: number) => void) => void;
  /** The key to expand comes in out[at] (see SuccessorKeys.write). */
  writeKeys: (out: Float64Array, at: number) => number;
}

const TWO_32 = 4294967296;

/** Keys of boards held as byte arrays: one byte a cell, ceil(cells / 4) words. */
export function boardCodec(cells: number): StateCodec<Uint8Array> {
  const words = Math.ceil(cells / 4);
  return {
    kind: 'words',
    words,
    encode(b, out, at) {
      for (let w = 0; w < words; w++) {
        const i = w * 4;
        out[at + w] = (b[i] | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24)) >>> 0;
      }
    },
    decode(src, at) {
      const b = new Uint8Array(cells);
      for (let i = 0; i < cells; i++) b[i] = (src[at + (i >> 2)] >>> ((i & 3) * 8)) & 255;
      return b;
    },
  };
}

/** Larger boards: one byte a cell (see boardCodec). */
function boardProblem(instance: TilesInstance): TilesProblem {
  const { width, height } = instance;
  const cells = instance.start.length;
  const neighbours = neighbourTable(width, height);
  const goal = instance.goal;
  const scratch = new Uint8Array(cells);
  const codec = boardCodec(cells);
  const successors = (b: Uint8Array, emit: (next: Uint8Array, move: number) => void) => {
    const blank = b.indexOf(0);
    const pairs = neighbours[blank];
    for (let k = 0; k < pairs.length; k += 2) {
      const from = pairs[k];
      const tile = b[from];
      scratch.set(b);
      scratch[blank] = tile;
      scratch[from] = 0;
      emit(scratch, (tile << 2) | pairs[k + 1]);
    }
  };
  return {
    start: Uint8Array.from(instance.start),
    codec: codec as StateCodec<TileState>,
    isGoal: (s) => {
      const b = s as Uint8Array;
      for (let i = 0; i < cells; i++) if (b[i] !== goal[i]) return false;
      return true;
    },
    successors: successors as TilesProblem['successors'],
    predecessors: successors as TilesProblem['successors'],
    goalStates: () => [Uint8Array.from(goal)],
    heuristic: boardDistance(instance) as (s: TileState) => number,
    cellsOf: (s) => Uint8Array.from(s as Uint8Array),
    stateOf: (b) => Uint8Array.from(b),
  };
}

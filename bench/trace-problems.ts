/**
 * The fixed instances the trace-hook bench (trace-hook.ts) searches: sliding
 * tile puzzles written here against the engine's problem contract alone
 * (plain successors, no tight or in-place form, no keyed form), so that
 * every engine compared runs its generic searches on exactly the same
 * problem, whatever the backends have become since.
 */
import type { SearchProblem, StateCodec } from '../src/engine/index.js';

type Board = Uint8Array;

/** A sliding puzzle of `side` x `side`, 0 the blank, solved as 1..n-1 then the blank. */
export function slidingProblem(side: number, tiles: readonly number[]): SearchProblem<Board, number> {
  const cells = side * side;
  if (tiles.length !== cells) throw new Error(`a ${side}x${side} board has ${cells} cells, not ${tiles.length}`);
  const goal = Uint8Array.from({ length: cells }, (_, i) => (i + 1) % cells);
  const start = Uint8Array.from(tiles);
  const isGoal = (b: Board) => {
    for (let i = 0; i < cells; i++) if (b[i] !== goal[i]) return false;
    return true;
  };
  const moves = (b: Board, emit: (next: Board, move: number) => void) => {
    const blank = b.indexOf(0);
    const row = Math.floor(blank / side);
    const col = blank % side;
    // Up, down, left, right: the tile that slides into the blank.
    const from = [row > 0 ? blank - side : -1, row < side - 1 ? blank + side : -1, col > 0 ? blank - 1 : -1, col < side - 1 ? blank + 1 : -1];
    for (let m = 0; m < 4; m++) {
      const at = from[m];
      if (at < 0) continue;
      const next = b.slice();
      next[blank] = next[at];
      next[at] = 0;
      emit(next, m);
    }
  };
  const heuristic = (b: Board) => {
    let sum = 0;
    for (let i = 0; i < cells; i++) {
      const t = b[i];
      if (t === 0) continue;
      const home = t - 1;
      sum += Math.abs(Math.floor(home / side) - Math.floor(i / side)) + Math.abs((home % side) - (i % side));
    }
    return sum;
  };
  return {
    start,
    isGoal,
    successors: moves,
    // Every move can be undone: the states before a state are the states after it.
    predecessors: moves,
    goalStates: () => [goal.slice()],
    heuristic,
    unitCosts: true,
    codec: codecOf(side),
  };
}

/** 3x3 as one base-9 number (under 2^32); larger boards as 4 bits a cell in words. */
function codecOf(side: number): StateCodec<Board> {
  const cells = side * side;
  if (side === 3) {
    return {
      kind: 'uint32',
      encode: (b) => {
        let key = 0;
        for (let i = 0; i < cells; i++) key = key * 9 + b[i];
        return key;
      },
      decode: (key) => {
        const b = new Uint8Array(cells);
        for (let i = cells - 1; i >= 0; i--) {
          b[i] = key % 9;
          key = Math.floor(key / 9);
        }
        return b;
      },
    };
  }
  const words = Math.ceil(cells / 8);
  return {
    kind: 'words',
    words,
    encode: (b, out, at) => {
      for (let w = 0; w < words; w++) {
        let word = 0;
        for (let j = 0; j < 8 && w * 8 + j < cells; j++) word |= b[w * 8 + j] << (4 * j);
        out[at + w] = word >>> 0;
      }
    },
    decode: (src, at) => {
      const b = new Uint8Array(cells);
      for (let i = 0; i < cells; i++) b[i] = (src[at + (i >> 3)] >>> (4 * (i & 7))) & 15;
      return b;
    },
  };
}

/** The instances: each search on the board it is timed on, with the length of its shortest solution (checked on every run). */
export const TRACE_BENCH_CASES = [
  // The 8-puzzle's farthest position (31 moves): breadth-first search stores nearly the whole space.
  { search: 'breadth-first', side: 3, tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1], length: 31 },
  { search: 'bidirectional', side: 3, tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1], length: 31 },
  // 15-puzzles from fixed random walks, solved in about half a second each on an idle machine.
  { search: 'astar', side: 4, tiles: [9, 5, 0, 2, 8, 1, 3, 7, 13, 15, 4, 12, 10, 6, 11, 14], length: 38 },
  { search: 'ida-star', side: 4, tiles: [1, 3, 2, 4, 6, 11, 9, 8, 7, 13, 0, 15, 5, 14, 12, 10], length: 32 },
] as const;

export type TraceBenchSearch = (typeof TRACE_BENCH_CASES)[number]['search'];

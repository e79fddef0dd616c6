/**
 * The multi-tile metric: sliding a line of one or more tiles toward the
 * blank (all in the blank's row or column, on one side of it) counts as one
 * move. A move is `(count - 1) << 10 | tile << 2 | dir`, where `tile` is the
 * tile farthest from the blank (the one pushed) and `dir` the way the line
 * slides; with count 1 that is the one-tile move of problem.ts.
 *
 * Not yet offered as a catalog metric: `solve` needs an admissible
 * heuristic for it to reach the 15-puzzle preset, and Manhattan distance is
 * not one (a move can bring several tiles nearer). Whole-space searches
 * (`explore`, the compact search) need none.
 */
import type { SearchProblem } from '../../engine/problem.js';
import type { TilesInstance } from './board.js';
import { MAX_PACKED_CELLS, PackedLayout } from './packed.js';
import { packedRankMembers } from './rank.js';

export function multiMove(tile: number, dir: number, count: number): number {
  return ((count - 1) << 10) | (tile << 2) | dir;
}
export function multiMoveCount(move: number): number {
  return (move >> 10) + 1;
}
export function multiMoveTile(move: number): number {
  return (move >> 2) & 255;
}

const UP = 0;
const DOWN = 1;
const LEFT = 2;
const RIGHT = 3;

/** The multi-tile search problem of boards of up to 14 cells (packed states). */
export function createMultiTileProblem(instance: TilesInstance): SearchProblem<number, number> {
  const { width, height } = instance;
  const cells = width * height;
  if (cells > MAX_PACKED_CELLS) throw new RangeError(`the multi-tile metric is searched on boards of up to ${MAX_PACKED_CELLS} cells`);
  const layout = new PackedLayout(cells);
  const weight = layout.weight;
  const goalKey = layout.pack(instance.goal);
  // For each direction a line slides, the step from the blank to the tiles that slide that way.
  const lines: [number, number][] = [
    [UP, width],
    [DOWN, -width],
    [LEFT, 1],
    [RIGHT, -1],
  ];
  const inLine = (blank: number, cell: number, dir: number) =>
    cell >= 0 && cell < cells && (dir === UP || dir === DOWN || Math.floor(cell / width) === Math.floor(blank / width));
  /** Emits each line move with its move and the move that undoes it. */
  const walk = (s: number, emit: (next: number, move: number, back: number) => void) => {
    const blank = layout.blankCell(s);
    for (const [dir, step] of lines) {
      let next = s;
      let hole = blank;
      let first = -1;
      for (let count = 1, from = blank + step; inLine(blank, from, dir); count++, from += step) {
        const tile = layout.tileAt(s, from);
        if (first < 0) first = tile;
        next += tile * (weight[hole] - weight[from]);
        hole = from;
        emit(next, multiMove(tile, dir, count), multiMove(first, dir ^ 1, count));
      }
    }
  };
  const identity = (k: number) => k;
  const ranked = packedRankMembers(width, height, instance.start, instance.goal);
  return {
    start: layout.pack(instance.start),
    isGoal: (s) => s === goalKey,
    successors: (s, emit) => walk(s, (next, move) => emit(next, move)),
    predecessors: (s, emit) => walk(s, (prev, _move, back) => emit(prev, back)),
    goalStates: () => [goalKey],
    codec: layout.fitsUint32 ? { kind: 'uint32', encode: identity, decode: identity } : { kind: 'float53', encode: identity, decode: identity },
    unitCosts: true,
    ...(ranked ?? {}),
  };
}

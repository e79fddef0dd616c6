/**
 * The multi-tile metric: sliding a line of one or more tiles toward the
 * blank (all in the blank's row or column, on one side of it) counts as one
 * move. Moves are encoded as in problem.ts (`lineMove`), `tile` being the
 * tile farthest from the blank (the one pushed); with count 1 that is the
 * one-tile move of the `moves` metric.
 *
 * Manhattan distance is not a lower bound here (one move brings up to
 * width - 1 or height - 1 tiles a cell nearer), and the pattern databases
 * are built for one-tile moves, so the heuristic is Manhattan's vertical
 * part divided by the longest column line plus its horizontal part divided
 * by the longest row line, each rounded up: admissible and consistent, but
 * weak (4x3 in 26 multi-tile moves: A* 3.6 million states, search from both
 * ends half a million), so `auto` searches from both ends.
 */
import type { SearchProblem } from '../../engine/problem.js';
import type { TilesInstance } from './board.js';
import { MAX_PACKED_CELLS, PackedLayout } from './packed.js';
import { createTilesProblem, DOWN, LEFT, lineMove, moveCount, moveTile, RIGHT, UP, type TileState, type TilesProblem } from './problem.js';

/** Kept for the tests and the compact search's users: the names this module had. */
export const multiMove = lineMove;
export const multiMoveCount = moveCount;
export const multiMoveTile = moveTile;

/** For each direction a line slides, the step from the blank to the tiles that slide that way. */
function lineSteps(width: number): [number, number][] {
  return [
    [UP, width],
    [DOWN, -width],
    [LEFT, 1],
    [RIGHT, -1],
  ];
}

function inLine(width: number, cells: number, blank: number, cell: number, dir: number): boolean {
  return cell >= 0 && cell < cells && (dir === UP || dir === DOWN || Math.floor(cell / width) === Math.floor(blank / width));
}

/** Emits each line move of a packed state with its move and the move that undoes it. */
function packedWalk(instance: TilesInstance, layout: PackedLayout) {
  const { width } = instance;
  const cells = width * instance.height;
  const weight = layout.weight;
  const steps = lineSteps(width);
  return (s: number, emit: (next: number, move: number, back: number) => void) => {
    const blank = layout.blankCell(s);
    for (const [dir, step] of steps) {
      let next = s;
      let hole = blank;
      let first = -1;
      for (let count = 1, from = blank + step; inLine(width, cells, blank, from, dir); count++, from += step) {
        const tile = layout.tileAt(s, from);
        if (first < 0) first = tile;
        next += tile * (weight[hole] - weight[from]);
        hole = from;
        emit(next, lineMove(tile, dir, count), lineMove(first, dir ^ 1, count));
      }
    }
  };
}

/**
 * The same moves on a byte-array board. The emitted array is reused: it is
 * valid only until the next emit, as with the one-tile board problem.
 */
function boardWalk(instance: TilesInstance) {
  const { width } = instance;
  const cells = width * instance.height;
  const steps = lineSteps(width);
  const scratch = new Uint8Array(cells);
  return (b: Uint8Array, emit: (next: Uint8Array, move: number, back: number) => void) => {
    const blank = b.indexOf(0);
    for (const [dir, step] of steps) {
      scratch.set(b);
      let hole = blank;
      let first = -1;
      for (let count = 1, from = blank + step; inLine(width, cells, blank, from, dir); count++, from += step) {
        const tile = b[from];
        if (first < 0) first = tile;
        scratch[hole] = tile;
        scratch[from] = 0;
        hole = from;
        emit(scratch, lineMove(tile, dir, count), lineMove(first, dir ^ 1, count));
      }
    }
  };
}

/** The lower bound described above, on a board's cells. */
function lineHeuristic(instance: TilesInstance): (cells: Uint8Array) => number {
  const { width, height, goal } = instance;
  const cells = width * height;
  const vertical = new Uint8Array(cells * cells);
  const horizontal = new Uint8Array(cells * cells);
  for (let g = 0; g < cells; g++) {
    const tile = goal[g];
    if (tile === 0) continue;
    for (let i = 0; i < cells; i++) {
      vertical[tile * cells + i] = Math.abs(Math.floor(i / width) - Math.floor(g / width));
      horizontal[tile * cells + i] = Math.abs((i % width) - (g % width));
    }
  }
  const columnLine = Math.max(1, height - 1);
  const rowLine = Math.max(1, width - 1);
  return (board) => {
    let v = 0;
    let h = 0;
    for (let i = 0; i < cells; i++) {
      const at = board[i] * cells + i;
      v += vertical[at];
      h += horizontal[at];
    }
    return Math.ceil(v / columnLine) + Math.ceil(h / rowLine);
  };
}

/**
 * The multi-tile problem of an instance, sharing the one-tile problem's
 * states, codec and goal (`single`), so that codes, drawings and replays
 * are the same under both metrics.
 */
export function createMultiTilesProblem(instance: TilesInstance, single: TilesProblem): TilesProblem {
  const bound = lineHeuristic(instance);
  const { tight: _tight, heuristic: _heuristic, successors: _s, predecessors: _p, ...rest } = single;
  const shared = { ...rest, prefersBidirectional: true };
  if (instance.start.length <= MAX_PACKED_CELLS) {
    const layout = new PackedLayout(instance.start.length);
    const walk = packedWalk(instance, layout);
    return {
      ...shared,
      successors: ((s: number, emit: (next: number, move: number) => void) => walk(s, (next, move) => emit(next, move))) as TilesProblem['successors'],
      predecessors: ((s: number, emit: (next: number, move: number) => void) => walk(s, (prev, _move, back) => emit(prev, back))) as TilesProblem['successors'],
      heuristic: (s: TileState) => bound(layout.unpack(s as number)),
    };
  }
  const walk = boardWalk(instance);
  return {
    ...shared,
    successors: ((s: Uint8Array, emit: (next: Uint8Array, move: number) => void) => walk(s, (next, move) => emit(next, move))) as TilesProblem['successors'],
    predecessors: ((s: Uint8Array, emit: (next: Uint8Array, move: number) => void) => walk(s, (prev, _move, back) => emit(prev, back))) as TilesProblem['successors'],
    heuristic: (s: TileState) => bound(s as Uint8Array),
  };
}

/** The multi-tile search problem of boards of up to 14 cells (packed states), on its own. */
export function createMultiTileProblem(instance: TilesInstance): SearchProblem<number, number> {
  const cells = instance.width * instance.height;
  if (cells > MAX_PACKED_CELLS) throw new RangeError(`this form of the multi-tile problem is for boards of up to ${MAX_PACKED_CELLS} cells`);
  return createMultiTilesProblem(instance, createTilesProblem(instance)) as SearchProblem<TileState, number> as SearchProblem<number, number>;
}

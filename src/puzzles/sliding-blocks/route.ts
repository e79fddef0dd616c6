/**
 * Where a piece can go: whether it fits at a place, and the shortest route
 * through free cells, on a plain occupancy grid. The rules (rules.ts) use it
 * to allow a move that turns corners, and the words (moves.ts) to say how it
 * goes ("E left 2, then up 1").
 */
import type { BlocksInstance } from './board.js';
import { allows, DIRECTIONS } from './directions.js';
import type { Placement } from './placement.js';

/** Whether piece `i` fits with its top-left at (r, c): on the board, on no wall, on no other piece. */
export function fits(instance: BlocksInstance, grid: Int32Array, i: number, r: number, c: number): boolean {
  const p = instance.pieces[i];
  const { width, height } = instance;
  if (r < 0 || c < 0 || r + p.rows > height || c + p.cols > width) return false;
  for (let dr = 0; dr < p.rows; dr++) {
    for (let dc = 0; dc < p.cols; dc++) {
      const v = grid[(r + dr) * width + c + dc];
      if (v !== -1 && v !== i) return false;
    }
  }
  return true;
}

/** A cell the route has not reached. */
const UNSEEN = -2;

/**
 * The shortest route of piece `i` from `from` to `to` through free cells,
 * as the cells it passes (from first), or null when it cannot get there.
 * Straight runs are tried before turns, so a route with few turns is found.
 */
export function route(instance: BlocksInstance, grid: Int32Array, i: number, from: number, to: number): number[] | null {
  const { width, height } = instance;
  const limit = instance.pieces[i].limit;
  const size = width * height;
  // The cell each cell was reached from (-1 for `from`, UNSEEN where none): typed arrays, as every move a server words asks for its route.
  const cameFrom = new Int32Array(size).fill(UNSEEN);
  const queue = new Int32Array(size);
  cameFrom[from] = -1;
  queue[0] = from;
  let tail = 1;
  for (let k = 0; k < tail; k++) {
    const cell = queue[k];
    if (cell === to) break;
    const r = Math.floor(cell / width);
    const c = cell % width;
    for (const [dr, dc] of DIRECTIONS) {
      if (!allows(limit, dr)) continue;
      // A place off the board does not fit, so `next` is read only where it is a cell.
      if (!fits(instance, grid, i, r + dr, c + dc)) continue;
      const next = (r + dr) * width + c + dc;
      if (cameFrom[next] !== UNSEEN) continue;
      cameFrom[next] = cell;
      queue[tail++] = next;
    }
  }
  if (!(to >= 0 && to < size) || cameFrom[to] === UNSEEN) return null;
  const cells: number[] = [];
  for (let cell = to; cell !== -1; cell = cameFrom[cell]) cells.push(cell);
  return cells.reverse();
}

/** The piece whose top-left cell is `cell`, or -1. */
export function pieceAt(placement: Placement, cell: number): number {
  return placement.indexOf(cell);
}

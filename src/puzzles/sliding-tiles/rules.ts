/**
 * The rule of a slide, written out on a plain array of cells independently
 * of the table-driven successor generator in problem.ts, so that replaying a
 * solution checks the generator.
 */
import type { TilesInstance } from './board.js';
import { moveDirection, moveTile, type TileMove } from './problem.js';

/** The cells after the move (`cells` is changed and returned), or why it is illegal. */
export function applyRules(instance: TilesInstance, cells: Uint8Array, move: TileMove): Uint8Array | { illegal: string } {
  const { width } = instance;
  const tile = moveTile(move);
  const from = cells.indexOf(tile);
  if (tile === 0 || from < 0) return { illegal: `there is no tile ${tile}` };
  const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[moveDirection(move)];
  const r = Math.floor(from / width) + dr;
  const c = (from % width) + dc;
  if (r < 0 || r >= instance.height || c < 0 || c >= width) return { illegal: `tile ${tile} would leave the board` };
  const to = r * width + c;
  if (cells[to] !== 0) return { illegal: `tile ${tile} cannot slide ${moveDirection(move)}: cell ${r + 1},${c + 1} is not blank` };
  cells[to] = tile;
  cells[from] = 0;
  return cells;
}

/**
 * The rule of a slide, written out on a plain array of cells independently
 * of the table-driven successor generators in problem.ts and multi.ts, so
 * that replaying a solution checks them. A move slides `count` tiles in a
 * line (1 except under the multi-tile metric): the named tile and the
 * tiles between it and the blank, which must be the count-th cell on.
 */
import type { TilesInstance } from './board.js';
import { moveCount, moveDirection, moveStep, moveTile, type TileMove } from './problem.js';
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { TILES } from './messages.js';

/** The cells after the move (`cells` is changed and returned), or why it is illegal. */
export function applyRules(instance: TilesInstance, cells: Uint8Array, move: TileMove): Uint8Array | IllegalMove {
  const { width, height } = instance;
  const tile = moveTile(move);
  const count = moveCount(move);
  const direction = moveDirection(move);
  const from = cells.indexOf(tile);
  if (tile === 0 || from < 0) return refusal(TILES.noTile({ tile }));
  const [dr, dc] = moveStep(move);
  const line = [from];
  let r = Math.floor(from / width);
  let c = from % width;
  for (let k = 1; k <= count; k++) {
    r += dr;
    c += dc;
    if (r < 0 || r >= height || c < 0 || c >= width) {
      return refusal(count === 1 ? TILES.tileLeavesBoard({ tile }) : TILES.lineLeavesBoard({ tile, count }));
    }
    const cell = r * width + c;
    if (k < count && cells[cell] === 0) {
      return refusal(TILES.blankTooNear({ tile, count, direction, cells: k }));
    }
    if (k === count && cells[cell] !== 0) {
      return refusal(TILES.notBlank({ tile, count, direction, row: r + 1, col: c + 1 }));
    }
    line.push(cell);
  }
  for (let k = count; k > 0; k--) cells[line[k]] = cells[line[k - 1]];
  cells[from] = 0;
  return cells;
}

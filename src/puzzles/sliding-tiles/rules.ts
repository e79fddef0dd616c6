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
import { directionName } from '../direction-words.js';

/** The cells after the move (`cells` is changed and returned), or why it is illegal. */
export function applyRules(instance: TilesInstance, cells: Uint8Array, move: TileMove): Uint8Array | IllegalMove {
  const { width, height } = instance;
  const tile = moveTile(move);
  const count = moveCount(move);
  const direction = moveDirection(move);
  const from = cells.indexOf(tile);
  if (tile === 0 || from < 0) return { illegal: `there is no tile ${tile}`, zh: `没有块 ${tile}` };
  const way = directionName(direction, 'zh');
  const [dr, dc] = moveStep(move);
  const line = [from];
  let r = Math.floor(from / width);
  let c = from % width;
  for (let k = 1; k <= count; k++) {
    r += dr;
    c += dc;
    if (r < 0 || r >= height || c < 0 || c >= width) {
      return count === 1
        ? { illegal: `tile ${tile} would leave the board`, zh: `块 ${tile} 会移出盘面` }
        : { illegal: `a line of ${count} tiles from tile ${tile} would leave the board`, zh: `从块 ${tile} 起的一行 ${count} 块会移出盘面` };
    }
    const cell = r * width + c;
    if (k < count && cells[cell] === 0) {
      return { illegal: `tile ${tile} cannot push ${count} tiles ${direction}: the blank is ${k} cell${k === 1 ? '' : 's'} away`, zh: `块 ${tile} 不能向${way}推 ${count} 块：空格只隔 ${k} 格` };
    }
    if (k === count && cells[cell] !== 0) {
      const what = count === 1 ? `tile ${tile} cannot slide ${direction}` : `tile ${tile} cannot push ${count} tiles ${direction}`;
      const whatZh = count === 1 ? `块 ${tile} 不能向${way}滑` : `块 ${tile} 不能向${way}推 ${count} 块`;
      return { illegal: `${what}: cell ${r + 1},${c + 1} is not blank`, zh: `${whatZh}：第 ${r + 1} 行第 ${c + 1} 列不是空格` };
    }
    line.push(cell);
  }
  for (let k = count; k > 0; k--) cells[line[k]] = cells[line[k - 1]];
  cells[from] = 0;
  return cells;
}

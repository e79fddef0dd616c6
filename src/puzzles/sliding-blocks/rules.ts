/**
 * The rules of a move, written out on plain grids independently of the
 * successor generators, so that replaying a solution through them checks the
 * search. A move names places, not pieces (see moves.ts), so the placement it
 * returns keeps every piece's letter.
 */
import type { BlocksInstance } from './board.js';
import { rowCol } from './board.js';
import { allows } from './directions.js';
import { decodeMove, directionWord, PATH, STEP, type BlocksMove } from './moves.js';
import { occupancy, type Placement } from './placement.js';
import { fits, pieceAt, route } from './route.js';
import type { IllegalMove } from '../puzzle.js';
import { directionName } from '../direction-words.js';

/** The placement after a move by the rules, or why the move cannot be made. */
export function applyRules(instance: BlocksInstance, placement: Placement, move: BlocksMove): Placement | IllegalMove {
  const { style, from, to } = decodeMove(move);
  const cells = instance.width * instance.height;
  if (!Number.isInteger(move) || move < 0 || style > STEP || from >= cells || to >= cells) return { illegal: `${move} is no move on this board`, zh: `${move} 不是这个盘面上的一步` };
  const i = pieceAt(placement, from);
  const [r0, c0] = rowCol(instance, from);
  const [r1, c1] = rowCol(instance, to);
  if (i < 0) return { illegal: `no piece has its top-left cell at row ${r0 + 1}, column ${c0 + 1}`, zh: `没有棋子的左上格在第 ${r0 + 1} 行第 ${c0 + 1} 列` };
  const p = instance.pieces[i];
  if (from === to) return { illegal: `piece ${p.letter} would stay where it is`, zh: `棋子 ${p.letter} 会停在原地` };
  const grid = occupancy(instance, placement);
  const dr = Math.sign(r1 - r0);
  const dc = Math.sign(c1 - c0);
  const straight = dr === 0 || dc === 0;
  if (style !== PATH) {
    if (!straight) return { illegal: `piece ${p.letter} cannot reach row ${r1 + 1}, column ${c1 + 1} in one straight line`, zh: `棋子 ${p.letter} 不能沿一条直线走到第 ${r1 + 1} 行第 ${c1 + 1} 列` };
    if (!allows(p.limit, dr)) {
      return { illegal: `piece ${p.letter} moves only ${p.limit === 'horizontal' ? 'along its row' : 'along its column'}`, zh: `棋子 ${p.letter} 只能${p.limit === 'horizontal' ? '横着' : '竖着'}走` };
    }
    const distance = Math.abs(r1 - r0) + Math.abs(c1 - c0);
    if (style === STEP && distance !== 1) return { illegal: `a step moves one cell, not ${distance}`, zh: `一步只走一格，不是 ${distance} 格` };
    for (let k = 1; k <= distance; k++) {
      if (!fits(instance, grid, i, r0 + k * dr, c0 + k * dc)) {
        return { illegal: `piece ${p.letter} is blocked ${k} cell(s) ${directionWord(dr, dc)}`, zh: `棋子 ${p.letter} 向${directionName(directionWord(dr, dc), 'zh')}走 ${k} 格就被挡住了` };
      }
    }
  } else if (!route(instance, grid, i, from, to)) {
    return { illegal: `piece ${p.letter} cannot get to row ${r1 + 1}, column ${c1 + 1} through free cells`, zh: `棋子 ${p.letter} 不能穿过空格走到第 ${r1 + 1} 行第 ${c1 + 1} 列` };
  }
  const next = Int32Array.from(placement);
  next[i] = to;
  return next;
}

/**
 * The rules of a slide written out cell by cell on a 19 x 19 grid, apart
 * from the bitsets of the successor generator (problem.ts), so that
 * replaying a solution through these checks the generator.
 */
import { EMPTY, kindsOf } from './arrangement.js';
import { attachmentCells, type SubmarineLevel } from './level.js';
import { decodeMove, isExitMove, type SubMove } from './moves.js';
import { BOARD, DIRECTIONS, neighbourSlot, SLOT_NAMES, STEP, TILE, tileName } from './tiles.js';
import { PLACES, tileNameZh } from './words-zh.js';
import { directionName } from '../direction-words.js';
import type { IllegalMove } from '../puzzle.js';

export interface Position {
  /** The kind in each slot, EMPTY for an empty one. */
  slots: number[];
  out: boolean;
}

/** The position after a move, or why the move cannot be made. */
export function applyRules(level: SubmarineLevel, position: Position, move: SubMove): Position | IllegalMove {
  const { kinds } = kindsOf(level);
  const m = decodeMove(move, kinds.length);
  if (!m) return { illegal: `${move} is not a move of this level`, zh: `${move} 不是这一关的一步` };
  if (position.out) return { illegal: 'the submarine is already out: the level is over', zh: '潜艇已经出去了：这一关结束了' };
  const tile = kinds[m.kind];
  if (position.slots[m.from] !== m.kind) return { illegal: `${tileName(tile)} is not in the ${SLOT_NAMES[m.from]} slot`, zh: `${tileNameZh(tile)}不在${PLACES[SLOT_NAMES[m.from]]}格` };
  const exit = isExitMove(level, m);
  const to = neighbourSlot(m.from, m.dir);
  if (!exit) {
    if (to < 0) return { illegal: `${tileName(tile)} cannot slide ${DIRECTIONS[m.dir]} off the grid`, zh: `${tileNameZh(tile)}不能向${directionName(DIRECTIONS[m.dir], 'zh')}滑出格子` };
    if (position.slots[to] !== EMPTY) return { illegal: `the ${SLOT_NAMES[to]} slot is not empty`, zh: `${PLACES[SLOT_NAMES[to]]}格不是空的` };
  }
  // Every cell of the other tiles' attachments blocks; the tile's own do not.
  const blocked = new Uint8Array(BOARD * BOARD);
  position.slots.forEach((k, slot) => {
    if (k !== EMPTY && slot !== m.from) for (const cell of attachmentCells(kinds[k], slot)) blocked[cell] = 1;
  });
  const [dr, dc] = STEP[m.dir];
  for (const cell of attachmentCells(tile, m.from)) {
    const row0 = Math.floor(cell / BOARD);
    const col0 = cell % BOARD;
    for (let step = 1; step <= TILE; step++) {
      const row = row0 + dr * step;
      const col = col0 + dc * step;
      // Leaving through the exit, whatever passes the bottom edge is out.
      if (exit && row >= BOARD) break;
      if (row < 0 || row >= BOARD || col < 0 || col >= BOARD) return { illegal: `${tileName(tile)} would push a mine off the board`, zh: `${tileNameZh(tile)}会把雷推出盘面` };
      if (blocked[row * BOARD + col]) {
        return { illegal: `${tileName(tile)} is blocked by a mine at row ${row + 1}, column ${col + 1} of the 19x19 board`, zh: `${tileNameZh(tile)}被 19x19 盘面第 ${row + 1} 行第 ${col + 1} 列的雷挡住了` };
      }
    }
  }
  if (exit) return { slots: [...position.slots], out: true };
  const slots = [...position.slots];
  slots[to] = m.kind;
  slots[m.from] = EMPTY;
  return { slots, out: false };
}

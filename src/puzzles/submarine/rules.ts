/**
 * The rules of a slide written out cell by cell on a 19 x 19 grid, apart
 * from the bitsets of the successor generator (problem.ts), so that
 * replaying a solution through these checks the generator.
 */
import { EMPTY, kindsOf } from './arrangement.js';
import { attachmentCells, type SubmarineLevel } from './level.js';
import { decodeMove, isExitMove, type SubMove } from './moves.js';
import { BOARD, DIRECTIONS, neighbourSlot, placeName, SLOT_NAMES, STEP, TILE, tileName } from './tiles.js';
import { refusal } from '../replay.js';
import { SUBMARINE } from './messages.js';
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
  if (!m) return refusal(SUBMARINE.notAMove({ move }));
  if (position.out) return refusal(SUBMARINE.alreadyOut());
  const tile = kinds[m.kind];
  if (position.slots[m.from] !== m.kind) return refusal(SUBMARINE.notInSlot({ tile: tileName(tile), slot: placeName(SLOT_NAMES[m.from]) }));
  const exit = isExitMove(level, m);
  const to = neighbourSlot(m.from, m.dir);
  if (!exit) {
    if (to < 0) return refusal(SUBMARINE.offTheGrid({ tile: tileName(tile), dir: DIRECTIONS[m.dir] }));
    if (position.slots[to] !== EMPTY) return refusal(SUBMARINE.slotTaken({ slot: placeName(SLOT_NAMES[to]) }));
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
      if (row < 0 || row >= BOARD || col < 0 || col >= BOARD) return refusal(SUBMARINE.pushOff({ tile: tileName(tile) }));
      if (blocked[row * BOARD + col]) {
        return refusal(SUBMARINE.blocked({ tile: tileName(tile), row: row + 1, column: col + 1 }));
      }
    }
  }
  if (exit) return { slots: [...position.slots], out: true };
  const slots = [...position.slots];
  slots[to] = m.kind;
  slots[m.from] = EMPTY;
  return { slots, out: false };
}

/**
 * The board as bitsets, built once per level: 361 cells in 12 words. For
 * each kind of tile in each slot, the cells its attachments cover; for each
 * slide of a kind from a slot in a direction, the cells its attachments
 * sweep (every cell they pass over or end on), or none when the sweep would
 * leave the board. A slide is then legal when its sweep meets no cell of the
 * other tiles' attachments: a few word ANDs.
 */
import { attachmentsOf, BOARD, DOWN, EXIT_SLOT, neighbourSlot, SLOTS, slotOrigin, STEP, TILE, type Tile } from './tiles.js';

export const WORDS = Math.ceil((BOARD * BOARD) / 32);

export interface BoardMasks {
  /** Covered cells of kind k in slot s, at ((k * 9 + s) * WORDS). */
  readonly cover: Uint32Array;
  /** Swept cells of kind k sliding from slot s in direction d, at (((k * 9 + s) * 4 + d) * WORDS). */
  readonly sweep: Uint32Array;
  /** 1 when that slide stays on the board and on the grid, at ((k * 9 + s) * 4 + d). */
  readonly onBoard: Uint8Array;
  /** Cells the submarine sweeps leaving downward from the exit slot, to the board's edge. */
  readonly exit: Uint32Array;
}

function setCell(words: Uint32Array, at: number, row: number, col: number): void {
  const cell = row * BOARD + col;
  words[at + (cell >>> 5)] |= 1 << (cell & 31);
}

/**
 * Marks the cells a tile's attachments sweep moving `steps` cells from
 * `slot` in direction `dir`; false when a cell leaves the board, unless
 * `leaveBottom` lets cells below the last row go (the exit).
 */
function markSweep(tile: Tile, slot: number, dir: number, words: Uint32Array, at: number, leaveBottom: boolean): boolean {
  const origin = slotOrigin(slot);
  const [dr, dc] = STEP[dir];
  for (const a of attachmentsOf(tile)) {
    for (let r = 0; r < a.height; r++) {
      for (let c = 0; c < a.width; c++) {
        for (let step = 1; step <= TILE; step++) {
          const row = origin.row + a.row + r + dr * step;
          const col = origin.col + a.col + c + dc * step;
          if (leaveBottom && row >= BOARD) break;
          if (row < 0 || row >= BOARD || col < 0 || col >= BOARD) return false;
          setCell(words, at, row, col);
        }
      }
    }
  }
  return true;
}

export function buildMasks(kinds: readonly Tile[], submarine: number): BoardMasks {
  const n = kinds.length;
  const cover = new Uint32Array(n * SLOTS * WORDS);
  const sweep = new Uint32Array(n * SLOTS * 4 * WORDS);
  const onBoard = new Uint8Array(n * SLOTS * 4);
  kinds.forEach((tile, k) => {
    for (let s = 0; s < SLOTS; s++) {
      const origin = slotOrigin(s);
      const at = (k * SLOTS + s) * WORDS;
      for (const a of attachmentsOf(tile)) {
        for (let r = 0; r < a.height; r++) for (let c = 0; c < a.width; c++) setCell(cover, at, origin.row + a.row + r, origin.col + a.col + c);
      }
      for (let d = 0; d < 4; d++) {
        const i = (k * SLOTS + s) * 4 + d;
        if (neighbourSlot(s, d) < 0) continue;
        if (markSweep(tile, s, d, sweep, i * WORDS, false)) onBoard[i] = 1;
        else sweep.fill(0, i * WORDS, (i + 1) * WORDS);
      }
    }
  });
  const exit = new Uint32Array(WORDS);
  markSweep(kinds[submarine], EXIT_SLOT, DOWN, exit, 0, true);
  return { cover, sweep, onBoard, exit };
}

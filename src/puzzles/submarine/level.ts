/**
 * A level (the tiles' start positions) and the checks every source goes
 * through, so a code, a JSON file and a preset get the same messages.
 */
import { PuzzleInputError } from '../puzzle.js';
import { attachmentsOf, BOARD, slotOrigin, slotPlace, SLOTS, TILE, tileName, tileToken, type Tile } from './tiles.js';
import type { Message } from '../../i18n/index.js';
import { SUBMARINE } from './messages.js';

export interface SubmarineLevel {
  /** The level's name, when its source gave one. */
  readonly name?: string;
  /** The tile in each slot at the start, in reading order; null is the empty slot. */
  readonly grid: readonly (Tile | null)[];
}

/** The board cells (row * 19 + column) a tile's attachments cover in a slot. */
export function attachmentCells(tile: Tile, slot: number): number[] {
  const origin = slotOrigin(slot);
  const cells: number[] = [];
  for (const a of attachmentsOf(tile)) {
    for (let r = 0; r < a.height; r++) {
      for (let c = 0; c < a.width; c++) cells.push((origin.row + a.row + r) * BOARD + origin.col + a.col + c);
    }
  }
  return cells;
}

/** The first two slots whose tiles' attachments share a board cell, or null when none do. */
export function firstOverlap(grid: readonly (Tile | null)[]): { first: number; second: number; cell: number } | null {
  const owner = new Int8Array(BOARD * BOARD).fill(-1);
  for (let slot = 0; slot < grid.length; slot++) {
    const tile = grid[slot];
    if (!tile) continue;
    for (const cell of attachmentCells(tile, slot)) {
      if (owner[cell] >= 0) return { first: owner[cell], second: slot, cell };
      owner[cell] = slot;
    }
  }
  return null;
}

/** Every board cell (row * 19 + column) that the attachments of two or more slots cover, in board order. */
export function overlapCells(grid: readonly (Tile | null)[]): number[] {
  const owner = new Int8Array(BOARD * BOARD).fill(-1);
  const clash = new Set<number>();
  grid.forEach((tile, slot) => {
    if (!tile) return;
    for (const cell of attachmentCells(tile, slot)) {
      if (owner[cell] >= 0 && owner[cell] !== slot) clash.add(cell);
      owner[cell] = slot;
    }
  });
  return [...clash].sort((a, b) => a - b);
}

/** Board cells as an error's `cells` (counted from 1), for an editor to mark. */
function marked(cells: readonly number[]) {
  return { cells: cells.map((cell) => ({ row: Math.floor(cell / BOARD) + 1, col: (cell % BOARD) + 1 })) };
}

/** The board cells of a slot's 5 x 5 tile. */
function slotCells(slot: number): number[] {
  const origin = slotOrigin(slot);
  return Array.from({ length: TILE * TILE }, (_, i) => (origin.row + Math.floor(i / TILE)) * BOARD + origin.col + (i % TILE));
}

/** "the big-mine tile (B1) at row 1, column 2". */
function tileAt(tile: Tile, slot: number): Message {
  return SUBMARINE.tileAt({ tile: tileName(tile), token: tileToken(tile), at: slotPlace(slot) });
}

/**
 * Checks a grid of 9 slots: one submarine, one empty slot, no two
 * attachments on the same cell. Throws `PuzzleInputError` naming the slots.
 */
export function finishLevel(grid: readonly (Tile | null)[], name?: string): SubmarineLevel {
  if (grid.length !== SLOTS) throw new PuzzleInputError(SUBMARINE.slotCount({ slots: SLOTS, given: grid.length }));
  const subs = grid.flatMap((t, slot) => (t?.type === 'submarine' ? [slot] : []));
  if (subs.length === 0) throw new PuzzleInputError(SUBMARINE.noSubmarine());
  if (subs.length > 1) {
    throw new PuzzleInputError(SUBMARINE.secondSubmarine({ at: slotPlace(subs[1]), first: slotPlace(subs[0]) }), marked(slotCells(subs[1])));
  }
  const empties = grid.flatMap((t, slot) => (t === null ? [slot] : []));
  if (empties.length === 0) throw new PuzzleInputError(SUBMARINE.noEmptySlot());
  if (empties.length > 1) {
    throw new PuzzleInputError(SUBMARINE.secondEmptySlot({ at: slotPlace(empties[1]), first: slotPlace(empties[0]) }), marked(slotCells(empties[1])));
  }
  const overlap = firstOverlap(grid);
  if (overlap) {
    const { first, second, cell } = overlap;
    throw new PuzzleInputError(
      SUBMARINE.minesOverlap({ first: tileAt(grid[first]!, first), second: tileAt(grid[second]!, second), row: Math.floor(cell / BOARD) + 1, column: (cell % BOARD) + 1 }),
      marked(overlapCells(grid)),
    );
  }
  const level: SubmarineLevel = { grid: Object.freeze([...grid]) };
  return Object.freeze(name === undefined ? level : { ...level, name });
}

/**
 * A level (the tiles' start positions) and the checks every source goes
 * through, so a code, a JSON file and a preset get the same messages.
 */
import { PuzzleInputError } from '../puzzle.js';
import { attachmentsOf, BOARD, slotOrigin, slotPlace, slotPlaceZh, SLOTS, TILE, tileName, tileToken, type Tile } from './tiles.js';

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

/** Board cells as an error's `cells` (counted from 1), for an editor to mark, with the message in Chinese where there is one. */
function marked(cells: readonly number[], zh?: string) {
  return { zh, cells: cells.map((cell) => ({ row: Math.floor(cell / BOARD) + 1, col: (cell % BOARD) + 1 })) };
}

/** The board cells of a slot's 5 x 5 tile. */
function slotCells(slot: number): number[] {
  const origin = slotOrigin(slot);
  return Array.from({ length: TILE * TILE }, (_, i) => (origin.row + Math.floor(i / TILE)) * BOARD + origin.col + (i % TILE));
}

/** "the big-mine tile (B1) at row 1, column 2". */
function tileAt(tile: Tile, slot: number): string {
  return `${tileName(tile)} (${tileToken(tile)}) at ${slotPlace(slot)}`;
}

/**
 * Checks a grid of 9 slots: one submarine, one empty slot, no two
 * attachments on the same cell. Throws `PuzzleInputError` naming the slots.
 */
export function finishLevel(grid: readonly (Tile | null)[], name?: string): SubmarineLevel {
  if (grid.length !== SLOTS) throw new PuzzleInputError(`a level has ${SLOTS} slots (3 rows of 3), not ${grid.length}`, `关卡有 ${SLOTS} 个位置（3 行、每行 3 个），不是 ${grid.length} 个`);
  const subs = grid.flatMap((t, slot) => (t?.type === 'submarine' ? [slot] : []));
  if (subs.length === 0) throw new PuzzleInputError('the level has no submarine (S)', '关卡里没有潜艇（S）');
  if (subs.length > 1) {
    throw new PuzzleInputError(
      `${slotPlace(subs[1])}: a second submarine (the first is at ${slotPlace(subs[0])}); a level has one`,
      marked(slotCells(subs[1]), `${slotPlaceZh(subs[1])}：第二艘潜艇（第一艘在${slotPlaceZh(subs[0])}）；关卡只能有一艘`),
    );
  }
  const empties = grid.flatMap((t, slot) => (t === null ? [slot] : []));
  if (empties.length === 0) throw new PuzzleInputError('the level has no empty slot (.): one of the 9 slots must be empty', '关卡里没有空位（.）：9 个位置中必须有一个是空的');
  if (empties.length > 1) {
    throw new PuzzleInputError(
      `${slotPlace(empties[1])}: a second empty slot (the first is at ${slotPlace(empties[0])}); a level has one`,
      marked(slotCells(empties[1]), `${slotPlaceZh(empties[1])}：第二个空位（第一个在${slotPlaceZh(empties[0])}）；关卡只能有一个`),
    );
  }
  const overlap = firstOverlap(grid);
  if (overlap) {
    const { first, second, cell } = overlap;
    throw new PuzzleInputError(
      `mines overlap: ${tileAt(grid[first]!, first)} and ${tileAt(grid[second]!, second)} both cover ` +
        `row ${Math.floor(cell / BOARD) + 1}, column ${(cell % BOARD) + 1} of the 19x19 board`,
      marked(overlapCells(grid)),
    );
  }
  const level: SubmarineLevel = { grid: Object.freeze([...grid]) };
  return Object.freeze(name === undefined ? level : { ...level, name });
}

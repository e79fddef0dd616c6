/**
 * The editor's model of a sliding-tiles board (an editor model of kind
 * 'tiles-grid', ../editor-models/tiles-grid.ts): what the person typed in
 * each cell ('' for the blank), which need not read yet. The board reader
 * (board.ts) checks it; this module only splits a text into cells the way
 * that reader does, writes the cells back as a text it reads, and resizes.
 * Plain data, no DOM.
 */
import type { TilesGrid, TilesGridModel } from '../editor-models/tiles-grid.js';
import { splitItems, splitRows } from '../text-split.js';
import { boardCode, goalCells, MAX_CELLS, type TilesInstance } from './board.js';

export type { TilesGrid };

/** The solved 3x3 board, for a new board. */
export const DEFAULT_TILES = '1 2 3\n4 5 6\n7 8 _';

/** The backend's blank words: 0, _ and . all read as the blank. */
const BLANKS = new Set(['0', '_', '.']);

/**
 * Splits a text or code into cells as the backend does (rows by "/" or new
 * lines, tiles by "," or blanks), without checking the tiles: a wrong board
 * is still drawn, its faults marked. Short rows are padded with blanks; null
 * when there is nothing to draw.
 */
export function tilesGridFrom(text: string): TilesGrid | null {
  const rows = splitRows(text).map((row) => splitItems(row).map((item) => (BLANKS.has(item) ? '' : item)));
  if (rows.length === 0) return null;
  const width = Math.max(...rows.map((r) => r.length));
  return { width, height: rows.length, cells: rows.map((r) => Array.from({ length: width }, (_, c) => r[c] ?? '')) };
}

/** The instance's start position. */
export function tilesGridOf(instance: TilesInstance): TilesGrid {
  return tilesGridFrom(boardCode(instance.width, instance.start))!;
}

/** The cells as a text the backend reads: one row a line, "_" for the blank. */
export function tilesText(grid: TilesGrid): string {
  return grid.cells.map((row) => row.map((cell) => cell.trim() || '_').join(' ')).join('\n');
}

/**
 * A new size, keeping what fits. The new cells get the tiles the board now
 * lacks, in order, and the blank last if it was cut off, so that a board
 * that read still reads after growing.
 */
export function resizeTiles(grid: TilesGrid, width: number, height: number): void {
  const kept = Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => grid.cells[r]?.[c]));
  const present = new Set(kept.flat().filter((cell) => cell !== undefined).map((cell) => (cell.trim() === '' ? '0' : cell.trim())));
  // The solved order with the blank last: the tiles 1..n-1, then the blank.
  const missing = Array.from(goalCells(width * height, 'blank-last'), String).filter((tile) => !present.has(tile));
  grid.cells = kept.map((row) => row.map((cell) => cell ?? fromMissing(missing.shift())));
  grid.width = width;
  grid.height = height;
}

function fromMissing(tile: string | undefined): string {
  return tile === undefined || tile === '0' ? '' : tile;
}

export const tilesGridModel: TilesGridModel<TilesInstance> = {
  kind: 'tiles-grid',
  // The board holds at most MAX_CELLS (100) cells: 10 by 10.
  maxSide: Math.floor(Math.sqrt(MAX_CELLS)),
  starterText: DEFAULT_TILES,
  read: tilesGridFrom,
  text: tilesText,
  fromInstance: tilesGridOf,
  resize: resizeTiles,
};

/**
 * A Submarine Adventure (潜艇大冒险) level as the editor holds it: the
 * backend's tiles (src/puzzles/submarine/tiles.ts) in 9 slots in reading
 * order, one of them null for the empty slot, written in the backend's JSON
 * level format (rows of 3 slots). The backend reads it back and checks it;
 * what is the editor's own is turning a tile a quarter clockwise (the
 * submarine never turns) and the palette. No DOM here.
 */
import { readLevelCode } from '../../../src/puzzles/submarine/code.js';
import { CORNERS, SIDES, SLOTS, type Tile } from '../../../src/puzzles/submarine/tiles.js';
import { readLevelJson } from '../../../src/puzzles/submarine/text.js';

export type { Tile };

export interface Level {
  name: string;
  /** Slots in reading order, 3 a row; null is the empty slot. */
  grid: (Tile | null)[];
}

/** CORNERS and SIDES run clockwise: a quarter turn moves each to the next. */
export function rotateTile(tile: Tile): Tile {
  switch (tile.type) {
    case 'submarine':
      return tile;
    case 'small':
      return { type: 'small', corners: tile.corners.map((c) => CORNERS[(CORNERS.indexOf(c) + 1) % 4]) };
    case 'middle':
      return { type: 'middle', side: SIDES[(SIDES.indexOf(tile.side) + 1) % 4] };
    case 'big':
      return { type: 'big', corner: CORNERS[(CORNERS.indexOf(tile.corner) + 1) % 4] };
  }
}

/** The tiles a level may use, each with the key of its label (web/src/i18n.ts). */
export const PALETTE: { key: string; label: 'paletteSubmarine' | 'paletteBig' | 'paletteMiddle' | 'paletteSmall' | 'paletteSmallAdjacent' | 'paletteSmallDiagonal'; tile: Tile }[] = [
  { key: 'submarine', label: 'paletteSubmarine', tile: { type: 'submarine' } },
  { key: 'big', label: 'paletteBig', tile: { type: 'big', corner: 'top-left' } },
  { key: 'middle', label: 'paletteMiddle', tile: { type: 'middle', side: 'top' } },
  { key: 'small', label: 'paletteSmall', tile: { type: 'small', corners: ['top-left'] } },
  { key: 'small-adjacent', label: 'paletteSmallAdjacent', tile: { type: 'small', corners: ['top-left', 'top-right'] } },
  { key: 'small-diagonal', label: 'paletteSmallDiagonal', tile: { type: 'small', corners: ['top-left', 'bottom-right'] } },
];

/** Where a tile's mines sit, as arrows (the same in every language): ↖ a top-left corner, ↑ the top side, ... */
const ARROW: Record<string, string> = { 'top-left': '↖', 'top-right': '↗', 'bottom-right': '↘', 'bottom-left': '↙', top: '↑', right: '→', bottom: '↓', left: '←' };
export function tileArrows(tile: Tile): string {
  switch (tile.type) {
    case 'submarine':
      return '';
    case 'small':
      return tile.corners.map((c) => ARROW[c]).join('');
    case 'middle':
      return ARROW[tile.side];
    case 'big':
      return ARROW[tile.corner];
  }
}

/** A level with the toy's set, the submarine top-left and the exit slot empty. */
export function newLevel(): Level {
  return {
    name: 'my level',
    grid: [
      { type: 'submarine' }, { type: 'small', corners: ['bottom-left'] }, { type: 'big', corner: 'top-left' },
      { type: 'small', corners: ['top-left'] }, { type: 'middle', side: 'right' }, { type: 'small', corners: ['bottom-right'] },
      { type: 'small', corners: ['top-left', 'top-right'] }, null, { type: 'small', corners: ['top-left', 'bottom-right'] },
    ],
  };
}

/** The level in the backend's JSON format, one line a row of slots, for reading in the editor. */
export function levelJson(level: Level): string {
  const rows = [0, 3, 6].map((i) => `  [${level.grid.slice(i, i + 3).map((tile) => JSON.stringify(tile)).join(', ')}]`);
  return `{\n "name": ${JSON.stringify(level.name)},\n "grid": [\n${rows.join(',\n')}\n ]\n}`;
}

/**
 * A level's text (JSON or a level code) read by the backend's readers, up
 * to its tiles: a level that breaks the rules (two submarines, mines that
 * overlap) is still read, to be drawn with its faults marked. Null when
 * even the tiles cannot be read.
 */
export function readLevel(text: string): Level | null {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('{')) {
      const { grid, name } = readLevelJson(trimmed, 'the text');
      return { name: name ?? 'level', grid };
    }
    const grid = readLevelCode(trimmed);
    return grid.length === SLOTS ? { name: 'level', grid } : null;
  } catch {
    return null;
  }
}

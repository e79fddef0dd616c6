/**
 * The editor's model of a Submarine Adventure level (an editor
 * model of kind 'slot-level', ../editor-models/slot-level.ts): the tiles
 * (tiles.ts) in 9 slots in reading order, one of them null for the empty
 * slot, written in the JSON level format (rows of 3 slots). The parser
 * reads it back and checks it; what is the editor's own is turning a tile
 * a quarter clockwise (the submarine never turns) and the toy's set of
 * tiles. No DOM here.
 */
import type { Drawing } from '../drawing.js';
import type { Lang } from '../lang.js';
import type { SlotLevel, SlotLevelModel } from '../editor-models/slot-level.js';
import { kindsOf } from './arrangement.js';
import { readLevelCode } from './code.js';
import type { SubmarineLevel } from './level.js';
import { drawPosition } from './render.js';
import { readLevelJson } from './text.js';
import { CORNERS, SIDES, SLOTS, type Tile } from './tiles.js';

export type { Tile };

export type Level = SlotLevel<Tile>;

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

/** The tiles a level may use, each with the key the front end words it by. */
export const PALETTE: { key: string; tile: Tile }[] = [
  { key: 'submarine', tile: { type: 'submarine' } },
  { key: 'big', tile: { type: 'big', corner: 'top-left' } },
  { key: 'middle', tile: { type: 'middle', side: 'top' } },
  { key: 'small', tile: { type: 'small', corners: ['top-left'] } },
  { key: 'small-adjacent', tile: { type: 'small', corners: ['top-left', 'top-right'] } },
  { key: 'small-diagonal', tile: { type: 'small', corners: ['top-left', 'bottom-right'] } },
];

/** A tile's kind as the front end words it: small mines by one corner or two, whichever two. */
export function tileKey(tile: Tile): string {
  return tile.type === 'small' && tile.corners.length > 1 ? 'small-two' : tile.type;
}

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

/** The level in the JSON format, one line a row of slots, for reading in the editor. */
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

/** The loaded level, as the editor starts from it. */
export function levelOf(loaded: SubmarineLevel): Level {
  return { name: loaded.name ?? 'level', grid: [...loaded.grid] };
}

/** The level as it starts, drawn as a position is (its faults are the editor's to mark). */
export function drawLevel(level: Level, lang: Lang): Drawing {
  const drawn: SubmarineLevel = { grid: level.grid };
  return drawPosition(drawn, { slots: [...kindsOf(drawn).start], out: false }, lang);
}

export const slotLevelModel: SlotLevelModel<SubmarineLevel, Tile> = {
  kind: 'slot-level',
  columns: 3,
  palette: PALETTE,
  starter: newLevel,
  read: readLevel,
  text: levelJson,
  fromInstance: levelOf,
  tileKey,
  tileArrows,
  turns: (tile) => tile.type !== 'submarine',
  rotate: rotateTile,
  draw: drawLevel,
};

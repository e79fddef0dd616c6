/**
 * The toy's board and tiles: where each attachment sits, as rectangles of
 * board cells. Everything else (the bitsets, the rules, the drawings) is
 * built from these tables.
 *
 * The board is 19 x 19 cells, rows counted down and columns right from the
 * top-left. Slot (i, j) of the 3 x 3 grid holds a 5 x 5 tile whose top-left
 * cell is (2 + 5i, 2 + 5j); the 2-cell margin only gives overhanging
 * attachments room. Slots are numbered 0..8 in reading order.
 */
import type { Message } from '../../i18n/index.js';
import { placeKey, SUBMARINE as WORDS } from './messages.js';

export const BOARD = 19;
export const TILE = 5;
export const MARGIN = 2;
export const SLOTS = 9;
/** The bottom-middle slot, (2, 1): the submarine leaves the board downward from here. */
export const EXIT_SLOT = 7;

export const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;
export const SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type Corner = (typeof CORNERS)[number];
export type Side = (typeof SIDES)[number];

export type Tile =
  | { readonly type: 'submarine' }
  /** One or two small mines, corners in CORNERS order. */
  | { readonly type: 'small'; readonly corners: readonly Corner[] }
  | { readonly type: 'middle'; readonly side: Side }
  | { readonly type: 'big'; readonly corner: Corner };

/** An attachment: offsets of its top-left cell from the tile's top-left cell, and its size. */
export interface Rect {
  readonly row: number;
  readonly col: number;
  readonly height: number;
  readonly width: number;
}

const rect = (row: number, col: number, height: number, width: number): Rect => ({ row, col, height, width });

const SMALL: Record<Corner, Rect> = {
  'top-left': rect(0, 0, 2, 2),
  'top-right': rect(0, 3, 2, 2),
  'bottom-left': rect(3, 0, 2, 2),
  'bottom-right': rect(3, 3, 2, 2),
};

/** On the middle of a side, overhanging the tile by one cell. */
const MIDDLE: Record<Side, Rect> = {
  left: rect(1, -1, 3, 2),
  right: rect(1, 4, 3, 2),
  top: rect(-1, 1, 2, 3),
  bottom: rect(4, 1, 2, 3),
};

/** On a corner, overhanging the tile by two cells both ways. */
const BIG: Record<Corner, Rect> = {
  'top-left': rect(-2, -2, 3, 3),
  'top-right': rect(-2, 4, 3, 3),
  'bottom-left': rect(4, -2, 3, 3),
  'bottom-right': rect(4, 4, 3, 3),
};

/** Two propellers out to the sides and the clip under the hull. The submarine never rotates. */
const SUBMARINE: readonly Rect[] = [rect(0, -2, 2, 2), rect(0, 5, 2, 2), rect(4, 2, 1, 1)];

export function attachmentsOf(tile: Tile): readonly Rect[] {
  switch (tile.type) {
    case 'submarine':
      return SUBMARINE;
    case 'small':
      return tile.corners.map((c) => SMALL[c]);
    case 'middle':
      return [MIDDLE[tile.side]];
    case 'big':
      return [BIG[tile.corner]];
  }
}

/** The board cell of a slot's tile's top-left cell. */
export function slotOrigin(slot: number): { row: number; col: number } {
  return { row: MARGIN + TILE * Math.floor(slot / 3), col: MARGIN + TILE * (slot % 3) };
}

/** The directions a tile slides, as steps in rows and columns. */
export const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const UP = 0;
export const DOWN = 1;
export const LEFT = 2;
export const RIGHT = 3;
export const STEP: readonly (readonly [number, number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
/** The direction that undoes each direction (up, down, left, right). */
export const OPPOSITE: readonly number[] = [DOWN, UP, RIGHT, LEFT];

/** The slot a tile in `slot` slides into going `dir`, or -1 off the grid. */
export function neighbourSlot(slot: number, dir: number): number {
  const i = Math.floor(slot / 3) + STEP[dir][0];
  const j = (slot % 3) + STEP[dir][1];
  return i < 0 || i > 2 || j < 0 || j > 2 ? -1 : i * 3 + j;
}

export const SLOT_NAMES = ['top-left', 'top', 'top-right', 'left', 'middle', 'right', 'bottom-left', 'bottom', 'bottom-right'] as const;

/** "row 2, column 1" (counted from 1), for messages about a level's grid. */
export function slotPlace(slot: number): Message {
  return WORDS.slotPlace({ row: Math.floor(slot / 3) + 1, column: (slot % 3) + 1 });
}

/** A place on a tile or in the grid in words: "top-left". */
export function placeName(place: string): Message {
  return WORDS.place({ place: placeKey(place) });
}

/** A tile's kind, as the words for it tell kinds apart (two small mines are a kind of their own). */
export function tileKind(tile: Tile): 'submarine' | 'big' | 'middle' | 'small' | 'smalls' {
  return tile.type === 'small' && tile.corners.length > 1 ? 'smalls' : tile.type;
}

/** What a person calls a tile: "the big-mine tile", "the submarine". */
export function tileName(tile: Tile): Message {
  return WORDS.tile({ kind: tileKind(tile) });
}

/** Where a tile's mines are, for telling apart tiles of the same kind: "top-left", "top-left and bottom-right"; '' for the submarine. */
export function tilePlacement(tile: Tile): Message | '' {
  switch (tile.type) {
    case 'submarine':
      return '';
    case 'big':
      return placeName(tile.corner);
    case 'middle':
      return placeName(tile.side);
    case 'small':
      return tile.corners.length === 1 ? placeName(tile.corners[0]) : WORDS.twoPlaces({ first: placeName(tile.corners[0]), second: placeName(tile.corners[1]) });
  }
}

/**
 * The tile's token in the level code: `S`, `B1`..`B4` (corners clockwise
 * from the top-left), `M1`..`M4` (sides clockwise from the top), `s1`..`s4`,
 * `s13` (small mines on those corners).
 */
export function tileToken(tile: Tile): string {
  switch (tile.type) {
    case 'submarine':
      return 'S';
    case 'big':
      return `B${CORNERS.indexOf(tile.corner) + 1}`;
    case 'middle':
      return `M${SIDES.indexOf(tile.side) + 1}`;
    case 'small':
      return `s${tile.corners.map((c) => CORNERS.indexOf(c) + 1).join('')}`;
  }
}

/** One glyph a kind of tile: S, B and M for the submarine and the big and middle mines, a, b, c, ... for small-mine tiles. */
export function glyphs(kinds: readonly Tile[]): string[] {
  let small = 0;
  return kinds.map((t) => (t.type === 'submarine' ? 'S' : t.type === 'big' ? 'B' : t.type === 'middle' ? 'M' : String.fromCharCode(97 + small++)));
}

/**
 * A Sokoban level as the rest of the backend sees it: the grid it was drawn
 * on (for text, drawings and messages, which count rows and columns from 1)
 * and the squares inside the walls, numbered 0..size-1, on which states,
 * searches and rules work. Outside squares are never part of a state.
 */

/** Directions: 0 up, 1 down, 2 left, 3 right; `dir ^ 1` is the opposite one. */
export const UP = 0;
export const DOWN = 1;
export const LEFT = 2;
export const RIGHT = 3;
/** LURD letters by direction, lower case (a step); upper case is a push. */
export const DIR_LETTERS = ['u', 'd', 'l', 'r'] as const;

/** No square (a wall or the outside) in a neighbour table. */
export const NONE = -1;

export interface SokobanLevel {
  /** The grid's size in characters, rows padded to the longest. */
  readonly rows: number;
  readonly cols: number;
  /** Per grid cell (row * cols + col): a wall. */
  readonly walls: Uint8Array;
  /** Per grid cell: a goal, inside the walls or not. */
  readonly goalCells: Uint8Array;
  /** How many squares lie inside the walls (where the player can walk, boxes ignored). */
  readonly size: number;
  /** Inside square → grid cell. */
  readonly cellOf: Int32Array;
  /** Grid cell → inside square, or NONE. */
  readonly squareOf: Int32Array;
  /** Inside square * 4 + direction → the inside square there, or NONE. */
  readonly neighbour: Int32Array;
  /** Per inside square: a goal. */
  readonly goal: Uint8Array;
  /** The goals' inside squares, ascending. */
  readonly goals: readonly number[];
  /** The boxes' inside squares at the start, ascending. */
  readonly boxes: readonly number[];
  /** The player's inside square at the start. */
  readonly player: number;
  /** Grid cells of boxes on goals walled in where the player never comes: they never move, and are drawn as they are. */
  readonly fixedBoxCells: readonly number[];
  /** The level's title, from a collection file, if any. */
  readonly title?: string;
}

/** The grid row and column (from 1) of an inside square. */
export function cellName(level: SokobanLevel, square: number): { row: number; col: number } {
  const cell = level.cellOf[square];
  return { row: Math.floor(cell / level.cols) + 1, col: (cell % level.cols) + 1 };
}

/** 32-bit words of a box bitset over the level's inside squares. */
export function boxWords(level: SokobanLevel): number {
  return Math.ceil(level.size / 32);
}

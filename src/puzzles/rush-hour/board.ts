/**
 * The Rush Hour model: a board with walls, and pieces that each move on one
 * line. A piece's whole position is one number, its `place` along that
 * line (the column of its left end for a car lying in a row, the row of
 * its top for one standing in a column), so a position of the puzzle is one
 * place a piece (the red car first).
 */

/** The smallest and largest side of a board. */
export const MIN_SIDE = 3;
export const MAX_SIDE = 12;
/**
 * The row the red car drives along and leaves by (counted from 0): the third
 * row on boards of 5 rows or more, as in the game and its database; the
 * middle row, rounded up, on smaller boards, as the database's enumerator
 * puts it (so a 4x4 family's puzzles read back as codes).
 */
export function exitRow(height: number): number {
  return height >= 5 ? 2 : Math.floor((height - 1) / 2);
}
/** The red car's letter. */
export const RED = 'A';

export interface RushPiece {
  readonly letter: string;
  /** Lies along a row (moves left and right) or stands in a column (moves up and down). */
  readonly horizontal: boolean;
  /** 2 for a car, 3 for a truck. */
  readonly length: number;
  /** The row of a horizontal piece, the column of a vertical one. */
  readonly line: number;
  /** How many places it has along its line. */
  readonly places: number;
}

export interface RushInstance {
  readonly width: number;
  readonly height: number;
  /** 1 where a wall stands, cell = row * width + column. */
  readonly walls: Uint8Array;
  /** The red car first, then the others in the order their first cells are read. */
  readonly pieces: readonly RushPiece[];
  /** Each piece's place at the start. */
  readonly start: readonly number[];
}

/** The cell of a piece's `k`th square when it stands at `place`. */
export function pieceCell(instance: RushInstance, piece: RushPiece, place: number, k: number): number {
  return piece.horizontal ? piece.line * instance.width + place + k : (place + k) * instance.width + piece.line;
}

/** The place where the red car has reached the exit. */
export function exitPlace(instance: RushInstance): number {
  return instance.width - instance.pieces[0].length;
}

/** The board's letters row by row: a piece's letter, "o" empty, "x" a wall (the database's characters). */
export function boardCells(instance: RushInstance, places: readonly number[]): string[] {
  const cells = Array.from(instance.walls, (w): string => (w ? 'x' : 'o'));
  instance.pieces.forEach((p, i) => {
    for (let k = 0; k < p.length; k++) cells[pieceCell(instance, p, places[i], k)] = p.letter;
  });
  return cells;
}

/** The board's rows as strings of `boardCells`. */
export function boardRows(instance: RushInstance, places: readonly number[]): string[] {
  const cells = boardCells(instance, places);
  return Array.from({ length: instance.height }, (_, r) => cells.slice(r * instance.width, (r + 1) * instance.width).join(''));
}

/** Whether a board is square, so that its code is one run of characters whose length says its size. */
export const isSquare = (instance: RushInstance): boolean => instance.width === instance.height;

/** A position's code: the database's characters row by row, rows split by "/" only on a board that is not square. */
export function positionCode(instance: RushInstance, places: readonly number[]): string {
  return boardRows(instance, places).join(isSquare(instance) ? '' : '/');
}

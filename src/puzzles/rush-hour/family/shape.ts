/**
 * The shape of a Rush Hour family: the board's side, the walls a layout may
 * hold, and where the red car runs. The database's conventions: cars 2 or 3
 * long, walls (1x1, fixed) only in rows, the red car 2 long on the third row
 * (the second on boards under 5), exiting at the right edge, no wall to its
 * right, and no line (row or column) whose pieces fill it.
 */
export interface FamilyShape {
  /** The board's side, 3..6. */
  readonly size: number;
  readonly minWalls: number;
  readonly maxWalls: number;
}

import { exitRow } from '../board.js';

export const SMALLEST_SIZE = 3;
export const LARGEST_SIZE = 6;
export const MOST_WALLS = 4;

/** The row the red car runs along. */
export function primaryRow(size: number): number {
  return exitRow(size);
}

/** The red car's length. */
export const PRIMARY_LENGTH = 2;
/** Car lengths the family uses. */
export const CAR_LENGTHS: readonly number[] = [2, 3];

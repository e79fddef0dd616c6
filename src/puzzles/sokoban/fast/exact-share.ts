/**
 * How much of a level's time the exact search gets before the fast one
 * (the midend's split, engine/fast-search.ts `exactShare`). The exact
 * search's space grows with the boxes and the pushes to make: on XSokoban's
 * levels of 10 boxes or more it proved none within 30 s, while the fast
 * search answered some of them within a second of its start, so there the
 * exact search gets a tenth and the fast one the rest. Small levels keep
 * the even split, which proves nearly all of Microban.
 */
import type { SokobanLevel } from '../level.js';

/** Boxes from which a level counts as big, when its bound is also at least BIG_BOUND (Microban 107: 11 boxes, 6 pushes, stays small). */
export const BIG_BOXES = 10;
export const BIG_BOUND = 30;
/** Boxes from which a level is middling: some are proven (XSokoban 38 and 78, 8 boxes, within 20 s), more are not. */
export const MIDDLE_BOXES = 7;

export function exactShareFor(level: SokobanLevel, bound: number): number {
  const boxes = level.boxes.length;
  if (boxes >= BIG_BOXES && bound >= BIG_BOUND) return 0.1;
  if (boxes >= MIDDLE_BOXES) return 0.3;
  return 0.5;
}

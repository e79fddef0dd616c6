/**
 * A move is the group that crosses and its direction, as one number:
 * `group * 2 + direction`, where `group` is the group's counts per unit
 * written as a near-bank part (see layout.ts) and direction 0 is from the
 * near bank to the far bank, 1 back. It does not depend on how the search
 * enumerates groups, so applyMove can check it on its own.
 */
import type { Layout } from './layout.js';
import { unpackBank } from './layout.js';

export type RiverMove = number;

export const TO_FAR = 0;
export const TO_NEAR = 1;

export function moveOf(layout: Layout, group: readonly number[], direction: 0 | 1): RiverMove {
  let part = 0;
  group.forEach((n, i) => (part += n * layout.place[i]));
  return part * 2 + direction;
}

/** The group and direction of a move, or null for a number that is no move here. */
export function decodeMove(layout: Layout, move: RiverMove): { group: number[]; direction: 0 | 1 } | null {
  if (!Number.isSafeInteger(move) || move < 0) return null;
  const direction = (move % 2) as 0 | 1;
  const part = (move - direction) / 2;
  if (part >= layout.unitsRadix) return null;
  return { group: unpackBank(layout, part, new Array<number>(layout.place.length)), direction };
}

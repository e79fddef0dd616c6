/** Where a position stands with a goal room's packing order. */
import { hasBox, type SokobanState } from '../state.js';
import type { GoalRoom } from './goal-room-contract.js';

/**
 * How many boxes the room holds when they stand on the first goals of its
 * packing order, and nothing else in the room does; -1 otherwise (the
 * room's macro then stays off for the position).
 */
export function roomFill(room: GoalRoom, state: SokobanState): number {
  let count = 0;
  for (const s of room.squares) if (hasBox(state, s)) count++;
  for (let m = 0; m < count; m++) if (!hasBox(state, room.order[m])) return -1;
  return count;
}

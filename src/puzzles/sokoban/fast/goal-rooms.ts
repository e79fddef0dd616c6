/**
 * Finding goal rooms: a square whose removal cuts the level in two, one
 * side holding two goals or more and neither a box nor the player at the
 * start, is a room's entrance. Of rooms with the same goals the smallest
 * is kept (the corridor to it is then a tunnel), and rooms are taken
 * largest goal count first, apart from one another. Each gets its packing
 * order (packing-order.ts); a room without one is dropped.
 */
import { NONE, type SokobanLevel } from '../level.js';
import type { GoalRoom } from './goal-room-contract.js';
import { packingOrder } from './packing-order.js';

interface Candidate {
  entrance: number;
  squares: number[];
  goals: number[];
}

export function findGoalRooms(level: SokobanLevel): GoalRoom[] {
  const startBox = new Uint8Array(level.size);
  for (const b of level.boxes) startBox[b] = 1;
  const byGoals = new Map<string, Candidate>();
  for (let entrance = 0; entrance < level.size; entrance++) {
    if (level.goal[entrance]) continue;
    for (const room of sidesOf(level, entrance)) {
      const goals = room.filter((s) => level.goal[s] === 1);
      if (goals.length < 2 || room.some((s) => startBox[s] === 1 || s === level.player)) continue;
      const key = goals.join(',');
      const known = byGoals.get(key);
      if (!known || room.length < known.squares.length) byGoals.set(key, { entrance, squares: room, goals });
    }
  }
  const taken = new Uint8Array(level.size);
  const rooms: GoalRoom[] = [];
  const candidates = [...byGoals.values()].sort((a, b) => b.goals.length - a.goals.length || a.squares.length - b.squares.length);
  for (const c of candidates) {
    if (taken[c.entrance] || c.squares.some((s) => taken[s])) continue;
    const inside = new Uint8Array(level.size);
    for (const s of c.squares) inside[s] = 1;
    const packing = packingOrder(level, inside, c.entrance, c.goals);
    if (!packing) continue;
    taken[c.entrance] = 1;
    for (const s of c.squares) taken[s] = 1;
    rooms.push({ entrance: c.entrance, inside, squares: c.squares, order: packing.order, paths: packing.paths });
  }
  return rooms;
}

/** The parts the level falls into without `cut` that do not hold every other square (none when `cut` cuts nothing off). */
function sidesOf(level: SokobanLevel, cut: number): number[][] {
  const { size, neighbour } = level;
  const part = new Int32Array(size).fill(-1);
  const sides: number[][] = [];
  for (let d = 0; d < 4; d++) {
    const start = neighbour[cut * 4 + d];
    if (start === NONE || part[start] >= 0) continue;
    const squares = [start];
    part[start] = sides.length;
    for (let i = 0; i < squares.length; i++) {
      for (let e = 0; e < 4; e++) {
        const n = neighbour[squares[i] * 4 + e];
        if (n === NONE || n === cut || part[n] >= 0) continue;
        part[n] = sides.length;
        squares.push(n);
      }
    }
    sides.push(squares);
  }
  return sides.length > 1 ? sides : [];
}

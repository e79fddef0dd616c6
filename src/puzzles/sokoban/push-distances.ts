/**
 * Push distances: the fewest pushes that take a lone box from a square to
 * a goal, no other box in the way, with the player walking round the box
 * as the walls allow. Where the box cuts the floor in parts (a corridor, a
 * doorway), the player can only push it from the part it stands in, until
 * a push takes it elsewhere: the distances are kept per square and part
 * (`byPart`), so a box the player cannot get behind is not counted as
 * pushed from there. Every box alone needs at least that many pushes in any
 * solution (other boxes only take squares from the player and from the
 * box, and until the box moves the player stays in its part), so the
 * matching bound (matching.ts) that adds them up never overstates the
 * pushes left. A square from which no goal can be reached at all is dead:
 * a box pushed there can never be solved.
 */
import { NONE, type SokobanLevel } from './level.js';

/** Far more than any real push distance: marks a goal the box cannot reach. */
export const UNREACHABLE = 1 << 20;

/** Levels of more squares than this keep one part a square (the part table takes size² bytes). */
export const MAX_PART_SQUARES = 2048;

export interface PushDistances {
  /** distance[g * size + s]: pushes from square s to the g-th goal (`level.goals[g]`), the player anywhere, or UNREACHABLE. */
  readonly distance: Int32Array;
  /** byPart[g * size * 4 + s * 4 + k]: the same with the player in part k of the floor without s (`partOf`). */
  readonly byPart: Int32Array;
  /** Per square: 1 where no goal can be reached by pushing a box from it. */
  readonly dead: Uint8Array;
  /** The part (0 to 3) of the floor without the box's square that a player's square lies in. */
  partOf(box: number, player: number): number;
}

/** The parts of the floor without each square: parts[s * size + p], -1 at p = s (or every square when the level is too big). */
function floorParts(level: SokobanLevel): Int8Array | null {
  const { size, neighbour } = level;
  if (size > MAX_PART_SQUARES) return null;
  const parts = new Int8Array(size * size).fill(-1);
  const queue = new Int32Array(size);
  for (let s = 0; s < size; s++) {
    const base = s * size;
    let next = 0;
    for (let d = 0; d < 4; d++) {
      const start = neighbour[s * 4 + d];
      if (start === NONE || parts[base + start] !== -1) continue;
      const part = next++;
      parts[base + start] = part;
      let tail = 0;
      queue[tail++] = start;
      for (let head = 0; head < tail; head++) {
        const x = queue[head];
        for (let e = 0; e < 4; e++) {
          const n = neighbour[x * 4 + e];
          if (n === NONE || n === s || parts[base + n] !== -1) continue;
          parts[base + n] = part;
          queue[tail++] = n;
        }
      }
    }
  }
  return parts;
}

/** Every goal's distances, by breadth-first search backwards (pulling the box, the player behind it) from the goal. */
export function pushDistances(level: SokobanLevel): PushDistances {
  const { size, goals, neighbour } = level;
  const parts = floorParts(level);
  const partOf = parts ? (box: number, player: number) => Math.max(parts[box * size + player], 0) : () => 0;
  const byPart = new Int32Array(goals.length * size * 4).fill(UNREACHABLE);
  const queue = new Int32Array(size * 4);
  goals.forEach((goal, g) => {
    const base = g * size * 4;
    let tail = 0;
    for (let k = 0; k < 4; k++) {
      byPart[base + goal * 4 + k] = 0;
      queue[tail++] = goal * 4 + k;
    }
    for (let head = 0; head < tail; head++) {
      const x = queue[head] >> 2;
      const part = queue[head] & 3;
      for (let d = 0; d < 4; d++) {
        // The box reached x moving in direction d from y, pushed by a player standing at p, who ends on y (in `part`).
        const y = neighbour[x * 4 + (d ^ 1)];
        if (y === NONE || partOf(x, y) !== part) continue;
        const p = neighbour[y * 4 + (d ^ 1)];
        if (p === NONE) continue;
        const before = y * 4 + partOf(y, p);
        if (byPart[base + before] !== UNREACHABLE) continue;
        byPart[base + before] = byPart[base + x * 4 + part] + 1;
        queue[tail++] = before;
      }
    }
  });
  const distance = new Int32Array(goals.length * size).fill(UNREACHABLE);
  for (let g = 0; g < goals.length; g++) {
    for (let s = 0; s < size; s++) {
      let least = UNREACHABLE;
      for (let k = 0; k < 4; k++) least = Math.min(least, byPart[g * size * 4 + s * 4 + k]);
      distance[g * size + s] = least;
    }
  }
  const dead = new Uint8Array(size);
  for (let s = 0; s < size; s++) {
    let live = false;
    for (let g = 0; g < goals.length && !live; g++) live = distance[g * size + s] < UNREACHABLE;
    dead[s] = live ? 0 : 1;
  }
  return { distance, byPart, dead, partOf };
}

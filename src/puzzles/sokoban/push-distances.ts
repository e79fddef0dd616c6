/**
 * Push distances: the fewest pushes that take a lone box from a square to
 * a goal, with the player free to stand behind it wherever the walls allow
 * and no other box in the way. They ignore other boxes and the player's
 * walk, so they never overstate the true number of pushes: the matching
 * bound (matching.ts) adds them up. A square from which no goal can be
 * reached at all is dead: a box pushed there can never be solved.
 */
import { NONE, type SokobanLevel } from './level.js';

/** Far more than any real push distance: marks a goal the box cannot reach. */
export const UNREACHABLE = 1 << 20;

export interface PushDistances {
  /** distance[g * size + s]: pushes from square s to the g-th goal (`level.goals[g]`), or UNREACHABLE. */
  readonly distance: Int32Array;
  /** Per square: 1 where no goal can be reached by pushing a box from it. */
  readonly dead: Uint8Array;
}

/** Every goal's distances, by breadth-first search backwards (pulling the box) from the goal. */
export function pushDistances(level: SokobanLevel): PushDistances {
  const { size, goals, neighbour } = level;
  const distance = new Int32Array(goals.length * size).fill(UNREACHABLE);
  const queue = new Int32Array(size);
  goals.forEach((goal, g) => {
    const base = g * size;
    distance[base + goal] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = goal;
    while (head < tail) {
      const x = queue[head++];
      for (let d = 0; d < 4; d++) {
        // The box reached x moving in direction d from y, pushed by a player standing at p.
        const y = neighbour[x * 4 + (d ^ 1)];
        if (y === NONE) continue;
        const p = neighbour[y * 4 + (d ^ 1)];
        if (p === NONE || distance[base + y] !== UNREACHABLE) continue;
        distance[base + y] = distance[base + x] + 1;
        queue[tail++] = y;
      }
    }
  });
  const dead = new Uint8Array(size);
  for (let s = 0; s < size; s++) {
    let live = false;
    for (let g = 0; g < goals.length && !live; g++) live = distance[g * size + s] < UNREACHABLE;
    dead[s] = live ? 0 : 1;
  }
  return { distance, dead };
}

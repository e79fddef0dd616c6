/**
 * A goal room's packing order, found backwards: from the room full (a box
 * on every goal), boxes are pulled out through the entrance one at a time,
 * the others standing where they are, the player starting where it could
 * walk in from the entrance. The boxes' order out, reversed, is an order
 * that fills the room; each pull path, reversed, is the pushes that take a
 * box in. A depth-first search over which box comes out next, remembering
 * the sets of boxes left that failed, and bounded in work: rooms whose
 * order it cannot find within it get no macro.
 */
import { NONE, type SokobanLevel } from '../level.js';

/** Pull-path searches allowed for one room's order. */
const ORDER_WORK = 400;

export interface PackingOrder {
  order: number[];
  paths: number[][];
}

export function packingOrder(level: SokobanLevel, inside: Uint8Array, entrance: number, goals: readonly number[]): PackingOrder | null {
  const occupied = new Uint8Array(level.size);
  for (const g of goals) occupied[g] = 1;
  const failed = new Set<string>();
  let work = 0;
  const outOrder: number[] = [];
  const outPaths: number[][] = [];
  const search = (left: number[]): boolean => {
    if (left.length === 0) return true;
    const key = left.join(',');
    if (failed.has(key)) return false;
    for (const goal of left) {
      if (++work > ORDER_WORK) return false;
      const path = pullOut(level, inside, entrance, occupied, goal);
      if (!path) continue;
      occupied[goal] = 0;
      outOrder.push(goal);
      outPaths.push(path);
      if (search(left.filter((g) => g !== goal))) return true;
      outOrder.pop();
      outPaths.pop();
      occupied[goal] = 1;
    }
    failed.add(key);
    return false;
  };
  if (!search([...goals])) return null;
  return { order: outOrder.reverse(), paths: outPaths.reverse() };
}

/**
 * The pushes that bring a box from the entrance to `goal` (the other
 * `occupied` squares holding boxes), found by pulling it from the goal out
 * to the entrance, the player ending outside the room; null when it cannot.
 */
function pullOut(level: SokobanLevel, inside: Uint8Array, entrance: number, occupied: Uint8Array, goal: number): number[] | null {
  const { size, neighbour } = level;
  const boxSquare = (s: number) => s === entrance || inside[s] === 1;
  const outside = (s: number) => s !== entrance && inside[s] === 0;
  const playerSquare = (s: number) => boxSquare(s) || isOutsideDoor(level, entrance, s);
  const free = (s: number, box: number) => s !== NONE && s !== box && (occupied[s] === 0 || s === goal) && playerSquare(s);
  // Keys box * size + player; the way each was reached: its parent key and the pull made (-1: a step).
  const parent = new Map<number, number>();
  const pulled = new Map<number, number>();
  const queue: number[] = [];
  // Where the player can stand once the box is on its goal: any square it walks to from the entrance.
  const walk: number[] = [entrance];
  const seen = new Set(walk);
  for (let i = 0; i < walk.length; i++) {
    for (let d = 0; d < 4; d++) {
      const n = neighbour[walk[i] * 4 + d];
      if (free(n, goal) && !seen.has(n)) {
        seen.add(n);
        walk.push(n);
      }
    }
  }
  for (const p of walk) {
    const key = goal * size + p;
    parent.set(key, -1);
    pulled.set(key, -1);
    queue.push(key);
  }
  for (let i = 0; i < queue.length; i++) {
    const key = queue[i];
    const box = Math.floor(key / size);
    const player = key % size;
    if (box === entrance && outside(player)) return pushesBack(parent, pulled, key);
    for (let d = 0; d < 4; d++) {
      const step = neighbour[player * 4 + d];
      if (!free(step, box)) continue;
      const add = (nextKey: number, pull: number) => {
        if (parent.has(nextKey)) return;
        parent.set(nextKey, key);
        pulled.set(nextKey, pull);
        queue.push(nextKey);
      };
      add(box * size + step, -1);
      // A pull: the player stands next to the box and steps away from it, the box following onto the player's square.
      if (neighbour[box * 4 + d] === player && boxSquare(player)) add(player * size + step, player * 4 + (d ^ 1));
    }
  }
  return null;
}

/** A square outside the room next to the entrance, where the player stands to push a box in. */
function isOutsideDoor(level: SokobanLevel, entrance: number, square: number): boolean {
  for (let d = 0; d < 4; d++) if (level.neighbour[entrance * 4 + d] === square) return true;
  return false;
}

/** The pulls on the way to `key`, as the pushes that undo them, in the order they are pushed. */
function pushesBack(parent: Map<number, number>, pulled: Map<number, number>, key: number): number[] {
  const pushes: number[] = [];
  for (let k = key; parent.get(k) !== -1; k = parent.get(k)!) {
    const pull = pulled.get(k)!;
    if (pull >= 0) pushes.push(pull);
  }
  return pushes;
}

/**
 * A position of a level: which tile stands in which slot, and whether the
 * submarine has left the board. Rotations are fixed for a level, so a tile
 * is one of the level's distinct tiles ("kinds"); two tiles alike in type and
 * rotation are the same kind, since a person cannot tell them apart.
 *
 * Packed into one uint32 key: bits 0-3 the empty slot, then 3 bits a slot for
 * the kind in each other slot in reading order (24 bits), and bit 28 set once
 * the submarine is out (the other tiles then stay as they were).
 */
import { perInstance } from '../per-instance.js';
import type { SubmarineLevel } from './level.js';
import { SLOTS, tileToken, type Tile } from './tiles.js';

export const OUT = 1 << 28;
export const EMPTY = -1;

export interface LevelKinds {
  /** The level's distinct tiles, in the reading order of their first appearance at the start. */
  readonly kinds: readonly Tile[];
  /** The kind of the submarine. */
  readonly submarine: number;
  /** The start's kind in each slot (EMPTY for the empty slot). */
  readonly start: readonly number[];
}

export const kindsOf = perInstance((level: SubmarineLevel): LevelKinds => {
  const kinds: Tile[] = [];
  const tokens: string[] = [];
  const start = level.grid.map((tile) => {
    if (!tile) return EMPTY;
    const token = tileToken(tile);
    let k = tokens.indexOf(token);
    if (k < 0) {
      k = kinds.length;
      kinds.push(tile);
      tokens.push(token);
    }
    return k;
  });
  return { kinds, submarine: kinds.findIndex((t) => t.type === 'submarine'), start };
});

/** Packs kinds per slot (one EMPTY) and the out flag into a key. */
export function packArrangement(slots: ArrayLike<number>, out: boolean): number {
  let empty = 0;
  let key = 0;
  let shift = 4;
  for (let s = 0; s < SLOTS; s++) {
    if (slots[s] === EMPTY) {
      empty = s;
      continue;
    }
    key |= slots[s] << shift;
    shift += 3;
  }
  return ((key | empty | (out ? OUT : 0)) >>> 0);
}

/** Writes the kind in each slot (EMPTY for the empty one) into `slots`; returns whether the submarine is out. */
export function unpackArrangement(key: number, slots: Int8Array | number[]): boolean {
  const empty = key & 15;
  let shift = 4;
  for (let s = 0; s < SLOTS; s++) {
    if (s === empty) {
      slots[s] = EMPTY;
      continue;
    }
    slots[s] = (key >>> shift) & 7;
    shift += 3;
  }
  return (key & OUT) !== 0;
}

export function isOut(key: number): boolean {
  return (key & OUT) !== 0;
}

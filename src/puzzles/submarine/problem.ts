/**
 * The submarine search problem: states are packed arrangements (see
 * arrangement.ts), moves are checked against bitsets (see masks.ts). With
 * the union of every tile's attachments in hand, a slide is legal when its
 * sweep meets that union outside the moving tile's own cells; attachments
 * never overlap, so "outside its own cells" is one AND NOT.
 */
import type { SearchProblem, StateCodec } from '../../engine/problem.js';
import { EMPTY, kindsOf, OUT, packArrangement, unpackArrangement } from './arrangement.js';
import type { SubmarineLevel } from './level.js';
import { buildMasks, WORDS } from './masks.js';
import { makeMove, type SubMove } from './moves.js';
import { DOWN, EXIT_SLOT, neighbourSlot, OPPOSITE, SLOTS } from './tiles.js';

export type SubState = number;

export interface SubmarineProblem extends SearchProblem<SubState, SubMove> {
  /** The kind in each slot of a state (EMPTY for the empty slot). */
  readonly slotsOf: (state: SubState) => number[];
}

/**
 * The key after the tile in slot `from` slides into the empty slot `empty`.
 * Kinds are stored in the reading order of the filled slots: a slide along a
 * row keeps that order (only the empty slot's number changes); a slide up or
 * down moves the tile past the two slots between, rotating three fields.
 */
function slidKey(key: number, empty: number, from: number): number {
  const fields = key >>> 4;
  if (from === empty + 1 || from === empty - 1) return ((fields << 4) | from) >>> 0;
  // Ranks (among filled slots) of the three fields that rotate.
  const at = 3 * (from > empty ? empty : from);
  const chunk = (fields >>> at) & 511;
  const turned = from > empty ? (chunk >>> 6) | ((chunk & 63) << 3) : (chunk >>> 3) | ((chunk & 7) << 6);
  return ((((fields & ~(511 << at)) | (turned << at)) << 4) | from) >>> 0;
}

export function createSubmarineProblem(level: SubmarineLevel): SubmarineProblem {
  const { kinds, submarine, start } = kindsOf(level);
  const { cover, sweep, onBoard, exit } = buildMasks(kinds, submarine);
  const slots = new Int8Array(SLOTS);
  const all = new Uint32Array(WORDS);
  const exitMove = makeMove(submarine, EXIT_SLOT, DOWN);
  // For each empty slot and direction, the slot whose tile slides that way into it (-1: none).
  const source = new Int8Array(SLOTS * 4);
  for (let e = 0; e < SLOTS; e++) for (let d = 0; d < 4; d++) source[e * 4 + d] = neighbourSlot(e, OPPOSITE[d]);

  /** Whether the cells at `masks[at ..]` miss every attachment but those of the kind in `from`. */
  const clear = (masks: Uint32Array, at: number, kind: number, from: number): boolean => {
    const own = (kind * SLOTS + from) * WORDS;
    for (let w = 0; w < WORDS; w++) if ((masks[at + w] & all[w] & ~cover[own + w]) !== 0) return false;
    return true;
  };

  const successors = (key: SubState, emit: (next: SubState, move: SubMove) => void) => {
    if ((key & OUT) !== 0) return;
    const empty = key & 15;
    all.fill(0);
    for (let s = 0, shift = 4; s < SLOTS; s++) {
      if (s === empty) {
        slots[s] = EMPTY;
        continue;
      }
      const k = (key >>> shift) & 7;
      shift += 3;
      slots[s] = k;
      const at = (k * SLOTS + s) * WORDS;
      for (let w = 0; w < WORDS; w++) all[w] |= cover[at + w];
    }
    for (let dir = 0; dir < 4; dir++) {
      const from = source[empty * 4 + dir];
      if (from < 0) continue;
      const kind = slots[from];
      const i = (kind * SLOTS + from) * 4 + dir;
      if (onBoard[i] && clear(sweep, i * WORDS, kind, from)) emit(slidKey(key, empty, from), makeMove(kind, from, dir));
    }
    if (slots[EXIT_SLOT] === submarine && clear(exit, 0, submarine, EXIT_SLOT)) emit((key | OUT) >>> 0, exitMove);
  };

  const identity = (s: number) => s;
  const codec: StateCodec<SubState> = { kind: 'uint32', encode: identity, decode: identity };
  return {
    start: packArrangement(start, false),
    codec,
    unitCosts: true,
    isGoal: (key) => (key & OUT) !== 0,
    successors,
    slotsOf: (key) => {
      const out = new Array<number>(SLOTS);
      unpackArrangement(key, out);
      return out;
    },
  };
}

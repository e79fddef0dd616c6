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
import { DOWN, EXIT_SLOT, neighbourSlot, SLOTS } from './tiles.js';

export type SubState = number;

/** The direction that undoes `dir`. */
const OPPOSITE = [DOWN, 0, 3, 2];

export interface SubmarineProblem extends SearchProblem<SubState, SubMove> {
  /** The kind in each slot of a state (EMPTY for the empty slot). */
  readonly slotsOf: (state: SubState) => number[];
}

export function createSubmarineProblem(level: SubmarineLevel): SubmarineProblem {
  const { kinds, submarine, start } = kindsOf(level);
  const { cover, sweep, onBoard, exit } = buildMasks(kinds, submarine);
  const slots = new Int8Array(SLOTS);
  const all = new Uint32Array(WORDS);
  const exitMove = makeMove(submarine, EXIT_SLOT, DOWN);

  /** Whether the kind in `from` may sweep the cells at `sweepAt` (an offset into `masks`). */
  const clear = (masks: Uint32Array, sweepAt: number, kind: number, from: number): boolean => {
    const own = (kind * SLOTS + from) * WORDS;
    for (let w = 0; w < WORDS; w++) if ((masks[sweepAt + w] & all[w] & ~cover[own + w]) !== 0) return false;
    return true;
  };

  const successors = (key: SubState, emit: (next: SubState, move: SubMove) => void) => {
    if (unpackArrangement(key, slots)) return;
    all.fill(0);
    let empty = 0;
    for (let s = 0; s < SLOTS; s++) {
      const k = slots[s];
      if (k === EMPTY) {
        empty = s;
        continue;
      }
      const at = (k * SLOTS + s) * WORDS;
      for (let w = 0; w < WORDS; w++) all[w] |= cover[at + w];
    }
    for (let dir = 0; dir < 4; dir++) {
      // The tile that slides `dir` into the empty slot comes from the other side.
      const from = neighbourSlot(empty, OPPOSITE[dir]);
      if (from < 0) continue;
      const kind = slots[from];
      const i = (kind * SLOTS + from) * 4 + dir;
      if (!onBoard[i] || !clear(sweep, i * WORDS, kind, from)) continue;
      slots[empty] = kind;
      slots[from] = EMPTY;
      emit(packArrangement(slots, false), makeMove(kind, from, dir));
      slots[from] = kind;
      slots[empty] = EMPTY;
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

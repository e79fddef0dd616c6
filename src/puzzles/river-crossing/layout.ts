/**
 * Packing a crossing state into one number: a mixed-radix number whose
 * lowest digits are how many of each unit are on the near bank (a counted
 * kind is one digit, so interchangeable travellers are never permuted), then
 * the boat's side, then only what the rules need: the crossing phase (when
 * rowing depends on the crossing number), the elapsed time (when there is a
 * time limit) and the previous load (when allowed loads depend on it).
 *
 * Because the near-bank part is a plain number, the far bank's part is
 * `full - near`, and a group crossing changes the key by a constant: the
 * search does arithmetic, not bookkeeping.
 */
import { PuzzleInputError } from '../puzzle.js';
import type { RiverModel } from './model.js';
import { RC } from './messages/index.js';
import { phaseCount } from './rows.js';

export interface RiverState {
  /** How many of each unit are on the near bank. */
  readonly near: number[];
  /** 0: the boat is at the near bank; 1: at the far bank. */
  readonly boat: 0 | 1;
  /** Crossing phase (0 when rowing does not depend on it). */
  readonly phase: number;
  /** Time used so far (0 when there is no time limit). */
  readonly elapsed: number;
  /** The previous crossing's load, or null before the first crossing (or when loads do not depend on it). */
  readonly previousLoad: number | null;
}

export interface Layout {
  readonly codec: 'uint32' | 'float53';
  /** Place value of each unit's digit. */
  readonly place: readonly number[];
  /** The radix of the near-bank part: keys below it describe a bank. */
  readonly unitsRadix: number;
  /** The near-bank part with everyone on the near bank (so a far bank is `full - near`). */
  readonly full: number;
  readonly phaseRadix: number;
  readonly elapsedRadix: number;
  readonly loadRadix: number;
}

const TWO_32 = 2 ** 32;
const TWO_53 = 2 ** 53;

export function layoutOf(model: RiverModel): Layout {
  const place: number[] = [];
  let radix = 1;
  for (const u of model.units) {
    place.push(radix);
    radix *= u.count + 1;
  }
  const unitsRadix = radix;
  const full = model.units.reduce((sum, u, i) => sum + u.count * place[i], 0);
  const phaseRadix = model.phase ? phaseCount(model.phase) : 1;
  const elapsedRadix = model.timeLimit !== null ? model.timeLimit + 1 : 1;
  const totalWeight = model.units.reduce((s, u) => s + u.weight * u.count, 0);
  const loadRadix = model.usesPreviousLoad ? totalWeight + 2 : 1;
  const size = unitsRadix * 2 * phaseRadix * elapsedRadix * loadRadix;
  if (!(size <= TWO_53)) {
    throw new PuzzleInputError(RC.tooLargeToSearch({ bits: Math.ceil(Math.log2(size)) }));
  }
  return { codec: size <= TWO_32 ? 'uint32' : 'float53', place, unitsRadix, full, phaseRadix, elapsedRadix, loadRadix };
}

export function pack(layout: Layout, state: RiverState): number {
  let near = 0;
  state.near.forEach((n, i) => (near += n * layout.place[i]));
  const load = state.previousLoad === null ? 0 : state.previousLoad + 1;
  return near + layout.unitsRadix * (state.boat + 2 * (state.phase + layout.phaseRadix * (state.elapsed + layout.elapsedRadix * load)));
}

/** The near-bank counts of a near-bank part (a key below `unitsRadix`). */
export function unpackBank(layout: Layout, part: number, counts: number[]): number[] {
  let rest = part;
  for (let i = layout.place.length - 1; i >= 0; i--) {
    const digit = Math.floor(rest / layout.place[i]);
    counts[i] = digit;
    rest -= digit * layout.place[i];
  }
  return counts;
}

export function unpack(layout: Layout, key: number): RiverState {
  const nearPart = key % layout.unitsRadix;
  let rest = (key - nearPart) / layout.unitsRadix;
  const boat = (rest % 2) as 0 | 1;
  rest = (rest - boat) / 2;
  const phase = rest % layout.phaseRadix;
  rest = (rest - phase) / layout.phaseRadix;
  const elapsed = rest % layout.elapsedRadix;
  const load = (rest - elapsed) / layout.elapsedRadix;
  return { near: unpackBank(layout, nearPart, new Array<number>(layout.place.length)), boat, phase, elapsed, previousLoad: load === 0 ? null : load - 1 };
}

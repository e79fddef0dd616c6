/**
 * A water-jugs instance and the checks every source goes through: whatever
 * the instance comes from (preset, code, file, --param), it is first read
 * into a loose draft and then validated here, so the messages are the same.
 */
import type { Lang } from '../lang.js';
import { PuzzleInputError } from '../puzzle.js';
import { render, type Message, type MessageParam } from '../../i18n/index.js';
import { WATER_JUGS } from './messages.js';

export const MIN_JUGS = 2;
export const MAX_JUGS = 8;
/** The largest capacity, amount or target: fits one 32-bit word a jug. */
export const MAX_AMOUNT = 1_000_000_000;

/** What counts as solved: the exact amounts in every jug, or some jug holding `amount`. */
export type JugsGoal = { kind: 'exact'; amounts: readonly number[] } | { kind: 'target'; amount: number };

export interface JugsInstance {
  /** Litres each jug holds when full (jugs are numbered from 1 in text, from 0 here). */
  readonly capacities: readonly number[];
  readonly start: readonly number[];
  readonly goal: JugsGoal;
  /** Whether jugs may be filled from the tap and emptied into the drain. */
  readonly tap: boolean;
}

/** An instance as read from a source, before defaults and checks. */
export interface JugsDraft {
  capacities?: number[];
  start?: number[];
  goal?: number[];
  target?: number;
  tap?: boolean;
}

/** The default for `tap`: with every jug empty nothing could happen without it. */
export function defaultTap(start: readonly number[]): boolean {
  return start.every((a) => a === 0);
}

/** "the 8L jug", or "jug 2 (5L)" when another jug has the same capacity. */
export function jugName(capacities: readonly number[], jug: number): Message {
  const capacity = capacities[jug];
  const shared = capacities.some((c, i) => i !== jug && c === capacity);
  return shared ? WATER_JUGS.jugByNumber({ jug: jug + 1, capacity }) : WATER_JUGS.jugByCapacity({ capacity });
}

/** A jug of a field, as messages name it: "start, jug 2". */
const fieldJug = (field: Message, jug: number): Message => WATER_JUGS.placeWithin({ where: field, part: WATER_JUGS.placeJug({ jug }) });

function checkWhole(value: number, where: MessageParam): void {
  if (!Number.isInteger(value) || value < 0) throw new PuzzleInputError(WATER_JUGS.notWholeLitres({ where, value }));
  if (value > MAX_AMOUNT) throw new PuzzleInputError(WATER_JUGS.tooLarge({ where, value, max: MAX_AMOUNT }));
}

/** `when`: whether the amounts are the jugs' at the start or at the end (the goal). */
function checkAmounts(field: Message, amounts: readonly number[], capacities: readonly number[], when: 'start' | 'end'): void {
  if (amounts.length !== capacities.length) throw new PuzzleInputError(WATER_JUGS.amountCount({ where: field, amounts: amounts.length, jugs: capacities.length }));
  amounts.forEach((a, i) => {
    checkWhole(a, fieldJug(field, i + 1));
    if (a > capacities[i]) throw new PuzzleInputError(WATER_JUGS.overCapacity({ where: field, jug: i + 1, capacity: capacities[i], when, amount: a }));
  });
}

/** Applies the defaults and checks a draft; throws `PuzzleInputError` naming the field. */
export function finishInstance(draft: JugsDraft): JugsInstance {
  const capacities = draft.capacities;
  if (!capacities) throw new PuzzleInputError(WATER_JUGS.capacitiesMissing());
  if (capacities.length < MIN_JUGS || capacities.length > MAX_JUGS) {
    throw new PuzzleInputError(WATER_JUGS.jugCount({ jugs: capacities.length, min: MIN_JUGS, max: MAX_JUGS }));
  }
  capacities.forEach((c, i) => {
    checkWhole(c, fieldJug(WATER_JUGS.placeCapacities(), i + 1));
    if (c === 0) throw new PuzzleInputError(WATER_JUGS.zeroCapacity({ jug: i + 1 }));
  });
  const start = draft.start ?? capacities.map(() => 0);
  checkAmounts(WATER_JUGS.placeStart(), start, capacities, 'start');

  let goal: JugsGoal;
  if ((draft.goal === undefined) === (draft.target === undefined)) {
    throw new PuzzleInputError(draft.goal === undefined ? WATER_JUGS.noGoal() : WATER_JUGS.goalAndTarget());
  }
  if (draft.goal !== undefined) {
    checkAmounts(WATER_JUGS.placeGoal(), draft.goal, capacities, 'end');
    goal = { kind: 'exact', amounts: Object.freeze([...draft.goal]) };
  } else {
    checkWhole(draft.target!, WATER_JUGS.placeTarget());
    goal = { kind: 'target', amount: draft.target! };
  }
  return Object.freeze({
    capacities: Object.freeze([...capacities]),
    start: Object.freeze([...start]),
    goal,
    tap: draft.tap ?? defaultTap(start),
  });
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * A reason the goal cannot be reached, from the puzzle's arithmetic, or null
 * when it may be. Every move changes amounts by a capacity, an amount already
 * in a jug or the room left in one, so every amount stays a multiple of the
 * greatest common divisor of the capacities and the start amounts; without a
 * tap the total never changes.
 */
export function unsolvableMessage(instance: JugsInstance): Message | null {
  const { capacities, start, goal, tap } = instance;
  const total = start.reduce((s, a) => s + a, 0);
  const divisor = [...capacities, ...start].reduce(gcd, 0);
  if (goal.kind === 'target') {
    const n = goal.amount;
    if (start.some((a) => a === n)) return null;
    const largest = Math.max(...capacities);
    if (n > largest) return WATER_JUGS.noJugHolds({ n, largest });
    if (!tap && n > total) return WATER_JUGS.notEnoughWater({ total, n });
    if (n % divisor !== 0) return WATER_JUGS.targetNotMultiple({ divisor, n });
    return null;
  }
  const wanted = goal.amounts;
  if (!tap) {
    const goalTotal = wanted.reduce((s, a) => s + a, 0);
    if (goalTotal !== total) return WATER_JUGS.totalDiffers({ total, goalTotal });
  }
  const odd = wanted.findIndex((a) => a % divisor !== 0);
  if (odd >= 0) return WATER_JUGS.goalNotMultiple({ divisor, amount: wanted[odd], jug: odd + 1 });
  return null;
}

/** `unsolvableMessage` in `lang`. */
export function unsolvableReason(instance: JugsInstance, lang: Lang = 'en'): string | null {
  const why = unsolvableMessage(instance);
  return why ? render(why, lang) : null;
}

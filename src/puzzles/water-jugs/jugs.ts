/**
 * A water-jugs instance and the checks every source goes through: whatever
 * the instance comes from (preset, code, file, --param), it is first read
 * into a loose draft and then validated here, so the messages are the same.
 */
import type { Lang } from '../lang.js';
import { PuzzleInputError } from '../puzzle.js';
import { placeZh } from '../params.js';

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
export function jugName(capacities: readonly number[], jug: number): string {
  const cap = capacities[jug];
  const shared = capacities.some((c, i) => i !== jug && c === cap);
  return shared ? `jug ${jug + 1} (${cap}L)` : `the ${cap}L jug`;
}

function checkWhole(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) throw new PuzzleInputError(`${what}: ${value} is not a whole number of litres (0 or more)`, `${placeZh(what)}：${value} 不是整升数（0 或更多）`);
  if (value > MAX_AMOUNT) throw new PuzzleInputError(`${what}: ${value} is too large (at most ${MAX_AMOUNT})`, `${placeZh(what)}：${value} 太大（最多 ${MAX_AMOUNT}）`);
}

function checkAmounts(field: string, amounts: readonly number[], capacities: readonly number[], verb: string): void {
  if (amounts.length !== capacities.length) {
    throw new PuzzleInputError(
      `${field} has ${amounts.length} amount${amounts.length === 1 ? '' : 's'} but there are ${capacities.length} jugs: give one amount per jug`,
      `${placeZh(field)}有 ${amounts.length} 个水量，但有 ${capacities.length} 个壶：每个壶给一个水量`,
    );
  }
  amounts.forEach((a, i) => {
    checkWhole(a, `${field}, jug ${i + 1}`);
    if (a > capacities[i]) {
      throw new PuzzleInputError(
        `${field}: jug ${i + 1} (${capacities[i]}L) cannot ${verb} ${a}L, more than it holds`,
        `${placeZh(field)}：第 ${i + 1} 个壶（${capacities[i]}L）${verb === 'start with' ? '开始时' : '最后'}装不下 ${a}L，超过了它的容量`,
      );
    }
  });
}

/** Applies the defaults and checks a draft; throws `PuzzleInputError` naming the field. */
export function finishInstance(draft: JugsDraft): JugsInstance {
  const capacities = draft.capacities;
  if (!capacities) throw new PuzzleInputError('capacities are missing: give them like capacities=8,5,3', '缺少容量：请这样给出：capacities=8,5,3');
  if (capacities.length < MIN_JUGS || capacities.length > MAX_JUGS) {
    throw new PuzzleInputError(
      `capacities: ${capacities.length} jug${capacities.length === 1 ? '' : 's'} given, but a puzzle has ${MIN_JUGS} to ${MAX_JUGS} jugs`,
      `容量：给了 ${capacities.length} 个壶，但谜题要有 ${MIN_JUGS} 到 ${MAX_JUGS} 个壶`,
    );
  }
  capacities.forEach((c, i) => {
    checkWhole(c, `capacities, jug ${i + 1}`);
    if (c === 0) throw new PuzzleInputError(`capacities: jug ${i + 1} has capacity 0, but every jug must hold at least 1L`, `容量：第 ${i + 1} 个壶的容量是 0，但每个壶至少要装 1L`);
  });
  const start = draft.start ?? capacities.map(() => 0);
  checkAmounts('start', start, capacities, 'start with');

  let goal: JugsGoal;
  if ((draft.goal === undefined) === (draft.target === undefined)) {
    const none = draft.goal === undefined;
    throw new PuzzleInputError(
      none
        ? 'no goal: give either goal (the amount in every jug, like 4,4,0) or target (some jug holds exactly that many litres, like 4)'
        : 'both goal and target are given: give only one of them',
      none ? '没有目标：请给出 goal（每个壶里的水量，如 4,4,0）或 target（某个壶恰好装这么多升，如 4）' : '同时给了 goal 和 target：只给一个',
    );
  }
  if (draft.goal !== undefined) {
    checkAmounts('goal', draft.goal, capacities, 'end with');
    goal = { kind: 'exact', amounts: Object.freeze([...draft.goal]) };
  } else {
    checkWhole(draft.target!, 'target');
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
export function unsolvableReason(instance: JugsInstance, lang: Lang = 'en'): string | null {
  const zh = lang === 'zh';
  const { capacities, start, goal, tap } = instance;
  const total = start.reduce((s, a) => s + a, 0);
  const divisor = [...capacities, ...start].reduce(gcd, 0);
  if (goal.kind === 'target') {
    const n = goal.amount;
    if (start.some((a) => a === n)) return null;
    const largest = Math.max(...capacities);
    if (n > largest) return zh ? `没有壶能装下 ${n} 升：最大的只能装 ${largest} 升` : `no jug can hold ${n}L: the largest holds ${largest}L`;
    if (!tap && n > total) return zh ? `没有水龙头时一共只有 ${total} 升水，不到 ${n} 升` : `without the tap there are only ${total}L of water, less than ${n}L`;
    if (n % divisor !== 0) {
      return zh
        ? `每个壶里的量始终是 ${divisor} 升（容量和起始量的最大公约数）的倍数，而 ${n} 升不是`
        : `every amount stays a multiple of ${divisor}L (the greatest common divisor of the capacities and start amounts), and ${n}L is not`;
    }
    return null;
  }
  const wanted = goal.amounts;
  if (!tap) {
    const goalTotal = wanted.reduce((s, a) => s + a, 0);
    if (goalTotal !== total) {
      return zh ? `没有水龙头时水的总量始终是 ${total} 升，而目标是 ${goalTotal} 升` : `without the tap the water stays ${total}L in all, but the goal holds ${goalTotal}L`;
    }
  }
  const odd = wanted.findIndex((a) => a % divisor !== 0);
  if (odd >= 0) {
    return zh
      ? `每个壶里的量始终是 ${divisor} 升（容量和起始量的最大公约数）的倍数，而目标要在 ${odd + 1} 号壶里放 ${wanted[odd]} 升`
      : `every amount stays a multiple of ${divisor}L (the greatest common divisor of the capacities and start amounts), but the goal puts ${wanted[odd]}L in jug ${odd + 1}`;
  }
  return null;
}

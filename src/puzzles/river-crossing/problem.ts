/**
 * The search problem of a crossing puzzle. A state is its packed key (see
 * layout.ts). Successors try each precomputed group: present on the boat's
 * bank, someone rowing at this phase, an allowed load, within the time limit,
 * and both banks safe afterwards (looked up in a table of bank verdicts
 * filled on first use, since a bank's safety depends only on who is on it).
 */
import type { SearchProblem } from '../../engine/index.js';
import { render } from '../../i18n/index.js';
import { RC } from './messages/index.js';
import { bankProblem, brokenBankRule, type RuleBroken } from './rules.js';
import { enumerateGroups, type Group } from './groups.js';
import { layoutOf, pack, unpackBank, type Layout, type RiverState } from './layout.js';
import { loadAllowed, type RiverModel } from './model.js';
import { TO_FAR, TO_NEAR, type RiverMove } from './moves.js';
import { nextPhase, phaseAfter } from './rows.js';

export type RiverKey = number;

/** Banks with more possible contents than this are checked each time instead of cached. */
const MAX_BANK_TABLE = 1 << 24;

export interface RiverProblem extends SearchProblem<RiverKey, RiverMove> {
  readonly layout: Layout;
  readonly groups: readonly Group[];
  /** Every group is tried at every expansion: the work beyond the few emitted. */
  readonly expansionWork: number;
  /** Whether a bank with this near-bank part as its company is safe (a far bank's part is `full - near`). */
  bankSafe(part: number): boolean;
  /** The rule the goal itself breaks (everyone across), in both languages: the proof that there is no solution; null when none. */
  readonly goalBroken: RuleBroken | null;
}

export function startState(model: RiverModel): RiverState {
  return { near: model.units.map((u) => u.startNear), boat: 0, phase: model.phase ? phaseAfter(model.phase, 0) : 0, elapsed: 0, previousLoad: null };
}

/** `metric` "cost" costs a crossing its time (when the puzzle has times, else 1); "crossings" costs 1. */
export function createRiverProblem(model: RiverModel, metric: string): RiverProblem {
  const layout = layoutOf(model);
  const groups = enumerateGroups(model, layout);
  const { unitsRadix, full } = layout;
  const units = model.units;
  const byTime = metric !== 'crossings' && model.timed;

  const verdicts = unitsRadix <= MAX_BANK_TABLE ? new Uint8Array(unitsRadix) : null; // 0 unknown, 1 safe, 2 unsafe
  const scratchBank = units.map(() => 0);
  const bankSafe = (part: number): boolean => {
    if (verdicts !== null) {
      const v = verdicts[part];
      if (v !== 0) return v === 1;
    }
    const safe = brokenBankRule(model, unpackBank(layout, part, scratchBank)) === null;
    if (verdicts !== null) verdicts[part] = safe ? 1 : 2;
    return safe;
  };

  // The goal: each goal unit on the bank opposite its start.
  const goalUnits = units.flatMap((u, i) => (model.inGoal[i] ? [i] : []));
  const goalNear = units.map((u) => u.count - u.startNear);
  const everyone = goalUnits.length === units.length;
  const goalPart = goalNear.reduce((s, n, i) => s + n * layout.place[i], 0);
  const digits = units.map(() => 0);

  const phase = model.phase;
  const limit = model.timeLimit;
  const phaseRadix = layout.phaseRadix;
  const elapsedRadix = layout.elapsedRadix;
  const usesLoad = model.usesPreviousLoad;

  /** Whether every member of the group is on the boat's bank (`digits` holds the near bank). */
  const fitsOn = (group: Group, boat: number): boolean => {
    const members = group.members;
    const aboard = group.memberCounts;
    for (let m = 0; m < members.length; m++) {
      const u = members[m];
      const there = boat === 0 ? digits[u] : units[u].count - digits[u];
      if (aboard[m] > there) return false;
    }
    return true;
  };
  const bitwise = units.every((u) => u.count === 1) && unitsRadix <= 2 ** 30;
  // The groups' numbers in flat arrays, read in the hot loop.
  const groupCount = groups.length;
  const deltas = Float64Array.from(groups, (g) => g.delta);
  const times = Float64Array.from(groups, (g) => g.time);
  const weights = Float64Array.from(groups, (g) => g.weight);
  let rowsAt: Uint8Array | null = null;
  if (model.phase) {
    rowsAt = new Uint8Array(groupCount * layout.phaseRadix);
    groups.forEach((g, i) => g.rows.forEach((r, p) => (rowsAt![p * groupCount + i] = r)));
  }

  const successors = (key: RiverKey, emit: (next: RiverKey, move: RiverMove, cost?: number) => void): void => {
    const near = key % unitsRadix;
    let rest = (key - near) / unitsRadix;
    const boat = rest % 2;
    rest = (rest - boat) / 2;
    const p = rest % phaseRadix;
    rest = (rest - p) / phaseRadix;
    const elapsed = rest % elapsedRadix;
    const load = (rest - elapsed) / elapsedRadix;
    const previous = load === 0 ? null : load - 1;
    if (!bitwise) unpackBank(layout, near, digits);
    const p2 = phase ? nextPhase(phase, p) : 0;
    const rowsBase = p * groupCount;
    for (let g = 0; g < groupCount; g++) {
      if (rowsAt !== null && rowsAt[rowsBase + g] === 0) continue;
      const delta = deltas[g];
      if (bitwise) {
        // Individuals only: the near-bank part is a bit set, and so is the group.
        if (boat === 0 ? (near & delta) !== delta : (near & delta) !== 0) continue;
      } else if (!fitsOn(groups[g], boat)) continue;
      if (usesLoad && !loadAllowed(model, weights[g], previous)) continue;
      let elapsed2 = 0;
      if (limit !== null) {
        elapsed2 = elapsed + times[g];
        if (elapsed2 > limit) continue;
      }
      const near2 = boat === 0 ? near - delta : near + delta;
      if (!bankSafe(near2) || !bankSafe(full - near2)) continue;
      const load2 = usesLoad ? weights[g] + 1 : 0;
      const next = near2 + unitsRadix * (1 - boat + 2 * (p2 + phaseRadix * (elapsed2 + elapsedRadix * load2)));
      emit(next, delta * 2 + (boat === 0 ? TO_FAR : TO_NEAR), byTime ? times[g] : 1);
    }
  };

  const isGoal = (key: RiverKey): boolean => {
    const near = key % unitsRadix;
    if (everyone) return near === goalPart;
    unpackBank(layout, near, digits);
    for (const u of goalUnits) if (digits[u] !== goalNear[u]) return false;
    return true;
  };

  // A proof: when everyone must cross, the goal's banks are known, and a rule they break can never be satisfied.
  const goalBroken = everyone ? (bankProblem(model, unpackBank(layout, goalPart, units.map(() => 0)), 0) ?? bankProblem(model, unpackBank(layout, full - goalPart, units.map(() => 0)), 1)) : null;

  return {
    start: pack(layout, startState(model)),
    isGoal,
    successors,
    codec: layout.codec === 'uint32' ? { kind: 'uint32', encode: (k) => k, decode: (k) => k } : { kind: 'float53', encode: (k) => k, decode: (k) => k },
    unitCosts: !byTime,
    unsolvableReason: () => (goalBroken ? render(RC.goalBreaksRule({ broken: goalBroken }), 'en') : null),
    goalBroken,
    layout,
    groups,
    expansionWork: groupCount,
    bankSafe,
  };
}


/**
 * The rules of one crossing, written out on plain counts: who may go, who
 * rows, the load, the time, and every rule on the boat and on both banks
 * afterwards. applyMove uses this, independently of the successor generator
 * in problem.ts (which precomputes groups and caches bank checks), so
 * replaying a plan checks the generator.
 */
import type { Message } from '../../i18n/index.js';
import { appliesInBoat, appliesOnBanks, type Rule } from './safety.js';
import { groupSize, groupTime, groupWeight, loadAllowed, type RiverModel } from './model.js';
import { canRowOn, crossingNumberAt, nextPhase } from './rows.js';
import type { RiverState } from './layout.js';
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { RC } from './messages/index.js';
import { bankName, boatName, groupName, timeUnitAsGiven } from './words.js';
import { afterHan, amidHan, beforeHan } from './zh-spacing.js';

/** A broken rule with its place: "the ghosts outnumber the people on the east bank". */
export type RuleBroken = Message;

/** The first rule a bank's company breaks, or null: the search's check, which needs no words. */
export function brokenBankRule(model: RiverModel, counts: readonly number[]): Rule | null {
  for (const rule of model.rules) if (appliesOnBanks(rule) && rule.broken(counts)) return rule;
  return null;
}

/** The first rule a bank's company breaks, as words with the place, or null. */
export function bankProblem(model: RiverModel, counts: readonly number[], bank: 0 | 1): RuleBroken | null {
  const rule = brokenBankRule(model, counts);
  return rule && RC.brokenOnBank({ rule: afterHan(rule.says), bank: beforeHan(bankName(model, bank)) });
}

/** The first rule a boat's company breaks, or null. */
export function boatProblem(model: RiverModel, group: readonly number[]): RuleBroken | null {
  for (const rule of model.rules) {
    if (appliesInBoat(rule) && rule.broken(group)) return RC.brokenInBoat({ rule: afterHan(rule.says), boat: beforeHan(boatName(model)) });
  }
  return null;
}

/** The crossing's time, or null when it takes none (an untimed puzzle). */
export function crossingTime(model: RiverModel, group: readonly number[]): number | null {
  return model.timed ? groupTime(model, group) : null;
}

/** Applies a crossing by the rules: the state after it, or why it is illegal (in English and Chinese). */
export function applyCrossing(model: RiverModel, state: RiverState, group: readonly number[], direction: 0 | 1): RiverState | IllegalMove {
  const from = direction;
  const boat = boatName(model);
  if (state.boat !== from) return refusal(RC.boatIsAt({ boat: beforeHan(boat), bank: afterHan(bankName(model, state.boat)) }));
  const size = groupSize(group);
  if (size === 0) return refusal(RC.cannotCrossEmpty({ boat: beforeHan(boat) }));
  if (size < model.minAboard) return refusal(RC.tooFewAboard({ boat: beforeHan(boat), least: model.minAboard }));
  if (size > model.capacity) return refusal(RC.tooManyAboard({ boat: beforeHan(boat), capacity: model.capacity }));
  const units = model.units;
  for (let u = 0; u < units.length; u++) {
    const there = from === 0 ? state.near[u] : units[u].count - state.near[u];
    if (group[u] > there) return refusal(RC.notAllThere({ group: groupName(model, group), bank: afterHan(bankName(model, from)) }));
  }
  const c = model.phase ? crossingNumberAt(state.phase) : 1;
  if (!units.some((unit, u) => group[u] > 0 && canRowOn(unit.rows, c))) return refusal(RC.nobodyRowsThisCrossing({ boat: beforeHan(boat) }));
  const load = groupWeight(model, group);
  if (model.maxLoad !== null && load > model.maxLoad + 1e-6) return refusal(RC.overMaxLoad({ load, boat: amidHan(boat), max: model.maxLoad }));
  if (!loadAllowed(model, load, model.usesPreviousLoad ? state.previousLoad : null)) {
    const after = state.previousLoad !== null;
    return refusal(RC.loadNotAllowed({ load, after: after ? 'yes' : 'no', previous: state.previousLoad ?? '' }));
  }
  const boatBroken = boatProblem(model, group);
  if (boatBroken) return refusal(boatBroken);
  let elapsed = state.elapsed;
  if (model.timed) {
    const t = groupTime(model, group);
    if (t === null) return refusal(RC.noTimeForGroup({ group: amidHan(groupName(model, group)) }));
    if (model.timeLimit !== null) {
      elapsed += t;
      if (elapsed > model.timeLimit) return refusal(RC.pastTimeLimit({ elapsed, limit: model.timeLimit, unit: timeUnitAsGiven(model.timeUnit) }));
    }
  }
  const near = state.near.map((n, u) => (from === 0 ? n - group[u] : n + group[u]));
  const far = near.map((n, u) => units[u].count - n);
  const nearBroken = bankProblem(model, near, 0) ?? bankProblem(model, far, 1);
  if (nearBroken) return refusal(nearBroken);
  return {
    near,
    boat: from === 0 ? 1 : 0,
    phase: model.phase ? nextPhase(model.phase, state.phase) : 0,
    elapsed,
    previousLoad: model.usesPreviousLoad ? load : null,
  };
}

/**
 * The rules of one crossing, written out on plain counts: who may go, who
 * rows, the load, the time, and every rule on the boat and on both banks
 * afterwards. applyMove uses this, independently of the successor generator
 * in problem.ts (which precomputes groups and caches bank checks), so
 * replaying a plan checks the generator.
 */
import { appliesInBoat, appliesOnBanks, type Rule } from './safety.js';
import { groupSize, groupTime, groupWeight, loadAllowed, type RiverModel } from './model.js';
import { canRowOn, crossingNumberAt, nextPhase } from './rows.js';
import type { RiverState } from './layout.js';
import type { IllegalMove } from '../puzzle.js';
import { bankPhrase, groupWords } from './words.js';
import { bankZh, boatZh, groupZh, joinZh, timeZh } from './words-zh.js';

/** A broken rule in both languages: the English ("the ghosts outnumber the people on the east bank"), the Chinese ("东岸上鬼比人多"). */
export interface RuleBroken {
  en: string;
  zh: string;
}

/** The first rule a bank's company breaks, or null: the search's check, which needs no words. */
export function brokenBankRule(model: RiverModel, counts: readonly number[]): Rule | null {
  for (const rule of model.rules) if (appliesOnBanks(rule) && rule.broken(counts)) return rule;
  return null;
}

/** The first rule a bank's company breaks, as words with the place, or null. */
export function bankProblem(model: RiverModel, counts: readonly number[], bank: 0 | 1): RuleBroken | null {
  const rule = brokenBankRule(model, counts);
  return rule && { en: `${rule.says} on ${bankPhrase(model, bank)}`, zh: joinZh(bankZh(model, bank), '上', rule.saysZh) };
}

/** The first rule a boat's company breaks, or null. */
export function boatProblem(model: RiverModel, group: readonly number[]): RuleBroken | null {
  for (const rule of model.rules) {
    if (appliesInBoat(rule) && rule.broken(group)) return { en: `${rule.says} in the ${model.boatName}`, zh: joinZh(boatZh(model), '上', rule.saysZh) };
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
  const boat = boatZh(model);
  if (state.boat !== from) return { illegal: `the ${model.boatName} is on ${bankPhrase(model, state.boat)}`, zh: joinZh(boat, '在', bankZh(model, state.boat)) };
  const size = groupSize(group);
  if (size === 0) return { illegal: `the ${model.boatName} cannot cross empty`, zh: joinZh(boat, '不能空着过河') };
  if (size < model.minAboard) return { illegal: `at least ${model.minAboard} must be aboard`, zh: joinZh(boat, '上至少要有', String(model.minAboard), '个') };
  if (size > model.capacity) return { illegal: `the ${model.boatName} holds at most ${model.capacity}`, zh: joinZh(boat, '最多载', String(model.capacity), '个') };
  const units = model.units;
  for (let u = 0; u < units.length; u++) {
    const there = from === 0 ? state.near[u] : units[u].count - state.near[u];
    if (group[u] > there) return { illegal: `${groupWords(model, group)}: not all of them are on ${bankPhrase(model, from)}`, zh: joinZh(groupZh(model, group), '：并不都在', bankZh(model, from)) };
  }
  const c = model.phase ? crossingNumberAt(state.phase) : 1;
  if (!units.some((unit, u) => group[u] > 0 && canRowOn(unit.rows, c))) return { illegal: `nobody in the ${model.boatName} can row on this crossing`, zh: joinZh(boat, '上没有人能划这一趟') };
  const load = groupWeight(model, group);
  if (model.maxLoad !== null && load > model.maxLoad + 1e-6) return { illegal: `the load ${load} is more than the ${model.boatName} bears (${model.maxLoad})`, zh: joinZh('载重', String(load), '超过了', boat, '的承重（', String(model.maxLoad), '）') };
  if (!loadAllowed(model, load, model.usesPreviousLoad ? state.previousLoad : null)) {
    const after = state.previousLoad !== null;
    return { illegal: `a load of ${load} is not allowed${after ? ` after a load of ${state.previousLoad}` : ''}`, zh: joinZh(after ? joinZh('上一趟载重', String(state.previousLoad), '之后，') : '', '不允许载重', String(load)) };
  }
  const boatBroken = boatProblem(model, group);
  if (boatBroken) return { illegal: boatBroken.en, zh: boatBroken.zh };
  let elapsed = state.elapsed;
  if (model.timed) {
    const t = groupTime(model, group);
    if (t === null) return { illegal: `no crossing time is given for ${groupWords(model, group)}`, zh: joinZh('没有给出', groupZh(model, group), '的过河用时') };
    if (model.timeLimit !== null) {
      elapsed += t;
      if (elapsed > model.timeLimit) return { illegal: `the time would be ${elapsed} ${model.timeUnit}, past the limit of ${model.timeLimit}`, zh: joinZh('用时将是', timeZh(model, elapsed), '，超过了时限', timeZh(model, model.timeLimit)) };
    }
  }
  const near = state.near.map((n, u) => (from === 0 ? n - group[u] : n + group[u]));
  const far = near.map((n, u) => units[u].count - n);
  const nearBroken = bankProblem(model, near, 0) ?? bankProblem(model, far, 1);
  if (nearBroken) return { illegal: nearBroken.en, zh: nearBroken.zh };
  return {
    near,
    boat: from === 0 ? 1 : 0,
    phase: model.phase ? nextPhase(model.phase, state.phase) : 0,
    elapsed,
    previousLoad: model.usesPreviousLoad ? load : null,
  };
}

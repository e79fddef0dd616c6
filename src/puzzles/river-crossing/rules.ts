/**
 * The rules of one crossing, written out on plain counts: who may go, who
 * rows, the load, the time, and every rule on the boat and on both banks
 * afterwards. applyMove uses this, independently of the successor generator
 * in problem.ts (which precomputes groups and caches bank checks), so
 * replaying a plan checks the generator.
 */
import { appliesInBoat, appliesOnBanks } from './safety.js';
import { groupSize, groupTime, groupWeight, loadAllowed, type RiverModel } from './model.js';
import { canRowOn, crossingNumberAt, nextPhase } from './rows.js';
import type { RiverState } from './layout.js';
import { bankPhrase, groupWords } from './words.js';

/** The first rule a bank's company breaks, as words with the place, or null. */
export function bankProblem(model: RiverModel, counts: readonly number[], bank: 0 | 1): string | null {
  for (const rule of model.rules) {
    if (appliesOnBanks(rule) && rule.broken(counts)) return `${rule.says} on ${bankPhrase(model, bank)}`;
  }
  return null;
}

/** The first rule a boat's company breaks, or null. */
export function boatProblem(model: RiverModel, group: readonly number[]): string | null {
  for (const rule of model.rules) {
    if (appliesInBoat(rule) && rule.broken(group)) return `${rule.says} in the ${model.boatName}`;
  }
  return null;
}

/** The crossing's time, or null when it takes none (an untimed puzzle). */
export function crossingTime(model: RiverModel, group: readonly number[]): number | null {
  return model.timed ? groupTime(model, group) : null;
}

/** Applies a crossing by the rules: the state after it, or why it is illegal. */
export function applyCrossing(model: RiverModel, state: RiverState, group: readonly number[], direction: 0 | 1): RiverState | { illegal: string } {
  const from = direction;
  if (state.boat !== from) return { illegal: `the ${model.boatName} is on ${bankPhrase(model, state.boat)}` };
  const size = groupSize(group);
  if (size === 0) return { illegal: `the ${model.boatName} cannot cross empty` };
  if (size < model.minAboard) return { illegal: `at least ${model.minAboard} must be aboard` };
  if (size > model.capacity) return { illegal: `the ${model.boatName} holds at most ${model.capacity}` };
  const units = model.units;
  for (let u = 0; u < units.length; u++) {
    const there = from === 0 ? state.near[u] : units[u].count - state.near[u];
    if (group[u] > there) return { illegal: `${groupWords(model, group)}: not all of them are on ${bankPhrase(model, from)}` };
  }
  const c = model.phase ? crossingNumberAt(state.phase) : 1;
  if (!units.some((unit, u) => group[u] > 0 && canRowOn(unit.rows, c))) return { illegal: `nobody in the ${model.boatName} can row on this crossing` };
  const load = groupWeight(model, group);
  if (model.maxLoad !== null && load > model.maxLoad + 1e-6) return { illegal: `the load ${load} is more than the ${model.boatName} bears (${model.maxLoad})` };
  if (!loadAllowed(model, load, model.usesPreviousLoad ? state.previousLoad : null)) return { illegal: `a load of ${load} is not allowed${state.previousLoad !== null ? ` after a load of ${state.previousLoad}` : ''}` };
  const boatBroken = boatProblem(model, group);
  if (boatBroken) return { illegal: boatBroken };
  let elapsed = state.elapsed;
  if (model.timed) {
    const t = groupTime(model, group);
    if (t === null) return { illegal: `no crossing time is given for ${groupWords(model, group)}` };
    if (model.timeLimit !== null) {
      elapsed += t;
      if (elapsed > model.timeLimit) return { illegal: `the time would be ${elapsed} ${model.timeUnit}, past the limit of ${model.timeLimit}` };
    }
  }
  const near = state.near.map((n, u) => (from === 0 ? n - group[u] : n + group[u]));
  const far = near.map((n, u) => units[u].count - n);
  const nearBroken = bankProblem(model, near, 0) ?? bankProblem(model, far, 1);
  if (nearBroken) return { illegal: nearBroken };
  return {
    near,
    boat: from === 0 ? 1 : 0,
    phase: model.phase ? nextPhase(model.phase, state.phase) : 0,
    elapsed,
    previousLoad: model.usesPreviousLoad ? load : null,
  };
}

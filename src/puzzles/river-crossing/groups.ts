/**
 * Every group that could ever cross, found once per instance: each size
 * from the least aboard to the capacity, within the maximum load, passing
 * every rule that applies in the boat, with someone who can row on some
 * crossing and a known crossing time. What depends on the state (who is on
 * the bank, the crossing phase, the previous load) is left to the search.
 */
import { PuzzleInputError } from '../puzzle.js';
import { boatProblem, crossingTime } from './rules.js';
import type { Layout } from './layout.js';
import { groupWeight, loadAllowed, type RiverModel } from './model.js';
import { canRowOn, crossingNumberAt, phaseCount } from './rows.js';
import { groupWords } from './words.js';
import { boatZh, groupZh, joinZh } from './words-zh.js';

export interface Group {
  readonly counts: readonly number[];
  /** Units with at least one member aboard. */
  readonly members: Int32Array;
  /** The group's near-bank part: the key changes by this when it crosses. */
  readonly delta: number;
  readonly weight: number;
  /** Crossing time (1 when untimed). */
  readonly time: number;
  /** Per phase: whether someone aboard can row (one entry when rowing never depends on it). */
  readonly rows: Uint8Array;
}

/** More candidate groups than this is a spec mistake (a huge boat of individuals), not a puzzle. */
export const MAX_GROUPS = 400_000;

/** How many groups of each allowed size there are before any rule: counted by sizes, without listing them. */
export function candidateCount(model: RiverModel): number {
  let ways = [1];
  for (const u of model.units) {
    const next = new Array<number>(Math.min(model.capacity, ways.length - 1 + u.count) + 1).fill(0);
    ways.forEach((w, s) => {
      for (let n = 0; n <= u.count && s + n < next.length; n++) next[s + n] += w;
    });
    ways = next;
  }
  return ways.reduce((sum, w, s) => (s >= model.minAboard ? sum + w : sum), 0);
}

export function enumerateGroups(model: RiverModel, layout: Layout): Group[] {
  const units = model.units;
  const phases = model.phase ? phaseCount(model.phase) : 1;
  const candidates = candidateCount(model);
  if (candidates > MAX_GROUPS) {
    throw new PuzzleInputError(
      `the boat could carry ${candidates > 1e9 ? 'over a billion' : candidates.toLocaleString('en-US')} different groups, more than ${MAX_GROUPS.toLocaleString('en-US')}: use counted kinds for interchangeable travellers or a smaller capacity`,
      `船可能载 ${candidates > 1e9 ? '超过十亿' : candidates.toLocaleString('en-US')} 种不同的组合，超过了 ${MAX_GROUPS.toLocaleString('en-US')}：可互换的旅行者请用计数的种类，或者减小容量`,
    );
  }
  const groups: Group[] = [];
  const counts = units.map(() => 0);
  const visit = (u: number, size: number): void => {
    if (u === units.length) {
      if (size >= model.minAboard) addGroup(counts.slice());
      return;
    }
    for (let n = 0; n <= units[u].count && size + n <= model.capacity; n++) {
      counts[u] = n;
      visit(u + 1, size + n);
    }
    counts[u] = 0;
  };
  const addGroup = (group: number[]) => {
    const weight = groupWeight(model, group);
    if (model.maxLoad !== null && weight > model.maxLoad + 1e-6) return;
    // Allowed loads that do not depend on the previous crossing are a fixed filter.
    if (!model.usesPreviousLoad && !loadAllowed(model, weight, null)) return;
    if (boatProblem(model, group) !== null) return;
    const rows = new Uint8Array(phases);
    for (let p = 0; p < phases; p++) {
      const c = model.phase ? crossingNumberAt(p) : 1;
      rows[p] = units.some((unit, i) => group[i] > 0 && canRowOn(unit.rows, c)) ? 1 : 0;
    }
    if (!rows.some((r) => r === 1)) return;
    const time = crossingTime(model, group);
    if (model.timed && time === null) {
      throw new PuzzleInputError(`time.groups: no crossing time is given for ${groupWords(model, group)}, which the ${model.boatName} may carry`, `time.groups：${joinZh(boatZh(model), '可能载', groupZh(model, group))}，却没有给出他们的过河用时`);
    }
    let delta = 0;
    group.forEach((n, i) => (delta += n * layout.place[i]));
    const members = Int32Array.from(group.flatMap((n, i) => (n > 0 ? [i] : [])));
    groups.push({ counts: group, members, delta, weight, time: time ?? 1, rows });
  };
  visit(0, 0);
  return groups;
}

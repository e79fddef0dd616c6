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
import { loadAllowed, type RiverModel } from './model.js';
import { canRowOn, crossingNumberAt, phaseCount } from './rows.js';
import { RC } from './messages/index.js';
import { boatName, groupName } from './words.js';
import { afterHan, beforeHan } from './zh-spacing.js';

export interface Group {
  /** Units with at least one member aboard (plain arrays: a quarter of a million typed arrays cost seconds to make). */
  readonly members: readonly number[];
  /** How many of each member unit are aboard (a group's counts, without the zeros of the units left ashore). */
  readonly memberCounts: readonly number[];
  /** The group's near-bank part: the key changes by this when it crosses. */
  readonly delta: number;
  readonly weight: number;
  /** Crossing time (1 when untimed). */
  readonly time: number;
  /** Per phase: whether someone aboard can row (one entry when rowing never depends on it); shared by groups alike in it. */
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
    throw new PuzzleInputError(RC.tooManyGroups({ over: candidates > 1e9 ? 'yes' : 'no', count: candidates.toLocaleString('en-US'), max: MAX_GROUPS.toLocaleString('en-US') }));
  }
  const groups: Group[] = [];
  const place = layout.place;
  // The group being built: its counts (read in place by the rules) and the units aboard, the only part kept.
  const counts = units.map(() => 0);
  const aboard: number[] = [];
  const rowsByKey = new Map<string, Uint8Array>();
  const visit = (u: number, size: number): void => {
    // A full boat (or the last unit) leaves nobody else to add: the rest all stay ashore.
    if (u === units.length || size === model.capacity) {
      if (size >= model.minAboard) addGroup();
      return;
    }
    visit(u + 1, size);
    aboard.push(u);
    for (let n = 1; n <= units[u].count && size + n <= model.capacity; n++) {
      counts[u] = n;
      visit(u + 1, size + n);
    }
    aboard.pop();
    counts[u] = 0;
  };
  // Per group, only the few units aboard are looked at: a boat of 4 among 50
  // travellers makes a quarter of a million groups, each of 50 counts.
  const addGroup = () => {
    let weight = 0;
    for (const u of aboard) weight += units[u].weight * counts[u];
    if (model.maxLoad !== null && weight > model.maxLoad + 1e-6) return;
    // Allowed loads that do not depend on the previous crossing are a fixed filter.
    if (!model.usesPreviousLoad && !loadAllowed(model, weight, null)) return;
    if (boatProblem(model, counts) !== null) return;
    let rowsKey = '';
    for (let p = 0; p < phases; p++) {
      const c = model.phase ? crossingNumberAt(p) : 1;
      rowsKey += aboard.some((u) => canRowOn(units[u].rows, c)) ? '1' : '0';
    }
    if (!rowsKey.includes('1')) return;
    const time = crossingTime(model, counts);
    if (model.timed && time === null) {
      throw new PuzzleInputError(RC.groupWithoutTime({ group: afterHan(groupName(model, counts)), boat: beforeHan(boatName(model)) }));
    }
    let delta = 0;
    for (const u of aboard) delta += counts[u] * place[u];
    let rows = rowsByKey.get(rowsKey);
    if (rows === undefined) rowsByKey.set(rowsKey, (rows = Uint8Array.from(rowsKey, Number)));
    groups.push({ members: aboard.slice(), memberCounts: aboard.map((u) => counts[u]), delta, weight, time: time ?? 1, rows });
  };
  visit(0, 0);
  return groups;
}

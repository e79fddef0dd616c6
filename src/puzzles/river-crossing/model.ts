/**
 * The model of a crossing puzzle, built from a checked spec: traveller units
 * (an individual, or a kind with a count whose members are interchangeable),
 * the boat, times, rowing conditions and compiled rules. Every problem with
 * what the names mean is reported here with its place in the spec.
 */
import type { Message } from '../../i18n/index.js';
import { PuzzleInputError } from '../puzzle.js';
import { placeZh } from '../params.js';
import { RC } from './messages/index.js';
import { compileCompany, matches, type Company, type Counts } from './company.js';
import { canRowOn, phaseOf, rowCondition, type Phase, type RowCondition } from './rows.js';
import { compileRule, type Rule } from './safety.js';
import { isCounted, nameIndex, pluralOf, shortCodes } from './names.js';
import type { Unit } from './unit.js';
import type { LoadValueSpec, RiverSpec } from './spec.js';

export type { Unit } from './unit.js';

export interface LoadValue {
  readonly previous: boolean;
  readonly value: number;
}

export interface RiverModel {
  readonly title: string;
  /** Names of the near (start) and far bank. */
  readonly banks: readonly [string, string];
  /** Whether the banks have names of their own (else "the near bank", "the far bank"). */
  readonly namedBanks: boolean;
  readonly boatName: string;
  /** The spec's words in Chinese (words.ts fills in what it leaves out from the catalog). */
  readonly zh: { readonly title: string | null; readonly banks: readonly [string, string] | null; readonly boat: string | null };
  readonly torch: boolean;
  readonly units: readonly Unit[];
  /** Per unit: whether it must end on the bank opposite its start. */
  readonly inGoal: readonly boolean[];
  readonly capacity: number;
  readonly minAboard: number;
  readonly maxLoad: number | null;
  /** Allowed loads, any item matching; null when any load goes. */
  readonly loads: readonly (readonly [LoadValue, LoadValue])[] | null;
  /** Whether the allowed loads depend on the previous crossing's load (then it is in the state). */
  readonly usesPreviousLoad: boolean;
  /** Whether crossings take time (per traveller or per group). */
  readonly timed: boolean;
  readonly timeUnit: string;
  readonly timeLimit: number | null;
  readonly groupTimes: readonly { readonly time: number; readonly match: readonly Company[] }[];
  readonly rules: readonly Rule[];
  /** The crossing phase the state carries, when rowing depends on the crossing number. */
  readonly phase: Phase | null;
}

/** The most crossing phases a state may tell apart. */
const MAX_PHASES = 100_000;

/** Whether anyone can row on some crossing: one full phase cycle shows every case. */
function someoneRows(units: readonly Unit[], phase: Phase | null): boolean {
  const last = phase ? phase.exact + phase.period : 1;
  for (let c = 1; c <= last; c++) if (units.some((u) => canRowOn(u.rows, c))) return true;
  return false;
}

export function buildModel(spec: RiverSpec, origin: string): RiverModel {
  const fail = (place: string, message: Message): never => {
    throw new PuzzleInputError(RC.atPlace({ origin: RC.named({ en: origin, zh: placeZh(origin) }), place, message }));
  };
  const shorts = shortCodes(spec.travellers);
  const units: Unit[] = spec.travellers.map((t, i) => {
    const counted = isCounted(t);
    const name = counted ? t.kind : t.name;
    return {
      name,
      title: counted ? t.kind : (t.title ?? t.name),
      plural: counted ? (t.plural ?? pluralOf(t.kind)) : (t.title ?? t.name),
      short: shorts[i],
      zh: t.zh ?? null,
      kind: t.kind ?? null,
      counted,
      count: counted ? t.count : 1,
      startNear: t.startsOn === 'far' ? 0 : counted ? t.count : 1,
      weight: t.weight ?? 0,
      time: t.time ?? 0,
      rows: rowCondition(t.rows),
    };
  });

  const byName = nameIndex(units, fail);
  const resolve = (reference: string, place: string): number[] => {
    const found = byName.get(reference.trim().toLowerCase());
    if (!found) return fail(place, RC.unknownTraveller({ name: JSON.stringify(reference) }));
    return found;
  };
  /** Words for a reference: a kind's plural, an individual's title. */
  const wordEn = (reference: string): string => {
    const found = byName.get(reference.trim().toLowerCase())!;
    if (found.length === 1 && !units[found[0]].counted && units[found[0]].name.toLowerCase() === reference.trim().toLowerCase()) return units[found[0]].title;
    const kindUnit = units[found[0]];
    const plural = kindUnit.counted ? kindUnit.plural : pluralOf(reference.trim());
    return `the ${plural}`;
  };

  /**
   * The same in Chinese: an individual's or a counted kind's Chinese name;
   * a kind of individuals ("sons": "son 1", "son 2" in their Chinese names)
   * by what their names share; else the English.
   */
  const wordZh = (reference: string): string => {
    const found = byName.get(reference.trim().toLowerCase())!;
    const names = found.map((u) => (units[u].zh ?? '').replace(/\s*\d+$/, ''));
    const only = found.length === 1 ? units[found[0]].zh : null;
    if (only) return only;
    return names[0] !== '' && names.every((n) => n === names[0]) ? names[0] : wordEn(reference);
  };
  const word = (reference: string): Message => RC.named({ en: wordEn(reference), zh: wordZh(reference) });

  if (!units.some((u) => u.startNear > 0)) fail('travellers', RC.everyoneStartsFar());

  // The goal.
  let inGoal = units.map(() => true);
  if (spec.goal !== undefined) {
    if (spec.goal.length === 0) fail('goal', RC.goalNamesNobody());
    inGoal = units.map(() => false);
    spec.goal.forEach((ref, i) => {
      for (const u of resolve(ref, `goal[${i}]`)) inGoal[u] = true;
    });
  }

  // The boat.
  const { boat } = spec;
  const minAboard = boat.minAboard ?? 1;
  if (minAboard > boat.capacity) fail('boat.minAboard', RC.minAboardOverCapacity({ least: minAboard, capacity: boat.capacity }));
  const phase = phaseOf(units.map((u) => u.rows));
  if (phase && phase.exact + phase.period > MAX_PHASES) {
    fail('travellers', RC.rowingRepeatsLate({ period: phase.exact + phase.period, max: MAX_PHASES }));
  }
  if (!someoneRows(units, phase)) fail('travellers', RC.nobodyCanRow());

  const weighed = boat.maxLoad !== undefined || boat.loads !== undefined;
  if (weighed) {
    spec.travellers.forEach((t, i) => {
      if (t.weight === undefined) fail(`travellers[${i}].weight`, RC.weightMissing());
    });
  }
  const loadValue = (v: LoadValueSpec): LoadValue => (typeof v === 'number' ? { previous: false, value: v } : { previous: true, value: v.previous });
  const loads = boat.loads?.map((item) => (Array.isArray(item) ? ([loadValue(item[0]), loadValue(item[1])] as const) : ([loadValue(item), loadValue(item)] as const))) ?? null;
  const usesPreviousLoad = loads !== null && loads.some(([lo, hi]) => lo.previous || hi.previous);
  if (usesPreviousLoad) {
    units.forEach((u, i) => {
      if (!Number.isInteger(u.weight)) fail(`travellers[${i}].weight`, RC.weightNotWhole({ weight: u.weight }));
    });
  }

  // Time.
  const time = spec.time ?? {};
  const withTime = spec.travellers.map((t) => t.time !== undefined);
  const groupTimes = (time.groups ?? []).map((g, i) => ({
    time: g.time,
    match: g.match.map((c, j) => compileCompany(c, resolve, `time.groups[${i}].match[${j}]`, units.length)),
  }));
  const seenTimes = new Map<number, number>();
  (time.groups ?? []).forEach((g, i) => {
    if (seenTimes.has(g.time)) fail(`time.groups[${i}].time`, RC.timeGivenTwice({ time: g.time, other: seenTimes.get(g.time)! }));
    seenTimes.set(g.time, i);
  });
  if (groupTimes.length === 0 && withTime.some(Boolean) && !withTime.every(Boolean)) {
    fail(`travellers[${withTime.indexOf(false)}].time`, RC.timeMissing());
  }
  const timed = groupTimes.length > 0 || withTime.some(Boolean);
  if (time.limit !== undefined && !timed) fail('time.limit', RC.limitNeedsTimes());

  const rules = (spec.rules ?? []).map((r, i) => compileRule(r, i, resolve, units.length, word));

  return {
    title: spec.title ?? 'A river crossing',
    banks: spec.banks ?? ['near', 'far'],
    namedBanks: spec.banks !== undefined,
    boatName: boat.name ?? (boat.torch ? 'bridge' : 'boat'),
    zh: { title: spec.zh?.title ?? null, banks: spec.zh?.banks ?? null, boat: spec.zh?.boat ?? null },
    torch: boat.torch ?? false,
    units,
    inGoal,
    capacity: boat.capacity,
    minAboard,
    maxLoad: boat.maxLoad ?? null,
    loads,
    usesPreviousLoad,
    timed,
    timeUnit: time.unit ?? 'minutes',
    timeLimit: time.limit ?? null,
    groupTimes,
    rules,
    phase,
  };
}

/** The time a group takes: the first group duration it matches, else its slowest member's; null when nothing says. */
export function groupTime(model: RiverModel, group: Counts): number | null {
  for (const g of model.groupTimes) if (g.match.some((c) => matches(c, group))) return g.time;
  let slowest = 0;
  model.units.forEach((u, i) => {
    if (group[i] > 0) slowest = Math.max(slowest, u.time);
  });
  return slowest > 0 ? slowest : null;
}

export function groupWeight(model: RiverModel, group: Counts): number {
  let w = 0;
  model.units.forEach((u, i) => (w += u.weight * group[i]));
  return w;
}

export function groupSize(group: Counts): number {
  let n = 0;
  for (let i = 0; i < group.length; i++) n += group[i];
  return n;
}

/** Whether a load lies in the allowed loads, given the previous crossing's load (null before the first crossing). */
export function loadAllowed(model: RiverModel, load: number, previous: number | null): boolean {
  if (model.loads === null) return true;
  const EPS = 1e-6;
  return model.loads.some(([lo, hi]) => {
    // Before the first crossing, a bound that refers to the previous load lets anything through.
    if ((lo.previous || hi.previous) && previous === null) return true;
    const a = lo.previous ? previous! + lo.value : lo.value;
    const b = hi.previous ? previous! + hi.value : hi.value;
    return load >= a - EPS && load <= b + EPS;
  });
}

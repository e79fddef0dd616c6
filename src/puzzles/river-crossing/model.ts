/**
 * The model of a crossing puzzle, built from a checked spec: traveller units
 * (an individual, or a kind with a count whose members are interchangeable),
 * the boat, times, rowing conditions and compiled rules. Every problem with
 * what the names mean is reported here with its place in the spec.
 */
import { PuzzleInputError } from '../puzzle.js';
import { placeZh } from '../params.js';
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
  /** The spec's words in Chinese (words-zh.ts fills in what it leaves out). */
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
  const fail = (place: string, message: string, zh?: string): never => {
    throw new PuzzleInputError(`${origin}: ${place}: ${message}`, zh === undefined ? undefined : `${placeZh(origin)}：${place}：${zh}`);
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
    if (!found) return fail(place, `unknown traveller ${JSON.stringify(reference)}`, `没有旅行者 ${JSON.stringify(reference)}`);
    return found;
  };
  /** Words for a reference: a kind's plural, an individual's title. */
  const word = (reference: string): string => {
    const found = byName.get(reference.trim().toLowerCase())!;
    if (found.length === 1 && !units[found[0]].counted && units[found[0]].name.toLowerCase() === reference.trim().toLowerCase()) return units[found[0]].title;
    const kindUnit = units[found[0]];
    const plural = kindUnit.counted ? kindUnit.plural : pluralOf(reference.trim());
    return `the ${plural}`;
  };

  /**
   * The same in Chinese: an individual's or a counted kind's Chinese name;
   * a kind of individuals ("sons": 儿子 1, 儿子 2) by what their names share;
   * else the English.
   */
  const wordZh = (reference: string): string => {
    const found = byName.get(reference.trim().toLowerCase())!;
    const names = found.map((u) => (units[u].zh ?? '').replace(/\s*\d+$/, ''));
    const only = found.length === 1 ? units[found[0]].zh : null;
    if (only) return only;
    return names[0] !== '' && names.every((n) => n === names[0]) ? names[0] : word(reference);
  };

  if (!units.some((u) => u.startNear > 0)) fail('travellers', 'everyone starts on the far bank: someone must start on the near bank, with the boat', '所有人都从对岸出发：必须有人和船一起从此岸出发');

  // The goal.
  let inGoal = units.map(() => true);
  if (spec.goal !== undefined) {
    if (spec.goal.length === 0) fail('goal', 'names nobody: list who must cross, or leave goal out for everyone', '一个人也没列：请列出谁必须过河，或者去掉 goal 表示所有人');
    inGoal = units.map(() => false);
    spec.goal.forEach((ref, i) => {
      for (const u of resolve(ref, `goal[${i}]`)) inGoal[u] = true;
    });
  }

  // The boat.
  const { boat } = spec;
  const minAboard = boat.minAboard ?? 1;
  if (minAboard > boat.capacity) fail('boat.minAboard', `${minAboard} is more than the capacity (${boat.capacity})`, `${minAboard} 超过了容量（${boat.capacity}）`);
  const phase = phaseOf(units.map((u) => u.rows));
  if (phase && phase.exact + phase.period > MAX_PHASES) {
    fail(
      'travellers',
      `the rowing conditions repeat only after ${phase.exact + phase.period} crossings, more than ${MAX_PHASES}: use fewer or smaller periods`,
      `划船条件要过 ${phase.exact + phase.period} 趟才重复，超过了 ${MAX_PHASES}：请用更少或更短的周期`,
    );
  }
  if (!someoneRows(units, phase)) fail('travellers', 'nobody can row: give at least one traveller "rows": true (travellers row unless they say "rows": false)', '没有人会划船：至少给一个旅行者 "rows": true（除非写明 "rows": false，旅行者都会划船）');

  const weighed = boat.maxLoad !== undefined || boat.loads !== undefined;
  if (weighed) {
    spec.travellers.forEach((t, i) => {
      if (t.weight === undefined) fail(`travellers[${i}].weight`, 'is missing: with a maximum load or allowed loads every traveller needs a weight', '缺失：有最大载重或允许的载重时，每个旅行者都要有体重');
    });
  }
  const loadValue = (v: LoadValueSpec): LoadValue => (typeof v === 'number' ? { previous: false, value: v } : { previous: true, value: v.previous });
  const loads = boat.loads?.map((item) => (Array.isArray(item) ? ([loadValue(item[0]), loadValue(item[1])] as const) : ([loadValue(item), loadValue(item)] as const))) ?? null;
  const usesPreviousLoad = loads !== null && loads.some(([lo, hi]) => lo.previous || hi.previous);
  if (usesPreviousLoad) {
    units.forEach((u, i) => {
      if (!Number.isInteger(u.weight)) fail(`travellers[${i}].weight`, `${u.weight} is not whole: loads that depend on the previous load need whole-number weights`, `${u.weight} 不是整数：依赖上一趟载重的载重规则要求体重是整数`);
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
    if (seenTimes.has(g.time)) fail(`time.groups[${i}].time`, `${g.time} is also the time of time.groups[${seenTimes.get(g.time)}]: put their companies in one item`, `${g.time} 也是 time.groups[${seenTimes.get(g.time)}] 的用时：请把它们的组合放进同一项`);
    seenTimes.set(g.time, i);
  });
  if (groupTimes.length === 0 && withTime.some(Boolean) && !withTime.every(Boolean)) {
    fail(`travellers[${withTime.indexOf(false)}].time`, 'is missing: give every traveller a crossing time, or none', '缺失：要么每个旅行者都给过河用时，要么都不给');
  }
  const timed = groupTimes.length > 0 || withTime.some(Boolean);
  if (time.limit !== undefined && !timed) fail('time.limit', 'needs crossing times: give travellers a "time" or give time.groups', '需要过河用时：请给旅行者 "time"，或者给出 time.groups');

  const rules = (spec.rules ?? []).map((r, i) => compileRule(r, i, resolve, units.length, word, wordZh));

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

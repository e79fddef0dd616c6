/**
 * The model of a crossing puzzle, built from a checked spec: traveller units
 * (an individual, or a kind with a count whose members are interchangeable),
 * the boat, times, rowing conditions and compiled rules. Every problem with
 * what the names mean is reported here with its place in the spec.
 */
import { PuzzleInputError } from '../puzzle.js';
import { compileCompany, matches, type Company, type Counts } from './company.js';
import { canRowOn, phaseOf, rowCondition, type Phase, type RowCondition } from './rows.js';
import { compileRule, type Rule } from './rules.js';
import type { LoadValueSpec, RiverSpec, TravellerSpec } from './spec.js';

export interface Unit {
  /** How rules and goals refer to it: an individual's name, or a counted kind. */
  readonly name: string;
  /** Words for one member: "the farmer", "ghost". */
  readonly title: string;
  /** Words for several members of a counted kind: "ghosts". */
  readonly plural: string;
  /** Short code in state and move codes: "F", "C". */
  readonly short: string;
  readonly kind: string | null;
  readonly counted: boolean;
  /** Members (1 for an individual). */
  readonly count: number;
  /** Members on the near (start) bank at the start. */
  readonly startNear: number;
  /** Per member; 0 when the puzzle has no weights. */
  readonly weight: number;
  /** Crossing time per member; 0 when not given. */
  readonly time: number;
  readonly rows: RowCondition;
}

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

const isCounted = (t: TravellerSpec): t is Extract<TravellerSpec, { count: number }> => 'count' in t;

function pluralOf(word: string): string {
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** Short codes: the given ones, else initials made unique with a number ("H1", "W1", "P", "P2"). */
function shortCodes(travellers: readonly TravellerSpec[]): string[] {
  const taken = new Set(travellers.flatMap((t) => (t.short ? [t.short.toLowerCase()] : [])));
  return travellers.map((t, i) => {
    if (t.short) return t.short;
    const name = isCounted(t) ? t.kind : t.name;
    const initials = name
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/([A-Za-z])(\d)/g, '$1 $2')
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => (/^\d+$/.test(w) ? w : w[0].toUpperCase()))
      .join('')
      .slice(0, 4);
    const base = /^[A-Za-z]/.test(initials) ? initials : 'T';
    for (let n = 1; n < 100; n++) {
      const candidate = n === 1 ? base : `${base}${/\d$/.test(base) ? 'n' : ''}${n}`;
      if (candidate.length <= 6 && !taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
    const fallback = `T${i + 1}`;
    taken.add(fallback.toLowerCase());
    return fallback;
  });
}

/** The units' crossing numbers to look at for "can anyone ever row": one full phase cycle. */
function someoneRows(units: readonly Unit[], phase: Phase | null): boolean {
  const last = phase ? phase.exact + phase.period : 1;
  for (let c = 1; c <= last; c++) if (units.some((u) => canRowOn(u.rows, c))) return true;
  return false;
}

/**
 * Every word a rule or goal may use, to the units it means: an individual's
 * name means that traveller; a kind, or its plural, every traveller of the
 * kind. Names and counted kinds must be unique, and so must short codes.
 */
function nameIndex(units: readonly Unit[], fail: (place: string, message: string) => never): Map<string, number[]> {
  const index = new Map<string, number[]>();
  const owner = new Map<string, number>();
  const shorts = new Map<string, number>();
  units.forEach((u, i) => {
    const key = u.name.toLowerCase();
    if (owner.has(key)) fail(`travellers[${i}]`, `${JSON.stringify(u.name)} is used twice (also by travellers[${owner.get(key)}]): every traveller and counted kind needs its own name`);
    owner.set(key, i);
    const short = u.short.toLowerCase();
    if (shorts.has(short)) fail(`travellers[${i}].short`, `${JSON.stringify(u.short)} is also the short code of travellers[${shorts.get(short)}]`);
    shorts.set(short, i);
    if (!u.counted) index.set(key, [i]);
  });
  units.forEach((u, i) => {
    if (u.kind === null) return;
    const words = u.counted ? [u.kind, u.plural, pluralOf(u.kind)] : [u.kind, pluralOf(u.kind)];
    for (const word of new Set(words.map((w) => w.toLowerCase()))) {
      const named = owner.get(word);
      if (named !== undefined && !units[named].counted) continue; // an individual's own name wins
      const list = index.get(word) ?? [];
      if (!list.includes(i)) list.push(i);
      index.set(word, list);
    }
  });
  return index;
}

export function buildModel(spec: RiverSpec, origin: string): RiverModel {
  const fail = (place: string, message: string): never => {
    throw new PuzzleInputError(`${origin}: ${place}: ${message}`);
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
    if (!found) return fail(place, `unknown traveller ${JSON.stringify(reference)}`);
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

  if (!units.some((u) => u.startNear > 0)) fail('travellers', 'everyone starts on the far bank: someone must start on the near bank, with the boat');

  // The goal.
  let inGoal = units.map(() => true);
  if (spec.goal !== undefined) {
    if (spec.goal.length === 0) fail('goal', 'names nobody: list who must cross, or leave goal out for everyone');
    inGoal = units.map(() => false);
    spec.goal.forEach((ref, i) => {
      for (const u of resolve(ref, `goal[${i}]`)) inGoal[u] = true;
    });
  }

  // The boat.
  const { boat } = spec;
  const minAboard = boat.minAboard ?? 1;
  if (minAboard > boat.capacity) fail('boat.minAboard', `${minAboard} is more than the capacity (${boat.capacity})`);
  const phase = phaseOf(units.map((u) => u.rows));
  if (!someoneRows(units, phase)) fail('travellers', 'nobody can row: give at least one traveller "rows": true (travellers row unless they say "rows": false)');

  const weighed = boat.maxLoad !== undefined || boat.loads !== undefined;
  if (weighed) {
    spec.travellers.forEach((t, i) => {
      if (t.weight === undefined) fail(`travellers[${i}].weight`, 'is missing: with a maximum load or allowed loads every traveller needs a weight');
    });
  }
  const loadValue = (v: LoadValueSpec): LoadValue => (typeof v === 'number' ? { previous: false, value: v } : { previous: true, value: v.previous });
  const loads = boat.loads?.map((item) => (Array.isArray(item) ? ([loadValue(item[0]), loadValue(item[1])] as const) : ([loadValue(item), loadValue(item)] as const))) ?? null;
  const usesPreviousLoad = loads !== null && loads.some(([lo, hi]) => lo.previous || hi.previous);
  if (usesPreviousLoad) {
    units.forEach((u, i) => {
      if (!Number.isInteger(u.weight)) fail(`travellers[${i}].weight`, `${u.weight} is not whole: loads that depend on the previous load need whole-number weights`);
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
    if (seenTimes.has(g.time)) fail(`time.groups[${i}].time`, `${g.time} is also the time of time.groups[${seenTimes.get(g.time)}]: put their companies in one item`);
    seenTimes.set(g.time, i);
  });
  if (groupTimes.length === 0 && withTime.some(Boolean) && !withTime.every(Boolean)) {
    fail(`travellers[${withTime.indexOf(false)}].time`, 'is missing: give every traveller a crossing time, or none');
  }
  const timed = groupTimes.length > 0 || withTime.some(Boolean);
  if (time.limit !== undefined && !timed) fail('time.limit', 'needs crossing times: give travellers a "time" or give time.groups');

  const rules = (spec.rules ?? []).map((r, i) => compileRule(r, i, resolve, units.length, word));

  return {
    title: spec.title ?? 'A river crossing',
    banks: spec.banks ?? ['near', 'far'],
    namedBanks: spec.banks !== undefined,
    boatName: boat.name ?? (boat.torch ? 'bridge' : 'boat'),
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

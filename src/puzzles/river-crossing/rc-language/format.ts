/**
 * The RiverCrossing scenario language (FlorinTulba/RiverCrossing; FORMAT.md
 * beside the scenarios), translated into our spec. A file is in that
 * language when it has its keys (`Entities`, `CrossingConstraints`). Every
 * check of FORMAT.md A.11 that a translation can make is made here, with a
 * message naming the key.
 */
import { canRowOn, rowCondition } from '../rows.js';
import { parseConfigList, type RcEntities } from './pattern.js';
import { readCondition, readLoads } from './expression.js';
import type { Message } from '../../../i18n/index.js';
import { RC } from '../messages/index.js';
import { badInput, originName, whereIn, type Where } from './where.js';
import type { CompanySpec, RiverSpec, RuleSpec, TravellerSpec } from '../spec.js';

export function isRiverCrossingScenario(data: unknown): boolean {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && ('Entities' in data || 'CrossingConstraints' in data || 'ScenarioDescription' in data);
}

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const truthy = (v: unknown): boolean => v === true || v === 'true';

/** The value of a key or of its synonym (an error when both are given). */
function either(obj: Obj, a: string, b: string, where: Where): { key: string; value: unknown } | null {
  const hasA = Object.hasOwn(obj, a);
  const hasB = Object.hasOwn(obj, b);
  if (hasA && hasB) throw badInput(where, RC.onlyOneOfKeys({ a, b }));
  if (hasA) return { key: a, value: obj[a] };
  if (hasB) return { key: b, value: obj[b] };
  return null;
}

function text(value: unknown, where: Where): string {
  if (typeof value !== 'string') throw badInput(where, RC.shouldBeText({ value: JSON.stringify(value) }));
  return value;
}

/** The most entities a translated configuration can match (Infinity when open-ended). */
function largestMatch(company: CompanySpec): number {
  const bound = (c: number | string | undefined): number => (c === undefined ? Infinity : typeof c === 'number' ? c : c.endsWith('+') ? Infinity : Number.parseInt(c, 10));
  const named = (company.with?.length ?? 0) + (company.oneOf?.length ?? 0) + (company.atMostOneOf?.length ?? 0);
  const counted = Object.values(company.counts ?? {}).reduce((sum: number, c) => sum + bound(c), 0);
  return named + counted + bound(company.others);
}

/** For a configuration of k stars and "..." alone ("k or more entities"), k; otherwise Infinity. */
function starsOrMore(company: CompanySpec): number {
  const onlyOthers = !company.with && !company.without && !company.oneOf && !company.atMostOneOf && !company.counts;
  return onlyOthers && typeof company.others === 'string' && company.others.endsWith('+') ? Number.parseInt(company.others, 10) : Infinity;
}

export function translateScenario(data: unknown, origin: string): RiverSpec {
  const at = (path: string): Where => whereIn(origin, path);
  const fail = (path: string, message: Message): never => {
    throw badInput(at(path), message);
  };
  if (!isObject(data)) throw badInput(RC.scenarioWhole({ origin: originName(origin) }), RC.notAnObject());
  for (const key of ['ScenarioDescription', 'Entities', 'CrossingConstraints']) {
    if (!Object.hasOwn(data, key)) fail(key, RC.scenarioKeyMissing());
  }
  const description = data.ScenarioDescription;
  if (!Array.isArray(description) || description.length === 0 || description.some((d) => typeof d !== 'string')) {
    fail('ScenarioDescription', RC.descriptionShape());
  }
  const rawEntities = data.Entities;
  if (!Array.isArray(rawEntities)) return fail('Entities', RC.entitiesShape());
  if (rawEntities.length < 3) fail('Entities', RC.tooFewEntitiesInScenario({ count: rawEntities.length }));

  // Entities.
  const ids = new Set<number>();
  const names = new Set<string>();
  const travellers: TravellerSpec[] = [];
  const nameOf = new Map<number, string>();
  const typeCounts = new Map<string, number>();
  let typed = 0;
  let weighed = 0;
  const canRowNow: boolean[] = [];
  const startsRight: boolean[] = [];
  const weights: number[] = [];
  const alwaysRows: boolean[] = [];
  rawEntities.forEach((e, i) => {
    const where = `Entities[${i}]`;
    if (!isObject(e)) return fail(where, RC.entityShape());
    const id = e.Id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0) return fail(`${where}.Id`, RC.idShape({ value: JSON.stringify(id) }));
    if (ids.has(id)) fail(`${where}.Id`, RC.idUsedTwice({ id }));
    ids.add(id);
    const name = e.Name;
    if (typeof name !== 'string' || name.trim() === '') return fail(`${where}.Name`, RC.nameShape());
    if (names.has(name.toLowerCase())) fail(`${where}.Name`, RC.entityNameUsedTwice({ name: JSON.stringify(name) }));
    names.add(name.toLowerCase());
    nameOf.set(id, name);
    const t: TravellerSpec = { name };
    if (e.Type !== undefined) {
      const type = text(e.Type, at(`${where}.Type`));
      if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(type)) fail(`${where}.Type`, RC.typeNameShape({ type: JSON.stringify(type) }));
      t.kind = type;
      typeCounts.set(type, (typeCounts.get(type) ?? 0) + 1);
      typed++;
    }
    const row = either(e, 'CanRow', 'CanTackleBridgeCrossing', at(where));
    const rows = row ? readCondition(row.value, at(`${where}.${row.key}`)) : false;
    t.rows = rows;
    const condition = rowCondition(rows);
    // The scenario language's start-up check looks at crossing index 0.
    canRowNow.push(canRowOn(condition, 0));
    alwaysRows.push(condition.kind === 'always');
    if (e.Weight !== undefined) {
      if (typeof e.Weight !== 'number' || !(e.Weight > 0)) fail(`${where}.Weight`, RC.positiveNumberShape({ value: JSON.stringify(e.Weight) }));
      t.weight = e.Weight as number;
      weights.push(e.Weight as number);
      weighed++;
    }
    const right = e.StartsFromRightBank;
    if (right !== undefined && typeof right !== 'boolean' && right !== 'true' && right !== 'false') fail(`${where}.StartsFromRightBank`, RC.booleanShape());
    startsRight.push(truthy(right));
    if (truthy(right)) t.startsOn = 'far';
    travellers.push(t);
  });
  const n = travellers.length;
  if (typed !== 0 && typed !== n) fail('Entities', RC.typesAllOrNone());
  if (typed !== 0 && typeCounts.size < 2) fail('Entities', RC.typesTooFew());
  if (weighed !== 0 && weighed !== n) fail('Entities', RC.weightsAllOrNone());
  if (startsRight.every(Boolean)) fail('Entities', RC.everyoneStartsRight());
  if (!travellers.some((_, i) => !startsRight[i] && canRowNow[i])) fail('Entities', RC.nobodyRowsAtStart());
  const entities: RcEntities = { nameOf, typeCounts, count: n };

  // Crossing constraints.
  const crossing = data.CrossingConstraints;
  if (!isObject(crossing)) return fail('CrossingConstraints', RC.objectShape());
  const cc = at('CrossingConstraints');
  const capacityKey = either(crossing, 'RaftCapacity', 'BridgeCapacity', cc);
  const maxLoadKey = either(crossing, 'RaftMaxLoad', 'BridgeMaxLoad', cc);
  const allowedKey = either(crossing, 'AllowedRaftConfigurations', 'AllowedBridgeConfigurations', cc);
  const disallowedKey = either(crossing, 'DisallowedRaftConfigurations', 'DisallowedBridgeConfigurations', cc);
  const loadsKey = either(crossing, 'AllowedRaftLoads', 'AllowedBridgeLoads', cc);
  const durations = crossing.CrossingDurationsOfConfigurations;
  if (allowedKey && disallowedKey) fail('CrossingConstraints', RC.onlyOneOfKeys({ a: allowedKey.key, b: disallowedKey.key }));
  if (!capacityKey && !maxLoadKey && !allowedKey && !disallowedKey && !loadsKey && durations === undefined) {
    fail('CrossingConstraints', RC.noCrossingConstraint());
  }
  const bridge = [capacityKey, maxLoadKey, allowedKey, disallowedKey, loadsKey].some((k) => k?.key.startsWith('Bridge') || k?.key.startsWith('AllowedBridge') || k?.key.startsWith('DisallowedBridge'));

  let capacity = n - 1; // never everybody at once
  if (capacityKey) {
    const c = capacityKey.value;
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 2 || c > n - 1) {
      fail(`CrossingConstraints.${capacityKey.key}`, RC.capacityShape({ most: n - 1, value: JSON.stringify(c) }));
    }
    capacity = c as number;
  }
  let maxLoad: number | undefined;
  if (maxLoadKey) {
    const m = maxLoadKey.value;
    if (typeof m !== 'number' || !(m > 0)) return fail(`CrossingConstraints.${maxLoadKey.key}`, RC.positiveNumberShape({ value: JSON.stringify(m) }));
    if (weighed === 0) fail(`CrossingConstraints.${maxLoadKey.key}`, RC.needsWeights());
    maxLoad = m;
    // How many the load admits: the lightest sure rower, then the others lightest first.
    const rowers = weights.filter((_, i) => alwaysRows[i]);
    if (rowers.length > 0) {
      const first = Math.min(...rowers);
      const others = [...weights];
      others.splice(others.indexOf(first), 1);
      others.sort((a, b) => a - b);
      let total = first;
      let count = first <= m + 1e-6 ? 1 : 0;
      for (const w of others) {
        if (count === 0 || total + w > m + 1e-6) break;
        total += w;
        count++;
      }
      if (count < 2) fail(`CrossingConstraints.${maxLoadKey.key}`, RC.maxLoadHoldsOne({ m }));
      if (count >= n) fail(`CrossingConstraints.${maxLoadKey.key}`, RC.maxLoadHoldsAll({ m }));
      capacity = Math.min(capacity, count);
    }
  }
  if (weighed !== 0 && !maxLoadKey && !loadsKey) fail('Entities', RC.weightsUnused());

  const rules: RuleSpec[] = [];
  const check = { capacity };
  // The raft patterns may bound the capacity further (FORMAT.md A.3); a bound below 2 is an error.
  let patternBound = Infinity;
  if (allowedKey) {
    const where = at(`CrossingConstraints.${allowedKey.key}`);
    const match = parseConfigList(text(allowedKey.value, where), entities, check, where);
    patternBound = Math.max(...match.map(largestMatch));
    rules.push({ type: 'require', match, where: 'boat', says: `not an allowed ${bridge ? 'bridge' : 'raft'} configuration` });
  }
  if (disallowedKey) {
    const where = at(`CrossingConstraints.${disallowedKey.key}`);
    const match = parseConfigList(text(disallowedKey.value, where), entities, check, where);
    for (const company of match) patternBound = Math.min(patternBound, starsOrMore(company) - 1);
    rules.push({ type: 'forbid', match, where: 'boat', says: `a disallowed ${bridge ? 'bridge' : 'raft'} configuration` });
  }
  if (patternBound < 2) fail(`CrossingConstraints.${(allowedKey ?? disallowedKey)!.key}`, RC.configurationsLetOne());
  capacity = Math.min(capacity, patternBound);
  const boat: RiverSpec['boat'] = { name: bridge ? 'bridge' : 'raft', capacity };
  if (maxLoad !== undefined) boat.maxLoad = maxLoad;
  if (loadsKey) {
    if (weighed === 0) fail(`CrossingConstraints.${loadsKey.key}`, RC.needsWeights());
    boat.loads = readLoads(loadsKey.value, at(`CrossingConstraints.${loadsKey.key}`));
  }

  // Durations and the time limit.
  const other = data.OtherConstraints;
  if (other !== undefined && !isObject(other)) fail('OtherConstraints', RC.objectShape());
  const limit = isObject(other) ? other.TimeLimit : undefined;
  let time: RiverSpec['time'];
  if (durations !== undefined) {
    if (!Array.isArray(durations) || durations.length === 0) return fail('CrossingConstraints.CrossingDurationsOfConfigurations', RC.durationsShape());
    if (limit === undefined) fail('CrossingConstraints.CrossingDurationsOfConfigurations', RC.durationsUnused());
    const groups: { time: number; match: CompanySpec[] }[] = [];
    durations.forEach((item, i) => {
      const where = at(`CrossingConstraints.CrossingDurationsOfConfigurations[${i}]`);
      const m = /^\s*(\d+)\s*:\s*(.*)$/.exec(text(item, where));
      if (!m) throw badInput(where, RC.durationShape());
      const d = Number(m[1]);
      if (d <= 0) throw badInput(where, RC.durationNotPositive());
      if (groups.some((g) => g.time === d)) throw badInput(where, RC.durationTwice({ d }));
      groups.push({ time: d, match: parseConfigList(m[2], entities, check, where) });
    });
    time = { unit: 'time units', groups };
  }
  if (limit !== undefined) {
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit <= 0) fail('OtherConstraints.TimeLimit', RC.positiveWholeShape({ value: JSON.stringify(limit) }));
    if (durations === undefined) fail('OtherConstraints.TimeLimit', RC.limitNeedsDurations());
    time = { ...time, limit: limit as number };
  }
  if (isObject(other) && other.NightMode !== undefined) readCondition(other.NightMode, at('OtherConstraints.NightMode')); // checked, but it has no effect on solving

  // Bank constraints.
  const banks = data.BanksConstraints;
  if (banks !== undefined) {
    if (!isObject(banks)) return fail('BanksConstraints', RC.objectShape());
    const allowed = banks.AllowedBankConfigurations;
    const disallowed = banks.DisallowedBankConfigurations;
    if (allowed !== undefined && disallowed !== undefined) fail('BanksConstraints', RC.onlyOneOfKeys({ a: 'AllowedBankConfigurations', b: 'DisallowedBankConfigurations' }));
    const noLimit = { capacity: null };
    if (disallowed !== undefined) {
      const where = at('BanksConstraints.DisallowedBankConfigurations');
      rules.push({ type: 'forbid', match: parseConfigList(text(disallowed, where), entities, noLimit, where), where: 'banks', says: 'a disallowed bank configuration' });
    }
    if (allowed !== undefined) {
      const where = at('BanksConstraints.AllowedBankConfigurations');
      const match = parseConfigList(text(allowed, where), entities, noLimit, where);
      // The start banks are always allowed: exactly who starts on the left, and exactly who starts on the right.
      const left = travellers.filter((_, i) => !startsRight[i]).map((t) => (t as { name: string }).name);
      const right = travellers.filter((_, i) => startsRight[i]).map((t) => (t as { name: string }).name);
      match.push({ ...(left.length ? { with: left } : {}), others: 0 }, { ...(right.length ? { with: right } : {}), others: 0 });
      rules.push({ type: 'require', match, where: 'banks', says: 'not an allowed bank configuration' });
    }
  }

  const spec: RiverSpec = {
    // The first line as the title; the rest of the description is prose that the rules now say.
    title: (description as string[])[0],
    banks: ['left', 'right'],
    travellers,
    boat,
    ...(time ? { time } : {}),
    ...(rules.length ? { rules } : {}),
  };
  return spec;
}

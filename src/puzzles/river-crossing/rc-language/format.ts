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
import { badInput, whereIn, type Where } from './where.js';
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
  if (hasA && hasB) throw badInput(where, `there must appear only one from the keys ${a} and ${b}`, `键 ${a} 和 ${b} 只能出现一个`);
  if (hasA) return { key: a, value: obj[a] };
  if (hasB) return { key: b, value: obj[b] };
  return null;
}

function text(value: unknown, where: Where): string {
  if (typeof value !== 'string') throw badInput(where, `should be text, not ${JSON.stringify(value)}`, `应为文本，而不是 ${JSON.stringify(value)}`);
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
  const fail = (path: string, message: string, zh: string): never => {
    throw badInput(at(path), message, zh);
  };
  if (!isObject(data)) throw badInput({ en: `${origin}: scenario`, zh: `${at('').zh}场景` }, 'should be a JSON object', '应为 JSON 对象');
  for (const key of ['ScenarioDescription', 'Entities', 'CrossingConstraints']) {
    if (!Object.hasOwn(data, key)) fail(key, 'is missing (a RiverCrossing scenario needs ScenarioDescription, Entities and CrossingConstraints)', '缺失（RiverCrossing 场景需要 ScenarioDescription、Entities 和 CrossingConstraints）');
  }
  const description = data.ScenarioDescription;
  if (!Array.isArray(description) || description.length === 0 || description.some((d) => typeof d !== 'string')) {
    fail('ScenarioDescription', 'should be a list of one or more strings', '应为由一个或多个字符串组成的列表');
  }
  const rawEntities = data.Entities;
  if (!Array.isArray(rawEntities)) return fail('Entities', 'should be a list of entities', '应为角色的列表');
  if (rawEntities.length < 3) fail('Entities', `there are ${rawEntities.length}, but a scenario needs at least 3`, `只有 ${rawEntities.length} 个，但场景至少需要 3 个`);

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
    if (!isObject(e)) return fail(where, 'should be an object with Id and Name', '应为带 Id 和 Name 的对象');
    const id = e.Id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0) return fail(`${where}.Id`, `should be a whole number, 0 or more, not ${JSON.stringify(id)}`, `应为 0 或更大的整数，而不是 ${JSON.stringify(id)}`);
    if (ids.has(id)) fail(`${where}.Id`, `${id} is used twice`, `${id} 用了两次`);
    ids.add(id);
    const name = e.Name;
    if (typeof name !== 'string' || name.trim() === '') return fail(`${where}.Name`, 'should be a non-empty name', '应为非空的名字');
    if (names.has(name.toLowerCase())) fail(`${where}.Name`, `${JSON.stringify(name)} is used twice`, `${JSON.stringify(name)} 用了两次`);
    names.add(name.toLowerCase());
    nameOf.set(id, name);
    const t: TravellerSpec = { name };
    if (e.Type !== undefined) {
      const type = text(e.Type, at(`${where}.Type`));
      if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(type)) fail(`${where}.Type`, `${JSON.stringify(type)} should be a letter followed by letters, digits, - or _`, `${JSON.stringify(type)} 应以字母开头，后面只能是字母、数字、- 或 _`);
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
      if (typeof e.Weight !== 'number' || !(e.Weight > 0)) fail(`${where}.Weight`, `should be a number more than 0, not ${JSON.stringify(e.Weight)}`, `应为大于 0 的数，而不是 ${JSON.stringify(e.Weight)}`);
      t.weight = e.Weight as number;
      weights.push(e.Weight as number);
      weighed++;
    }
    const right = e.StartsFromRightBank;
    if (right !== undefined && typeof right !== 'boolean' && right !== 'true' && right !== 'false') fail(`${where}.StartsFromRightBank`, 'should be true or false', '应为 true 或 false');
    startsRight.push(truthy(right));
    if (truthy(right)) t.startsOn = 'far';
    travellers.push(t);
  });
  const n = travellers.length;
  if (typed !== 0 && typed !== n) fail('Entities', 'either every entity has a Type or none has', '要么每个角色都有 Type，要么都没有');
  if (typed !== 0 && typeCounts.size < 2) fail('Entities', 'types are used, so there must be at least two distinct types', '既然用了类型，就至少要有两种不同的类型');
  if (weighed !== 0 && weighed !== n) fail('Entities', 'either every entity has a Weight or none has', '要么每个角色都有 Weight，要么都没有');
  if (startsRight.every(Boolean)) fail('Entities', 'everyone starts on the right bank: at least one entity must start on the left', '所有角色都从右岸出发：至少要有一个从左岸出发');
  if (!travellers.some((_, i) => !startsRight[i] && canRowNow[i])) fail('Entities', 'nobody able to row on the starting left bank', '出发时左岸上没有会划船的角色');
  const entities: RcEntities = { nameOf, typeCounts, count: n };

  // Crossing constraints.
  const crossing = data.CrossingConstraints;
  if (!isObject(crossing)) return fail('CrossingConstraints', 'should be an object', '应为对象');
  const cc = at('CrossingConstraints');
  const capacityKey = either(crossing, 'RaftCapacity', 'BridgeCapacity', cc);
  const maxLoadKey = either(crossing, 'RaftMaxLoad', 'BridgeMaxLoad', cc);
  const allowedKey = either(crossing, 'AllowedRaftConfigurations', 'AllowedBridgeConfigurations', cc);
  const disallowedKey = either(crossing, 'DisallowedRaftConfigurations', 'DisallowedBridgeConfigurations', cc);
  const loadsKey = either(crossing, 'AllowedRaftLoads', 'AllowedBridgeLoads', cc);
  const durations = crossing.CrossingDurationsOfConfigurations;
  if (allowedKey && disallowedKey) fail('CrossingConstraints', `there must appear only one from the keys ${allowedKey.key} and ${disallowedKey.key}`, `键 ${allowedKey.key} 和 ${disallowedKey.key} 只能出现一个`);
  if (!capacityKey && !maxLoadKey && !allowedKey && !disallowedKey && !loadsKey && durations === undefined) {
    fail(
      'CrossingConstraints',
      'gives no crossing constraint (RaftCapacity, RaftMaxLoad, raft configurations, AllowedRaftLoads or CrossingDurationsOfConfigurations)',
      '没有给出任何渡河约束（RaftCapacity、RaftMaxLoad、木筏组合、AllowedRaftLoads 或 CrossingDurationsOfConfigurations）',
    );
  }
  const bridge = [capacityKey, maxLoadKey, allowedKey, disallowedKey, loadsKey].some((k) => k?.key.startsWith('Bridge') || k?.key.startsWith('AllowedBridge') || k?.key.startsWith('DisallowedBridge'));

  let capacity = n - 1; // never everybody at once
  if (capacityKey) {
    const c = capacityKey.value;
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 2 || c > n - 1) {
      fail(`CrossingConstraints.${capacityKey.key}`, `should be a whole number from 2 to ${n - 1} (one less than the number of entities), not ${JSON.stringify(c)}`, `应为 2 到 ${n - 1} 的整数（比角色数少 1），而不是 ${JSON.stringify(c)}`);
    }
    capacity = c as number;
  }
  let maxLoad: number | undefined;
  if (maxLoadKey) {
    const m = maxLoadKey.value;
    if (typeof m !== 'number' || !(m > 0)) return fail(`CrossingConstraints.${maxLoadKey.key}`, `should be a number more than 0, not ${JSON.stringify(m)}`, `应为大于 0 的数，而不是 ${JSON.stringify(m)}`);
    if (weighed === 0) fail(`CrossingConstraints.${maxLoadKey.key}`, 'needs every entity to have a Weight', '需要每个角色都有 Weight');
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
      if (count < 2) fail(`CrossingConstraints.${maxLoadKey.key}`, `${m}: the raft can hold at most one entity`, `${m}：木筏最多只能载一个角色`);
      if (count >= n) fail(`CrossingConstraints.${maxLoadKey.key}`, `${m}: the raft can hold all of them, so the maximum load constrains nothing`, `${m}：木筏能载下所有角色，最大载重什么也限制不了`);
      capacity = Math.min(capacity, count);
    }
  }
  if (weighed !== 0 && !maxLoadKey && !loadsKey) fail('Entities', 'unnecessary weights: they need RaftMaxLoad or AllowedRaftLoads', '多余的重量：只有用了 RaftMaxLoad 或 AllowedRaftLoads 才需要重量');

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
  if (patternBound < 2) fail(`CrossingConstraints.${(allowedKey ?? disallowedKey)!.key}`, 'the raft configurations let at most one entity cross', '按这些木筏组合，每次最多只能有一个角色过河');
  capacity = Math.min(capacity, patternBound);
  const boat: RiverSpec['boat'] = { name: bridge ? 'bridge' : 'raft', capacity };
  if (maxLoad !== undefined) boat.maxLoad = maxLoad;
  if (loadsKey) {
    if (weighed === 0) fail(`CrossingConstraints.${loadsKey.key}`, 'needs every entity to have a Weight', '需要每个角色都有 Weight');
    boat.loads = readLoads(loadsKey.value, at(`CrossingConstraints.${loadsKey.key}`));
  }

  // Durations and the time limit.
  const other = data.OtherConstraints;
  if (other !== undefined && !isObject(other)) fail('OtherConstraints', 'should be an object', '应为对象');
  const limit = isObject(other) ? other.TimeLimit : undefined;
  let time: RiverSpec['time'];
  if (durations !== undefined) {
    if (!Array.isArray(durations) || durations.length === 0) return fail('CrossingConstraints.CrossingDurationsOfConfigurations', 'should be a list of "DURATION : configurations"', '应为 "DURATION : configurations" 形式的列表');
    if (limit === undefined) fail('CrossingConstraints.CrossingDurationsOfConfigurations', 'unnecessary durations without OtherConstraints.TimeLimit', '没有 OtherConstraints.TimeLimit，时长是多余的');
    const groups: { time: number; match: CompanySpec[] }[] = [];
    durations.forEach((item, i) => {
      const where = at(`CrossingConstraints.CrossingDurationsOfConfigurations[${i}]`);
      const m = /^\s*(\d+)\s*:\s*(.*)$/.exec(text(item, where));
      if (!m) throw badInput(where, 'should be "DURATION : configurations", like "5 : 2 (0 | 1)?"', '应为 "DURATION : configurations"，如 "5 : 2 (0 | 1)?"');
      const d = Number(m[1]);
      if (d <= 0) throw badInput(where, 'the duration must be more than 0', '时长必须大于 0');
      if (groups.some((g) => g.time === d)) throw badInput(where, `the duration ${d} appears twice: group them together`, `时长 ${d} 出现了两次：请把它们合在一起`);
      groups.push({ time: d, match: parseConfigList(m[2], entities, check, where) });
    });
    time = { unit: 'time units', groups };
  }
  if (limit !== undefined) {
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit <= 0) fail('OtherConstraints.TimeLimit', `should be a whole number more than 0, not ${JSON.stringify(limit)}`, `应为大于 0 的整数，而不是 ${JSON.stringify(limit)}`);
    if (durations === undefined) fail('OtherConstraints.TimeLimit', 'needs CrossingConstraints.CrossingDurationsOfConfigurations', '需要 CrossingConstraints.CrossingDurationsOfConfigurations');
    time = { ...time, limit: limit as number };
  }
  if (isObject(other) && other.NightMode !== undefined) readCondition(other.NightMode, at('OtherConstraints.NightMode')); // checked, but it has no effect on solving

  // Bank constraints.
  const banks = data.BanksConstraints;
  if (banks !== undefined) {
    if (!isObject(banks)) return fail('BanksConstraints', 'should be an object', '应为对象');
    const allowed = banks.AllowedBankConfigurations;
    const disallowed = banks.DisallowedBankConfigurations;
    if (allowed !== undefined && disallowed !== undefined) fail('BanksConstraints', 'there must appear only one from the keys AllowedBankConfigurations and DisallowedBankConfigurations', '键 AllowedBankConfigurations 和 DisallowedBankConfigurations 只能出现一个');
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

/**
 * The configuration patterns of the RiverCrossing scenario language (see
 * FORMAT.md A.6 beside the scenarios), read into our companies. Id patterns
 * (`1 !0 (4 | 5) * ...`) and type patterns (`2+ x robber + cop`) become
 * `with`/`without`/`oneOf`/`atMostOneOf`/`counts`/`others`, which mean the
 * same: a group is exclusive, a star is a traveller not named in the pattern,
 * and without `...` nobody else may be there.
 */
import { badInput, type Where } from './where.js';
import type { CompanySpec } from '../spec.js';

export interface RcEntities {
  /** Our traveller name for each RiverCrossing id. */
  readonly nameOf: ReadonlyMap<number, string>;
  /** How many entities have each type (empty when types are not used). */
  readonly typeCounts: ReadonlyMap<string, number>;
  readonly count: number;
}

/** Options for checking: `capacity` for raft patterns (null for banks). */
export interface PatternCheck {
  readonly capacity: number | null;
}

const TYPE_TERM = /^(?:(\d+)([+-]?)\s+x\s+)?([A-Za-z][A-Za-z0-9_-]*)$/;

/** Splits a list at " ; " (blanks required on both sides), reporting a bare ";" by position. */
export function splitList(text: string, where: Where): { text: string; at: number }[] {
  const items: { text: string; at: number }[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ';') continue;
    if (!/\s/.test(text[i - 1] ?? '') || !/\s/.test(text[i + 1] ?? '')) {
      throw badInput(where, `syntax error at position ${i + 1}: ";" needs a blank on both sides`, `第 ${i + 1} 个字符处有语法错误：";" 两边都要有空格`);
    }
    items.push({ text: text.slice(start, i), at: start });
    start = i + 1;
  }
  items.push({ text: text.slice(start), at: start });
  return items;
}

export function parseConfigList(text: string, entities: RcEntities, check: PatternCheck, where: Where): CompanySpec[] {
  if (text.trim() === '') throw badInput(where, 'the list of configurations is empty', '组合列表是空的');
  return splitList(text, where).map(({ text: item, at }) => parseConfig(item, at, entities, check, where));
}

function parseConfig(raw: string, offset: number, entities: RcEntities, check: PatternCheck, where: Where): CompanySpec {
  const text = raw.trim();
  const lead = offset + raw.indexOf(text) + 1;
  if (text === '') throw badInput(where, `syntax error at position ${lead}: an empty configuration`, `第 ${lead} 个字符处有语法错误：组合是空的`);
  if (/^[A-Za-z]/.test(text) || /^\d+[+-]?\s+x\s/.test(text)) return parseTypePattern(text, lead, entities, check, where);
  return parseIdPattern(text, lead, entities, check, where);
}

function parseTypePattern(text: string, lead: number, entities: RcEntities, check: PatternCheck, where: Where): CompanySpec {
  if (entities.typeCounts.size === 0) throw badInput(where, `${JSON.stringify(text)} names types, but the entities have no Type`, `${JSON.stringify(text)} 用到了类型，但各角色都没有 Type`);
  const counts: Record<string, string | number> = {};
  let least = 0;
  for (const term of text.split(/\s+\+\s+/)) {
    const m = TYPE_TERM.exec(term.trim());
    if (!m) {
      throw badInput(
        where,
        `syntax error in ${JSON.stringify(text)} (position ${lead}): ${JSON.stringify(term.trim())} should be TYPE, N x TYPE, N+ x TYPE or N- x TYPE`,
        `${JSON.stringify(text)} 有语法错误（第 ${lead} 个字符）：${JSON.stringify(term.trim())} 应为 TYPE、N x TYPE、N+ x TYPE 或 N- x TYPE`,
      );
    }
    const [, digits, sign, type] = m;
    if (!entities.typeCounts.has(type)) {
      const types = [...entities.typeCounts.keys()];
      throw badInput(where, `unknown type ${JSON.stringify(type)} in ${JSON.stringify(text)} (types: ${types.join(', ')})`, `${JSON.stringify(text)} 中的类型 ${JSON.stringify(type)} 不存在（类型有：${types.join('、')}）`);
    }
    if (Object.hasOwn(counts, type)) throw badInput(where, `the type ${JSON.stringify(type)} is named twice in ${JSON.stringify(text)}`, `${JSON.stringify(text)} 中类型 ${JSON.stringify(type)} 出现了两次`);
    const n = digits === undefined ? 1 : Number(digits);
    const available = entities.typeCounts.get(type)!;
    if (sign !== '-' && n > available) {
      throw badInput(where, `${JSON.stringify(text)} asks for ${n} of type ${type}, but there are only ${available}`, `${JSON.stringify(text)} 要 ${n} 个 ${type} 类型的角色，但只有 ${available} 个`);
    }
    counts[type] = sign ? `${n}${sign}` : n;
    if (sign !== '-') least += n;
  }
  if (check.capacity !== null && least > check.capacity) {
    throw badInput(where, `${JSON.stringify(text)} needs at least ${least} aboard, more than the raft holds (${check.capacity})`, `${JSON.stringify(text)} 至少要有 ${least} 个在筏上，超过了木筏的容量（${check.capacity}）`);
  }
  // Types not named must be absent: every entity has a type, so nobody outside the named ones.
  return { counts, others: 0 };
}

function parseIdPattern(text: string, lead: number, entities: RcEntities, check: PatternCheck, where: Where): CompanySpec {
  if (text === '-') return { others: 0 };
  const fail = (at: number, what: string, whatZh: string): never => {
    throw badInput(where, `syntax error in ${JSON.stringify(text)} at position ${lead + at}: ${what}`, `${JSON.stringify(text)} 第 ${lead + at} 个字符处有语法错误：${whatZh}`);
  };
  const named = new Set<number>();
  const name = (digits: string): string => {
    const id = Number(digits);
    const found = entities.nameOf.get(id);
    if (found === undefined) throw badInput(where, `unknown entity id ${id} in ${JSON.stringify(text)}`, `${JSON.stringify(text)} 中的角色编号 ${id} 不存在`);
    if (named.has(id)) throw badInput(where, `the id ${id} is named twice in ${JSON.stringify(text)}`, `${JSON.stringify(text)} 中编号 ${id} 出现了两次`);
    named.add(id);
    return found;
  };
  const spec: { with: string[]; without: string[]; oneOf: string[][]; atMostOneOf: string[][] } = { with: [], without: [], oneOf: [], atMostOneOf: [] };
  let stars = 0;
  let rest = false;
  let i = 0;
  const blank = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  while (i < text.length) {
    if (rest) fail(i, '"..." must come last', '"..." 必须放在最后');
    const c = text[i];
    if (c === '(') {
      const close = text.indexOf(')', i);
      if (close < 0) fail(i, 'a "(" without its ")"', '有 "(" 却没有对应的 ")"');
      const inner = text.slice(i + 1, close).split('|').map((s) => s.trim());
      if (inner.length < 2 || inner.some((s) => !/^\d+$/.test(s))) fail(i, 'a group should be ids separated by "|", like (1 | 2)', '一组应为用 "|" 分开的编号，如 (1 | 2)');
      const names = inner.map((d) => name(d));
      i = close + 1;
      if (text[i] === '?') {
        spec.atMostOneOf.push(names);
        i++;
      } else spec.oneOf.push(names);
    } else if (c === '!') {
      const m = /^!(\d+)/.exec(text.slice(i));
      if (!m) {
        if (text[i + 1] === '(') fail(i, '"!" applies to a single id, not a group', '"!" 只能用于单个编号，不能用于一组');
        fail(i, '"!" must be followed by an id', '"!" 后面必须跟一个编号');
      }
      spec.without.push(name(m![1]));
      i += m![0].length;
    } else if (/\d/.test(c)) {
      const m = /^(\d+)(\?)?/.exec(text.slice(i))!;
      const n = name(m[1]);
      if (m[2]) spec.atMostOneOf.push([n]);
      else spec.with.push(n);
      i += m[0].length;
    } else if (c === '*') {
      stars++;
      i++;
    } else if (text.startsWith('...', i)) {
      if (i === 0 || !/\s/.test(text[i - 1])) fail(i, '"..." must follow a blank', '"..." 前面必须有空格');
      rest = true;
      i += 3;
    } else {
      fail(i, `unexpected ${JSON.stringify(c)}`, `出现了意外的字符 ${JSON.stringify(c)}`);
    }
    if (i < text.length && !/\s/.test(text[i])) fail(i, 'terms must be separated by blanks', '各项之间必须用空格分开');
    blank();
  }
  const least = spec.with.length + spec.oneOf.length + stars;
  if (least > entities.count) throw badInput(where, `${JSON.stringify(text)} needs ${least} entities, but there are only ${entities.count}`, `${JSON.stringify(text)} 需要 ${least} 个角色，但只有 ${entities.count} 个`);
  if (check.capacity !== null && least > check.capacity) {
    throw badInput(where, `${JSON.stringify(text)} needs at least ${least} aboard, more than the raft holds (${check.capacity})`, `${JSON.stringify(text)} 至少要有 ${least} 个在筏上，超过了木筏的容量（${check.capacity}）`);
  }
  const company: CompanySpec = { others: rest ? `${stars}+` : stars };
  if (spec.with.length) company.with = spec.with;
  if (spec.without.length) company.without = spec.without;
  if (spec.oneOf.length) company.oneOf = spec.oneOf;
  if (spec.atMostOneOf.length) company.atMostOneOf = spec.atMostOneOf;
  return company;
}

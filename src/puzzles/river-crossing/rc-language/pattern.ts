/**
 * The configuration patterns of the RiverCrossing scenario language (see
 * FORMAT.md A.6 beside the scenarios), read into our companies. Id patterns
 * (`1 !0 (4 | 5) * ...`) and type patterns (`2+ x robber + cop`) become
 * `with`/`without`/`oneOf`/`atMostOneOf`/`counts`/`others`, which mean the
 * same: a group is exclusive, a star is a traveller not named in the pattern,
 * and without `...` nobody else may be there.
 */
import type { Message } from '../../../i18n/index.js';
import { RC } from '../messages/index.js';
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
      throw badInput(where, RC.semicolonNeedsBlanks({ position: i + 1 }));
    }
    items.push({ text: text.slice(start, i), at: start });
    start = i + 1;
  }
  items.push({ text: text.slice(start), at: start });
  return items;
}

export function parseConfigList(text: string, entities: RcEntities, check: PatternCheck, where: Where): CompanySpec[] {
  if (text.trim() === '') throw badInput(where, RC.configurationsEmpty());
  return splitList(text, where).map(({ text: item, at }) => parseConfig(item, at, entities, check, where));
}

function parseConfig(raw: string, offset: number, entities: RcEntities, check: PatternCheck, where: Where): CompanySpec {
  const text = raw.trim();
  const lead = offset + raw.indexOf(text) + 1;
  if (text === '') throw badInput(where, RC.emptyConfiguration({ position: lead }));
  if (/^[A-Za-z]/.test(text) || /^\d+[+-]?\s+x\s/.test(text)) return parseTypePattern(text, lead, entities, check, where);
  return parseIdPattern(text, lead, entities, check, where);
}

function parseTypePattern(text: string, lead: number, entities: RcEntities, check: PatternCheck, where: Where): CompanySpec {
  if (entities.typeCounts.size === 0) throw badInput(where, RC.typesWithoutTypes({ text: JSON.stringify(text) }));
  const counts: Record<string, string | number> = {};
  let least = 0;
  for (const term of text.split(/\s+\+\s+/)) {
    const m = TYPE_TERM.exec(term.trim());
    if (!m) {
      throw badInput(where, RC.typeTermSyntax({ text: JSON.stringify(text), position: lead, term: JSON.stringify(term.trim()) }));
    }
    const [, digits, sign, type] = m;
    if (!entities.typeCounts.has(type)) {
      const types = [...entities.typeCounts.keys()].map((name): Message => RC.named({ en: name, zh: name }));
      throw badInput(where, RC.unknownType({ type: JSON.stringify(type), text: JSON.stringify(text), types: types.reduce((a, b) => RC.listComma({ a, b })) }));
    }
    if (Object.hasOwn(counts, type)) throw badInput(where, RC.typeNamedTwice({ type: JSON.stringify(type), text: JSON.stringify(text) }));
    const n = digits === undefined ? 1 : Number(digits);
    const available = entities.typeCounts.get(type)!;
    if (sign !== '-' && n > available) {
      throw badInput(where, RC.tooFewOfType({ text: JSON.stringify(text), n, type, available }));
    }
    counts[type] = sign ? `${n}${sign}` : n;
    if (sign !== '-') least += n;
  }
  if (check.capacity !== null && least > check.capacity) {
    throw badInput(where, RC.configurationOverCapacity({ text: JSON.stringify(text), least, capacity: check.capacity }));
  }
  // Types not named must be absent: every entity has a type, so nobody outside the named ones.
  return { counts, others: 0 };
}

function parseIdPattern(text: string, lead: number, entities: RcEntities, check: PatternCheck, where: Where): CompanySpec {
  if (text === '-') return { others: 0 };
  const fail = (at: number, what: Message): never => {
    throw badInput(where, RC.patternSyntax({ text: JSON.stringify(text), position: lead + at, what }));
  };
  const named = new Set<number>();
  const name = (digits: string): string => {
    const id = Number(digits);
    const found = entities.nameOf.get(id);
    if (found === undefined) throw badInput(where, RC.unknownEntityId({ id, text: JSON.stringify(text) }));
    if (named.has(id)) throw badInput(where, RC.idNamedTwice({ id, text: JSON.stringify(text) }));
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
    if (rest) fail(i, RC.restMustComeLast());
    const c = text[i];
    if (c === '(') {
      const close = text.indexOf(')', i);
      if (close < 0) fail(i, RC.unclosedParenthesis());
      const inner = text.slice(i + 1, close).split('|').map((s) => s.trim());
      if (inner.length < 2 || inner.some((s) => !/^\d+$/.test(s))) fail(i, RC.groupShape());
      const names = inner.map((d) => name(d));
      i = close + 1;
      if (text[i] === '?') {
        spec.atMostOneOf.push(names);
        i++;
      } else spec.oneOf.push(names);
    } else if (c === '!') {
      const m = /^!(\d+)/.exec(text.slice(i));
      if (!m) {
        if (text[i + 1] === '(') fail(i, RC.notOnGroup());
        fail(i, RC.notWithoutId());
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
      if (i === 0 || !/\s/.test(text[i - 1])) fail(i, RC.restNeedsBlank());
      rest = true;
      i += 3;
    } else {
      fail(i, RC.unexpectedChar({ value: JSON.stringify(c) }));
    }
    if (i < text.length && !/\s/.test(text[i])) fail(i, RC.termsNeedBlanks());
    blank();
  }
  const least = spec.with.length + spec.oneOf.length + stars;
  if (least > entities.count) throw badInput(where, RC.tooFewEntities({ text: JSON.stringify(text), least, count: entities.count }));
  if (check.capacity !== null && least > check.capacity) {
    throw badInput(where, RC.configurationOverCapacity({ text: JSON.stringify(text), least, capacity: check.capacity }));
  }
  const company: CompanySpec = { others: rest ? `${stars}+` : stars };
  if (spec.with.length) company.with = spec.with;
  if (spec.without.length) company.without = spec.without;
  if (spec.oneOf.length) company.oneOf = spec.oneOf;
  if (spec.atMostOneOf.length) company.atMostOneOf = spec.atMostOneOf;
  return company;
}

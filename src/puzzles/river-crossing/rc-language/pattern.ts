/**
 * The configuration patterns of the RiverCrossing scenario language (see
 * FORMAT.md A.6 beside the scenarios), read into our companies. Id patterns
 * (`1 !0 (4 | 5) * ...`) and type patterns (`2+ x robber + cop`) become
 * `with`/`without`/`oneOf`/`atMostOneOf`/`counts`/`others`, which mean the
 * same: a group is exclusive, a star is a traveller not named in the pattern,
 * and without `...` nobody else may be there.
 */
import { PuzzleInputError } from '../../puzzle.js';
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
export function splitList(text: string, where: string): { text: string; at: number }[] {
  const items: { text: string; at: number }[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ';') continue;
    if (!/\s/.test(text[i - 1] ?? '') || !/\s/.test(text[i + 1] ?? '')) {
      throw new PuzzleInputError(`${where}: syntax error at position ${i + 1}: ";" needs a blank on both sides`);
    }
    items.push({ text: text.slice(start, i), at: start });
    start = i + 1;
  }
  items.push({ text: text.slice(start), at: start });
  return items;
}

export function parseConfigList(text: string, entities: RcEntities, check: PatternCheck, where: string): CompanySpec[] {
  if (text.trim() === '') throw new PuzzleInputError(`${where}: the list of configurations is empty`);
  return splitList(text, where).map(({ text: item, at }) => parseConfig(item, at, entities, check, where));
}

function parseConfig(raw: string, offset: number, entities: RcEntities, check: PatternCheck, where: string): CompanySpec {
  const text = raw.trim();
  const lead = offset + raw.indexOf(text) + 1;
  if (text === '') throw new PuzzleInputError(`${where}: syntax error at position ${lead}: an empty configuration`);
  if (/^[A-Za-z]/.test(text) || /^\d+[+-]?\s+x\s/.test(text)) return parseTypePattern(text, lead, entities, check, where);
  return parseIdPattern(text, lead, entities, check, where);
}

function parseTypePattern(text: string, lead: number, entities: RcEntities, check: PatternCheck, where: string): CompanySpec {
  if (entities.typeCounts.size === 0) throw new PuzzleInputError(`${where}: ${JSON.stringify(text)} names types, but the entities have no Type`);
  const counts: Record<string, string | number> = {};
  let least = 0;
  for (const term of text.split(/\s+\+\s+/)) {
    const m = TYPE_TERM.exec(term.trim());
    if (!m) {
      throw new PuzzleInputError(`${where}: syntax error in ${JSON.stringify(text)} (position ${lead}): ${JSON.stringify(term.trim())} should be TYPE, N x TYPE, N+ x TYPE or N- x TYPE`);
    }
    const [, digits, sign, type] = m;
    if (!entities.typeCounts.has(type)) throw new PuzzleInputError(`${where}: unknown type ${JSON.stringify(type)} in ${JSON.stringify(text)} (types: ${[...entities.typeCounts.keys()].join(', ')})`);
    if (Object.hasOwn(counts, type)) throw new PuzzleInputError(`${where}: the type ${JSON.stringify(type)} is named twice in ${JSON.stringify(text)}`);
    const n = digits === undefined ? 1 : Number(digits);
    const available = entities.typeCounts.get(type)!;
    if (sign !== '-' && n > available) throw new PuzzleInputError(`${where}: ${JSON.stringify(text)} asks for ${n} of type ${type}, but there are only ${available}`);
    counts[type] = sign ? `${n}${sign}` : n;
    if (sign !== '-') least += n;
  }
  if (check.capacity !== null && least > check.capacity) {
    throw new PuzzleInputError(`${where}: ${JSON.stringify(text)} needs at least ${least} aboard, more than the raft holds (${check.capacity})`);
  }
  // Types not named must be absent: every entity has a type, so nobody outside the named ones.
  return { counts, others: 0 };
}

function parseIdPattern(text: string, lead: number, entities: RcEntities, check: PatternCheck, where: string): CompanySpec {
  if (text === '-') return { others: 0 };
  const fail = (at: number, what: string): never => {
    throw new PuzzleInputError(`${where}: syntax error in ${JSON.stringify(text)} at position ${lead + at}: ${what}`);
  };
  const named = new Set<number>();
  const name = (digits: string): string => {
    const id = Number(digits);
    const found = entities.nameOf.get(id);
    if (found === undefined) throw new PuzzleInputError(`${where}: unknown entity id ${id} in ${JSON.stringify(text)}`);
    if (named.has(id)) throw new PuzzleInputError(`${where}: the id ${id} is named twice in ${JSON.stringify(text)}`);
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
    if (rest) fail(i, '"..." must come last');
    const c = text[i];
    if (c === '(') {
      const close = text.indexOf(')', i);
      if (close < 0) fail(i, 'a "(" without its ")"');
      const inner = text.slice(i + 1, close).split('|').map((s) => s.trim());
      if (inner.length < 2 || inner.some((s) => !/^\d+$/.test(s))) fail(i, 'a group should be ids separated by "|", like (1 | 2)');
      const names = inner.map((d) => name(d));
      i = close + 1;
      if (text[i] === '?') {
        spec.atMostOneOf.push(names);
        i++;
      } else spec.oneOf.push(names);
    } else if (c === '!') {
      const m = /^!(\d+)/.exec(text.slice(i));
      if (!m) fail(i, text[i + 1] === '(' ? '"!" applies to a single id, not a group' : '"!" must be followed by an id');
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
      if (i === 0 || !/\s/.test(text[i - 1])) fail(i, '"..." must follow a blank');
      rest = true;
      i += 3;
    } else {
      fail(i, `unexpected ${JSON.stringify(c)}`);
    }
    if (i < text.length && !/\s/.test(text[i])) fail(i, 'terms must be separated by blanks');
    blank();
  }
  const least = spec.with.length + spec.oneOf.length + stars;
  if (least > entities.count) throw new PuzzleInputError(`${where}: ${JSON.stringify(text)} needs ${least} entities, but there are only ${entities.count}`);
  if (check.capacity !== null && least > check.capacity) {
    throw new PuzzleInputError(`${where}: ${JSON.stringify(text)} needs at least ${least} aboard, more than the raft holds (${check.capacity})`);
  }
  const company: CompanySpec = { others: rest ? `${stars}+` : stars };
  if (spec.with.length) company.with = spec.with;
  if (spec.without.length) company.without = spec.without;
  if (spec.oneOf.length) company.oneOf = spec.oneOf;
  if (spec.atMostOneOf.length) company.atMostOneOf = spec.atMostOneOf;
  return company;
}

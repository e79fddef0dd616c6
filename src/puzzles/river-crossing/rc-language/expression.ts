/**
 * The logical and value-set expressions of the RiverCrossing language
 * (FORMAT.md A.7), read into our forms: `CanRow` conditions on
 * `%CrossingIndex%` become `rows` (`{"every": 4, "on": [1, 2]}`, or for
 * other arithmetic of the index, the crossings where it holds before it
 * settles and the remainders after), and `AllowedRaftLoads` sets become
 * `boat.loads` (numbers, `%PreviousRaftLoad%` and `add(...)` of them, with
 * the previous load at most once). Anything else is reported by name.
 */
import { quoteInput } from '../../params.js';
import type { Message } from '../../../i18n/index.js';
import { RC } from '../messages/index.js';
import { badInput, type Where } from './where.js';
import type { LoadItemSpec, LoadValueSpec, RowsSpec } from '../spec.js';

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Reads "1, 2 .. 4" into values and ranges of numbers read by `item`. */
function valueSet<T>(text: string, item: (s: string) => T, where: Where): (T | [T, T])[] {
  if (text.trim() === '') return [];
  return splitTopLevel(text, ',').map((part) => {
    const range = part.split(/\s\.\.\s/);
    if (range.length === 2) return [item(range[0].trim()), item(range[1].trim())] as [T, T];
    if (part.includes('..')) throw badInput(where, RC.rangeNeedsBlanks({ part: quoteInput(part.trim(), QUOTED) }));
    return item(part.trim());
  });
}

/** Splits at `sep` outside parentheses. */
function splitTopLevel(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function number(text: string, where: Where): number {
  if (!NUMBER.test(text)) throw badInput(where, RC.shouldBeNumber({ text: quoteInput(text, QUOTED) }));
  return Number(text);
}

/** Longest piece of an expression quoted back in a message. */
const QUOTED = 60;

/** Deepest nesting of parentheses (`add(` included) an expression may have: the parser recurses per level. */
const MAX_NESTING = 100;

/**
 * `SUBJECT [not] in {SET}` taken apart in one pass (a regular expression
 * with a lazy subject before blanks took time quadratic in a run of blanks):
 * the set runs from the first "{" to a final "}", and "in" (and "not") before
 * it must stand after a blank.
 */
function splitMembership(text: string): { subject: string; notIn: boolean; set: string } | null {
  const brace = text.indexOf('{');
  if (brace < 0 || !text.endsWith('}') || text.length - 1 <= brace) return null;
  const head = text.slice(0, brace).trimEnd();
  const endsWithWord = (s: string, word: string) => s.endsWith(word) && s.length > word.length && /\s/.test(s[s.length - word.length - 1]);
  if (!endsWithWord(head, 'in')) return null;
  let subject = head.slice(0, -2).trimEnd();
  const notIn = endsWithWord(subject, 'not');
  if (notIn) subject = subject.slice(0, -3).trimEnd();
  return { subject: subject.trim(), notIn, set: text.slice(brace + 1, -1) };
}

/** Refuses nesting deeper than MAX_NESTING before any recursive reading, naming the depth. */
function checkNesting(text: string, where: Where): void {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') deepest = Math.max(deepest, ++depth);
    else if (text[i] === ')') depth--;
  }
  if (deepest > MAX_NESTING) throw badInput(where, RC.nestsTooDeep({ deepest, max: MAX_NESTING }));
}

/** A CanRow (or NightMode) expression as our rowing condition. */
export function readCondition(value: unknown, where: Where): RowsSpec {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  if (typeof value !== 'string') {
    const given = quoteInput(JSON.stringify(value) ?? String(value), QUOTED);
    throw badInput(where, RC.notACondition({ given }));
  }
  checkNesting(value, where);
  let text = value.trim().replace(/^if\s+/, '').trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  let not = false;
  const negated = /^not\s*\((.*)\)$/.exec(text);
  if (negated) {
    not = true;
    text = negated[1].trim();
  }
  const m = splitMembership(text);
  if (!m) {
    throw badInput(where, RC.conditionNotSupported({ value: quoteInput(value, QUOTED) }));
  }
  if (m.notIn) not = !not;
  let subject = m.subject;
  while (subject.startsWith('(') && subject.endsWith(')')) subject = subject.slice(1, -1).trim();
  const set = valueSet(m.set, (s) => number(s, where), where);
  const within = (v: number) => set.some((item) => (Array.isArray(item) ? v >= item[0] - 1e-6 && v <= item[1] + 1e-6 : Math.abs(v - item) <= 1e-6));
  for (const item of set) {
    if (Array.isArray(item) && item[0] > item[1]) throw badInput(where, RC.rangeEmpty({ lo: item[0], hi: item[1] }));
  }
  if (NUMBER.test(subject)) return within(Number(subject)) !== not;
  const mod = /^%CrossingIndex%\s+mod\s+(\d+)$/.exec(subject);
  if (mod || subject === '%CrossingIndex%') {
    const every = mod ? Number(mod[1]) : null;
    if (every === 0) throw badInput(where, RC.modZero());
    if (every !== null && every > 10_000) throw badInput(where, RC.modTooLarge({ every }));
    // Keep the whole crossing numbers (or remainders) in the set.
    const on: ([number, number] | number)[] = [];
    for (const item of set) {
      const lo = Math.max(0, Math.ceil((Array.isArray(item) ? item[0] : item) - 1e-6));
      const hi = Math.floor((Array.isArray(item) ? item[1] : item) + 1e-6);
      const top = every === null ? hi : Math.min(hi, every - 1);
      if (top > 10_000) throw badInput(where, RC.crossingNumbersTooLarge({ hi }));
      if (lo <= top) on.push(lo === top ? lo : [lo, top]);
    }
    const negated = not ? { not: true } : {};
    return every === null ? { on, ...negated } : { every, on, ...negated };
  }
  const largest = Math.max(0, ...set.flatMap((item) => (Array.isArray(item) ? item : [item])).map(Math.abs));
  return generalCondition(subject, within, largest, not, where);
}

// ---------------------------------------------------------------------------
// Any arithmetic of the crossing index: numbers, %CrossingIndex%, add(a, b)
// and `a mod b`. Such a condition is periodic once the index passes every
// constant in it (the period: the least common multiple of the divisors), so
// it becomes the crossings below that point where it holds, plus the
// remainders above it.

type Expr = { kind: 'number'; value: number } | { kind: 'index' } | { kind: 'add' | 'mod'; a: Expr; b: Expr };

function parseExpr(text: string, where: Where): Expr {
  const tokens = text.match(/\d+(?:\.\d+)?|%[A-Za-z]+%|add|mod|[(),]|\S/g) ?? [];
  // Reading and evaluating recurse per operation: a long chain of "mod" would overflow the stack.
  const operations = tokens.filter((t) => t === 'mod' || t === 'add').length;
  if (operations > MAX_NESTING) throw badInput(where, RC.tooManyOperations({ operations, max: MAX_NESTING }));
  let i = 0;
  const fail = (what: Message): never => {
    throw badInput(where, RC.expressionError({ text: quoteInput(text, QUOTED), what }));
  };
  const term = (): Expr => {
    const t = tokens[i++];
    if (t === undefined) return fail(RC.endsTooSoon());
    if (/^\d/.test(t)) return { kind: 'number', value: Number(t) };
    if (t === '%CrossingIndex%') return { kind: 'index' };
    if (t.startsWith('%')) return fail(RC.variableNotDefined({ t }));
    if (t === 'add') {
      if (tokens[i++] !== '(') fail(RC.addNeedsOpen());
      const a = expr();
      if (tokens[i++] !== ',') fail(RC.addNeedsComma());
      const b = expr();
      if (tokens[i++] !== ')') fail(RC.addNeedsClose());
      return { kind: 'add', a, b };
    }
    if (t === '(') {
      const e = expr();
      if (tokens[i++] !== ')') fail(RC.unclosedParenthesis());
      return e;
    }
    if (t === '-' && /^\d/.test(tokens[i] ?? '')) return { kind: 'number', value: -Number(tokens[i++]) };
    return fail(RC.unexpectedToken({ token: quoteInput(t, QUOTED) }));
  };
  const expr = (): Expr => {
    let e = term();
    while (tokens[i] === 'mod') {
      i++;
      e = { kind: 'mod', a: e, b: term() };
    }
    return e;
  };
  const e = expr();
  if (i < tokens.length) fail(RC.unexpectedToken({ token: quoteInput(tokens[i], QUOTED) }));
  return e;
}

function evaluate(e: Expr, c: number, where: Where): number {
  switch (e.kind) {
    case 'number':
      return e.value;
    case 'index':
      return c;
    case 'add':
      return evaluate(e.a, c, where) + evaluate(e.b, c, where);
    case 'mod': {
      const a = evaluate(e.a, c, where);
      const b = evaluate(e.b, c, where);
      if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0) throw badInput(where, RC.modNotWhole({ a, b, c }));
      if (b === 0) throw badInput(where, RC.modZero());
      return a % b;
    }
  }
}

/** The least common multiple of the divisors (which must not depend on the index), and the sum of the constants' sizes. */
function shape(e: Expr, where: Where): { period: number; constants: number; usesIndex: boolean } {
  if (e.kind === 'number') return { period: 1, constants: Math.abs(e.value), usesIndex: false };
  if (e.kind === 'index') return { period: 1, constants: 0, usesIndex: true };
  const a = shape(e.a, where);
  const b = shape(e.b, where);
  let period = (a.period / gcd(a.period, b.period)) * b.period;
  if (e.kind === 'mod') {
    if (b.usesIndex) throw badInput(where, RC.divisorDependsOnIndex());
    const divisor = Math.abs(evaluate(e.b, 0, where));
    if (divisor > 10_000) throw badInput(where, RC.modDivisorTooLarge({ divisor }));
    period = (period / gcd(period, divisor)) * divisor;
  }
  return { period, constants: a.constants + b.constants, usesIndex: a.usesIndex || b.usesIndex };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function generalCondition(subject: string, within: (v: number) => boolean, largest: number, not: boolean, where: Where): RowsSpec {
  const e = parseExpr(subject, where);
  const { period, constants } = shape(e, where);
  const holds = (c: number) => within(evaluate(e, c, where)) !== not;
  // Past every constant (of the expression and of the set) the value repeats with the period, or leaves the set for good.
  const from = Math.ceil(constants + largest) + 1;
  if (from > 10_000) throw badInput(where, RC.constantsTooLarge());
  if (period > 10_000) {
    throw badInput(where, RC.repeatsTooSeldom({ subject: quoteInput(subject, QUOTED), period }));
  }
  for (let c = from; c < from + period; c++) {
    if (holds(c) !== holds(c + period)) {
      throw badInput(where, RC.neverRepeats({ subject: quoteInput(subject, QUOTED) }));
    }
  }
  const first: number[] = [];
  for (let c = 1; c < from; c++) if (holds(c)) first.push(c);
  const later: number[] = [];
  for (let c = from; c < from + period; c++) if (holds(c)) later.push(c % period);
  const parts: RowsSpec[] = [];
  if (first.length) parts.push({ on: first });
  if (later.length) parts.push(later.length === period ? { not: true, on: [[0, from - 1]] } : { all: [{ not: true, on: [[0, from - 1]] }, { every: period, on: later }] });
  return parts.length === 0 ? false : parts.length === 1 ? parts[0] : { any: parts };
}

/** A load expression: a number, %PreviousRaftLoad%, or add() of them (at most one previous load). */
function loadValue(text: string, where: Where): LoadValueSpec {
  const t = text.trim();
  if (NUMBER.test(t)) return Number(t);
  if (t === '%PreviousRaftLoad%') return { previous: 0 };
  const add = /^add\((.*)\)$/.exec(t);
  if (add) {
    const parts = splitTopLevel(add[1], ',');
    if (parts.length !== 2) throw badInput(where, RC.addTakesTwo({ token: quoteInput(t, QUOTED) }));
    const [a, b] = parts.map((p) => loadValue(p, where));
    if (typeof a !== 'number' && typeof b !== 'number') throw badInput(where, RC.addsPreviousLoadTwice({ token: quoteInput(t, QUOTED) }));
    if (typeof a === 'number' && typeof b === 'number') return a + b;
    return typeof a === 'number' ? { previous: (b as { previous: number }).previous + a } : { previous: a.previous + (b as number) };
  }
  throw badInput(where, RC.loadTermNotSupported({ token: quoteInput(t, QUOTED) }));
}

/** An AllowedRaftLoads set (written without braces) as our load items. */
export function readLoads(text: unknown, where: Where): LoadItemSpec[] {
  if (typeof text !== 'string') throw badInput(where, RC.loadsShouldBeText());
  checkNesting(text, where);
  const items = valueSet(text, (s) => loadValue(s, where), where);
  if (items.length === 0) throw badInput(where, RC.loadsEmpty());
  return items as LoadItemSpec[];
}

/**
 * The logical and value-set expressions of the RiverCrossing language
 * (FORMAT.md A.7), read into our forms: `CanRow` conditions on
 * `%CrossingIndex%` become `rows` (`{"every": 4, "on": [1, 2]}`), and
 * `AllowedRaftLoads` sets become `boat.loads`. The forms the scenarios use
 * are read: `true`/`false`, `[if] [not (] X [not] in {SET} [)]` where X is
 * `%CrossingIndex%`, `%CrossingIndex% mod K` or a number; and load items
 * built from numbers, `%PreviousRaftLoad%` and `add(...)`. Anything else is
 * reported as not supported, by name.
 */
import { PuzzleInputError } from '../puzzle.js';
import type { LoadItemSpec, LoadValueSpec, RowsSpec } from './spec.js';

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Reads "1, 2 .. 4" into values and ranges of numbers read by `item`. */
function valueSet<T>(text: string, item: (s: string) => T, where: string): (T | [T, T])[] {
  if (text.trim() === '') return [];
  return splitTopLevel(text, ',').map((part) => {
    const range = part.split(/\s\.\.\s/);
    if (range.length === 2) return [item(range[0].trim()), item(range[1].trim())] as [T, T];
    if (part.includes('..')) throw new PuzzleInputError(`${where}: ${JSON.stringify(part.trim())}: ".." needs a blank on both sides`);
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

function number(text: string, where: string): number {
  if (!NUMBER.test(text)) throw new PuzzleInputError(`${where}: ${JSON.stringify(text)} should be a number here`);
  return Number(text);
}

/** A CanRow (or NightMode) expression as our rowing condition. */
export function readCondition(value: unknown, where: string): RowsSpec {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  if (typeof value !== 'string') throw new PuzzleInputError(`${where}: should be true, false or a condition on %CrossingIndex%, not ${JSON.stringify(value)}`);
  let text = value.trim().replace(/^if\s+/, '').trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  let not = false;
  const negated = /^not\s*\((.*)\)$/.exec(text);
  if (negated) {
    not = true;
    text = negated[1].trim();
  }
  const m = /^(.*?)\s+(not\s+)?in\s*\{(.*)\}$/.exec(text);
  if (!m) throw new PuzzleInputError(`${where}: ${JSON.stringify(value)} is not a condition this reader supports (X in {SET}, X being %CrossingIndex%, %CrossingIndex% mod K or a number)`);
  if (m[2]) not = !not;
  let subject = m[1].trim();
  while (subject.startsWith('(') && subject.endsWith(')')) subject = subject.slice(1, -1).trim();
  const set = valueSet(m[3], (s) => number(s, where), where);
  const within = (v: number) => set.some((item) => (Array.isArray(item) ? v >= item[0] - 1e-6 && v <= item[1] + 1e-6 : Math.abs(v - item) <= 1e-6));
  for (const item of set) {
    if (Array.isArray(item) && item[0] > item[1]) throw new PuzzleInputError(`${where}: the range ${item[0]} .. ${item[1]} is empty`);
  }
  if (NUMBER.test(subject)) return within(Number(subject)) !== not;
  const mod = /^%CrossingIndex%\s+mod\s+(\d+)$/.exec(subject);
  if (mod || subject === '%CrossingIndex%') {
    const every = mod ? Number(mod[1]) : null;
    if (every === 0) throw new PuzzleInputError(`${where}: "mod 0" divides by zero`);
    if (every !== null && every > 64) throw new PuzzleInputError(`${where}: mod ${every} is larger than this reader supports (64)`);
    // Keep the whole crossing numbers (or remainders) in the set.
    const on: ([number, number] | number)[] = [];
    for (const item of set) {
      const lo = Math.max(0, Math.ceil((Array.isArray(item) ? item[0] : item) - 1e-6));
      const hi = Math.floor((Array.isArray(item) ? item[1] : item) + 1e-6);
      const top = every === null ? hi : Math.min(hi, every - 1);
      if (top > 10_000) throw new PuzzleInputError(`${where}: crossing numbers up to ${hi} are more than this reader supports`);
      if (lo <= top) on.push(lo === top ? lo : [lo, top]);
    }
    return every === null ? { on, not } : { every, on, not };
  }
  throw new PuzzleInputError(`${where}: ${JSON.stringify(subject)} is not supported here (only %CrossingIndex%, %CrossingIndex% mod K or a number)`);
}

/** A load expression: a number, %PreviousRaftLoad%, or add() of them (at most one previous load). */
function loadValue(text: string, where: string): LoadValueSpec {
  const t = text.trim();
  if (NUMBER.test(t)) return Number(t);
  if (t === '%PreviousRaftLoad%') return { previous: 0 };
  const add = /^add\((.*)\)$/.exec(t);
  if (add) {
    const parts = splitTopLevel(add[1], ',');
    if (parts.length !== 2) throw new PuzzleInputError(`${where}: add() takes two values: ${JSON.stringify(t)}`);
    const [a, b] = parts.map((p) => loadValue(p, where));
    if (typeof a !== 'number' && typeof b !== 'number') throw new PuzzleInputError(`${where}: ${JSON.stringify(t)} adds the previous load twice, which this reader does not support`);
    if (typeof a === 'number' && typeof b === 'number') return a + b;
    return typeof a === 'number' ? { previous: (b as { previous: number }).previous + a } : { previous: a.previous + (b as number) };
  }
  throw new PuzzleInputError(`${where}: ${JSON.stringify(t)} is not supported here (numbers, %PreviousRaftLoad% and add())`);
}

/** An AllowedRaftLoads set (written without braces) as our load items. */
export function readLoads(text: unknown, where: string): LoadItemSpec[] {
  if (typeof text !== 'string') throw new PuzzleInputError(`${where}: should be a set of loads as text, like "3, 5 .. 7"`);
  const items = valueSet(text, (s) => loadValue(s, where), where);
  if (items.length === 0) throw new PuzzleInputError(`${where}: the set of loads is empty`);
  return items as LoadItemSpec[];
}

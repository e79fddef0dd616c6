/**
 * Reading instance files in JSON, shared by the backends that accept it:
 * a parse error or a failed zod check becomes one `PuzzleInputError` that
 * names the file, the place of the first problem (`rules[2].unless`) and how
 * many others there are.
 */
import type { z } from 'zod';
import { render, type Message } from '../i18n/index.js';
import { placeMessage, quoteInput } from './params.js';
import { PuzzleInputError } from './puzzle.js';
import { PUZZLE_MESSAGES } from './messages.js';
import { JSON_MESSAGES } from './messages/json.js';

/** A value as a message names it: `null`, `a list`, `the text "abc"`, `boolean true`, `3`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${quoteInput(value, 20)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'number' ? '' : `${typeof value} `}${String(value)}`;
}

/** `rules[2].unless` for the path ["rules", 2, "unless"]. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `${text ? '.' : ''}${String(key)}`;
  return text;
}

/** Deepest nesting of arrays and objects accepted: far past any real instance, far short of the stack's end in the checks that walk it. */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of brackets in a JSON text, outside strings, in one linear pass. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Parses JSON text; `hint` (what the file should hold) follows the parser's
 * complaint: a catalog's message, or (as some backends still give it) the
 * English with `hintZh` its Chinese.
 */
export function readJson(text: string, origin: string, hint?: Message | string, hintZh?: string): unknown {
  const depth = jsonDepth(text);
  const place = placeMessage(origin);
  if (depth > MAX_JSON_DEPTH) throw new PuzzleInputError(JSON_MESSAGES.tooDeep({ origin: place, depth, most: MAX_JSON_DEPTH }));
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const why = parserComplaint((e as Error).message, text);
    if (hint === undefined || hint === '') throw new PuzzleInputError(JSON_MESSAGES.notJson({ origin: place, why }));
    if (typeof hint !== 'string') throw new PuzzleInputError(JSON_MESSAGES.notJsonHinted({ origin: place, why, hint }));
    // The hint's two languages come as two strings: each sentence is rendered with its own.
    const en = render(JSON_MESSAGES.notJsonHinted({ origin: place, why, hint }), 'en');
    const zh = render(JSON_MESSAGES.notJsonHinted({ origin: place, why, hint: hintZh ?? hint }), 'zh');
    throw new PuzzleInputError(en, zh);
  }
}

/** The JSON parser's complaint, its English kept; in Chinese, where it stopped ("line 2, column 5", both counted from 1) from the position it names in `text`. */
function parserComplaint(original: string, text: string): Message {
  const at = /position (\d+)/.exec(original);
  if (at) {
    const before = text.slice(0, Number(at[1])).split('\n');
    return JSON_MESSAGES.parserAt({ original, line: before.length, column: before[before.length - 1].length + 1 });
  }
  if (/end of (JSON|data) input/i.test(original)) return JSON_MESSAGES.parserEnded({ original });
  const token = /^Unexpected token '(.+?)'/.exec(original);
  return token ? JSON_MESSAGES.parserToken({ original, token: token[1] }) : JSON_MESSAGES.parserOther({ original });
}

/** A value as `describeValue` words it, as a message. */
function valueMessage(words: string): Message {
  if (words === 'a list') return JSON_MESSAGES.valueList();
  if (words === 'an object') return JSON_MESSAGES.valueObject();
  if (words.startsWith('the text ')) return JSON_MESSAGES.valueText({ quoted: words.slice('the text '.length) });
  if (words.startsWith('boolean ')) return JSON_MESSAGES.valueBoolean({ value: words.slice('boolean '.length) });
  return /^[\x21-\x7e]/.test(words) ? JSON_MESSAGES.valueAsWritten({ value: words }) : JSON_MESSAGES.valueOther({ value: words });
}

/** What a value should be: the phrases the backends' schemas use, each its message. */
const KINDS: readonly (readonly [RegExp, (...groups: string[]) => Message])[] = [
  [/^a number$/, () => JSON_MESSAGES.kindNumber()],
  [/^a whole number$/, () => JSON_MESSAGES.kindWhole()],
  [/^a whole number of litres$/, () => JSON_MESSAGES.kindLitres()],
  [/^true or false$/, () => JSON_MESSAGES.kindTrueFalse()],
  [/^text$/, () => JSON_MESSAGES.kindText()],
  [/^one of (.+)$/, (choices) => JSON_MESSAGES.kindOneOf({ choices })],
  [/^an object like (.+)$/, (example) => JSON_MESSAGES.kindObjectLike({ example })],
  [/^a list of numbers$/, () => JSON_MESSAGES.kindNumbers()],
  [/^a list of names or kinds$/, () => JSON_MESSAGES.kindNamesOrKinds()],
  [/^a traveller's name or kind$/, () => JSON_MESSAGES.kindTravellerReference()],
  [/^a rule object$/, () => JSON_MESSAGES.kindRule()],
  [/^a row: a list of (\d+) slots$/, (slots) => JSON_MESSAGES.kindRow({ slots })],
  [/^a list of (\d+) rows$/, (rows) => JSON_MESSAGES.kindRows({ rows })],
  [/^a list of corners$/, () => JSON_MESSAGES.kindCorners()],
  [/^a count like (.+)$/, (example) => JSON_MESSAGES.kindCountLike({ example })],
  [/^a tile object like (.+) or null for the empty slot$/, (example) => JSON_MESSAGES.kindTileLike({ example })],
  [/^a (company|boat) like (.+)$/, (what, example) => (what === 'boat' ? JSON_MESSAGES.kindBoatLike({ example }) : JSON_MESSAGES.kindCompanyLike({ example }))],
  [/^a river-crossing spec like (.+)$/, (example) => JSON_MESSAGES.kindSpecLike({ example })],
  [/^a named traveller like (.+) or a kind with a count like (.+)$/, (named, counted) => JSON_MESSAGES.kindTravellerLike({ named, counted })],
  [/^a traveller object$/, () => JSON_MESSAGES.kindTraveller()],
  [/^at least 1: a boat that holds nobody cannot cross$/, () => JSON_MESSAGES.kindCapacity()],
  [/^1 to 6 letters or digits, starting with a letter$/, () => JSON_MESSAGES.kindName()],
  [/^"(\w+)" or "(\w+)"$/, (a, b) => JSON_MESSAGES.kindTwoWords({ a, b })],
  [/^"(\w+)", "(\w+)" or "(\w+)"$/, (a, b, c) => JSON_MESSAGES.kindThreeWords({ a, b, c })],
];

/** The schemas' complaints that are whole sentences of their own. */
const COMPLAINTS: Readonly<Record<string, () => Message>> = {
  'is missing': JSON_MESSAGES.isMissing,
  'should not be negative': JSON_MESSAGES.notNegative,
  'should be more than 0': JSON_MESSAGES.moreThanZero,
  'should have 3 rows': JSON_MESSAGES.threeRows,
  'should have 3 slots': JSON_MESSAGES.threeSlots,
  'should name one or two corners': JSON_MESSAGES.oneOrTwoCorners,
  'should name one or two corners: a tile holds one or two small mines': JSON_MESSAGES.oneOrTwoMines,
  'names the same corner twice': JSON_MESSAGES.cornerTwice,
  'should list at least one traveller': JSON_MESSAGES.oneTraveller,
  'should list at least one load or range': JSON_MESSAGES.oneLoad,
  'should not be empty': JSON_MESSAGES.notEmpty,
};

/** "a", "a or b", "a or b or c" (the words between kept as they were), with "or" a word of each language. */
function orList(text: string): Message | string {
  const parts = text.split(' or ');
  let joined: Message | string = parts[0];
  for (const last of parts.slice(1)) joined = PUZZLE_MESSAGES.namesOr({ first: joined, last });
  return joined;
}

/**
 * A schema's complaint as a message whose English is the complaint itself:
 * one of the common shapes ("is missing", "should be a number, not the text
 * \"x\"", "unknown field \"y\" (the fields are ...)") has its Chinese; any
 * other is said to be out of order in Chinese, with zod's words after it.
 */
export function jsonComplaint(message: string): Message {
  const whole = Object.hasOwn(COMPLAINTS, message) ? COMPLAINTS[message] : undefined;
  if (whole) return whole();
  const unknown = /^unknown field(s?) (.+?)(?: \(the fields are (.+)\))?$/.exec(message);
  if (unknown) {
    const count = unknown[1] === 's' ? 'other' : 'one';
    return unknown[3] ? JSON_MESSAGES.unknownFieldsListed({ count, names: unknown[2], fields: unknown[3] }) : JSON_MESSAGES.unknownFields({ count, names: unknown[2] });
  }
  // zod's own words, where a schema gives none of its own.
  const zod = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (zod) {
    return zod[2] === 'undefined'
      ? JSON_MESSAGES.zodMissing({ expected: zod[1] })
      : JSON_MESSAGES.zodExpected({ expected: JSON_MESSAGES.zodType({ type: zod[1] }), received: JSON_MESSAGES.zodType({ type: zod[2] }) });
  }
  const type = /^has an unknown "type" \(types: (.+)\)$/.exec(message);
  if (type) return JSON_MESSAGES.unknownType({ types: type[1] });
  const ruleType = /^type should be (.+)$/.exec(message);
  if (ruleType) return JSON_MESSAGES.typeShouldBe({ choices: orList(ruleType[1]) });
  const should = /^should be (.+?)(?:, not (.+))?$/.exec(message);
  if (should) {
    for (const [pattern, make] of KINDS) {
      const m = pattern.exec(should[1]);
      if (!m) continue;
      const kind = make(...m.slice(1));
      return should[2] === undefined ? JSON_MESSAGES.shouldBe({ kind }) : JSON_MESSAGES.shouldBeNot({ kind, value: valueMessage(should[2]) });
    }
  }
  return JSON_MESSAGES.zodOther({ original: message });
}

/**
 * Checks parsed JSON against a schema. `separator` goes between the place
 * and the message: ' ' where messages read on ("start[2] should be a
 * number"), ': ' where they stand alone ("rules[0]: unknown traveller").
 */
export function checkJson<T>(schema: z.ZodType<T>, data: unknown, origin: string, separator = ' '): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const [first, ...rest] = result.error.issues;
  const place = placeMessage(origin);
  const problem = jsonComplaint(first.message);
  const more = rest.length;
  throw new PuzzleInputError(
    first.path.length
      ? JSON_MESSAGES.checkFailedAt({ origin: place, path: jsonPath(first.path), apart: separator === ' ' ? 'no' : 'yes', problem, more })
      : JSON_MESSAGES.checkFailed({ origin: place, problem, more }),
  );
}

/**
 * Reading instance files in JSON, shared by the backends that accept it:
 * a parse error or a failed zod check becomes one `PuzzleInputError` that
 * names the file, the place of the first problem (`rules[2].unless`) and how
 * many others there are.
 */
import type { z } from 'zod';
import { placeZh, quoteInput } from './params.js';
import { PuzzleInputError } from './puzzle.js';

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

/** Parses JSON text; `hint` (what the file should hold) follows the parser's complaint. */
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

export function readJson(text: string, origin: string, hint = '', hintZh = hint): unknown {
  const depth = jsonDepth(text);
  if (depth > MAX_JSON_DEPTH) {
    throw new PuzzleInputError(
      `${origin} nests arrays and objects ${depth} deep; at most ${MAX_JSON_DEPTH} levels are read`,
      `${placeZh(origin)} 的数组和对象嵌套了 ${depth} 层；最多只读 ${MAX_JSON_DEPTH} 层`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const why = (e as Error).message;
    throw new PuzzleInputError(`${origin} is not valid JSON (${why})${hint ? `: ${hint}` : ''}`, `${placeZh(origin)} 不是有效的 JSON（${parseErrorZh(why, text)}）${hintZh ? `：${hintZh}` : ''}`);
  }
}

/** Where the JSON parser stopped, in Chinese: "第 2 行第 5 列有错" (both counted from 1) from the position it names in `text`. */
function parseErrorZh(why: string, text: string): string {
  const at = /position (\d+)/.exec(why);
  if (at) {
    const before = text.slice(0, Number(at[1])).split('\n');
    return `第 ${before.length} 行第 ${before[before.length - 1].length + 1} 列有错`;
  }
  if (/end of (JSON|data) input/i.test(why)) return '文本没写完就结束了';
  const token = /^Unexpected token '(.+?)'/.exec(why);
  return token ? `有意外的字符 '${token[1]}'` : why;
}

/** A value as a Chinese message names it (`describeValue` in Chinese). */
function valueZh(words: string): string {
  return words
    .replace(/^a list$/, '列表')
    .replace(/^an object$/, '对象')
    .replace(/^the text /, '文本 ')
    .replace(/^boolean /, '布尔值 ');
}

/** What a value should be, in Chinese: the phrases the backends' schemas use. */
const KINDS_ZH: readonly (readonly [RegExp, string | ((...groups: string[]) => string)])[] = [
  [/^a number$/, '数字'],
  [/^a whole number$/, '整数'],
  [/^a whole number of litres$/, '整升数'],
  [/^true or false$/, 'true 或 false'],
  [/^text$/, '文本'],
  [/^one of (.+)$/, '$1 之一'],
  [/^an object like (.+)$/, '形如 $1 的对象'],
  [/^a list of numbers$/, '数字的列表'],
  [/^a list of names or kinds$/, '名字或种类的列表'],
  [/^a traveller's name or kind$/, '旅行者的名字或种类'],
  [/^a rule object$/, '规则对象'],
  [/^a row: a list of (\d+) slots$/, '一行：$1 个槽位的列表'],
  [/^a list of (\d+) rows$/, '$1 行的列表'],
  [/^a list of corners$/, '角的列表'],
  [/^a count like (.+)$/, '形如 $1 的数目'],
  [/^a tile object like (.+) or null for the empty slot$/, '形如 $1 的块对象（空位用 null）'],
  [/^a (company|boat) like (.+)$/, (_, what: string, like: string) => `形如 ${like} 的${what === 'boat' ? '船' : '组合'}`],
  [/^a river-crossing spec like (.+)$/, '形如 $1 的过河描述'],
  [/^a named traveller like (.+) or a kind with a count like (.+)$/, '形如 $1 的具名旅行者，或形如 $2 的带数目的种类'],
  [/^a traveller object$/, '旅行者对象'],
  [/^at least 1: a boat that holds nobody cannot cross$/, '至少 1：一个人也载不了的船过不了河'],
  [/^1 to 6 letters or digits, starting with a letter$/, '1 到 6 个字母或数字，以字母开头'],
  [/^"(\w+)" or "(\w+)"$/, '"$1" 或 "$2"'],
  [/^"(\w+)", "(\w+)" or "(\w+)"$/, '"$1"、"$2" 或 "$3"'],
];

const ZOD_TYPES_ZH: Readonly<Record<string, string>> = { array: '列表', object: '对象', string: '文本', number: '数字', boolean: '布尔值', null: ' null' };

const MESSAGES_ZH: Readonly<Record<string, string>> = {
  'is missing': '缺失',
  'should not be negative': '不能是负数',
  'should be more than 0': '应大于 0',
  'should have 3 rows': '应有 3 行',
  'should have 3 slots': '应有 3 个位置',
  'should name one or two corners': '应说出一个或两个角',
  'should name one or two corners: a tile holds one or two small mines': '应说出一个或两个角：一块上有一个或两个小水雷',
  'names the same corner twice': '同一个角说了两次',
  'should list at least one traveller': '至少要列出一个旅行者',
  'should list at least one load or range': '至少要列出一个载重或范围',
  'should not be empty': '不能为空',
};

/**
 * A schema's message in Chinese where it is one of the common phrases
 * ("is missing", "should be a number, not the text \"x\"", "unknown field
 * \"y\" (the fields are ...)"); any other stays as it is.
 */
export function jsonMessageZh(message: string): string {
  if (Object.hasOwn(MESSAGES_ZH, message)) return MESSAGES_ZH[message];
  const unknown = /^unknown fields? (.+?)(?: \(the fields are (.+)\))?$/.exec(message);
  if (unknown) return `有未知的字段 ${unknown[1]}${unknown[2] ? `（字段有 ${unknown[2]}）` : ''}`;
  // zod's own words, where a schema gives none of its own.
  const zod = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (zod) return zod[2] === 'undefined' ? '缺失' : `应为${ZOD_TYPES_ZH[zod[1]] ?? zod[1]}，而不是${ZOD_TYPES_ZH[zod[2]] ?? zod[2]}`;
  const type = /^has an unknown "type" \(types: (.+)\)$/.exec(message);
  if (type) return `不是已知的类型（类型有：${type[1]}）`;
  const ruleType = /^type should be (.+)$/.exec(message);
  if (ruleType) return `type 应为 ${ruleType[1].replace(/ or /g, ' 或 ')}`;
  const should = /^should be (.+?)(?:, not (.+))?$/.exec(message);
  if (should) {
    const rule = KINDS_ZH.find(([pattern]) => pattern.test(should[1]));
    if (rule) {
      const [pattern, words] = rule;
      const kind = typeof words === 'string' ? should[1].replace(pattern, words) : should[1].replace(pattern, words);
      const value = should[2] === undefined ? '' : valueZh(should[2]);
      return `应为${kind}${value === '' ? '' : `，而不是${/^[\x21-\x7e]/.test(value) ? ' ' : ''}${value}`}`;
    }
  }
  return message;
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
  const where = first.path.length ? `${jsonPath(first.path)}${separator}` : '';
  const more = rest.length ? ` (and ${rest.length} more problem${rest.length === 1 ? '' : 's'})` : '';
  const whereZh = first.path.length ? `${jsonPath(first.path)}${separator === ' ' ? ' ' : '：'}` : '';
  const moreZh = rest.length ? `（另有 ${rest.length} 处问题）` : '';
  throw new PuzzleInputError(`${origin}: ${where}${first.message}${more}`, `${placeZh(origin)}：${whereZh}${jsonMessageZh(first.message)}${moreZh}`);
}

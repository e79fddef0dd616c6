/**
 * Reading instance files in JSON, shared by the backends that accept it:
 * a parse error or a failed zod check becomes one `PuzzleInputError` that
 * names the file, the place of the first problem (`rules[2].unless`) and how
 * many others there are.
 */
import type { z } from 'zod';
import { quoteInput } from './params.js';
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

export function readJson(text: string, origin: string, hint = ''): unknown {
  const depth = jsonDepth(text);
  if (depth > MAX_JSON_DEPTH) {
    throw new PuzzleInputError(`${origin} nests arrays and objects ${depth} deep; at most ${MAX_JSON_DEPTH} levels are read`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new PuzzleInputError(`${origin} is not valid JSON (${(e as Error).message})${hint ? `: ${hint}` : ''}`);
  }
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
  throw new PuzzleInputError(`${origin}: ${where}${first.message}${more}`);
}

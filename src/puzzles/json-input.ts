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
export function readJson(text: string, origin: string, hint = ''): unknown {
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

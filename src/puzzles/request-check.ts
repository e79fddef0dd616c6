/**
 * The check every backend's `parse` gets at the library's edge (through
 * definePuzzle): a request that is not one (null, a code that is not text, a
 * source of no known kind) is one PuzzleInputError with the same words in
 * every backend, never a TypeError; and a leading UTF-8 byte-order mark,
 * which editors put before a file's text, is dropped the same way for all.
 */
import { PuzzleInputError } from './input-error.js';
import type { InstanceRequest, InstanceSource } from './puzzle.js';

const BOM = '\uFEFF';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function described(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? 'text' : `a ${typeof value}`;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new PuzzleInputError(`${what} must be text, not ${described(value)}`);
  return value.startsWith(BOM) ? value.slice(1) : value;
}

function checkedSource(source: unknown): InstanceSource {
  if (!isObject(source)) throw new PuzzleInputError(`the request's source must be an object ({kind: 'preset' | 'code' | 'text' | 'params', ...}), not ${described(source)}`);
  switch (source.kind) {
    case 'preset':
      return { kind: 'preset', name: text(source.name, 'the preset name') };
    case 'code':
      return { kind: 'code', code: text(source.code, 'the instance code') };
    case 'text':
      return { kind: 'text', text: text(source.text, 'the instance text'), origin: source.origin === undefined ? 'text' : text(source.origin, "the text's origin") };
    case 'params':
      return { kind: 'params' };
    default:
      throw new PuzzleInputError(`the request's source has kind ${typeof source.kind === 'string' ? JSON.stringify(source.kind.slice(0, 20)) : described(source.kind)}; the kinds are preset, code, text and params`);
  }
}

/** The request as the backends expect it, or a PuzzleInputError saying what is not so. */
export function checkedRequest(request: unknown): InstanceRequest {
  if (!isObject(request)) throw new PuzzleInputError(`parse needs a request ({source, params}), not ${described(request)}`);
  const params = request.params ?? {};
  if (!isObject(params)) throw new PuzzleInputError(`the request's params must be an object of text values, not ${described(params)}`);
  for (const [key, value] of Object.entries(params)) text(value, `parameter ${JSON.stringify(key.slice(0, 20))}`);
  return { source: checkedSource(request.source), params: params as Record<string, string> };
}

/** A state code as the backends expect it (text, no byte-order mark), or a PuzzleInputError. */
export function checkedStateCode(code: unknown): string {
  return text(code, 'the state code');
}

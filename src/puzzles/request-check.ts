/**
 * The check every backend's `parse` gets at the library's edge (through
 * definePuzzle): a request that is not one (null, a code that is not text, a
 * source of no known kind) is one PuzzleInputError with the same words in
 * every backend, never a TypeError; and a leading UTF-8 byte-order mark,
 * which editors put before a file's text, is dropped the same way for all.
 */
import type { Message } from '../i18n/index.js';
import { PuzzleInputError } from './input-error.js';
import { PUZZLE_MESSAGES } from './messages.js';
import type { InstanceRequest, InstanceSource } from './puzzle.js';

const BOM = '\uFEFF';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What kind of value this is, as the messages name it ("null", "an array", "text", "a number"). */
function described(value: unknown): Message {
  return PUZZLE_MESSAGES.valueKind({ type: value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value });
}

function text(value: unknown, what: Message): string {
  if (typeof value !== 'string') throw new PuzzleInputError(PUZZLE_MESSAGES.requestNotText({ what, kind: described(value) }));
  return value.startsWith(BOM) ? value.slice(1) : value;
}

function checkedSource(source: unknown): InstanceSource {
  if (!isObject(source)) throw new PuzzleInputError(PUZZLE_MESSAGES.requestSourceNotObject({ kind: described(source) }));
  switch (source.kind) {
    case 'preset':
      return { kind: 'preset', name: text(source.name, PUZZLE_MESSAGES.requestPresetName()) };
    case 'code':
      return { kind: 'code', code: text(source.code, PUZZLE_MESSAGES.requestInstanceCode()) };
    case 'text':
      return {
        kind: 'text',
        text: text(source.text, PUZZLE_MESSAGES.requestInstanceText()),
        origin: source.origin === undefined ? 'text' : text(source.origin, PUZZLE_MESSAGES.requestOrigin()),
        ...(source.level === undefined ? {} : { level: text(source.level, PUZZLE_MESSAGES.requestLevel()) }),
      };
    case 'params':
      return { kind: 'params' };
    default:
      throw new PuzzleInputError(PUZZLE_MESSAGES.requestSourceKind({ kind: typeof source.kind === 'string' ? JSON.stringify(source.kind.slice(0, 20)) : described(source.kind) }));
  }
}

/** The request as the backends expect it, or a PuzzleInputError saying what is not so. */
export function checkedRequest(request: unknown): InstanceRequest {
  if (!isObject(request)) throw new PuzzleInputError(PUZZLE_MESSAGES.requestNotRequest({ kind: described(request) }));
  const params = request.params ?? {};
  if (!isObject(params)) throw new PuzzleInputError(PUZZLE_MESSAGES.requestParamsNotObject({ kind: described(params) }));
  for (const [key, value] of Object.entries(params)) text(value, PUZZLE_MESSAGES.requestParameter({ key: JSON.stringify(key.slice(0, 20)) }));
  return { source: checkedSource(request.source), params: params as Record<string, string> };
}

/** A state code as the backends expect it (text, no byte-order mark), or a PuzzleInputError. */
export function checkedStateCode(code: unknown): string {
  return text(code, PUZZLE_MESSAGES.requestStateCode());
}

/** Reading `--param KEY=VALUE` values, with messages that name the parameter. */
import { render, type Message } from '../i18n/index.js';
import { findNamed, unknownNameHint } from './names.js';
import { PuzzleInputError } from './input-error.js';
import { PUZZLE_MESSAGES } from './messages.js';
import type { CodePreset, InstanceSource } from './puzzle.js';

export function intParam(key: string, raw: string, min: number, max: number): number {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) throw new PuzzleInputError(PUZZLE_MESSAGES.paramNotWhole({ key, value: quoteInput(raw) }));
  const value = Number(text);
  if (value < min || value > max) {
    throw new PuzzleInputError(PUZZLE_MESSAGES.paramOutOfRange({ key, value, min, max }));
  }
  return value;
}

/** The places messages name that have words of their own in Chinese. */
const PLACES: Readonly<Record<string, () => Message>> = {
  'instance code': PUZZLE_MESSAGES.placeInstanceCode,
  parameters: PUZZLE_MESSAGES.placeParameters,
  state: PUZZLE_MESSAGES.placeState,
  stdin: PUZZLE_MESSAGES.placeStdin,
  'standard input': PUZZLE_MESSAGES.placeStandardInput,
  'the editor': PUZZLE_MESSAGES.placeEditor,
  text: PUZZLE_MESSAGES.placeText,
  capacities: PUZZLE_MESSAGES.placeCapacities,
  start: PUZZLE_MESSAGES.placeStart,
  goal: PUZZLE_MESSAGES.placeGoal,
  target: PUZZLE_MESSAGES.placeTarget,
  'level code': PUZZLE_MESSAGES.placeLevelCode,
  from: PUZZLE_MESSAGES.placeFrom,
  to: PUZZLE_MESSAGES.placeTo,
};

/** One part of a place ("goal", "jug 2", a file's name) as a message. */
function placePart(part: string): Message {
  const named = Object.hasOwn(PLACES, part) ? PLACES[part] : undefined;
  if (named) return named();
  let m = /^jug (\d+)$/.exec(part);
  if (m) return PUZZLE_MESSAGES.placeJug({ n: m[1] });
  m = /^preset (.+)$/.exec(part);
  if (m) return PUZZLE_MESSAGES.placePreset({ name: m[1] });
  m = /^parameter (\S+)$/.exec(part);
  if (m) return PUZZLE_MESSAGES.placeParameter({ key: m[1] });
  return PUZZLE_MESSAGES.placeAsGiven({ name: part });
}

/**
 * Where a message says the mistake is, as a message whose English is
 * `where` itself; in Chinese "instance code, goal" and "jug 2" have words
 * of their own (the catalog's `place...` sentences); a file's name stays as it is.
 */
export function placeMessage(where: string): Message {
  const parts = where.split(', ');
  let place = placePart(parts[0]);
  for (const part of parts.slice(1)) place = PUZZLE_MESSAGES.placeWithin({ outer: place, inner: placePart(part) });
  return place;
}

/** `placeMessage` in Chinese, for the backends that still word their Chinese in code. */
export function placeZh(where: string): string {
  return render(placeMessage(where), 'zh');
}

/** Bad input quoted back in a message, cut short when long. */
export function quoteInput(text: string, max = 40): string {
  // JSON escapes the C0 controls; DEL and the C1 controls (bytes read as Latin-1) are escaped too, so no raw byte reaches a terminal.
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}...` : text).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Reads "8, 5,3" as whole numbers from min to max; `where` starts each
 * message ("parameter start", "instance code, goal"; a place's Chinese
 * comes from `placeMessage`). `_whereZh` is no longer read: callers that
 * still pass the Chinese of the place get the same words from the catalog.
 */
export function wholeNumberList(where: string, raw: string, min: number, max: number, maxLength: number, _whereZh?: string): number[] {
  const label = placeMessage(where);
  const parts = raw.split(',').map((p) => p.trim());
  if (raw.trim() === '' || parts.some((p) => p === '')) {
    throw new PuzzleInputError(PUZZLE_MESSAGES.listNotNumbers({ label, value: quoteInput(raw) }));
  }
  if (parts.length > maxLength) {
    throw new PuzzleInputError(PUZZLE_MESSAGES.listTooLong({ label, max: maxLength, count: parts.length }));
  }
  return parts.map((p, i) => {
    if (!/^-?\d+$/.test(p)) throw new PuzzleInputError(PUZZLE_MESSAGES.listValueNotWhole({ label, index: i + 1, value: quoteInput(p) }));
    const value = Number(p);
    if (value < min || value > max) {
      const shown = p.length > 12 ? `${p.slice(0, 12)}...` : p;
      throw new PuzzleInputError(PUZZLE_MESSAGES.listValueOutOfRange({ label, index: i + 1, value: shown, min, max }));
    }
    return value;
  });
}

export function intListParam(key: string, raw: string, min: number, max: number, maxLength = 16): number[] {
  return wholeNumberList(`parameter ${key}`, raw, min, max, maxLength);
}

export function choiceParam<T extends string>(key: string, raw: string, choices: Readonly<Record<string, T>>): T {
  const wanted = raw.trim().toLowerCase();
  // Own keys only: "constructor" is not a choice.
  const value = Object.hasOwn(choices, wanted) ? choices[wanted] : undefined;
  if (value === undefined) {
    throw new PuzzleInputError(PUZZLE_MESSAGES.paramNotChoice({ key, value: quoteInput(raw), choices: Object.keys(choices).join(', ') }));
  }
  return value;
}

/** Rejects parameters the puzzle does not know, naming them and the known ones. */
export function checkParamKeys(puzzle: string, params: Readonly<Record<string, string>>, known: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) {
      const named = known.map((name) => ({ name }));
      const hint = known.length ? unknownNameHint(named, key, PUZZLE_MESSAGES.nounItsParameters()) : PUZZLE_MESSAGES.knownNoParameters();
      throw new PuzzleInputError(PUZZLE_MESSAGES.unknownParameter({ puzzle, name: quoteInput(key), hint }));
    }
  }
}

/** The preset named `name` or one of its aliases, or a message listing them. */
export function findPreset<P extends { name: string; aliases?: readonly string[] }>(puzzle: string, presets: readonly P[], name: string): P {
  const preset = findNamed(presets, name);
  if (!preset) {
    throw new PuzzleInputError(PUZZLE_MESSAGES.unknownPreset({ puzzle, name: quoteInput(name), hint: unknownNameHint(presets, name, PUZZLE_MESSAGES.nounPresets(), PUZZLE_MESSAGES.listLongNamesThem()) }));
  }
  return preset;
}

/**
 * The code an instance request starts from, for backends whose presets are
 * codes and whose files hold a code: the preset's code, the code given, or
 * the file's text with the file's name for messages; null when only
 * parameters are given (the backend then starts from its default).
 */
export function requestCode(
  puzzle: string,
  presets: readonly CodePreset[],
  source: InstanceSource,
): { code: string; where?: string } | null {
  switch (source.kind) {
    case 'preset':
      return { code: findPreset(puzzle, presets, source.name).code };
    case 'code':
      return { code: source.code };
    case 'text':
      return { code: source.text, where: source.origin };
    case 'params':
      return null;
  }
}

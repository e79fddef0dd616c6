/** Reading `--param KEY=VALUE` values, with messages that name the parameter. */
import { findNamed, unknownNameHint } from './names.js';
import { PuzzleInputError } from './input-error.js';
import type { InstanceSource } from './puzzle.js';

export function intParam(key: string, raw: string, min: number, max: number): number {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) throw new PuzzleInputError(`parameter ${key}: ${quoteInput(raw)} is not a whole number`);
  const value = Number(text);
  if (value < min || value > max) {
    throw new PuzzleInputError(`parameter ${key}: ${value} is out of range (${min} to ${max})`);
  }
  return value;
}

/** Bad input quoted back in a message, cut short when long. */
export function quoteInput(text: string, max = 40): string {
  // JSON escapes the C0 controls; DEL and the C1 controls (bytes read as Latin-1) are escaped too, so no raw byte reaches a terminal.
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}...` : text).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Reads "8, 5,3" as whole numbers from min to max; `label` starts each
 * message ("parameter start", "instance code, goal").
 */
export function wholeNumberList(label: string, raw: string, min: number, max: number, maxLength: number): number[] {
  const parts = raw.split(',').map((p) => p.trim());
  if (raw.trim() === '' || parts.some((p) => p === '')) {
    throw new PuzzleInputError(`${label}: ${quoteInput(raw)} should be whole numbers separated by commas`);
  }
  if (parts.length > maxLength) {
    throw new PuzzleInputError(`${label}: at most ${maxLength} values, got ${parts.length}`);
  }
  return parts.map((p, i) => {
    if (!/^-?\d+$/.test(p)) throw new PuzzleInputError(`${label}: value ${i + 1} (${quoteInput(p)}) is not a whole number`);
    const value = Number(p);
    if (value < min || value > max) {
      const shown = p.length > 12 ? `${p.slice(0, 12)}...` : p;
      throw new PuzzleInputError(`${label}: value ${i + 1} (${shown}) is out of range (${min} to ${max})`);
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
    throw new PuzzleInputError(`parameter ${key}: ${quoteInput(raw)} is not one of ${Object.keys(choices).join(', ')}`);
  }
  return value;
}

/** Rejects parameters the puzzle does not know, naming them and the known ones. */
export function checkParamKeys(puzzle: string, params: Readonly<Record<string, string>>, known: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) {
      const hint = known.length ? unknownNameHint(known.map((name) => ({ name })), key, 'its parameters') : ' (its parameters: none)';
      throw new PuzzleInputError(`${puzzle} has no parameter ${quoteInput(key)}${hint}`);
    }
  }
}

/** The preset named `name` or one of its aliases, or a message listing them. */
export function findPreset<P extends { name: string; aliases?: readonly string[] }>(puzzle: string, presets: readonly P[], name: string): P {
  const preset = findNamed(presets, name);
  if (!preset) {
    throw new PuzzleInputError(`${puzzle} has no preset ${quoteInput(name)}${unknownNameHint(presets, name, 'presets', '`puzzlekit list --long` names them')}`);
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
  presets: readonly { name: string; aliases?: readonly string[]; code: string }[],
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

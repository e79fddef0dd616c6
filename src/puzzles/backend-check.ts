/**
 * Whether a value someone hands us as a puzzle backend (a module's default
 * export, say) has the members every front end relies on: one message naming
 * the first that is missing or of the wrong kind, instead of a TypeError
 * later, deep in a command.
 */
import { PuzzleInputError } from './input-error.js';
import type { AnyPuzzle } from './puzzle.js';

const FUNCTIONS = ['parse', 'problem', 'instanceCode', 'stateCode', 'parseState', 'describeMove', 'moveCode', 'applyMove', 'renderText', 'draw'] as const;
/** Optional members the front ends call wherever a backend has them (the midend reads every move code with `parseMove`). */
const OPTIONAL_FUNCTIONS = ['parseMove'] as const;
const TEXTS = ['id', 'title', 'description'] as const;
const LISTS = ['presets', 'params', 'metrics'] as const;
const ID = /^[a-z][a-z0-9-]{0,39}$/;

/** The value as a backend, or a PuzzleInputError that starts with `where`. */
export function checkedBackend(value: unknown, where: string): AnyPuzzle {
  if (typeof value !== 'object' || value === null) throw new PuzzleInputError(`${where}: expected a puzzle backend (definePuzzle({...})), got ${value === null ? 'null' : typeof value}`);
  const backend = value as Record<string, unknown>;
  for (const key of TEXTS) {
    if (typeof backend[key] !== 'string' || backend[key] === '') throw new PuzzleInputError(`${where}: the backend has no ${key} (text)`);
  }
  if (!ID.test(backend.id as string)) throw new PuzzleInputError(`${where}: the id ${JSON.stringify(backend.id)} should be lower-case letters, digits and hyphens, like lights-out`);
  for (const key of LISTS) {
    if (!Array.isArray(backend[key])) throw new PuzzleInputError(`${where}: the backend has no ${key} (a list)`);
  }
  if ((backend.metrics as unknown[]).length === 0) throw new PuzzleInputError(`${where}: the backend needs at least one metric`);
  for (const key of FUNCTIONS) {
    if (typeof backend[key] !== 'function') throw new PuzzleInputError(`${where}: the backend has no ${key}() function`);
  }
  for (const key of OPTIONAL_FUNCTIONS) {
    if (backend[key] !== undefined && typeof backend[key] !== 'function') {
      throw new PuzzleInputError(`${where}: the backend's ${key} should be a function (or left out)`, `${where}：后端的 ${key} 应是函数（或者不写）`);
    }
  }
  return value as AnyPuzzle;
}

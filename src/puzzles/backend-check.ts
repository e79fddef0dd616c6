/**
 * Whether a value someone hands us as a puzzle backend (a module's default
 * export, say) has the members every front end relies on: one message naming
 * the first that is missing or of the wrong kind, instead of a TypeError
 * later, deep in a command.
 */
import { aliasIndex } from './alias-index.js';
import { aliasName, type PuzzleAlias } from './alias.js';
import { PuzzleInputError } from './input-error.js';
import { PUZZLE_MESSAGES } from './messages.js';
import { normalName } from './names.js';
import type { AnyPuzzle } from './puzzle.js';

const FUNCTIONS = ['parse', 'problem', 'instanceCode', 'stateCode', 'parseState', 'describeMove', 'moveCode', 'applyMove', 'renderText', 'draw'] as const;
/** Optional members the midend calls wherever a backend has them (it reads every move code with `parseMove`). */
const OPTIONAL_FUNCTIONS = ['parseMove'] as const;
const TEXTS = ['id', 'title', 'description'] as const;
const LISTS = ['presets', 'params', 'metrics'] as const;
const ID = /^[a-z][a-z0-9-]{0,39}$/;

/** The value as a backend, or a PuzzleInputError that starts with `where`. */
export function checkedBackend(value: unknown, where: string): AnyPuzzle {
  if (typeof value !== 'object' || value === null) throw new PuzzleInputError(PUZZLE_MESSAGES.backendNotObject({ where, kind: value === null ? 'null' : typeof value }));
  const backend = value as Record<string, unknown>;
  for (const key of TEXTS) {
    if (typeof backend[key] !== 'string' || backend[key] === '') throw new PuzzleInputError(PUZZLE_MESSAGES.backendNoText({ where, key }));
  }
  if (!ID.test(backend.id as string)) throw new PuzzleInputError(PUZZLE_MESSAGES.backendBadId({ where, id: String(JSON.stringify(backend.id)) }));
  for (const key of LISTS) {
    if (!Array.isArray(backend[key])) throw new PuzzleInputError(PUZZLE_MESSAGES.backendNoList({ where, key }));
  }
  if ((backend.metrics as unknown[]).length === 0) throw new PuzzleInputError(PUZZLE_MESSAGES.backendNoMetric({ where }));
  for (const key of FUNCTIONS) {
    if (typeof backend[key] !== 'function') throw new PuzzleInputError(PUZZLE_MESSAGES.backendNoFunction({ where, key }));
  }
  for (const key of OPTIONAL_FUNCTIONS) {
    if (backend[key] !== undefined && typeof backend[key] !== 'function') {
      throw new PuzzleInputError(PUZZLE_MESSAGES.backendNotFunction({ where, key }));
    }
  }
  checkAliasShapes(backend, where);
  return value as AnyPuzzle;
}

/** `aliases`, where given: names, or `{ name, preset }` for a name that stands for one of the backend's presets. */
function checkAliasShapes(backend: Record<string, unknown>, where: string): void {
  if (backend.aliases === undefined) return;
  const presets = new Set((backend.presets as { name?: unknown }[]).map((p) => p?.name));
  const wellMade = (a: unknown) =>
    (typeof a === 'string' && a.trim() !== '') ||
    (typeof a === 'object' && a !== null && typeof (a as { name?: unknown }).name === 'string' && (a as { name: string }).name.trim() !== '' && typeof (a as { preset?: unknown }).preset === 'string');
  if (!Array.isArray(backend.aliases) || !backend.aliases.every(wellMade)) {
    throw new PuzzleInputError(PUZZLE_MESSAGES.backendBadAliases({ where }));
  }
  for (const alias of backend.aliases as PuzzleAlias[]) {
    if (typeof alias !== 'string' && !presets.has(alias.preset)) {
      throw new PuzzleInputError(PUZZLE_MESSAGES.aliasNoPreset({ where, alias: alias.name, preset: alias.preset }));
    }
  }
}

/**
 * Refuses an alias of a puzzle being added that another puzzle's id or
 * alias already answers to, as the catalog refuses a taken id: compared as
 * names are found (up to case and separators), since the other would
 * always be found first.
 */
export function checkAliasesFree(backend: AnyPuzzle, others: readonly AnyPuzzle[], where: string): void {
  const taken = new Set([...others.map((p) => p.id), ...aliasIndex(others).map((a) => a.alias)].map(normalName));
  for (const alias of backend.aliases ?? []) {
    const name = aliasName(alias);
    if (taken.has(normalName(name))) {
      throw new PuzzleInputError(PUZZLE_MESSAGES.aliasTaken({ where, name }));
    }
  }
}

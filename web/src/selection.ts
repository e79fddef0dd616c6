/**
 * What the person picked (puzzle, source, parameters, metric) as plain data,
 * and how it lives in the URL so that a link reproduces it. The instance it
 * builds is load-selection.ts's (it brings in the engine, which the home page
 * does without). Backends load on demand (the midend's lazy catalog): the
 * default preset of a link that names none is its backend's, once loaded.
 */
import { isLang, loadedPuzzle } from '../../src/midend/shell.js';
import type { OpenedInstance } from '../../src/midend/browser.js';
import type { Lang } from '../../src/puzzles/lang.js';
import type { AnyPuzzle, InstanceRequest } from '../../src/puzzles/puzzle.js';
import type { PuzzleSummary } from '../../src/midend/puzzle-summary.js';

export type SourceKind = 'preset' | 'code' | 'text';
export type ViewName = 'solve' | 'play' | 'explore' | 'edit' | 'search' | 'library';
export const VIEWS: readonly ViewName[] = ['solve', 'play', 'explore', 'edit', 'search', 'library'];

export interface Selection {
  puzzleId: string;
  source: SourceKind;
  /** The preset's name, the code, or the text. */
  value: string;
  params: Record<string, string>;
  /** The metric id; absent for the backend's default. */
  metric?: string;
  /** For a text source of many levels (a Sokoban collection, a PuzzleScript game): the level, from 1 or a title; absent for the first. */
  level?: string;
}

export type Loaded =
  | { ok: true; puzzle: AnyPuzzle; selection: Selection; request: InstanceRequest; instance: unknown; start: unknown; opened: OpenedInstance }
  | { ok: false; puzzle: AnyPuzzle | undefined; selection: Selection; message: string };

/** The backend of `id` once it is loaded (undefined before, and for an id no puzzle has). */
export function puzzleById(id: string): AnyPuzzle | undefined {
  return loadedPuzzle(id);
}

/** The first preset of a puzzle (its default one when it names it): of a backend, or of its summary before it is loaded. */
export function defaultSelection(puzzle: AnyPuzzle | PuzzleSummary): Selection {
  const preset = 'presets' in puzzle ? (puzzle.defaultPreset ?? puzzle.presets[0]?.name) : puzzle.defaultPreset;
  return preset !== undefined
    ? { puzzleId: puzzle.id, source: 'preset', value: preset, params: {} }
    : { puzzleId: puzzle.id, source: 'code', value: '', params: {} };
}

const PARAM_PREFIX = 'param.';

/**
 * The selection, view and language as URL search parameters. English is
 * left out, so that a link opens in its reader's own language unless it was
 * made in Chinese.
 */
export function toQuery(selection: Selection, view: ViewName, lang: Lang): string {
  const q = new URLSearchParams();
  q.set('puzzle', selection.puzzleId);
  q.set(selection.source, selection.value);
  for (const [key, value] of Object.entries(selection.params)) if (value !== '') q.set(PARAM_PREFIX + key, value);
  if (selection.metric) q.set('metric', selection.metric);
  if (selection.source === 'text' && selection.level !== undefined) q.set('level', selection.level);
  q.set('view', view);
  if (lang !== 'en') q.set('lang', lang);
  return `?${q.toString()}`;
}

/**
 * The language a link names (null when none): read on its own, because a
 * link may name a language and no puzzle (`?lang=zh`).
 */
export function langOfQuery(search: string): Lang | null {
  const asked = new URLSearchParams(search).get('lang');
  return isLang(asked) ? asked : null;
}

/** The puzzle a link names (null when none), read before its backend is loaded. */
export function puzzleIdOfQuery(search: string): string | null {
  return new URLSearchParams(search).get('puzzle');
}

/** The view a link names (Solve when it names none, or one there is not), read before anything is loaded. */
export function viewOfQuery(search: string): ViewName {
  const asked = new URLSearchParams(search).get('view') ?? '';
  return (VIEWS as readonly string[]).includes(asked) ? (asked as ViewName) : 'solve';
}

/** Reads what `toQuery` wrote (`lang` null when the link names none); null when the URL names no puzzle. */
export function fromQuery(search: string): { selection: Selection; view: ViewName; lang: Lang | null } | null {
  const q = new URLSearchParams(search);
  const puzzleId = q.get('puzzle');
  const view = viewOfQuery(search);
  const lang = langOfQuery(search);
  if (!puzzleId) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of q) if (key.startsWith(PARAM_PREFIX)) params[key.slice(PARAM_PREFIX.length)] = value;
  const source: SourceKind = q.has('code') ? 'code' : q.has('text') ? 'text' : 'preset';
  const puzzle = puzzleById(puzzleId);
  const value = q.get(source) ?? (puzzle ? defaultSelection(puzzle).value : '');
  const selection: Selection = { puzzleId, source, value, params };
  const metric = q.get('metric');
  if (metric) selection.metric = metric;
  const level = q.get('level');
  if (source === 'text' && level) selection.level = level;
  return { selection, view, lang };
}

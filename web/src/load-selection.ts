/**
 * The instance a selection builds: parsed by the backend, or the backend's
 * message saying why not. A module of its own, apart from selection.ts,
 * because opening an instance brings in the engine: the home page loads
 * none of it (views/workspace.ts brings it, the instances' chunk). The backend
 * must be loaded first (`loadPuzzle`, as main.ts and the app do).
 */
import { EDITOR_ORIGIN } from './editors/check.js';
import { APP_WORDS } from './messages/app.js';
import { render } from '../../src/i18n/index.js';
import { inputErrorIn, LAZY_PUZZLE_IDS, openBackend, PuzzleInputError } from '../../src/midend/browser.js';
import type { InstanceRequest } from '../../src/puzzles/puzzle.js';
import type { Lang } from '../../src/puzzles/lang.js';
import { puzzleById, type Loaded, type Selection } from './selection.js';

export function requestOf(selection: Selection): InstanceRequest {
  const { source, value, params } = selection;
  switch (source) {
    case 'preset':
      return { source: { kind: 'preset', name: value }, params };
    case 'code':
      return { source: { kind: 'code', code: value }, params };
    case 'text':
      return { source: { kind: 'text', text: value, origin: EDITOR_ORIGIN, ...(selection.level !== undefined ? { level: selection.level } : {}) }, params };
  }
}

/** Builds the instance, its words in `lang`; bad input gives the backend's message, never an exception. */
export function load(selection: Selection, lang: Lang = 'en'): Loaded {
  const puzzle = puzzleById(selection.puzzleId);
  if (!puzzle) {
    const known = LAZY_PUZZLE_IDS.join(', ');
    const message = render(APP_WORDS.unknownPuzzle({ id: selection.puzzleId, known }), lang);
    return { ok: false, puzzle, selection, message };
  }
  try {
    // The midend, as on the command line: the same sources, the same check of the metric.
    const opened = openBackend(puzzle, { ...requestOf(selection), metric: selection.metric, lang });
    return { ok: true, puzzle, selection, request: opened.request, instance: opened.instance, start: opened.start, opened };
  } catch (error) {
    // Bad input in the page's language (a backend words it in both); anything else is a bug, reported as it came.
    const message = error instanceof PuzzleInputError ? inputErrorIn(error, lang) : render(APP_WORDS.internalError({ detail: error instanceof Error ? error.message : String(error) }), lang);
    return { ok: false, puzzle, selection, message };
  }
}

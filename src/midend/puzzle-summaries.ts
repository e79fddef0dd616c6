/**
 * The summaries and thumbnails of every puzzle in the catalog
 * (puzzle-summary.ts), made ahead of time: the browser app's build turns
 * them into data (web/summaries-plugin.ts), so its home page shows every
 * puzzle without loading any backend.
 */
import { PUZZLES } from '../puzzles/catalog.js';
import type { Drawing } from '../puzzles/drawing.js';
import { LANGS, type Lang } from '../puzzles/lang.js';
import { puzzleDescription, puzzleTitle } from '../puzzles/localized.js';
import type { AnyPuzzle } from '../puzzles/puzzle.js';
import { openBackend } from './open-backend.js';
import type { PuzzleSummary, PuzzleThumbnails } from './puzzle-summary.js';

function inEachLang<T>(of: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, of(lang)])) as Record<Lang, T>;
}

/** The preset a link without a source opens (the app's `defaultSelection` picks the same). */
function defaultPresetOf(puzzle: AnyPuzzle): string | undefined {
  return puzzle.defaultPreset ?? puzzle.presets[0]?.name;
}

export function puzzleSummaries(): PuzzleSummary[] {
  return PUZZLES.map((puzzle) => {
    const preset = defaultPresetOf(puzzle);
    return {
      id: puzzle.id,
      title: inEachLang((lang) => puzzleTitle(puzzle, lang)),
      description: inEachLang((lang) => puzzleDescription(puzzle, lang)),
      ...(preset !== undefined ? { defaultPreset: preset } : {}),
      presetCount: puzzle.presets.length,
    };
  });
}

/** The default instance's start drawn in `lang`; null when the backend fails to open or draw it (its card then has no picture). */
function thumbnail(puzzle: AnyPuzzle, lang: Lang): Drawing | null {
  const preset = defaultPresetOf(puzzle);
  try {
    const opened = openBackend(puzzle, { source: preset !== undefined ? { kind: 'preset', name: preset } : { kind: 'code', code: '' }, params: {}, lang });
    const { width, height, shapes } = opened.draw(opened.start);
    return { width, height, shapes };
  } catch {
    return null;
  }
}

export function puzzleThumbnails(): PuzzleThumbnails {
  return Object.fromEntries(PUZZLES.map((puzzle) => [puzzle.id, inEachLang((lang) => thumbnail(puzzle, lang))]));
}

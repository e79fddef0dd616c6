/**
 * What a front end shows of a puzzle before its backend is loaded (the
 * browser's home page and puzzle menu): made from the catalog ahead of time
 * (puzzle-summaries.ts, at the browser app's build), so the page that lists
 * every puzzle carries none of their code.
 */
import type { Drawing } from '../puzzles/drawing.js';
import type { Lang } from '../puzzles/lang.js';

export interface PuzzleSummary {
  id: string;
  /** The catalog's words in each language (localized.ts: `puzzleTitle`, `puzzleDescription`). */
  title: Record<Lang, string>;
  description: Record<Lang, string>;
  /** The preset a link that names no source opens: the backend's default, else its first; absent when it has none. */
  defaultPreset?: string;
  presetCount: number;
}

/** Each puzzle's default instance as its backend draws it, by id and language (no legend); null where it did not open or draw. */
export type PuzzleThumbnails = Record<string, Record<Lang, Drawing | null>>;

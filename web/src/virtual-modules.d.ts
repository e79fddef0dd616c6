/** The modules web/summaries-plugin.ts makes at build time from the catalog. */
declare module 'virtual:puzzle-summaries' {
  import type { PuzzleSummary } from '../../src/midend/puzzle-summary.js';
  /** Every built-in puzzle, in the catalog's order. */
  export const PUZZLE_SUMMARIES: readonly PuzzleSummary[];
}

declare module 'virtual:puzzle-thumbnails' {
  import type { PuzzleThumbnails } from '../../src/midend/puzzle-summary.js';
  export const PUZZLE_THUMBNAILS: PuzzleThumbnails;
}

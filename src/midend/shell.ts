/**
 * What a front end's shell takes before any puzzle is open (the browser's
 * header, menu and home page): the lazy catalog, the languages and the
 * catalog's words. A barrel of its own, apart from browser.ts, because a
 * bundle keeps whatever modules a barrel names that run code as they load,
 * and browser.ts names the engine's: the home page needs none of them.
 */
export { LAZY_PUZZLE_IDS, loadedPuzzle, loadPuzzle } from './lazy-catalog.js';
export type { PuzzleSummary, PuzzleThumbnails } from './puzzle-summary.js';
export { isLang, LANGS, langOfLocale } from '../puzzles/lang.js';
export { metricDescription, metricName, presetDescription, presetLabel, puzzleDescription, puzzleTitle } from '../puzzles/localized.js';
export { instanceMetrics } from '../puzzles/instance-metrics.js';

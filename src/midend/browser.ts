/**
 * The midend as a front end that loads backends on demand takes it (the
 * browser app): index.ts less what looks puzzles up in the eager catalog
 * (`openInstance` by name, `PUZZLES`, level batches, generators), plus the
 * lazy catalog (lazy-catalog.ts) and `openBackend`. Nothing here imports
 * catalog.ts, so a bundle of it holds no backend until one is loaded.
 */
export * from './front-end-exports.js';
export { checkedMetric, instanceHeaderIn, openBackend, openMade, openTyped } from './open-backend.js';
export { LAZY_PUZZLE_IDS, loadedPuzzle, loadPuzzle } from './lazy-catalog.js';
export { collectionLevels } from './collection-levels.js';
export type { PuzzleSummary, PuzzleThumbnails } from './puzzle-summary.js';

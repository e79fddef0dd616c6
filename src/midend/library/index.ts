/**
 * The puzzle library as the front ends use it: build it from a family's
 * classified folder, open it, list its puzzles, answer positions (from its
 * tables, or by a bounded search where it has none). Loading this module
 * does not load SQLite; opening or building a library does.
 */
export { buildLibrary, libraryFamily, type LibraryBuilt } from './build.js';
export { Library, type LibraryMiss } from './library.js';
export { LibraryDisagrees } from './disagrees.js';
export { searchPosition, type PositionSearchLimits } from './position-search.js';
export type { FamilyPlaceAnswer, PositionAnswer, PositionLimitHit, PositionMove } from './position-answer.js';
export { LibraryFileError } from '../../storage/library/error.js';
export { DistanceFileError } from '../../storage/distance-file.js';
export { LIBRARY_INDEX_FILE, LIBRARY_SCHEMA, type LibraryGroupRow, type LibraryQuery, type LibraryTypeRow } from '../../storage/library/rows.js';
export { parseMovesRange } from './moves-range.js';
export { drawPuzzles } from './draw.js';

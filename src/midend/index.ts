/** The midend: how every front end opens an instance (see open-instance.ts) and runs its searches (opened-instance.ts). */
export * from './front-end-exports.js';
export { checkedMetric, instanceHeaderIn, openInstance, openMade, openTyped } from './open-instance.js';
export { generateLevels, hasGenerator, puzzlesWithGenerators, type GeneratedLevel } from './generate-levels.js';
export { solveTableCell, type TableCell } from './table-cell.js';
export { batchLevels, runLevelBatch, solveBatchLevel } from './level-batch.js';
// The eager catalog: every backend loaded at start.
export { addPuzzle, findPuzzle, PUZZLES } from '../puzzles/catalog.js';
export { puzzleById } from './puzzle-by-id.js';

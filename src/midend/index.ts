/** The midend: how every front end opens an instance (see open-instance.ts). */
export { checkedMetric, openInstance, openTyped } from './open-instance.js';
export { settledRequest, type InstanceChoice } from './instance-choice.js';
export { legalMovesFrom } from './legal-moves.js';
export type { LegalMove, OpenedInstance } from './opened-instance.js';
export { legalMoveByCode, replayCodes, type CodeReplay } from './move-codes.js';
export { stateGraphOf, type StateGraph } from './state-graph.js';
export { GRAPH_FORMATS, graphFormatOfPath, isGraphFormat, type GraphDocument, type GraphFormat } from './graph-export.js';
export type { StoredTablesProblem, StoredTablesRead, TableStore } from './table-store.js';
export type { HintAnswer, HintOptions, HintTablesHooks, HintTablesProgress, HintTablesReady, PrepareTablesOptions, TableBuildOutcome, TableRunOptions, TableSetChoice, TablesEvent } from './table-runs.js';
// What the front ends need of the puzzles as values reaches them here: they import src/puzzles for types only.
export { PuzzleInputError } from '../puzzles/puzzle.js';
export { addPuzzle } from '../puzzles/catalog.js';

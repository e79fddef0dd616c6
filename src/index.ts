/**
 * puzzlekit as a library: the engine, the puzzle interface, the catalog and the midend that runs every search.
 *
 * @module puzzlekit
 */
export * from './engine/index.js';
export { PUZZLES, findPuzzle, type BuiltInPuzzleId, type BuiltInPuzzles } from './puzzles/catalog.js';
export { definePuzzle } from './puzzles/define-puzzle.js';
export { PuzzleInputError } from './puzzles/input-error.js';
export { illegalWords, replayMoves } from './puzzles/replay.js';
export { checkedMetric, openInstance, openTyped, replayCodes, type CodeReplay, type InstanceChoice, type LegalMove, type OpenedInstance } from './midend/index.js';
export { inputErrorIn, metricName, puzzleTitle } from './midend/index.js';
export type {
  AllSolutionsRunOptions,
  HintAnswer,
  HintOptions,
  PrepareTablesOptions,
  SolveRunOptions,
  StoredTablesRead,
  TableStore,
  TablesEvent,
  ThreadsExploreOptions,
  ThreadsExploreOutcome,
} from './midend/index.js';
export type {
  AnyPuzzle,
  Generated,
  GenerateOptions,
  GenerateSummary,
  IllegalMove,
  InstanceRequest,
  InstanceSource,
  MetricInfo,
  ParamInfo,
  PresetInfo,
  PuzzleBackend,
  SpaceDiagram,
} from './puzzles/puzzle.js';
export type { Drawing, Shape } from './puzzles/drawing.js';
export type { PuzzleAlias } from './puzzles/alias.js';
export type { EditorModel } from './puzzles/editor-model.js';
export type { PuzzleFamily } from './puzzles/family.js';
export type { HeuristicTables, TableBuild, TableBuildProgress, TableSetSpec } from './puzzles/heuristic-tables.js';

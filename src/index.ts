/** puzzlekit as a library: the engine, the puzzle interface and the catalog. */
export * from './engine/index.js';
export { PUZZLES, findPuzzle, type BuiltInPuzzleId, type BuiltInPuzzles } from './puzzles/catalog.js';
export { definePuzzle } from './puzzles/define-puzzle.js';
export { PuzzleInputError } from './puzzles/input-error.js';
export { illegalWords, replayMoves } from './puzzles/replay.js';
export { checkedMetric, openInstance, openTyped, replayCodes, type CodeReplay, type InstanceChoice, type LegalMove, type OpenedInstance } from './midend/index.js';
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
export type { HeuristicTables, TableBuild, TableBuildProgress, TableSetSpec } from './puzzles/heuristic-tables.js';

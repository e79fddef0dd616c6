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
  HintTablesReady,
  OpenedKeyPlay,
  SolvedBefore,
  StoredTablesProblem,
  TableBuildOutcome,
  TableRunOptions,
  TableSetChoice,
} from './midend/index.js';
export type { HintTablesHooks, HintTablesOptions, HintTablesProgress } from './midend/table-runs.js';
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
  ChineseNames,
  CostUnit,
  InputsPlay,
} from './puzzles/puzzle.js';
export type { Box, Drawing, LegendEntry, Shape } from './puzzles/drawing.js';
export type { InputCell, InputErrorDetails } from './puzzles/input-error.js';
export type { InstanceCredits, KeyPlay, PlayKey } from './puzzles/key-play.js';
export type { CollectionLevel, LevelCollection } from './puzzles/collection.js';
export type { SolutionNotation, WrittenSolution } from './puzzles/solution-notation.js';
export type { BlocksGrid, BlocksGridModel, GoalPlace } from './puzzles/editor-models/blocks-grid.js';
export type { PaintGridModel, PaintTool } from './puzzles/editor-models/paint-grid.js';
export type { CountedTraveller, NamedTraveller, RiverFormModel, RiverFormRule, RiverFormSpec, RiverFormTraveller } from './puzzles/editor-models/river-form.js';
export type { PaletteTile, SlotLevel, SlotLevelModel } from './puzzles/editor-models/slot-level.js';
export type { TilesGrid, TilesGridModel } from './puzzles/editor-models/tiles-grid.js';
export type { Lang, Words } from './i18n/lang.js';
export type { Message, MessageParam } from './i18n/message.js';
export type { PuzzleAlias } from './puzzles/alias.js';
export type { EditorModel } from './puzzles/editor-model.js';
export type { AnyFamily, FamilyDbFormat, FamilyPlace, FamilyRecord, FamilyTable, FamilyTableName, FamilyTableRead, FamilyType, GroupSummary, KeySuccessors, PuzzleFamily, TypeClassification } from './puzzles/family.js';
export type { HeuristicTables, TableBuild, TableBuildProgress, TableSetSpec } from './puzzles/heuristic-tables.js';
export type { CensusChunk, CensusFamily, CensusOption, CensusPuzzle, CensusSettings } from './puzzles/census-family.js';

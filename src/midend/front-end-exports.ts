/**
 * What every front end takes from the midend, eager or lazy: index.ts (the
 * eager catalog: the command line, the server) and browser.ts (backends
 * loaded on demand: the browser app) each add their own ways of finding a
 * puzzle to these.
 */
export { settledRequest, type InstanceChoice } from './instance-choice.js';
export { legalMovesFrom } from './legal-moves.js';
export type { LegalMove, OpenedInstance, OpenedKeyPlay } from './opened-instance.js';
export type { InstanceCredits, PlayKey } from '../puzzles/key-play.js';
export type { AllSolutionsRunOptions, SolvedBefore, SolveRunOptions, ThreadsExploreOptions, ThreadsExploreOutcome, ThreadsRunnerOptions } from './run-options.js';
export { ONE_THREAD_SECONDS } from './explore-threads-run.js';
export { hasRunner, registerRunner, runnerOf, type Runner, type RunnerKind } from './runners.js';
export { legalMoveByCode, replayCodes, type CodeReplay } from './move-codes.js';
export { ALL_LEVELS } from '../puzzles/level-choice.js';
export type { LevelBatchLimits, LevelBatchRequest, LevelOutcome, LevelStatus } from './level-batch-contract.js';
export { quickSolve, type QuickSolved, type QuickSolveOptions } from './quick-solve.js';
export { secondCountUnproven } from './second-order-run.js';
export { stateGraphOf, type StateGraph } from './state-graph.js';
export { GRAPH_FORMATS, graphFormatOfPath, isGraphFormat, type GraphDocument, type GraphFormat } from './graph-export.js';
export type { StoredTablesProblem, StoredTablesRead, TableStore } from './table-store.js';
export type { HintAnswer, HintOptions, HintTablesHooks, HintTablesProgress, HintTablesReady, PrepareTablesOptions, TableBuildOutcome, TableRunOptions, TableSetChoice, TablesEvent } from './table-runs.js';

// What front ends take from the puzzles, through the midend so that they import only types from src/puzzles.
export { aliasesOf } from '../puzzles/alias-index.js';
export { metricDescription, metricName, paramDefault, paramDescription, presetDescription, presetLabel, puzzleDescription, puzzleTitle } from '../puzzles/localized.js';
export { instanceMetrics } from '../puzzles/instance-metrics.js';
export { inputErrorIn, PuzzleInputError } from '../puzzles/input-error.js';
export { illegalWords, isIllegal } from '../puzzles/replay.js';
export { isLang, LANGS, langOfLocale } from '../puzzles/lang.js';

// Searches watched step by step (the trace command, the Search view).
export { traceSteps } from './trace-run.js';
export { TRACE_MAX_STEPS, type TraceAlgorithm, type TraceHeuristic, type TraceOutcome, type TraceRecord, type TraceRunOptions } from './trace-contract.js';
export { FRONTIER_KIND, TraceReplay, type FrontierEntry, type FrontierKind, type TraceCounters, type TraceSnapshot, type TreeNode } from './trace-frontier.js';

/**
 * The puzzlekit search engine. It knows nothing about any puzzle and uses no
 * platform API (no fs, no process), so it runs in Node and in a Web Worker.
 *
 * @module puzzlekit/engine
 */
export type { Emit, InPlaceCursor, InPlaceForm, KeyedForm, SearchProblem, StateCodec } from './problem.js';
export type { LimitReason, SearchLimits, SearchOptions, SearchProgress } from './budget.js';
export { describeLimit, limitMessage } from './budget.js';
export type { Budget } from './budget.js';
// One budget (limits, clock, steps) over many searches, as a level generator runs them.
export { SearchContext } from './search-context.js';
export type { SearchResult, SearchStats, SearchStatus, Solution } from './result.js';
export { solutionFromStates, stateKey } from './result.js';
export { runAsync, runSync, type Steps } from './steps.js';
export { createStateTable, NO_PARENT, StateTableFullError, type StateTable, type StateTableOptions } from './state-table.js';
export { breadthFirst, breadthFirstSteps } from './breadth-first.js';
export { aStar, aStarSteps, greedy, greedySteps, uniformCost, uniformCostSteps, type BestFirstOptions } from './best-first.js';
// The trace hook: what a watched search tells, step by step (trace.ts).
export type { PruneReason, TraceEvent, TraceEventType, TraceHook, TraceOptions, TraceSide } from './trace.js';
export { idaStar, idaStarSteps } from './ida-star.js';
export { copyState } from './codec.js';
export { bidirectional, bidirectionalSteps } from './bidirectional.js';
export {
  allSolutions,
  allSolutionsSteps,
  depthFirst,
  depthFirstSteps,
  type AllSolutionsOptions,
  type AllSolutionsResult,
  type DepthFirstOptions,
} from './depth-first.js';
export { countShortest, countShortestSteps, type CountShortestResult } from './count-shortest.js';
export { explore, exploreSteps, type ExploreOptions, type ExploreResult } from './explore.js';
export { compareKeys, keyOf, SmallestKeys, stateOfKey, type StateKey } from './key-order.js';
export {
  ALGORITHMS,
  isAlgorithmName,
  resolveAlgorithm,
  solve,
  solveAsync,
  solveSteps,
  type AlgorithmName,
  type SolveOptions,
} from './solve.js';
export { SearchSetupError } from './errors.js';
export { distances, distancesSteps, type DistanceMap, type DistancesOptions } from './distances.js';
export {
  compactExplore,
  compactExploreSteps,
  CompactTotals,
  rankedFor,
  seedsOf,
  type CompactCheckpoint,
  type CompactOptions,
  type CompactResult,
  type CompactResume,
  type CompactTotalsState,
} from './compact-search.js';
export { isRanked, segmentExpander, SEGMENT, type RankedProblem, type SegmentExpander, type SegmentTally } from './compact-layer.js';
export { attachMarks, createMarks, marksBytes, UNSEEN, type LayerMarks } from './layer-marks.js';
export type { TightCursor, TightForm } from './tight-cursor.js';
export { successorKeysOf, type OffersKeys, type SuccessorKeys } from './successor-keys.js';
export {
  checksum,
  histogram,
  minOverGroups,
  packNibbles,
  patternDistancesSteps,
  patternHeuristic,
  unpackNibbles,
  UNREACHED,
  type PatternBuild,
  type PatternSpace,
} from './pattern-database.js';
export { groupedPatternBytes, groupedPatternDistancesSteps, type GroupedPatternBuild, type GroupedPatternSpace } from './grouped-pattern-search.js';
export { partialPermutationCount, rankPartialPermutation, unrankPartialPermutation } from './partial-permutation.js';
export {
  BUCKET_BUFFER,
  MAX_SEGMENT_RANKS,
  segmentedExplore,
  segmentedExploreSteps,
  segmentedMemoryBytes,
  segmentRanksFor,
  type SegmentedOptions,
  type SegmentedResult,
} from './compact-segmented.js';
export type { SegmentedState, SegmentStore } from './segment-store.js';

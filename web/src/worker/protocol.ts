/**
 * Messages between the page and the search worker. Everything here is plain
 * data that survives structured cloning: instances travel as the request
 * that builds them, states as state codes, moves as move codes (read back on
 * the page among the legal moves where each is made: src/midend/move-codes.ts).
 */
import type { AlgorithmName, LimitReason, SearchProgress } from '../../../src/engine/index.js';
import type { Message } from '../../../src/i18n/index.js';
import type { Lang } from '../../../src/puzzles/lang.js';
import type { HintAnswer, StateGraph, TraceOutcome, TraceRunOptions } from '../../../src/midend/browser.js';
import type { InstanceRequest } from '../../../src/puzzles/puzzle.js';

export type { StateGraph };

/** Which instance a job is about. */
export interface InstanceRef {
  puzzle: string;
  request: InstanceRequest;
  metric?: string;
}

export type Job =
  /** `from`: a state code to solve from instead of the start (play's Hint and Watch). */
  | { kind: 'solve'; ref: InstanceRef; algorithm: AlgorithmName; from?: string }
  | { kind: 'count'; ref: InstanceRef }
  | { kind: 'explore'; ref: InstanceRef; graphLimit: number }
  /** Distances to the goal of the given states (computing the distance map on first use). */
  | { kind: 'distances'; ref: InstanceRef; codes: string[] }
  /** The pattern databases for 'hint' jobs, read back from IndexedDB or built (with 'tables' progress); ready once installed. */
  | { kind: 'tables'; ref: InstanceRef }
  /** Whether the pattern databases built for 'hint' jobs were kept in IndexedDB (stored after they are ready, not before). */
  | { kind: 'stored'; ref: InstanceRef }
  /** The distance and a best move of one state, by IDA* on pattern databases (for spaces too big for the distance map). */
  | { kind: 'hint'; ref: InstanceRef; code: string }
  /** Searches traced step by step for the Search view, and the least cost of a solution to judge them by. */
  | { kind: 'trace'; ref: InstanceRef; runs: TraceRunOptions[] };

export interface SolveOutcome {
  status: 'solved' | 'unsolvable' | 'limit';
  limit?: LimitReason;
  /** Why there is no solution, as a message the page renders in its language. */
  reason?: Message;
  /** The solution's moves as codes. */
  moves?: string[];
  cost?: number;
  statesExplored: number;
  milliseconds: number;
}

export interface CountOutcome {
  status: 'solved' | 'unsolvable' | 'limit';
  limit?: LimitReason;
  cost?: number;
  count?: number | bigint;
}

export interface ExploreOutcome {
  status: 'complete' | 'limit';
  limit?: LimitReason;
  reachableStates: number;
  goalStates: number;
  shortest: number | null;
  statesPerDepth: number[];
  farthest: { distance: number; count: number; examples: string[] };
  /** The whole graph, when the space has at most `graphLimit` states. */
  graph?: StateGraph;
  milliseconds: number;
}

export interface DistancesOutcome {
  /** `search`: no map (the space is too big), but 'hint' jobs find each position's distance by a search on pattern databases. */
  status: 'complete' | 'limit' | 'search';
  limit?: LimitReason;
  reachableStates: number;
  /** One per requested code: least cost to a goal, Infinity if none, null if not reachable from the start. */
  distances: (number | null)[];
}

export interface TablesOutcome {
  status: 'ready' | 'limit';
  limit?: LimitReason;
  /** Where the pattern databases came from: this worker's memory, IndexedDB, or a build just now (with its time). */
  from?: 'memory' | 'stored' | 'built';
  buildMilliseconds?: number;
  /** Why the copy in IndexedDB was not used (it was rebuilt), as a message the page renders in its language. */
  rejected?: Message;
}

export interface StoredOutcome {
  /** Whether IndexedDB took the copy built in this worker (a private window may refuse it); null when none was built here. */
  kept: boolean | null;
}

export interface TraceJobOutcome {
  /** One per run asked for, in order. */
  runs: TraceOutcome[];
  /** The least cost of any solution (by the search `auto` picks), or null when there is none or it was not found within the limits. */
  optimalCost: number | null;
}

/** A hint: the midend's answer as it is (hint-search.ts). */
export type HintOutcome = HintAnswer;

/** How far a pattern-database build has got: the table being built (0-based), how many, and the share of the whole done. */
export interface TablesProgress {
  table: number;
  tables: number;
  fraction: number;
}

export type Outcome = SolveOutcome | CountOutcome | ExploreOutcome | DistancesOutcome | TablesOutcome | StoredOutcome | HintOutcome | TraceJobOutcome;

/** Where a browser test may hold the worker (worker/test-holds.ts): before answering distances, before a build, before its store. */
export type HoldPoint = 'distances' | 'build' | 'store';

/**
 * `lang`: the page's language, for any words the worker makes (it opens the instance in it).
 * `hold`, `release`: sent only by a page a test marked (search-client.ts), never by the app on its own.
 */
export type ToWorker =
  | { type: 'run'; id: number; job: Job; lang: Lang }
  | { type: 'cancel'; id: number }
  | { type: 'hold'; points: HoldPoint[] }
  | { type: 'release'; point: HoldPoint };

export type FromWorker =
  | { type: 'progress'; id: number; progress: SearchProgress }
  /** A pattern database being built for the job (hints on a big space, the first time). */
  | { type: 'tables'; id: number; progress: TablesProgress }
  | { type: 'done'; id: number; outcome: Outcome }
  /**
   * `inputError`: the backend's PuzzleInputError (bad input), else any other failure.
   * `words`: the failure as a message, rendered on the page in its language (bad input a backend
   * words from its catalog, or its words in both languages; any other failure as an internal error,
   * its own message attached).
   */
  | { type: 'error'; id: number; words: Message; inputError: boolean };

/**
 * What a traced search gives a front end: the engine's trace events with
 * each state written as the puzzle's state code, so that they can be kept,
 * sent to a page, printed as JSON and read back. A contract of its own, for
 * the run (trace-run.ts), the frontier's replay (trace-frontier.ts), the
 * command line and the browser's Search view.
 */
import type { AlgorithmName, LimitReason, PruneReason, SearchStats, SearchStatus, TraceEventType, TraceSide } from '../engine/index.js';

/** The algorithms a trace shows: every one but `auto`, which names no one search. */
export type TraceAlgorithm = Exclude<AlgorithmName, 'auto'>;

/**
 * The heuristic the informed searches use: the puzzle's own (`puzzle`), or
 * none (`zero`: h = 0 everywhere, so A* orders as uniform-cost search and
 * IDA* deepens by cost alone), for puzzles without one or to compare.
 */
export type TraceHeuristic = 'puzzle' | 'zero';

/** One event, as the engine told it (see TraceEvent), its state as a code. */
export interface TraceRecord {
  type: TraceEventType;
  state: string;
  g: number;
  h: number;
  f: number;
  depth: number;
  reason?: PruneReason;
  reopened?: boolean;
  bound?: number;
  side?: TraceSide;
}

export interface TraceRunOptions {
  algorithm: TraceAlgorithm;
  /** Default: the puzzle's own heuristic where it has one, else `zero`. */
  heuristic?: TraceHeuristic;
  /** Stop after this many expansions (the search's steps); default 10,000. */
  maxSteps?: number;
  /** For `dfs`: the depth bound (default: the puzzle's solution length, else 50). */
  maxDepth?: number;
}

export interface TraceOutcome {
  algorithm: TraceAlgorithm;
  heuristic: TraceHeuristic;
  events: TraceRecord[];
  /** The search's end; `limit` when it was stopped at `maxSteps` (`stoppedAtSteps`). */
  status: SearchStatus;
  stoppedAtSteps: boolean;
  /** The engine's limit that ended the search (states, time, memory, a cancel), if one did. */
  limit?: LimitReason;
  /** Moves of the solution found, or null. */
  length: number | null;
  /** Its cost (the moves' costs summed), or null. */
  cost: number | null;
  /** The solution's states as codes, from the start (empty without one). */
  path: string[];
  /**
   * The bytes the search's tables and frontier held at each expansion, in
   * order, as the engine counts them against its memory limit (TraceEvent's
   * `bytes`); absent for a search that counts none (IDA*: only its path).
   * Kept beside the events, not in them, so that a trace's JSON stays as the
   * `trace` command prints it.
   */
  expansionBytes?: number[];
  /** The engine's figures; absent when the run was stopped at `maxSteps`. */
  stats?: SearchStats;
  /** Milliseconds the traced run took, the tracing included. */
  milliseconds: number;
}

/** The trace's own default bound on expansions: a teaching run, not a solver. */
export const TRACE_MAX_STEPS = 10_000;

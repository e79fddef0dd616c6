/**
 * What a level batch takes and gives (level-batch.ts): every level of a
 * collection file solved under a per-level limit. A contract of its own so
 * that the batch, the platform's threaded runner (src/parallel) and the
 * front ends import it without importing one another.
 */
import type { LimitReason } from '../engine/index.js';
import type { Lang } from '../puzzles/lang.js';

export interface LevelBatchRequest {
  /** The puzzle's id, as a worker thread opens it again. */
  puzzle: string;
  /** The collection file's text and its name for messages. */
  text: string;
  origin: string;
  /** A metric's name; absent for the puzzle's first. */
  metric?: string;
  params?: Readonly<Record<string, string>>;
  lang?: Lang;
  /** Only the levels numbered from `first` to `last` (from 1, both included); absent: every level. */
  range?: { first: number; last: number };
}

export interface LevelBatchLimits {
  /** Seconds for each level (exact search, then the quick one); none: no bound but the whole batch's. */
  levelSeconds?: number;
  /** Seconds for the whole batch: a level gets what is left when it starts, if that is less. */
  maxSeconds?: number;
  /** States each level's search may store. */
  maxStates?: number;
  /** Bytes each level's search may hold. */
  maxMemoryBytes?: number;
  signal?: AbortSignal;
  /** Levels at once, on worker threads where the platform registered its `levels` runner; 1 runs here. */
  threads?: number;
}

export type LevelStatus = 'solved' | 'limit' | 'unsolvable' | 'invalid';

/** One level's answer. */
export interface LevelOutcome {
  /** Its number in the file, from 1. */
  level: number;
  title?: string;
  status: LevelStatus;
  /** With `limit`: which one stopped it. */
  limit?: LimitReason;
  /** With `invalid`: what is wrong with the level, in the request's language. */
  message?: string;
  /** Moves and cost of the solution under the metric. */
  length?: number;
  cost?: number;
  /** Whether the solution is proven shortest under the metric (both counts, where the metric breaks ties by a second one). */
  optimal: boolean;
  /**
   * Where `optimal` is false only because the tie-break is not proven (the
   * second-order search outgrew what was left, second-order-run.ts): both
   * counts' names in the request's language ("pushes", "player moves"); the
   * first count is proven.
   */
  ties?: { first: string; second: string };
  /** The solution in the puzzle's notation (LURD), where it has one, and what that counts (pushes, playerMoves). */
  solution?: string;
  counts?: Readonly<Record<string, number>>;
  /** The solution's move codes (for puzzles without a notation, and for `check`). */
  codes?: string[];
  algorithm?: string;
  statesExplored: number;
  milliseconds: number;
}

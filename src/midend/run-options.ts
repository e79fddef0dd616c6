/**
 * What the runs of an opened instance take and give back: the engine's
 * limits, progress and cancel (`SearchOptions`), plus what each run adds.
 * A contract of its own, so that the opened instance's contract, the module
 * that runs the searches and the platform's runners (src/parallel) all
 * import it without importing one another.
 */
import type { AlgorithmName, ExploreOptions, ExploreResult, SearchOptions, SearchResult } from '../engine/index.js';

/** A solve run: the algorithm (`auto` is settled in the midend, see `OpenedInstance.algorithmFor`) and, for `dfs`, its depth bound. */
export interface SolveRunOptions extends SearchOptions {
  algorithm?: AlgorithmName;
  maxDepth?: number;
}

/** What the first search found, which can spare the listing of every solution its shorter passes. */
export interface SolvedBefore {
  /** The algorithm that ran, as `algorithmFor` settled it. */
  algorithm: AlgorithmName;
  result: SearchResult<unknown, unknown>;
}

/**
 * Every solution without a repeated state: counted, listed, or both.
 * A list shows the shortest solutions first; a bare count walks the paths once.
 */
export interface AllSolutionsRunOptions extends SearchOptions {
  /** How many solutions to keep, shortest first; 0 (the default) keeps none and only counts. */
  keep?: number;
  /** Count them all; without it a list stops one past `keep` (enough to know there are more). */
  countAll?: boolean;
  /** Only paths of at most this many moves. */
  maxDepth?: number;
  /** The first search's answer: where it proved the fewest moves, no shorter pass is walked. */
  after?: SolvedBefore;
}

/**
 * The hash-table explore on worker threads, where the platform registered a
 * `threads` runner (runners.ts). One thread (or none registered) runs here,
 * in steps.
 */
export interface ThreadsExploreOptions extends ExploreOptions {
  /** The most threads to use. */
  threads: number;
  /**
   * One thread first, and every one of `threads` only once the search has
   * run `oneThreadSeconds` without ending (starting again from the start):
   * a short search loses more to starting workers than it gains.
   */
  onlyIfLong?: boolean;
  /** The one-thread time of `onlyIfLong` (default `ONE_THREAD_SECONDS`, explore-threads-run.ts). */
  oneThreadSeconds?: number;
}

export interface ThreadsExploreOutcome<S> {
  result: ExploreResult<S>;
  /** The threads that ran the result: 1 when it ran here. */
  threads: number;
}

/** What the `threads` runner takes: the explore's options and the threads to run on. */
export interface ThreadsRunnerOptions extends ExploreOptions {
  threads: number;
}

/**
 * The trace hook: what a search tells a watcher as it runs, for teaching
 * (a front end draws the frontier, the tree and the counters from it). The
 * generic searches call the hook where they generate, expand, prune and
 * meet goals; without a hook they test one `undefined` per step and build
 * nothing, so a search that is not watched runs as fast as before.
 * A search that has a faster form than its generic one (a tight cursor,
 * successors written as keys, a keyed form) runs the generic one while
 * traced: the same nodes in the same order, each one told.
 */

export type TraceEventType = 'expand' | 'generate' | 'prune' | 'goal' | 'iteration';

/**
 * Why a successor was left out:
 * - `seen`: stored already, at no greater cost (graph searches);
 * - `path`: on the path that leads to it (depth-first walks);
 * - `bound`: its f passes IDA*'s bound for this iteration;
 * - `depth`: a depth-first walk's depth bound stops it there.
 */
export type PruneReason = 'seen' | 'path' | 'bound' | 'depth';

/** Which search of a bidirectional pair told the event. */
export type TraceSide = 'forward' | 'backward';

/**
 * One thing a search did to one state:
 * - `generate`: the state entered the frontier (the start, or a successor, new
 *   or reached more cheaply than before: `reopened`);
 * - `expand`: its successors are generated next (events about them follow);
 * - `prune`: a successor left out, or (`bound`, `depth`) a node left unexpanded;
 * - `goal`: a goal found (where the search tests goals: at expansion for
 *   best-first searches and IDA*, at generation for breadth-first and
 *   depth-first searches, at the meeting state for bidirectional search);
 * - `iteration`: IDA* starts an iteration under the bound `bound`.
 *
 * `g` is the cost from the start (from a goal, on the backward side), `h`
 * the heuristic the search uses (0 for searches that use none), `f` the
 * priority it orders by (g + h for A* and IDA*, h for greedy best-first, g
 * for the uninformed ones), `depth` the moves from the start. Bidirectional
 * search counts g and depth from its side's end (the start, or a goal); at
 * the meeting state its h is the moves on from there to the other end.
 */
export interface TraceEvent<S> {
  readonly type: TraceEventType;
  /** Valid only during the call (a backend may reuse one scratch state): encode it to keep it. */
  readonly state: S;
  readonly g: number;
  readonly h: number;
  readonly f: number;
  readonly depth: number;
  readonly reason?: PruneReason;
  /** `generate`: stored before, now reached more cheaply, so it enters the frontier again. */
  readonly reopened?: boolean;
  /** `iteration`: IDA*'s bound on f. */
  readonly bound?: number;
  /** Bidirectional search: the side that told it. */
  readonly side?: TraceSide;
  /**
   * `expand` (and a best-first search's `goal`, told where it would expand):
   * the bytes the search's tables and frontier hold then, as it counts them
   * against its memory limit. Absent where a search counts none (IDA*, which
   * holds only its path).
   */
  readonly bytes?: number;
}

/** Called once per event, in the order the search does things. It may throw to stop the search (the error comes out of the search). */
export type TraceHook<S> = (event: TraceEvent<S>) => void;

/** The option a search takes to be watched. */
export interface TraceOptions<S> {
  trace?: TraceHook<S>;
}

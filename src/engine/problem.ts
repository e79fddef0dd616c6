/**
 * The contract between the search engine and a puzzle.
 *
 * The engine never looks inside a state: it asks the problem for successors,
 * for a goal test, and for an exact key, and it stores keys, not states, so a
 * reachable space costs a few bytes a state. A state handed to the engine
 * through `emit` is only read during that call: a backend may reuse one scratch
 * object for every successor. To keep a state, the engine encodes it; to get
 * it back, it decodes the key.
 */

import type { SuccessorKeys } from './successor-keys.js';
import type { TightForm } from './tight-cursor.js';

/** Called once per successor. `cost` defaults to 1. */
export type Emit<S, M> = (next: S, move: M, cost?: number) => void;

/**
 * How a state becomes an exact key. Pick the tightest kind that fits:
 * - `uint32`: the key is an integer in [0, 2^32); one word a state.
 * - `float53`: an integer in [0, 2^53); two words a state.
 * - `words`: `words` 32-bit words, for states that need more than 53 bits.
 * - `string`: a fallback for puzzles that cannot pack; slower and larger.
 * Two states are the same state exactly when their keys are equal.
 */
export type StateCodec<S> =
  | { readonly kind: 'uint32'; encode(state: S): number; decode(key: number): S }
  | { readonly kind: 'float53'; encode(state: S): number; decode(key: number): S }
  | {
      readonly kind: 'words';
      readonly words: number;
      /** Writes the key into `out[at .. at + words)`. */
      encode(state: S, out: Uint32Array, at: number): void;
      /** Reads the key from `src[at .. at + words)`. */
      decode(src: Uint32Array, at: number): S;
    }
  | { readonly kind: 'string'; encode(state: S): string; decode(key: string): S };

/** A search problem: an implicit graph given by its start and its successors. */
export interface SearchProblem<S, M> {
  readonly start: S;
  isGoal(state: S): boolean;
  /** Emits every move from `state` with the state it leads to and its cost (> 0). */
  successors(state: S, emit: Emit<S, M>): void;
  /**
   * Optional: `successors` with moves left out that no least-cost solution
   * needs: from every state that has a solution, some least-cost solution
   * starts with a move kept (Sokoban's PI-corral restriction). For finding
   * one least-cost solution (the midend's solves, src/midend/instance-runs.ts);
   * counting, listing, exploring and any second-order form use `successors`.
   */
  solvingSuccessors?(state: S, emit: Emit<S, M>): void;
  readonly codec: StateCodec<S>;
  /**
   * Optional admissible estimate of the remaining cost (never more than the
   * true cost). Needed by A* and IDA*.
   */
  heuristic?(state: S): number;
  /**
   * Optional: an estimate that may overstate the remaining cost, for a quick
   * solution that is not proven shortest (A* on it is a weighted A*). The
   * midend turns to it where an exact search would outgrow its limits
   * (src/midend/quick-solve.ts), unless the problem offers a quick search
   * of its own (fast-search.ts).
   */
  fastHeuristic?(state: S): number;
  /**
   * Optional: the states that reach `state` in one move, with that move as a
   * forward move (from the emitted state to `state`). With `goalStates`, this
   * enables bidirectional search.
   */
  predecessors?(state: S, emit: Emit<S, M>): void;
  /** Optional: every goal state, when there are few (bidirectional search). */
  goalStates?(): S[];
  /**
   * Optional: about how many steps of work one call of `successors` takes
   * beyond the successors it emits (a river crossing tries every group the
   * boat could carry and emits the few that fit). Searches look at their
   * limits after this much work, not only after CHECK_EVERY expansions or
   * successors, so that a limit or a cancel is seen within an expansion or
   * so however costly each is.
   */
  readonly expansionWork?: number;
  /**
   * Optional: every move's cost is a pair packed in one number, `costScale`
   * times its first count plus its second (Sokoban under `push`: one push,
   * and the steps it takes), where no solution's second counts add up to
   * `costScale`. Least total cost is then the least first count and, among
   * those, the least second; sums stay exact in float64 below 2^53. The
   * searches add costs as ever; `solveSteps` reports a solution's `cost` as
   * its first count and its second count apart (`Solution.secondCost`).
   */
  readonly costScale?: number;
  /**
   * Optional: the same states and moves with pair costs (`costScale`) whose
   * first counts are this problem's costs, for a second-order optimum
   * (fewest pushes, then fewest player moves). It may store more states
   * (Sokoban's keeps the player's own square), so this problem stays the
   * one explored and counted. The midend's exact solves use it
   * (src/midend/second-order-run.ts): alone where it shares this problem's
   * `codec` (so stores what this one does), else after this problem's search.
   */
  secondOrder?(): SearchProblem<S, M>;
  /** Optional hint that every move costs 1, so breadth-first search is optimal. */
  readonly unitCosts?: boolean;
  /**
   * Optional hint that `auto` should search from both ends (with
   * `predecessors` and `goalStates`, unit costs) even though a heuristic
   * exists: for heuristics too weak for A* on the problem's larger instances.
   */
  readonly prefersBidirectional?: boolean;
  /**
   * Optional: every path from the start to a goal has exactly this many
   * moves (a knight's tour: one a square). A depth-first search bounded there
   * then finds a shortest solution without storing states, so `auto` picks it.
   */
  readonly solutionLength?: number;
  /**
   * Optional: a proof from the puzzle's own theory (a parity rule, say) that
   * no goal is reachable, as a sentence; null when it may be. Searches for a
   * solution then stop at once instead of exhausting a huge space.
   */
  unsolvableReason?(): string | null;
  /** Optional: in-place form for depth-first searches (IDA*). */
  inPlace?: InPlaceForm<S, M>;
  /**
   * Optional: a tight in-place form (see tight-cursor.ts) for IDA*'s inner
   * loop; `auto` picks IDA* when the form says it is preferred.
   */
  tight?: TightForm<S, M>;
  /**
   * Optional, with a `uint32` or `float53` codec: the problem on its keys,
   * for a problem whose states carry more than their keys (Klotski's
   * placements keep each piece's letter; its keys merge pieces of one
   * shape), where decoding every expanded key into a state would cost more
   * than the search. Breadth-first search, `explore` and `distances` then
   * search the keys and decode only the states they return (keyed.ts).
   */
  keyed?: KeyedForm<M>;
  /**
   * Optional, for a problem whose states are their keys (a `uint32` or
   * `float53` codec whose encode and decode are one function): its
   * successors' keys written into a typed array (successor-keys.ts), which
   * `explore` and `breadthFirst` take without a callback per successor.
   */
  successorKeys?: SuccessorKeys;
  /**
   * Optional: the representative of a state's class under a symmetry of the
   * puzzle (a layout and its mirror image, say): two states are the same up
   * to symmetry exactly when their canonical forms have the same key. Offer
   * it only for a symmetry that maps moves to moves and goals to goals.
   * `explore` merges symmetric states with it when asked (`mergeSymmetric`).
   * The engine reads the returned state only during the call, like `emit`'s.
   */
  canonical?(state: S): S;
  /**
   * Optional, all three together: a ranked space, a perfect hash of every
   * state reachable from the start onto 0 .. size-1 (`rank`) and its inverse
   * (`unrank`). The compact search (compact-search.ts) then keeps a few bits
   * a state in a flat array instead of a hashed key. `size` may exceed the
   * reachable count (unreached ranks stay unmarked), but every reachable
   * state must rank below it, and `size` must stay below 2^53.
   */
  readonly size?: number;
  rank?(state: S): number;
  unrank?(index: number): S;
  /**
   * Optional, with a ranked space: a name for the space that does not depend
   * on the start (board shape and goal, say), under which a distance table
   * from the goals is stored and found again for any start.
   */
  readonly spaceName?: string;
}

/**
 * A problem's successors, goal test and symmetry on its keys: the same moves,
 * goals and canonical forms as the problem's own, key for key. Its functions
 * are called as plain functions, not on the form.
 */
export interface KeyedForm<M> {
  successors(key: number, emit: Emit<number, M>): void;
  isGoal(key: number): boolean;
  /** With the problem's `canonical`: the same, on keys. */
  canonical?(key: number): number;
  /** Optional: these successors' keys written into a typed array (successor-keys.ts; its `matches` is this form's `successors`). */
  successorKeys?: SuccessorKeys;
  /**
   * The problem's own functions that these match. A copy of the problem with
   * another goal test (`{ ...problem, isGoal }`) keeps this form but not its
   * goal test: searches ask the copy's of each decoded key. One with other
   * successors is searched by its states.
   */
  readonly matches: { readonly successors: unknown; readonly isGoal: unknown; readonly canonical?: unknown };
}

/**
 * A mutable cursor for depth-first searches: apply a move, recurse, undo it.
 * Saves the allocation and encoding of a state per node. `moves` fills `out`
 * with the moves available from the cursor's state and returns how many.
 */
export interface InPlaceForm<S, M> {
  /** A fresh cursor positioned at `state`. */
  cursor(state: S): InPlaceCursor<S, M>;
}

export interface InPlaceCursor<S, M> {
  /**
   * Writes the moves available now into `out` (from index 0) and returns
   * their count. It may leave out the move that undoes the last one applied.
   */
  moves(out: M[]): number;
  /** Applies a move returned by `moves`; returns its cost. */
  apply(move: M): number;
  /** Undoes the most recent `apply(move)`. */
  undo(move: M): void;
  isGoal(): boolean;
  /** The admissible heuristic of the current state. */
  heuristic(): number;
  /** A snapshot of the current state (a value the caller may keep). */
  state(): S;
}

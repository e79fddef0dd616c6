/**
 * The tight in-place form of a problem, for IDA*'s inner loop: moves are
 * small integers of the cursor's own choosing (cells, an index into a
 * table), asked for one at a time, applied and undone in place, with the
 * heuristic kept up to date by each move. Nothing is allocated per node and
 * nothing is looked up twice; `moveOf` turns a move back into the problem's
 * own move only for the solution found.
 */
export interface TightForm<S, M> {
  /** A fresh cursor positioned at `state`. */
  cursor(state: S): TightCursor<S, M>;
  /**
   * Optional: whether IDA* on this form is the search to pick (`auto`), say
   * because a strong heuristic such as a pattern database is loaded.
   */
  preferred?(): boolean;
}

export interface TightCursor<S, M> {
  /**
   * The value to pass as `last` to `move` when no move is known to have
   * reached the current state (at the start of a search).
   */
  origin(): number;
  /**
   * The `k`-th move (k = 0, 1, 2, ...) available now: a whole number of at
   * least 0, or -1 when there are no more than `k`. `last` is the move applied to reach the current state,
   * or `origin()`: the cursor may leave out the move that undoes it, and may
   * read from it where it left things (the blank, in sliding tiles), so
   * that a move is one table read. The answer depends only on the current
   * state, `last` and `k`; IDA* asks for each k in turn, and again for the
   * same state after coming back up to it.
   */
  move(last: number, k: number): number;
  /** Applies a move given by `move`; returns its cost (> 0). */
  apply(move: number): number;
  /**
   * Undoes the most recent `apply(move)`. A move may carry what undoing it
   * needs (a sliding-tiles move names both cells), so undo reads no history.
   */
  undo(move: number): void;
  /**
   * The admissible heuristic of the current state. IDA* passes the most it
   * can be without pruning the node: a cursor whose heuristic is a maximum
   * of several may stop as soon as one part exceeds it, and answer with
   * that part. It must never answer more than the state's heuristic: IDA*
   * takes its next bound from these answers, and one too high could skip
   * the optimum.
   */
  heuristic(limit: number): number;
  isGoal(): boolean;
  /**
   * Optional unit steps, for a cursor whose moves all cost 1 and whose
   * heuristic, a whole number, each move changes by an amount of its own, 0
   * exactly at a goal (the Manhattan distance): `changeOf` says how much a
   * move would change the heuristic, without applying it; `applyUnit`
   * applies it without keeping the heuristic, and `undoUnit` undoes it.
   * IDA* then carries the heuristic on its own stack, and applies only the
   * moves it does not prune; while it walks this way, `heuristic` and
   * `isGoal` may answer for the state the walk began in. A state may then
   * have at most 65,535 moves (IDA* stops with a SearchSetupError past that), as
   * the move's number shares a word of the stack with the heuristic; under
   * a bound above 32,767 IDA* uses `apply`, `heuristic` and `isGoal` instead.
   */
  changeOf?(move: number): number;
  applyUnit?(move: number): void;
  undoUnit?(move: number): void;
  /**
   * Optional, with unit steps: IDA* calls `enter` before each slice of its
   * unit-step walk and `leave` after it, and calls only `move`, `changeOf`,
   * `applyUnit` and `undoUnit` between them. A slice runs to its end
   * without yielding, so no other walk's slice runs inside it, and a cursor
   * may move its state into its module's own buffers for the slice (`enter`)
   * and back (`leave`): V8 compiles the address of a typed array held in a
   * module's constant into the machine code, where one reached through a
   * field costs loads at each use.
   */
  enter?(): void;
  leave?(): void;
  /** The problem's move for `move`, asked in the state `move` leaves (before it is applied). */
  moveOf(move: number): M;
  /** A snapshot of the current state (a value the caller may keep). */
  state(): S;
}

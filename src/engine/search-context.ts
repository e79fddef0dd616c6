/** Bookkeeping shared by the searches: the budget, the step counter, results. */
import { render, type Message } from '../i18n/index.js';
import { Budget, CHECK_EVERY, type LimitReason, type SearchOptions } from './budget.js';
import type { SearchProblem } from './problem.js';
import type { SearchResult, SearchStats, Solution } from './result.js';

/**
 * A search's bookkeeping: its budget (limits, clock, signal), the steps
 * counted against it, and its results worded. Every search keeps one; a
 * program that runs many searches under one budget keeps one over them all.
 *
 * @example
 * ```ts
 * // One budget over many searches, as the submarine's level generator keeps one.
 * const ctx = new SearchContext({ maxStates: 1_000_000, maxSeconds: 10, signal });
 * let explored = 0;
 * for (let tries = 0; tries < 100; tries++) {
 *   explored += breadthFirst(problem, { maxStates: 10_000 }).stats.statesExplored;
 *   // The states so far, the depth, the bytes held, and the work done (the clock is read as it grows).
 *   const limit = ctx.step(explored, 0, () => 0, explored);
 *   if (limit) {
 *     console.log(`stopped: ${describeLimit(limit)}, after ${ctx.budget.elapsedMs()} ms`);
 *     break;
 *   }
 * }
 * ```
 */
export class SearchContext {
  readonly budget: Budget;
  expansions = 0;
  /** Steps to the next clock read; the first step reads it, so an aborted signal stops even a tiny search. */
  private countdown = 1;
  /** The work count (successors generated) at which the clock is read next, whatever the step count. */
  private nextWorkCheck = CHECK_EVERY;
  /** Steps between clock reads: CHECK_EVERY, fewer for a problem whose expansions are costly (its expansionWork). */
  private readonly stepsPerCheck: number;

  /** `problem`: the problem searched, whose `expansionWork` (if any) shortens the steps between clock reads. */
  constructor(options: SearchOptions | undefined, problem?: Pick<SearchProblem<unknown, unknown>, 'expansionWork'>) {
    this.budget = new Budget(options);
    const work = problem?.expansionWork;
    this.stepsPerCheck = work !== undefined && work > 1 ? Math.max(1, Math.floor(CHECK_EVERY / work)) : CHECK_EVERY;
  }

  /**
   * Counts one step; reads the clock every CHECK_EVERY steps, or sooner once
   * `work` (the successors generated so far, a running total) has grown by
   * CHECK_EVERY since the last read: an expansion that generates a quarter
   * of a million successors must not put off the next look at the limits
   * by four thousand such expansions. Returns the limit passed, if any.
   * `states` is checked against maxStates every call.
   */
  step(states: number, depth: number, bytes: () => number, work = 0): LimitReason | null {
    if (states >= this.budget.maxStates) return 'states';
    if (--this.countdown > 0 && work < this.nextWorkCheck) return null;
    this.countdown = this.stepsPerCheck;
    this.nextWorkCheck = work + CHECK_EVERY;
    return this.budget.checkpoint(states, depth, bytes());
  }

  /**
   * For a tight loop that takes steps without calling `step` (explore's walk
   * on keys): how many steps from now `step` would still return null
   * without reading the clock, as long as `states` stays below maxStates
   * and the work below `quietWork`. The loop takes at most that many, counts
   * them with `skip`, and calls `step` for the step after them, or for the
   * step at which the states or the work reached their bound: the limits
   * are then looked at after the same steps as if it called `step` each time.
   */
  quietSteps(): number {
    return this.countdown - 1;
  }

  /** The work (see `step`) at which the clock is read next, whatever the step count. */
  get quietWork(): number {
    return this.nextWorkCheck;
  }

  /** Counts `steps` steps that `quietSteps` said would not read the clock. */
  skip(steps: number): void {
    this.countdown -= steps;
  }

  /** True once per time slice: the search should `yield` now. */
  shouldYield(): boolean {
    return this.budget.takeSliceOver();
  }

  stats(statesExplored: number, bytes: number): SearchStats {
    return { statesExplored, expansions: this.expansions, milliseconds: this.budget.elapsedMs(), bytes };
  }

  solved<S, M>(solution: Solution<S, M>, statesExplored: number, bytes: number): SearchResult<S, M> {
    return { status: 'solved', solution, stats: this.stats(statesExplored, bytes) };
  }

  /** `reason`: the problem's proof (English text), or a message of the engine's catalog whose English becomes `reason`. */
  unsolvable<S, M>(statesExplored: number, bytes: number, reason?: string | Message): SearchResult<S, M> {
    const result: SearchResult<S, M> = { status: 'unsolvable', stats: this.stats(statesExplored, bytes) };
    if (typeof reason === 'object') {
      result.reason = render(reason, 'en');
      result.reasonMessage = reason;
    } else if (reason) result.reason = reason;
    return result;
  }

  /** The unsolvable result when the problem proves it without a search, else null. */
  provedUnsolvable<S, M>(problem: SearchProblem<S, M>): SearchResult<S, M> | null {
    const reason = problem.unsolvableReason?.();
    return reason ? this.unsolvable(0, 0, reason) : null;
  }

  limit<S, M>(reason: LimitReason, statesExplored: number, bytes: number): SearchResult<S, M> {
    return { status: 'limit', limit: reason, stats: this.stats(statesExplored, bytes) };
  }
}

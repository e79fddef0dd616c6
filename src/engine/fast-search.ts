/**
 * The contract for a problem's own quick search: a search that answers hard
 * instances soon, not proven shortest, where the engine's generic ones
 * (a weighted A* on `fastHeuristic`) do not fit (Sokoban's macro moves:
 * one of its steps is many moves). The midend runs it in place of the
 * weighted A* where an exact search outgrew its limits (src/midend/quick-solve.ts).
 * A problem offers it by carrying these members beside `SearchProblem`'s.
 */
import type { SearchOptions } from './budget.js';
import type { SearchProblem } from './problem.js';
import type { SearchResult } from './result.js';
import type { Steps } from './steps.js';

export interface OwnFastSearch<S, M> {
  /**
   * A solution under the limits in `options`, its moves the problem's own
   * (one each, replayable through the rules), not proven shortest.
   * 'unsolvable' only where that is proven.
   */
  fastSearch(options: SearchOptions): Steps<SearchResult<S, M>>;
  /** The search's name, as results report which algorithm answered. */
  readonly fastSearchName: string;
  /**
   * The share of a time limit (0 to 1) the exact search should have before
   * this one takes over, where the instance shows how much the exact search
   * can use (a big Sokoban level: a small share, which it spends in vain);
   * none: the caller's own share.
   */
  readonly exactShare?: number;
}

/** The problem's own quick search, where it offers one. */
export function ownFastSearch<S, M>(problem: SearchProblem<S, M>): OwnFastSearch<S, M> | undefined {
  const own = problem as SearchProblem<S, M> & Partial<OwnFastSearch<S, M>>;
  return typeof own.fastSearch === 'function' && typeof own.fastSearchName === 'string' ? (own as OwnFastSearch<S, M>) : undefined;
}

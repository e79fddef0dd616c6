/** What every search returns, and how a path is rebuilt from parent links. */
import type { Message } from '../i18n/index.js';
import type { LimitReason } from './budget.js';
import type { SearchProblem, StateCodec } from './problem.js';
import type { StateTable } from './state-table.js';
import { NO_PARENT } from './state-table.js';
import { keyOf } from './key-order.js';

/** A path from the start to a goal: `states` has one more entry than `moves`. */
export interface Solution<S, M> {
  moves: M[];
  states: S[];
  /** Sum of the moves' costs (the number of moves when every move costs 1); with pair costs (`SearchProblem.costScale`), their first counts. */
  cost: number;
  /** With pair costs: the sum of the moves' second counts, the least among solutions of the least `cost` where the search is exact. */
  secondCost?: number;
}

export interface SearchStats {
  /** Distinct states stored (depth-first searches: nodes generated). */
  statesExplored: number;
  /** States whose successors were generated. */
  expansions: number;
  milliseconds: number;
  /** Bytes held by the search's tables at the end. */
  bytes: number;
}

export type SearchStatus = 'solved' | 'unsolvable' | 'limit';

export interface SearchResult<S, M> {
  status: SearchStatus;
  /** Which limit stopped the search, when status is 'limit'. */
  limit?: LimitReason;
  solution?: Solution<S, M>;
  /** Why no solution exists, in English: the puzzle's proof without a search, or the search's own (no solution within a depth bound). */
  reason?: string;
  /** The search's own reason as a message (`reason` is its English), for a front end to render in its user's language. */
  reasonMessage?: Message;
  stats: SearchStats;
}

/**
 * A comparable value for a state's key (number or string).
 *
 * @example
 * ```ts
 * // The key a table stores for a state: equal keys, same state.
 * const seen = new Set([stateKey(problem.codec, problem.start)]);
 * ```
 */
export function stateKey<S>(codec: StateCodec<S>, state: S): number | string {
  const key = keyOf(codec, state);
  return typeof key === 'object' ? key.join(',') : key;
}

/** Indices from the root to `index`, following parent links. */
export function indexPath<S>(table: Pick<StateTable<S>, 'parent'>, index: number): number[] {
  const path: number[] = [];
  for (let i = index; i !== NO_PARENT; i = table.parent(i)) path.push(i);
  return path.reverse();
}

/**
 * Rebuilds the moves along a path of states by asking the problem again for
 * the successors of each state: tables keep parents, not moves, to stay small.
 * Where several moves join the same two states the cheapest is taken.
 *
 * @example
 * ```ts
 * // A path found some other way (a table walk, say), as a Solution with its moves and cost.
 * const solution = solutionFromStates(problem, [0, 1, 2]);
 * console.log(solution.moves, solution.cost);
 * ```
 */
export function solutionFromStates<S, M>(problem: SearchProblem<S, M>, states: S[]): Solution<S, M> {
  const moves: M[] = [];
  let cost = 0;
  for (let i = 1; i < states.length; i++) {
    const step = findStep(problem, states[i - 1], states[i]);
    moves.push(step.move);
    cost += step.cost;
  }
  return { moves, states, cost };
}

function findStep<S, M>(problem: SearchProblem<S, M>, from: S, to: S): { move: M; cost: number } {
  const target = stateKey(problem.codec, to);
  let best: { move: M; cost: number } | undefined;
  problem.successors(from, (next, move, cost = 1) => {
    if ((best === undefined || cost < best.cost) && stateKey(problem.codec, next) === target) {
      best = { move, cost };
    }
  });
  if (!best) throw new Error('internal error: a stored path has a step that the problem no longer generates');
  return best;
}

/** The solution that ends at table entry `index`. */
export function solutionFromTable<S, M>(
  problem: SearchProblem<S, M>,
  table: Pick<StateTable<S>, 'state' | 'parent'>,
  index: number,
): Solution<S, M> {
  return solutionFromStates(
    problem,
    indexPath(table, index).map((i) => table.state(i)),
  );
}

/**
 * Searching a problem on its keys (`SearchProblem.keyed`): the problem
 * restated with its keys as its states, and the way back from what a search
 * on it returns to the problem's own states.
 */
import type { SearchProblem } from './problem.js';
import type { Solution } from './result.js';

export interface OnKeys<S, M> {
  /** The problem whose states are the keys: the same start, moves and goals. */
  problem: SearchProblem<number, M>;
  encode(state: S): number;
  decode(key: number): S;
}

/**
 * The problem on its keys where it offers them (a keyed form whose
 * successors are the problem's own, and a `uint32` or `float53` codec), else
 * null. A copy of the problem with another goal test or symmetry keeps the
 * keyed successors and asks its own functions of the decoded state.
 *
 * @example
 * ```ts
 * const keys = onKeys(problem);
 * const result = keys ? withStates(breadthFirst(keys.problem), keys.decode) : breadthFirst(problem);
 * ```
 */
export function onKeys<S, M>(problem: SearchProblem<S, M>): OnKeys<S, M> | null {
  const { keyed, codec } = problem;
  if (!keyed || (codec.kind !== 'uint32' && codec.kind !== 'float53')) return null;
  const { matches } = keyed;
  if (matches.successors !== problem.successors) return null;
  const encode = (state: S) => codec.encode(state);
  const decode = (key: number) => codec.decode(key);
  const same = (key: number) => key;
  const { isGoal, canonical } = problem;
  const keys: SearchProblem<number, M> = {
    start: codec.encode(problem.start),
    codec: { kind: codec.kind, encode: same, decode: same },
    successors: keyed.successors,
    ...(keyed.successorKeys && { successorKeys: keyed.successorKeys }),
    isGoal: matches.isGoal === isGoal ? keyed.isGoal : (key) => isGoal.call(problem, decode(key)),
    // What does not depend on the state carries over; estimates and goal lists are on states, so they do not.
    ...(canonical && { canonical: matches.canonical === canonical && keyed.canonical ? keyed.canonical : (key: number) => encode(canonical.call(problem, decode(key))) }),
    ...(problem.unitCosts !== undefined && { unitCosts: problem.unitCosts }),
    ...(problem.solutionLength !== undefined && { solutionLength: problem.solutionLength }),
    ...(problem.expansionWork !== undefined && { expansionWork: problem.expansionWork }),
    ...(problem.unsolvableReason && { unsolvableReason: problem.unsolvableReason.bind(problem) }),
  };
  return { problem: keys, encode, decode };
}

/**
 * A result of a search on keys (a SearchResult, a count), its solution's states decoded.
 *
 * @example
 * ```ts
 * const result = withStates(runSync(breadthFirstSteps(keys.problem)), keys.decode);
 * ```
 */
export function withStates<S, M, R extends { solution?: Solution<number, M> }>(result: R, decode: (key: number) => S): Omit<R, 'solution'> & { solution?: Solution<S, M> } {
  const { solution, ...rest } = result;
  return solution ? { ...rest, solution: { ...solution, states: solution.states.map(decode) } } : rest;
}

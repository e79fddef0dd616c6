/**
 * Breadth-first search: a solution with the fewest moves (move costs are
 * ignored for the order, and reported in `solution.cost`). The state table's
 * insertion order is the queue, so memory is the table alone.
 */
import { checkProblem } from './errors.js';
import { onKeys, withStates } from './keyed.js';
import type { SearchOptions } from './budget.js';
import type { SearchProblem } from './problem.js';
import type { SearchResult } from './result.js';
import { solutionFromTable } from './result.js';
import { SearchContext } from './search-context.js';
import { createSeenStates } from './seen-set.js';
import { successorKeysOf } from './successor-keys.js';
import { NO_PARENT, tableOptionsFor } from './state-table.js';
import { runSync, type Steps } from './steps.js';

/**
 * Breadth-first search as steps, yielding between time slices (see `breadthFirst`).
 *
 * @example
 * ```ts
 * const result = runSync(breadthFirstSteps(problem, { maxStates: 1_000_000 }));
 * ```
 */
export function* breadthFirstSteps<S, M>(
  problem: SearchProblem<S, M>,
  options?: SearchOptions,
): Steps<SearchResult<S, M>> {
  checkProblem(problem, 'breadth-first search');
  const keys = onKeys(problem);
  if (keys) return withStates(yield* breadthFirstSteps(keys.problem, options), keys.decode);
  const ctx = new SearchContext(options);
  const proved = ctx.provedUnsolvable(problem);
  if (proved) return proved;
  const table = createSeenStates(problem.codec, tableOptionsFor(options));
  table.insert(problem.start, NO_PARENT);
  const bytes = () => table.bytes();
  if (problem.isGoal(problem.start)) {
    return ctx.solved(solutionFromTable(problem, table, 0), 1, bytes());
  }
  let expanding = 0;
  let found = -1;
  let generated = 0;
  const emit = (next: S) => {
    generated++;
    if (found >= 0) return;
    const index = table.insert(next, expanding);
    if (index >= 0 && problem.isGoal(next)) found = index;
  };
  // States that are their own keys, with successors written as keys (successor-keys.ts): S is number.
  const form = successorKeysOf(problem);
  const out = form ? new Float64Array(form.maxSuccessors) : null;
  let depth = 0;
  let layerEnd = 1;
  for (; expanding < table.size; expanding++) {
    if (expanding === layerEnd) {
      depth++;
      layerEnd = table.size;
    }
    if (form && out) {
      // The same inserts as emit's, in the same order, stopping at the first goal stored.
      out[0] = table.state(expanding) as number;
      const count = form.write(out, 0);
      generated += count;
      for (let k = 0; k < count; k++) {
        const next = out[k] as S;
        const index = table.insert(next, expanding);
        if (index >= 0 && problem.isGoal(next)) {
          found = index;
          break;
        }
      }
    } else problem.successors(table.state(expanding), emit);
    ctx.expansions++;
    if (found >= 0) return ctx.solved(solutionFromTable(problem, table, found), table.size, bytes());
    const limit = ctx.step(table.size, depth, bytes, generated);
    if (limit) return ctx.limit(limit, table.size, bytes());
    if (ctx.shouldYield()) yield;
  }
  return ctx.unsolvable(table.size, bytes());
}

/**
 * A solution with the fewest moves, or proof that none exists.
 *
 * ```ts
 * const r = breadthFirst(problem);
 * if (r.status === 'solved') console.log(r.solution!.moves.length);
 * ```
 */
export function breadthFirst<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions): SearchResult<S, M> {
  return runSync(breadthFirstSteps(problem, options));
}

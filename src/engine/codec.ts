/**
 * What the engine does with a problem's codec beyond packing keys: copying a
 * state out of a successor callback, which may hand every successor in one
 * reused scratch object. Depth-first searches (IDA*, the bounded depth-first
 * search) keep the states on their path this way.
 */
import type { SearchProblem } from './problem.js';

/**
 * A copy of a state that outlives the successor callback (which may reuse it).
 *
 * @example
 * ```ts
 * // Keep a successor beyond the callback that handed it over (it may be a reused scratch object).
 * const kept: number[] = [];
 * problem.successors(problem.start, (next) => kept.push(copyState(problem, next)));
 * ```
 */
export function copyState<S, M>(problem: SearchProblem<S, M>, state: S): S {
  const codec = problem.codec;
  switch (codec.kind) {
    case 'uint32':
    case 'float53':
      return codec.decode(codec.encode(state));
    case 'string':
      return codec.decode(codec.encode(state));
    case 'words': {
      const key = new Uint32Array(codec.words);
      codec.encode(state, key, 0);
      return codec.decode(key, 0);
    }
  }
}

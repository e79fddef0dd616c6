/**
 * A problem's successors as keys written into a typed array, for problems
 * whose states are their own keys (a `uint32` or `float53` codec whose
 * `encode` and `decode` are one function, as packed sliding-tiles boards).
 * A problem on keys (keyed.ts) offers them through its keyed form.
 * Breadth-first searches (explore.ts, breadth-first.ts) then take a state's
 * successors in one call, with no callback per successor and no move worked
 * out that they would only drop, and the insert inlines into their loop: on
 * a small space such as the 8-puzzle's or Klotski's, whose seen set sits in
 * the caches, those per-successor costs are a good part of the time.
 */

export interface SuccessorKeys {
  /** The most keys `write` ever writes for one state. */
  readonly maxSuccessors: number;
  /**
   * Writes the keys of the successors of the state whose key is in
   * `out[at]` over `out[at ..]`, the same keys in the same order as the
   * problem's `successors` emits them, and returns how many it wrote (at
   * most `maxSuccessors`). The key comes in the array, not as an argument:
   * V8 allocates a heap number for a key past 2^31 passed to a function it
   * does not inline, one a state.
   */
  write(out: Float64Array, at: number): number;
  /**
   * The problem's `successors` that these match: a copy of the problem with
   * other successors (`{ ...problem, successors }`) keeps this form but is
   * walked by its own successors.
   */
  readonly matches: unknown;
}

/**
 * What `successorKeysOf` reads of a problem (a SearchProblem has it all),
 * spelt out here so that problem.ts, which names SuccessorKeys, and this
 * module do not import each other.
 */
export interface OffersKeys {
  successorKeys?: SuccessorKeys;
  successors: unknown;
  codec: { kind: string; encode: unknown; decode: unknown };
}

/**
 * The problem's successor keys where it offers them and they still match
 * its successors and its states are its keys; else null.
 *
 * @example
 * ```ts
 * // A problem on numbers, whose codec's encode and decode are one function.
 * const form = successorKeysOf(problem);
 * if (form) {
 *   const out = new Float64Array(form.maxSuccessors);
 *   out[0] = problem.start;
 *   const n = form.write(out, 0);
 *   console.log(out.subarray(0, n));
 * }
 * ```
 */
export function successorKeysOf(problem: OffersKeys): SuccessorKeys | null {
  const { successorKeys: form, codec } = problem;
  if (!form || form.matches !== problem.successors) return null;
  if ((codec.kind !== 'uint32' && codec.kind !== 'float53') || codec.encode !== codec.decode) return null;
  return form;
}

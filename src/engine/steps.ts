/**
 * Every search is written as a generator that yields between time slices, so
 * one implementation serves both callers: `runSync` drives it to the end in
 * one go, `runAsync` gives the event loop a turn between slices, so that a
 * Web Worker or a terminal can see an AbortSignal fire, draw progress, or
 * handle Ctrl-C while a long search runs.
 */
export type Steps<T> = Generator<void, T, void>;

/**
 * Drives a search's steps to the end in one go.
 *
 * @example
 * ```ts
 * const result = runSync(breadthFirstSteps(problem, { maxSeconds: 5 }));
 * ```
 */
export function runSync<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Drives a search's steps to the end, giving the event loop a turn between time slices.
 *
 * @example
 * ```ts
 * // Lets the event loop run between slices, so that a signal can cancel the search.
 * const result = await runAsync(solveSteps(problem, 'astar', { signal }));
 * ```
 */
export async function runAsync<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

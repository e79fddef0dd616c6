/**
 * Work left for the end of a vitest worker process (run by the suite's
 * environment, test/support/worker-environment.ts). The list lives on
 * globalThis, not in this module, because the environment and the test files
 * may load this module apart; both run in the worker's one realm.
 */

type Cleanup = () => Promise<void> | void;

const KEY = Symbol.for('puzzlekit.test.workerCleanups');

interface WithCleanups {
  [KEY]?: Cleanup[];
}

/** Marks this worker as one whose environment runs the cleanups at its end (the environment's setup calls it). */
export function expectWorkerCleanups(): void {
  (globalThis as WithCleanups)[KEY] ??= [];
}

/**
 * Leaves `cleanup` for the end of this worker process and returns true; false,
 * leaving nothing, when no environment will run it (a run under another
 * environment, or outside vitest): the caller then cleans up by itself.
 */
export function atWorkerEnd(cleanup: Cleanup): boolean {
  const cleanups = (globalThis as WithCleanups)[KEY];
  if (cleanups === undefined) return false;
  cleanups.push(cleanup);
  return true;
}

/** The cleanups left so far, in the order left, and none after. */
export function takeWorkerCleanups(): Cleanup[] {
  const cleanups = (globalThis as WithCleanups)[KEY] ?? [];
  (globalThis as WithCleanups)[KEY] = [];
  return cleanups;
}

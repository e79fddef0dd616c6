/**
 * The hash-table explore of an opened instance on worker threads, through
 * the `threads` runner a platform registers (runners.ts; the command line's
 * is src/parallel/register-runners.ts): that many threads from the start,
 * or one thread first and every thread once the search proves long.
 */
import { runAsync, type ExploreResult } from '../engine/index.js';
import { exploreRun } from './instance-runs.js';
import type { OpenedInstance } from './opened-instance.js';
import type { ThreadsExploreOptions, ThreadsExploreOutcome, ThreadsRunnerOptions } from './run-options.js';
import { hasRunner, runnerOf } from './runners.js';

/**
 * With `onlyIfLong`, a search that has not ended after this many seconds on
 * one thread starts again from the start on every thread. Shorter runs
 * would lose more to starting workers than they gain (on 16 cores: 25,955
 * states take 0.05 s on one thread and 0.2 to 0.4 s on 2 to 16); a longer
 * one pays this second back many times (3.9 million water-jug states: 8.4 s
 * on one thread, 1.1 s on 16). The figures are the same either way.
 */
export const ONE_THREAD_SECONDS = 1;

export async function exploreOnThreads<S>(opened: OpenedInstance<unknown, S, unknown>, { threads, onlyIfLong = false, oneThreadSeconds = ONE_THREAD_SECONDS, ...search }: ThreadsExploreOptions): Promise<ThreadsExploreOutcome<S>> {
  // A platform without threads (the browser) explores on the one it has when it was only asked for them if long.
  if (threads <= 1 || (onlyIfLong && !hasRunner('threads'))) return { result: await runAsync(exploreRun(opened.problem, search)), threads: 1 };
  if (!onlyIfLong) return { result: await onThreads(opened, { ...search, threads }), threads };
  const started = performance.now();
  const userSeconds = search.maxSeconds ?? Infinity;
  const first = await runAsync(exploreRun(opened.problem, { ...search, maxSeconds: Math.min(userSeconds, oneThreadSeconds) }));
  if (first.status !== 'limit' || first.limit !== 'time' || userSeconds <= oneThreadSeconds) return { result: first, threads: 1 };
  // The time limit counts from the run's start, the first pass included.
  const maxSeconds = search.maxSeconds === undefined ? undefined : Math.max(0.001, search.maxSeconds - (performance.now() - started) / 1000);
  return { result: await onThreads(opened, { ...search, ...(maxSeconds !== undefined && { maxSeconds }), threads }), threads };
}

/** The registered runner's answer, its states those of the opened instance (each thread opens the same request). */
async function onThreads<S>(opened: OpenedInstance<unknown, S, unknown>, options: ThreadsRunnerOptions): Promise<ExploreResult<S>> {
  const run = runnerOf('threads');
  return (await run(opened as OpenedInstance, options)) as ExploreResult<S>;
}

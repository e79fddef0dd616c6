/**
 * `puzzlekit worker`: serves every run on a Redis until stopped. It watches
 * the set of runs going on and keeps one BullMQ Worker on each run's queue,
 * running `threads` jobs at a time on job threads started once for all
 * runs (job-threads.ts). A worker that dies mid-job stops renewing the job's
 * lock, and BullMQ's stalled-job check gives the job to another worker.
 */
import { UnrecoverableError, Worker } from 'bullmq';
import { HopelessJobError } from './job-errors.js';
import { decodeJobFailure, encodeJobFailure, wordsOfError } from './job-failure.js';
import { JobThreads } from './job-threads.js';
import { QUEUE_PREFIX, RUN_ID, RUNS_KEY } from './job-payloads.js';
import { connectionOf, maskedUrl, openRedis } from './run-queue.js';
import { sharedRoot } from './shared-folder.js';
import type { Lang } from '../puzzles/lang.js';
import { render, type Message } from '../i18n/index.js';
import { CLUSTER_MESSAGES } from './messages.js';

export interface WorkerServiceOptions {
  url: string;
  threads: number;
  /**
   * The shared folder this worker takes jobs for, and the only one: required,
   * since a job names its folder, and a worker that took any would write
   * wherever a job on its Redis said.
   */
  shared: string;
  /** Seconds a job stays with a worker that stops answering before another gets it. */
  stallSeconds: number;
  signal: AbortSignal;
  log: (line: string) => void;
  /** The language of the log lines (default English). */
  lang?: Lang;
}

const LOOK_FOR_RUNS_MS = 500;
/** A run missing from the list this long is over (the coordinator lists it again every second while it runs). */
const RUN_GONE_MS = 5000;

export async function serveRuns(options: WorkerServiceOptions): Promise<{ jobs: number; failed: number }> {
  // The folder first: a worker that cannot serve it says so before it connects anywhere.
  const served = sharedRoot(options.shared);
  const redis = await openRedis(options.url);
  const say = (message: Message) => options.log(render(message, options.lang ?? 'en'));
  const threads = new JobThreads(options.threads, served);
  await threads.ready();
  const processor = async (job: { data: unknown }) => {
    try {
      return await threads.run(job.data);
    } catch (error) {
      // The failed reason BullMQ keeps is the message as data (job-failure.ts), worded where it is shown.
      const reason = encodeJobFailure(wordsOfError(error));
      throw error instanceof HopelessJobError ? new UnrecoverableError(reason) : new Error(reason);
    }
  };
  const serving = new Map<string, Worker>();
  let jobs = 0;
  let failed = 0;
  const serve = (name: string) => {
    const worker = new Worker(name, processor, {
      connection: connectionOf(options.url),
      concurrency: options.threads,
      lockDuration: options.stallSeconds * 1000,
      stalledInterval: options.stallSeconds * 1000,
      maxStalledCount: 3,
    });
    worker.on('completed', () => jobs++);
    worker.on('failed', (job, error) => {
      failed++;
      say(CLUSTER_MESSAGES.workerJobFailed({ job: job?.id ?? '?', why: decodeJobFailure(error.message) }));
    });
    worker.on('error', () => {
      // Redis away for a moment: BullMQ reconnects and goes on.
    });
    serving.set(name, worker);
    say(CLUSTER_MESSAGES.workerServing({ run: name.slice(QUEUE_PREFIX.length) }));
  };
  say(CLUSTER_MESSAGES.workerStarted({ url: maskedUrl(options.url), threads: options.threads, folder: served }));
  /** When each run served was last seen in the list (a run missing for a while is over). */
  const lastSeen = new Map<string, number>();
  try {
    while (!options.signal.aborted) {
      let names: string[] | undefined;
      try {
        names = (await redis.smembers(RUNS_KEY)).filter((n) => n.startsWith(QUEUE_PREFIX) && RUN_ID.test(n.slice(QUEUE_PREFIX.length)));
      } catch {
        // Redis away: keep serving the runs known, look again later.
      }
      const now = performance.now();
      for (const name of names ?? []) {
        lastSeen.set(name, now);
        if (!serving.has(name)) serve(name);
      }
      for (const [name, worker] of serving) {
        // A Redis restarted without persistence forgets the list until the run lists itself again: wait a while.
        if (names === undefined || now - (lastSeen.get(name) ?? now) < RUN_GONE_MS) continue;
        serving.delete(name);
        lastSeen.delete(name);
        // Closed in the background: a close waits for Redis, and the loop must go on serving the other runs.
        void worker.close().catch(() => {});
        say(CLUSTER_MESSAGES.workerRunOver({ run: name.slice(QUEUE_PREFIX.length) }));
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          options.signal.removeEventListener('abort', wake);
          resolve();
        }, LOOK_FOR_RUNS_MS);
        options.signal.addEventListener('abort', wake, { once: true });
      });
    }
    say(CLUSTER_MESSAGES.workerStopping());
  } finally {
    await Promise.all([...serving.values()].map((w) => w.close()));
    await threads.close();
    redis.disconnect();
  }
  return { jobs, failed };
}

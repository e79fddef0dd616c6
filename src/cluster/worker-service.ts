/**
 * `puzzlekit worker`: serves every run on a Redis until stopped. It watches
 * the set of runs going on and keeps one BullMQ Worker on each run's queue,
 * running `threads` jobs at a time, each in a worker thread of its own
 * (job-processor.ts). A worker that dies mid-job stops renewing the job's
 * lock, and BullMQ's stalled-job check gives the job to another worker.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'bullmq';
import { QUEUE_PREFIX, RUN_ID, RUNS_KEY } from './job-payloads.js';
import { connectionOf, maskedUrl, openRedis } from './run-queue.js';
import { sharedRoot } from './shared-folder.js';

export interface WorkerServiceOptions {
  url: string;
  threads: number;
  /** The shared folder this worker takes jobs for; any when absent. */
  shared?: string;
  /** Seconds a job stays with a worker that stops answering before another gets it. */
  stallSeconds: number;
  signal: AbortSignal;
  log: (line: string) => void;
}

const LOOK_FOR_RUNS_MS = 500;

export async function serveRuns(options: WorkerServiceOptions): Promise<{ jobs: number; failed: number }> {
  const redis = await openRedis(options.url);
  if (options.shared !== undefined) {
    // The job threads read it from the environment they are started with.
    process.env.PUZZLEKIT_SHARED = sharedRoot(options.shared);
  }
  const processor = fileURLToPath(new URL('./job-processor.js', import.meta.url));
  const serving = new Map<string, Worker>();
  let jobs = 0;
  let failed = 0;
  const serve = (name: string) => {
    const worker = new Worker(name, processor, {
      connection: connectionOf(options.url),
      concurrency: options.threads,
      useWorkerThreads: true,
      lockDuration: options.stallSeconds * 1000,
      stalledInterval: options.stallSeconds * 1000,
      maxStalledCount: 3,
    });
    worker.on('completed', () => jobs++);
    worker.on('failed', (job, error) => {
      failed++;
      options.log(`job ${job?.id ?? '?'} failed: ${error.message.split('\n')[0]}`);
    });
    worker.on('error', () => {
      // Redis away for a moment: BullMQ reconnects and goes on.
    });
    serving.set(name, worker);
    options.log(`serving run ${name.slice(QUEUE_PREFIX.length)}`);
  };
  options.log(`worker on ${maskedUrl(options.url)}, ${options.threads} job${options.threads === 1 ? '' : 's'} at a time${options.shared ? `, shared folder ${process.env.PUZZLEKIT_SHARED}` : ''}; Ctrl-C stops it`);
  try {
    while (!options.signal.aborted) {
      let names: string[] = [];
      try {
        names = (await redis.smembers(RUNS_KEY)).filter((n) => n.startsWith(QUEUE_PREFIX) && RUN_ID.test(n.slice(QUEUE_PREFIX.length)));
      } catch {
        // Redis away: keep serving the runs known, look again later.
        names = [...serving.keys()];
      }
      for (const name of names) if (!serving.has(name)) serve(name);
      for (const [name, worker] of serving) {
        if (names.includes(name)) continue;
        serving.delete(name);
        await worker.close();
        options.log(`run ${name.slice(QUEUE_PREFIX.length)} is over`);
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
    options.log('stopping: finishing the jobs in hand (Ctrl-C again to quit at once; they would go to other workers)');
  } finally {
    await Promise.all([...serving.values()].map((w) => w.close()));
    redis.disconnect();
  }
  return { jobs, failed };
}

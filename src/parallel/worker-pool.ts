/**
 * What the threaded searches share: how many threads by default, one request
 * to every worker answered by all, and a look at the limits while they work.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { threadError, threadStopped } from './thread-memory.js';

export function defaultThreads(): number {
  return availableParallelism();
}

/** Sends `request` to every worker and waits for each one's reply (in worker order); a worker's error or exit rejects. */
export function askAll<Reply>(workers: Worker[], request: unknown): Promise<Reply[]> {
  return Promise.all(
    workers.map(
      (w) =>
        new Promise<Reply>((resolve, reject) => {
          // A worker whose heap passed its cap (resourceLimits) stops the run at the memory limit.
          const onError = (e: Error) => reject(threadError(e));
          // A worker that ends without an error (killed, or out of memory) must not leave the search waiting.
          const onExit = (code: number) => reject(threadStopped(code));
          w.once('error', onError);
          w.once('exit', onExit);
          w.once('message', (m: Reply) => {
            w.off('error', onError);
            w.off('exit', onExit);
            resolve(m);
          });
          w.postMessage(request);
        }),
    ),
  );
}

/** Awaits `work`, calling `look` every `everyMs` meanwhile (the limits, the progress). */
export async function watching<T>(work: Promise<T>, look: () => void, everyMs = 50): Promise<T> {
  const watch = setInterval(look, everyMs);
  try {
    return await work;
  } finally {
    clearInterval(watch);
  }
}

export async function terminateAll(workers: Worker[]): Promise<void> {
  await Promise.all(workers.map((w) => w.terminate()));
}

/**
 * A level batch on worker threads: levels are independent, so each free
 * worker takes the next level of the file, with the per-level limit and
 * whatever is left of the whole batch's time when it starts. Answers are
 * handed over as they come (`onLevel`) and returned in file order. The
 * midend runs it as its `levels` runner (register-runners.ts).
 */
import { Worker } from 'node:worker_threads';
import type { LevelBatchLimits, LevelBatchRequest, LevelOutcome } from '../midend/level-batch-contract.js';
import type { CollectionLevel } from '../puzzles/collection.js';
import { threadError } from './thread-memory.js';
import type { Message } from '../i18n/index.js';
import { PARALLEL_MESSAGES } from './messages.js';

/** A level thread's error, made again here with its message as data (Node's or a library's words attached to one of ours). */
function levelError(reply: { error?: string; words?: Message }): Error {
  const words = reply.words ?? (reply.error === undefined ? PARALLEL_MESSAGES.levelThreadFailed() : PARALLEL_MESSAGES.levelThreadError({ original: reply.error }));
  return Object.assign(new Error(reply.error ?? 'a level worker failed'), { words });
}

export async function solveLevelsThreaded(
  request: LevelBatchRequest,
  levels: readonly CollectionLevel[],
  limits: LevelBatchLimits,
  onLevel?: (outcome: LevelOutcome) => void,
): Promise<LevelOutcome[]> {
  const count = Math.max(1, Math.min(limits.threads ?? 1, levels.length));
  const url = new URL('../parallel/level-worker.js', import.meta.url);
  const deadline = limits.maxSeconds === undefined ? Infinity : performance.now() + limits.maxSeconds * 1000;
  // A signal does not cross to a thread: the threads are stopped from here instead.
  const { signal, threads: _threads, ...shared } = limits;
  const outcomes = new Array<LevelOutcome>(levels.length);
  const workers = Array.from({ length: count }, () => new Worker(url));
  let next = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      // Cancelled: the levels not answered yet are stopped with the threads, and said so below.
      const cancel = () => resolve();
      signal?.addEventListener('abort', cancel, { once: true });
      const give = (worker: Worker) => {
        if (next >= levels.length) {
          if (running === 0) {
            signal?.removeEventListener('abort', cancel);
            resolve();
          }
          return;
        }
        const index = next++;
        const left = deadline === Infinity ? undefined : Math.max((deadline - performance.now()) / 1000, 1e-3);
        running++;
        worker.once('message', (reply: { outcome?: LevelOutcome; error?: string; words?: Message }) => {
          running--;
          if (!reply.outcome) return reject(levelError(reply));
          outcomes[index] = reply.outcome;
          onLevel?.(reply.outcome);
          give(worker);
        });
        worker.postMessage({ request, level: levels[index], limits: { ...shared, maxSeconds: left } });
      };
      for (const worker of workers) {
        worker.once('error', (e) => reject(threadError(e)));
        give(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  levels.forEach((level, i) => {
    outcomes[i] ??= { level: level.number, ...(level.title !== undefined ? { title: level.title } : {}), status: 'limit', limit: 'cancelled', optimal: false, statesExplored: 0, milliseconds: 0 };
  });
  return outcomes;
}

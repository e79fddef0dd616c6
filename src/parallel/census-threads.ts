/**
 * A census run's chunks on worker threads (census-family.ts): chunks are
 * independent, so each free worker takes the next one; results are handed
 * over as they come (the midend orders them). The midend runs it as its
 * census threads runner (register-census-runner.ts).
 */
import { Worker } from 'node:worker_threads';
import type { CensusChunksRunner } from '../midend/census-run-options.js';
import { ClassifyCancelled } from '../midend/family-run-options.js';
import type { CensusChunk } from '../puzzles/census-family.js';
import { threadError } from './thread-memory.js';

export const classifyCensusChunks: CensusChunksRunner = async (puzzle, settings, chunks, { threads, signal, onChunk }) => {
  if (chunks.length === 0) return;
  const url = new URL('../parallel/census-worker.js', import.meta.url);
  const workers = Array.from({ length: Math.min(threads, chunks.length) }, () => new Worker(url));
  let next = 0;
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new ClassifyCancelled('cancelled')), { once: true });
      const feed = (worker: Worker) => {
        if (next < chunks.length) worker.postMessage({ puzzle, settings, chunk: chunks[next++] });
      };
      for (const worker of workers) {
        worker.on('error', (error) => reject(threadError(error)));
        worker.on('message', (result: CensusChunk) => {
          try {
            onChunk(result);
          } catch (error) {
            reject(error);
            return;
          }
          if (++done === chunks.length) resolve();
          else feed(worker);
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
};

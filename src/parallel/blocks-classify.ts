/**
 * Classifying many piece-count types (puzzles/sliding-blocks/classify.ts) on worker threads: types
 * are independent, so each free worker takes the next one. The results are
 * the same whatever the number of threads; they are handed over in the
 * order the types finish (`onType`) and returned in the order given.
 */
import { Worker } from 'node:worker_threads';
import { classifyType, type TypeClassification } from '../puzzles/sliding-blocks/classify.js';
import type { PieceCounts } from '../puzzles/sliding-blocks/family.js';

export type TypeSummary = Omit<TypeClassification, 'distances' | 'groupOf'>;

export interface FamilyOptions {
  threads: number;
  /** Each type's full result as soon as it is ready (to write its files, say). */
  onType?: (result: TypeClassification, done: number) => void;
  signal?: AbortSignal;
}

export class ClassifyCancelled extends Error {
  override readonly name = 'ClassifyCancelled';
}

function summary(c: TypeClassification): TypeSummary {
  const { distances: _d, groupOf: _g, ...rest } = c;
  return rest;
}

export async function classifyFamily(types: PieceCounts[], options: FamilyOptions): Promise<TypeSummary[]> {
  const results: TypeSummary[] = new Array<TypeSummary>(types.length);
  let done = 0;
  const finish = (index: number, c: TypeClassification) => {
    results[index] = summary(c);
    done++;
    options.onType?.(c, done);
  };
  if (options.threads <= 1) {
    for (let i = 0; i < types.length; i++) {
      if (options.signal?.aborted) throw new ClassifyCancelled('cancelled');
      finish(i, classifyType(types[i]));
      // Let a Ctrl-C and the progress bar through between types.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return results;
  }
  const url = new URL('../parallel/blocks-classify-worker.js', import.meta.url);
  const workers = Array.from({ length: Math.min(options.threads, types.length) }, () => new Worker(url));
  let next = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new ClassifyCancelled('cancelled'));
      options.signal?.addEventListener('abort', onAbort, { once: true });
      const feed = (worker: Worker) => {
        if (next >= types.length) {
          if (done === types.length) resolve();
          return;
        }
        const index = next++;
        worker.once('message', (c: TypeClassification) => {
          try {
            finish(index, c);
          } catch (error) {
            reject(error);
            return;
          }
          feed(worker);
        });
        worker.postMessage(types[index]);
      };
      for (const worker of workers) {
        worker.on('error', reject);
        feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}

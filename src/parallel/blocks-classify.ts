/**
 * Classifying many piece-count types (puzzles/sliding-blocks/classify.ts) on worker threads: types
 * are independent, so each free worker takes the next one, as long as the
 * types in hand fit in the memory cap together. The results are the same
 * whatever the number of threads; they are handed over in the order the
 * types finish (`onType`) and returned in the order given.
 */
import { Worker } from 'node:worker_threads';
import { classifyType, MOST_BYTES_PER_LAYOUT, type TypeClassification } from '../puzzles/sliding-blocks/classify.js';
import { countLayouts, type PieceCounts } from '../puzzles/sliding-blocks/family.js';
import { threadError, threadHeapLimits, threadsBytes } from './thread-memory.js';

export type TypeSummary = Omit<TypeClassification, 'distances' | 'groupOf'>;

export interface FamilyOptions {
  threads: number;
  /** Each type's full result as soon as it is ready (to write its files, say). */
  onType?: (result: TypeClassification, done: number) => void;
  signal?: AbortSignal;
  /** The most bytes the worker threads (THREAD_BYTES each) and the types classified side by side may take together (see MOST_BYTES_PER_LAYOUT). */
  maxMemoryBytes?: number;
}

export class ClassifyCancelled extends Error {
  override readonly name = 'ClassifyCancelled';
}

/** The most memory classifying a type can take. */
export function classifyBytes(type: PieceCounts): number {
  return countLayouts(type) * MOST_BYTES_PER_LAYOUT;
}

/** The first type that alone needs more than the cap, if any: classifying it could not keep to the cap. */
export function typeOverCap(types: PieceCounts[], maxMemoryBytes: number): PieceCounts | undefined {
  return types.find((t) => classifyBytes(t) > maxMemoryBytes);
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
  if (types.length === 0) return results;
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
  const count = Math.min(options.threads, types.length);
  // The worker threads' own cost comes out of the cap first; the types in hand share the rest, and no thread's heap passes it.
  const cap = (options.maxMemoryBytes ?? Infinity) - threadsBytes(count);
  const workers = Array.from({ length: count }, () => new Worker(url, { resourceLimits: threadHeapLimits(cap) }));
  const need = types.map(classifyBytes);
  const idle: Worker[] = [];
  let inHand = 0;
  let next = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new ClassifyCancelled('cancelled'));
      options.signal?.addEventListener('abort', onAbort, { once: true });
      // Start types while a worker is free and the next type fits beside those in hand (one always may start alone).
      const feed = () => {
        while (next < types.length && idle.length > 0 && (inHand === 0 || inHand + need[next] <= cap)) {
          const worker = idle.pop()!;
          const index = next++;
          const bytes = need[index];
          inHand += bytes;
          worker.once('message', (c: TypeClassification) => {
            inHand -= bytes;
            idle.push(worker);
            try {
              finish(index, c);
            } catch (error) {
              reject(error);
              return;
            }
            if (done === types.length) resolve();
            else feed();
          });
          worker.postMessage(types[index]);
        }
      };
      for (const worker of workers) {
        worker.on('error', (error) => reject(threadError(error)));
        idle.push(worker);
      }
      feed();
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}

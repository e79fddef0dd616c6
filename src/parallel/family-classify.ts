/**
 * Classifying many types of a family (the backend's `family` ability,
 * puzzles/family.ts) on worker threads: types are independent, so each free
 * worker takes the next one, as long as the types in hand fit in the memory
 * cap together. One thread classifies on this thread instead. The results
 * are the same whatever the number of threads; they are handed over in the
 * order the types finish (`onType`) and returned in the order given. With
 * `out`, each type's database files are written as it finishes.
 *
 * The midend runs it as its `threads` family runner (register-family-runner.ts).
 */
import { Worker } from 'node:worker_threads';
import { ClassifyCancelled, type ThreadsRunOptions } from '../midend/family-run-options.js';
import { findPuzzle } from '../puzzles/catalog.js';
import type { FamilyType, PuzzleFamily, TypeClassification, TypeSummary } from '../puzzles/family.js';
import { writeFamilyType } from '../storage/family-db.js';
import { threadError, threadHeapLimits, threadsBytes } from './thread-memory.js';
import { typedFamily } from '../puzzles/family.js';

export interface FamilyOptions extends Partial<ThreadsRunOptions> {
  threads: number;
  /** Each type's full result as soon as it is ready (before `onType` sees its summary). */
  onClassified?: (result: TypeClassification, done: number) => void;
}

function summary(c: TypeClassification): TypeSummary {
  const { distances: _d, groupOf: _g, ...rest } = c;
  return rest;
}

function familyOf(puzzle: string): PuzzleFamily {
  const family = typedFamily(findPuzzle(puzzle).family);
  if (!family) throw new Error(`internal error: ${puzzle} has no family to classify`);
  return family;
}

/** Classifies `types` of the family of `puzzle` (an id: the worker threads open it again from the catalog). */
export async function classifyFamily(puzzle: string, types: readonly FamilyType[], options: FamilyOptions): Promise<TypeSummary[]> {
  const family = familyOf(puzzle);
  const results: TypeSummary[] = new Array<TypeSummary>(types.length);
  let done = 0;
  const finish = (index: number, c: TypeClassification) => {
    results[index] = summary(c);
    done++;
    if (options.out !== undefined) writeFamilyType(options.out, family.db, c, options.force === true);
    options.onClassified?.(c, done);
    options.onType?.(results[index], done);
  };
  if (types.length === 0) return results;
  if (options.threads <= 1) {
    for (let i = 0; i < types.length; i++) {
      if (options.signal?.aborted) throw new ClassifyCancelled('cancelled');
      finish(i, family.classify(types[i]));
      // Let a Ctrl-C and the progress bar through between types.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return results;
  }
  const url = new URL('../parallel/family-classify-worker.js', import.meta.url);
  const count = Math.min(options.threads, types.length);
  // The worker threads' own cost comes out of the cap first; the types in hand share the rest, and no thread's heap passes it.
  const cap = (options.maxMemoryBytes ?? Infinity) - threadsBytes(count);
  const workers = Array.from({ length: count }, () => new Worker(url, { resourceLimits: threadHeapLimits(cap) }));
  const need = types.map((t) => family.mostBytes(t));
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
          worker.postMessage({ puzzle, type: types[index] });
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

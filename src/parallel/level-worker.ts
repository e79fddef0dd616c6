/**
 * A worker thread of a level batch (level-threads.ts): it opens each level
 * it is sent from the batch's request, solves it through the midend
 * (`solveBatchLevel`: exact, else quick) and sends the outcome back.
 */
import { parentPort } from 'node:worker_threads';
import { solveBatchLevel } from '../midend/level-batch.js';
import type { LevelBatchLimits, LevelBatchRequest } from '../midend/level-batch-contract.js';
import type { CollectionLevel } from '../puzzles/collection.js';
import { isMessage, type Message } from '../i18n/index.js';

interface LevelJob {
  request: LevelBatchRequest;
  level: CollectionLevel;
  limits: LevelBatchLimits;
}

function wordsOf(error: unknown): Message | undefined {
  const words = error instanceof Error ? (error as { words?: unknown }).words : undefined;
  return isMessage(words) ? words : undefined;
}

parentPort?.on('message', (job: LevelJob) => {
  solveBatchLevel(job.request, job.level, job.limits).then(
    (outcome) => parentPort?.postMessage({ outcome }),
    // The error's message goes as data beside its English: a thread's clone of an Error keeps only its English.
    (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error), words: wordsOf(error) }),
  );
});

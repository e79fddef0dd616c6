/**
 * A worker thread of the family classification (classify-family.ts): it
 * classifies the types it is sent, one at a time, and sends each result
 * back with its tables transferred, not copied.
 */
import { parentPort } from 'node:worker_threads';
import { classifyType } from './classify.js';
import type { PieceCounts } from './family.js';

parentPort?.on('message', (type: PieceCounts) => {
  const result = classifyType(type);
  parentPort?.postMessage(result, [result.distances.buffer as ArrayBuffer, result.groupOf.buffer as ArrayBuffer]);
});

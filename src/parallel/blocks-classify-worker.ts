/**
 * A worker thread of the family classification (blocks-classify.ts): it
 * classifies the types it is sent, one at a time, and sends each result
 * back with its tables transferred, not copied.
 */
import { parentPort } from 'node:worker_threads';
import { classifyType } from '../puzzles/sliding-blocks/classify.js';
import type { PieceCounts } from '../puzzles/sliding-blocks/family.js';

parentPort?.on('message', (type: PieceCounts) => {
  const result = classifyType(type);
  parentPort?.postMessage(result, [result.distances.buffer as ArrayBuffer, result.groupOf.buffer as ArrayBuffer]);
});

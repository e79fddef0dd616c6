/**
 * A worker thread of a family's classification (family-classify.ts): it
 * opens the backend by id from the catalog, classifies the types it is sent,
 * one at a time, and sends each result back with its tables transferred,
 * not copied.
 */
import { parentPort } from 'node:worker_threads';
import { findPuzzle } from '../puzzles/catalog.js';
import type { FamilyType } from '../puzzles/family.js';
import { typedFamily } from '../puzzles/family.js';

parentPort?.on('message', ({ puzzle, type }: { puzzle: string; type: FamilyType }) => {
  const family = typedFamily(findPuzzle(puzzle).family);
  if (!family) throw new Error(`internal error: ${puzzle} has no family to classify`);
  const result = family.classify(type);
  parentPort?.postMessage(result, [result.distances.buffer as ArrayBuffer, result.groupOf.buffer as ArrayBuffer]);
});

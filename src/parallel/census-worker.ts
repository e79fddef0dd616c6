/**
 * A worker thread of a census run (census-threads.ts): it opens the puzzle
 * again from the catalog by id and classifies the chunks it is sent.
 */
import { parentPort } from 'node:worker_threads';
import { findPuzzle } from '../puzzles/catalog.js';
import type { CensusSettings } from '../puzzles/census-family.js';
import { isCensusFamily } from '../puzzles/family.js';

parentPort?.on('message', ({ puzzle, settings, chunk }: { puzzle: string; settings: CensusSettings; chunk: number }) => {
  const family = findPuzzle(puzzle).family;
  if (!family || !isCensusFamily(family)) throw new Error(`internal error: ${puzzle} has no census family`);
  parentPort?.postMessage(family.classifyChunk(settings, chunk));
});

/** Which puzzles a worker thread can open. */
import { isBuiltIn } from '../puzzles/catalog.js';

/**
 * Whether worker threads can run searches of this puzzle: a worker opens
 * the instance again by the puzzle's id, and its catalog holds only the
 * built-in puzzles (not one added by a puzzle module).
 */
export function opensOnWorkerThreads(puzzleId: string): boolean {
  return isBuiltIn(puzzleId);
}

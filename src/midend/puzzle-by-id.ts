/** A puzzle of the catalog by its exact id (a link's, a menu's), without the aliases `findPuzzle` reads. */
import { PUZZLES } from '../puzzles/catalog.js';
import type { AnyPuzzle } from '../puzzles/puzzle.js';

/** The puzzle whose id is `id`, or undefined. */
export function puzzleById(id: string): AnyPuzzle | undefined {
  return PUZZLES.find((p) => p.id === id);
}

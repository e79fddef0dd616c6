/**
 * Every puzzle backend, by id. Adding a puzzle touches its own folder and
 * this list; front ends find puzzles only here.
 */
import type { AnyPuzzle } from './puzzle.js';
import { PuzzleInputError } from './puzzle.js';
import { slidingBlocks } from './sliding-blocks/index.js';
import { slidingTiles } from './sliding-tiles/index.js';
import { waterJugs } from './water-jugs/index.js';

export const PUZZLES: readonly AnyPuzzle[] = [slidingTiles, waterJugs, slidingBlocks];

export function findPuzzle(id: string): AnyPuzzle {
  const wanted = id.trim().toLowerCase();
  const puzzle = PUZZLES.find((p) => p.id === wanted);
  if (!puzzle) {
    throw new PuzzleInputError(`unknown puzzle "${id}" (puzzles: ${PUZZLES.map((p) => p.id).join(', ')})`);
  }
  return puzzle;
}

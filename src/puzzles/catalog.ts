/**
 * Every puzzle backend, by id. Adding a puzzle touches its own folder and
 * this list; front ends find puzzles only here.
 */
import type { AnyPuzzle } from './puzzle.js';
import { PuzzleInputError } from './puzzle.js';
import { coins } from './coins/index.js';
import { frogs } from './frogs/index.js';
import { hanoi } from './hanoi/index.js';
import { knights } from './knights/index.js';
import { riverCrossing } from './river-crossing/index.js';
import { slidingBlocks } from './sliding-blocks/index.js';
import { slidingTiles } from './sliding-tiles/index.js';
import { submarine } from './submarine/index.js';
import { waterJugs } from './water-jugs/index.js';

/** In the order `list` and the browser show them: the big puzzles first, then the small classics. */
export const PUZZLES: readonly AnyPuzzle[] = [slidingTiles, slidingBlocks, submarine, riverCrossing, waterJugs, coins, frogs, knights, hanoi];

export function findPuzzle(id: string): AnyPuzzle {
  const wanted = id.trim().toLowerCase();
  const puzzle = PUZZLES.find((p) => p.id === wanted);
  if (!puzzle) {
    throw new PuzzleInputError(`unknown puzzle "${id}" (puzzles: ${PUZZLES.map((p) => p.id).join(', ')})`);
  }
  return puzzle;
}

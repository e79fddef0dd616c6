/**
 * The levels of a collection file (a Sokoban set, a PuzzleScript game) as
 * its backend reads them, for a backend in hand: level-batch.ts looks the
 * backend up by id first; the browser app, which loads backends on demand,
 * passes the one it has.
 */
import type { CollectionLevel } from '../puzzles/collection.js';
import { PuzzleInputError } from '../puzzles/input-error.js';
import { LEVEL_MESSAGES } from '../puzzles/messages/levels.js';
import type { AnyPuzzle } from '../puzzles/puzzle.js';
import type { LevelBatchRequest } from './level-batch-contract.js';

/** The levels of the request's file; a PuzzleInputError for a puzzle without collections or a file without levels. */
export function collectionLevels(puzzle: AnyPuzzle, request: Pick<LevelBatchRequest, 'text' | 'origin' | 'range'>): readonly CollectionLevel[] {
  if (!puzzle.collection) throw new PuzzleInputError(LEVEL_MESSAGES.noCollections({ puzzle: puzzle.id }));
  const all = puzzle.collection.levels(request.text, request.origin);
  const { range } = request;
  const levels = range ? all.filter((l) => l.number >= range.first && l.number <= range.last) : all;
  if (levels.length === 0) throw new PuzzleInputError(LEVEL_MESSAGES.noLevels({ where: request.origin }));
  return levels;
}

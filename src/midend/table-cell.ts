/**
 * One cell of a table of optima (the command line's `table`): the instance
 * a request makes, solved by the algorithm `auto` picks, as its optimal
 * cost, a proof that there is none, the limit that stopped it, or the bad
 * input that made no instance (a combination the puzzle rejects is a cell of
 * its own, not the end of the table).
 */
import { runAsync, type LimitReason, type SearchOptions } from '../engine/index.js';
import { PuzzleInputError } from '../puzzles/input-error.js';
import type { Lang } from '../puzzles/lang.js';
import type { AnyPuzzle, CostUnit, InstanceRequest } from '../puzzles/puzzle.js';
import { openInstance } from './open-instance.js';

export type TableCell =
  | { status: 'solved'; cost: number; length: number; unit?: CostUnit }
  | { status: 'unsolvable' }
  | { status: 'limit'; limit: LimitReason }
  /** `error` is the backend's; the front end words it. */
  | { status: 'invalid'; error: PuzzleInputError };

/** Solves one cell; `lang` is that of the cost's unit. Errors other than bad input are thrown. */
export async function solveTableCell(puzzle: AnyPuzzle, request: InstanceRequest, metric: string, lang: Lang, options: SearchOptions): Promise<TableCell> {
  let opened;
  try {
    opened = openInstance(puzzle, { ...request, metric, lang });
  } catch (error) {
    if (error instanceof PuzzleInputError) return { status: 'invalid', error };
    throw error;
  }
  const result = await runAsync(opened.solve({ ...options, algorithm: 'auto' }));
  if (result.status === 'solved') return { status: 'solved', cost: result.solution!.cost, length: result.solution!.moves.length, unit: opened.costUnit() ?? undefined };
  if (result.status === 'unsolvable') return { status: 'unsolvable' };
  return { status: 'limit', limit: result.limit! };
}

/**
 * How a worker thread rebuilds the search problem of the main thread: a
 * problem is made of closures and cannot be sent, so the worker receives
 * what the catalog needs to open the same instance (plain data).
 */
import type { SearchProblem } from '../engine/index.js';
import { findPuzzle } from '../puzzles/catalog.js';
import type { InstanceRequest } from '../puzzles/puzzle.js';

export interface ProblemSource {
  puzzle: string;
  request: InstanceRequest;
  metric?: string;
}

export function openProblem(source: ProblemSource): SearchProblem<unknown, unknown> {
  const puzzle = findPuzzle(source.puzzle);
  return puzzle.problem(puzzle.parse(source.request), source.metric);
}

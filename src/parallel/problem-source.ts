/**
 * How a worker thread rebuilds the search problem of the main thread: a
 * problem is made of closures and cannot be sent, so the worker receives
 * what the midend needs to open the same instance (plain data).
 */
import type { SearchProblem } from '../engine/index.js';
import { openInstance } from '../midend/index.js';
import type { InstanceRequest } from '../puzzles/puzzle.js';

export interface ProblemSource {
  puzzle: string;
  request: InstanceRequest;
  metric?: string;
}

export function openProblem(source: ProblemSource): SearchProblem<unknown, unknown> {
  return openInstance(source.puzzle, { ...source.request, metric: source.metric }).problem;
}

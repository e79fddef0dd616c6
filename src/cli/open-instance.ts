/** Finds the puzzle, parses the instance and checks the metric, for every command. */
import type { SearchProblem } from '../engine/index.js';
import { findPuzzle } from '../puzzles/catalog.js';
import type { AnyPuzzle } from '../puzzles/puzzle.js';
import { UsageError } from './errors.js';
import { instanceRequest, type InstanceOptions } from './instance-options.js';

export interface OpenInstance {
  puzzle: AnyPuzzle;
  instance: unknown;
  metric: string;
  problem: SearchProblem<unknown, unknown>;
}

export function openInstance(puzzleId: string, options: InstanceOptions & { metric?: string }): OpenInstance {
  const puzzle = findPuzzle(puzzleId);
  const request = instanceRequest(options);
  if (request.source.kind === 'params' && Object.keys(request.params).length === 0 && puzzle.defaultPreset) {
    request.source = { kind: 'preset', name: puzzle.defaultPreset };
  }
  const instance = puzzle.parse(request);
  const metric = options.metric ?? puzzle.metrics[0].id;
  if (!puzzle.metrics.some((m) => m.id === metric)) {
    throw new UsageError(`${puzzle.id} has no metric "${metric}" (metrics: ${puzzle.metrics.map((m) => m.id).join(', ')})`);
  }
  return { puzzle, instance, metric, problem: puzzle.problem(instance, metric) };
}

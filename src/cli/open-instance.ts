/** Finds the puzzle, parses the instance and checks the metric, for every command. */
import type { SearchProblem } from '../engine/index.js';
import { resolvePuzzle } from '../puzzles/catalog.js';
import { findNamed, unknownNameHint } from '../puzzles/names.js';
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
  const { puzzle, preset } = resolvePuzzle(puzzleId);
  const request = instanceRequest(options);
  // A name such as 15-puzzle stands for one instance when no other is given.
  const fallback = preset ?? puzzle.defaultPreset;
  if (request.source.kind === 'params' && Object.keys(request.params).length === 0 && fallback) {
    request.source = { kind: 'preset', name: fallback };
  }
  const instance = puzzle.parse(request);
  const metric = metricOf(puzzle, options.metric);
  return { puzzle, instance, metric, problem: puzzle.problem(instance, metric) };
}

/** The metric named (up to case and separators), the puzzle's first when none is; "did you mean" for a typo. */
export function metricOf(puzzle: AnyPuzzle, name: string | undefined): string {
  if (name === undefined) return puzzle.metrics[0].id;
  const metrics = puzzle.metrics.map((m) => ({ name: m.id }));
  const found = findNamed(metrics, name);
  if (!found) throw new UsageError(`${puzzle.id} has no metric "${name}"${unknownNameHint(metrics, name, 'metrics')}`);
  return found.name;
}

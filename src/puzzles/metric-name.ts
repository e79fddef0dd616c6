/**
 * The one rule for naming a metric, used by `definePuzzle` (so that no
 * backend maps an unknown metric to its default or fails with a TypeError)
 * and by the midend (which also accepts a name up to case and separators).
 */
import { findNamed, unknownNameHint } from './names.js';
import { PUZZLE_MESSAGES } from './messages.js';
import { quoteInput } from './params.js';
import { PuzzleInputError } from './input-error.js';
import type { MetricInfo } from './puzzle.js';

/** The metric's id: the first one's when `name` is undefined; a PuzzleInputError with "did you mean" when unknown. */
export function metricId(puzzleId: string, metrics: readonly MetricInfo[], name: string | undefined): string {
  if (name === undefined) return metrics[0].id;
  if (typeof name !== 'string') throw new PuzzleInputError(PUZZLE_MESSAGES.metricNotText({ puzzle: puzzleId, kind: name === null ? 'null' : typeof name }));
  const named = metrics.map((m) => ({ name: m.id }));
  const found = findNamed(named, name);
  if (!found) {
    throw new PuzzleInputError(PUZZLE_MESSAGES.unknownMetric({ puzzle: puzzleId, name: quoteInput(name), hint: unknownNameHint(named, name, PUZZLE_MESSAGES.nounMetrics()) }));
  }
  return found.name;
}

/**
 * The one rule for naming a metric, used by `definePuzzle` (so that no
 * backend maps an unknown metric to its default or fails with a TypeError)
 * and by the midend (which also accepts a name up to case and separators).
 */
import { findNamed, unknownNameHint, unknownNameHintZh } from './names.js';
import { quoteInput } from './params.js';
import { PuzzleInputError } from './input-error.js';
import type { MetricInfo } from './puzzle.js';

/** The metric's id: the first one's when `name` is undefined; a PuzzleInputError with "did you mean" when unknown. */
export function metricId(puzzleId: string, metrics: readonly MetricInfo[], name: string | undefined): string {
  if (name === undefined) return metrics[0].id;
  if (typeof name !== 'string') throw new PuzzleInputError(`${puzzleId}: a metric is named by text, not ${name === null ? 'null' : `a ${typeof name}`}`, `${puzzleId}：计步方式要用文字命名`);
  const named = metrics.map((m) => ({ name: m.id }));
  const found = findNamed(named, name);
  if (!found) {
    throw new PuzzleInputError(`${puzzleId} has no metric ${quoteInput(name)}${unknownNameHint(named, name, 'metrics')}`, `${puzzleId} 没有计步方式 ${quoteInput(name)}${unknownNameHintZh(named, name, '计步方式')}`);
  }
  return found.name;
}

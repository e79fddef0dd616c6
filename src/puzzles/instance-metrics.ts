/**
 * The metrics worth offering for one instance: those that count differently
 * for it (`distinctMetrics`), in the backend's order; every metric when the
 * backend does not say. A front end shows a choice of metric only when this
 * gives more than one.
 */
import type { MetricInfo, PuzzleBackend } from './puzzle.js';

export function instanceMetrics<I>(puzzle: PuzzleBackend<I, unknown, unknown>, instance: I): readonly MetricInfo[] {
  const distinct = puzzle.distinctMetrics?.(instance);
  if (distinct === undefined) return puzzle.metrics;
  const offered = puzzle.metrics.filter((metric) => distinct.includes(metric.id));
  // A backend that names none of its metrics is mistaken: offer them all rather than none.
  return offered.length > 0 ? offered : puzzle.metrics;
}

/**
 * The Search view's own part of the link: the algorithms, heuristics and
 * step, beside what selection.ts writes (puzzle, instance, view, language),
 * so that a link opens the same runs at the same step.
 */
import type { TraceAlgorithm, TraceHeuristic } from '../../../src/midend/browser.js';

export const TRACE_ALGORITHMS: readonly TraceAlgorithm[] = ['bfs', 'dfs', 'ucs', 'greedy', 'astar', 'idastar', 'bidirectional'];

export interface RunChoice {
  algorithm: TraceAlgorithm;
  heuristic: TraceHeuristic;
}

export interface SearchViewState {
  runs: RunChoice[];
  /** The step shown, when the link names one (the runs are then traced at once). */
  step: number | null;
}

const KEYS = [
  { algorithm: 'algo', heuristic: 'heur' },
  { algorithm: 'algo2', heuristic: 'heur2' },
] as const;

export function readViewState(search: string): SearchViewState {
  const q = new URLSearchParams(search);
  const runs: RunChoice[] = [];
  for (const keys of KEYS) {
    const algorithm = q.get(keys.algorithm);
    if (!TRACE_ALGORITHMS.includes(algorithm as TraceAlgorithm)) {
      if (runs.length === 0) runs.push({ algorithm: 'astar', heuristic: 'puzzle' });
      continue;
    }
    runs.push({ algorithm: algorithm as TraceAlgorithm, heuristic: q.get(keys.heuristic) === 'zero' ? 'zero' : 'puzzle' });
  }
  const step = Number(q.get('step'));
  return { runs, step: q.has('step') && Number.isInteger(step) && step >= 0 ? step : null };
}

/** The page's query with the view's part replaced (the rest, selection.ts's, kept as it is). */
export function writeViewState(search: string, state: SearchViewState): string {
  const q = new URLSearchParams(search);
  for (const keys of KEYS) {
    q.delete(keys.algorithm);
    q.delete(keys.heuristic);
  }
  q.delete('step');
  state.runs.forEach((run, i) => {
    q.set(KEYS[i].algorithm, run.algorithm);
    if (run.heuristic === 'zero') q.set(KEYS[i].heuristic, 'zero');
  });
  if (state.step !== null) q.set('step', String(state.step));
  return `?${q.toString()}`;
}

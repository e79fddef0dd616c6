/**
 * A hint on a space too big for a distance map: one position's distance and
 * best move, by IDA* on the pattern databases of hint-tables.ts (made ready
 * first where they are not), from that position.
 */
import { runAsync, solveSteps } from '../engine/index.js';
import type { SearchProblem } from '../engine/problem.js';
import type { TableSetSpec } from '../puzzles/heuristic-tables.js';
import type { PuzzleBackend } from '../puzzles/puzzle.js';
import { readyHintTables } from './hint-tables.js';
import type { HintAnswer, HintOptions } from './table-runs.js';
import type { TableStore } from './table-store.js';

export async function hintFrom<I, S, M>(
  puzzle: PuzzleBackend<I, S, M>,
  instance: I,
  problem: SearchProblem<S, M>,
  state: S,
  spec: TableSetSpec,
  store: TableStore,
  options: HintOptions,
): Promise<HintAnswer> {
  // No tables to build where the puzzle's own theory already says no goal can be reached.
  if (problem.unsolvableReason?.()) return { status: 'unsolvable', distance: Infinity, statesExplored: 0, milliseconds: 0 };
  const { onTablesProgress, hooks, ...search } = options;
  const tables = await readyHintTables(puzzle, spec, store, { signal: options.signal, onTablesProgress, hooks });
  if (tables.status !== 'ready') return { status: 'limit', limit: tables.limit, statesExplored: 0, milliseconds: 0 };
  // IDA* keeps only its path: no state limit (a front end's is for searches that store states); a cancel stops it.
  const result = await runAsync(solveSteps({ ...problem, start: state }, 'idastar', { ...search, maxStates: undefined }));
  const answer: HintAnswer = { status: result.status, statesExplored: result.stats.statesExplored, milliseconds: result.stats.milliseconds };
  if (result.limit) answer.limit = result.limit;
  if (result.solution) {
    answer.distance = result.solution.cost;
    if (result.solution.moves.length > 0) answer.move = puzzle.moveCode(instance, result.solution.moves[0]);
  }
  if (result.status === 'unsolvable') answer.distance = Infinity;
  return answer;
}

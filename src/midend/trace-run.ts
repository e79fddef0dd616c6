/**
 * A search run with the engine's trace hook on (src/engine/trace.ts): every
 * event recorded with its state as the puzzle's code, up to a bound on
 * expansions, for the `trace` command and the browser's Search view. The
 * search is the engine's own, in its generic form (no tight cursor, no
 * successors written as keys): what is shown is what runs.
 */
import { resolveAlgorithm, solveSteps, type SearchOptions, type SearchProblem, type SearchResult, type Steps, type TraceEvent } from '../engine/index.js';
import type { OpenedInstance } from './opened-instance.js';
import { TRACE_MAX_STEPS, type TraceHeuristic, type TraceOutcome, type TraceRecord, type TraceRunOptions } from './trace-contract.js';

/** Thrown by the hook to end a run at its bound on expansions; caught here, never seen outside. */
class StepsSpent extends Error {}

/** The searches that order by a heuristic; the others run with h = 0. */
const INFORMED = new Set<string>(['astar', 'greedy', 'idastar']);

/**
 * The traced search as steps (drive them with `runAsync` or `runSync`);
 * `limits` bound and cancel it like any search. An algorithm the problem
 * cannot run (bidirectional without predecessors, say) is a SearchSetupError.
 *
 * @example
 * ```ts
 * const opened = openInstance('sliding-tiles', { source: { kind: 'code', code: '3,1/0,2' }, params: { heuristic: 'manhattan' } });
 * const outcome = runSync(traceSteps(opened, { algorithm: 'astar', maxSteps: 100 }));
 * for (const e of outcome.events) console.log(e.type, e.state, e.g, e.h, e.f);
 * ```
 */
export function* traceSteps<S, M>(opened: OpenedInstance<unknown, S, M>, options: TraceRunOptions, limits: SearchOptions = {}): Steps<TraceOutcome> {
  const { algorithm } = options;
  const heuristic = heuristicOf(opened.problem, options);
  const problem = heuristic === 'zero' ? withoutHeuristic(opened.problem) : opened.problem;
  resolveAlgorithm(problem as SearchProblem<unknown, unknown>, algorithm);
  const maxSteps = options.maxSteps ?? TRACE_MAX_STEPS;
  const events: TraceRecord[] = [];
  const expansionBytes: number[] = [];
  let expansions = 0;
  const trace = (event: TraceEvent<S>) => {
    if (event.type === 'expand' && ++expansions > maxSteps) throw new StepsSpent();
    events.push(recordOf(event, opened.stateCode(event.state)));
    if (event.type === 'expand' && event.bytes !== undefined) expansionBytes.push(event.bytes);
  };
  const startedAt = performance.now();
  let result: SearchResult<S, M> | undefined;
  try {
    const maxDepth = options.maxDepth ?? problem.solutionLength ?? 50;
    result = yield* solveSteps(problem, algorithm, { ...limits, trace, maxDepth });
  } catch (error) {
    if (!(error instanceof StepsSpent)) throw error;
  }
  const milliseconds = performance.now() - startedAt;
  const solution = result?.solution;
  return {
    algorithm,
    heuristic,
    events,
    status: result?.status ?? 'limit',
    stoppedAtSteps: result === undefined,
    ...(result?.limit && { limit: result.limit }),
    length: solution ? solution.moves.length : null,
    cost: solution ? solution.cost : null,
    path: solution ? solution.states.map((state) => opened.stateCode(state)) : [],
    // Every expansion's or none: a search either counts its memory or does not.
    ...(expansionBytes.length > 0 && expansionBytes.length === Math.min(expansions, maxSteps) && { expansionBytes }),
    ...(result && { stats: result.stats }),
    milliseconds,
  };
}

/** The heuristic a run uses: the one asked for, else the puzzle's where it has one; none for the uninformed searches. */
function heuristicOf(problem: SearchProblem<unknown, unknown>, options: TraceRunOptions): TraceHeuristic {
  if (!INFORMED.has(options.algorithm)) return 'zero';
  return options.heuristic ?? (problem.heuristic ? 'puzzle' : 'zero');
}

/** The problem with h = 0 everywhere (its faster forms left out: a traced search does not use them). */
function withoutHeuristic<S, M>(problem: SearchProblem<S, M>): SearchProblem<S, M> {
  const { tight: _tight, inPlace: _inPlace, keyed: _keyed, successorKeys: _keys, ...plain } = problem;
  return { ...plain, heuristic: () => 0 };
}

function recordOf<S>(event: TraceEvent<S>, state: string): TraceRecord {
  const record: TraceRecord = { type: event.type, state, g: event.g, h: event.h, f: event.f, depth: event.depth };
  if (event.reason !== undefined) record.reason = event.reason;
  if (event.reopened) record.reopened = true;
  if (event.bound !== undefined) record.bound = event.bound;
  if (event.side !== undefined) record.side = event.side;
  return record;
}

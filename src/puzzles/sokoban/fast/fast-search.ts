/**
 * Sokoban's own quick search (the engine's OwnFastSearch), for levels the
 * exact search cannot finish: a portfolio of macro searches
 * (macro-search.ts, with tunnels and goal rooms), each weighing the bound
 * and connectivity its own way and on a push problem of its own, run in
 * turns, a time slice each, until one answers. Which weighing suits a level
 * varies from level to level, and a level one of them answers is mostly
 * answered soon, so turns beat any one weighing given all the time.
 * Where all run out of positions, the macros may have cut the only way, so
 * one search without them runs, and only its "no solution" is reported.
 * Under the move metric the pushes are written out as steps.
 */
import type { SearchOptions } from '../../../engine/budget.js';
import type { OwnFastSearch } from '../../../engine/fast-search.js';
import type { SearchResult } from '../../../engine/result.js';
import type { Steps } from '../../../engine/steps.js';
import type { SokobanLevel } from '../level.js';
import type { SokobanMove } from '../moves.js';
import { createProblem, type SokobanProblem } from '../problem.js';
import type { SokobanState } from '../state.js';
import type { GoalRoom } from './goal-room-contract.js';
import { exactShareFor } from './exact-share.js';
import { findGoalRooms } from './goal-rooms.js';
import { macroSearchSteps, type MacroWeights, type PushesResult } from './macro-search.js';
import { stepSolution } from './step-solution.js';

/** The name results give the fast search as the algorithm that answered. */
export const FAST_SEARCH_NAME = 'macro-search';

/** The portfolio's weighings, in the order they take turns (each answered XSokoban levels the others did not, in trials). */
export const PORTFOLIO: readonly MacroWeights[] = [
  { bound: 8, regions: 20 },
  { bound: 8, regions: 100 },
  { bound: 3, regions: 50 },
  { bound: 1, regions: 10 },
];

/** `problem` with its level's fast search beside its own members. */
export function withFastSearch(problem: SokobanProblem, level: SokobanLevel): SokobanProblem & OwnFastSearch<SokobanState, SokobanMove> {
  let rooms: readonly GoalRoom[] | undefined;
  function* fastSearch(options: SearchOptions): Steps<SearchResult<SokobanState, SokobanMove>> {
    const started = performance.now();
    rooms ??= findGoalRooms(level);
    let result = yield* portfolio(level, rooms, options);
    if (result.status === 'unsolvable' && problem.unsolvableReason?.() == null) {
      const spent = (performance.now() - started) / 1000;
      const maxSeconds = options.maxSeconds === undefined ? undefined : Math.max(options.maxSeconds - spent, 1e-3);
      const plain = yield* macroSearchSteps(createProblem(level, 'push'), { ...options, maxSeconds, rooms: [], tunnels: false, weights: PORTFOLIO[0] });
      plain.stats.statesExplored += result.stats.statesExplored;
      plain.stats.expansions += result.stats.expansions;
      result = plain;
    }
    if (problem.metric === 'move' && result.solution) result.solution = stepSolution(level, problem.start, result.solution.moves);
    return result;
  }
  const exactShare = exactShareFor(level, problem.heuristic!(problem.start));
  return { ...problem, fastSearch, fastSearchName: FAST_SEARCH_NAME, exactShare };
}

/**
 * The portfolio's searches in turns, a slice each: the first solution, or
 * the first time limit or cancel met, or 'unsolvable' from the first that
 * ran out of positions; a memory or state limit when each stopped at one. The
 * memory cap is shared out among them. Stats are those of the searches
 * that finished, summed.
 */
function* portfolio(level: SokobanLevel, rooms: readonly GoalRoom[], options: SearchOptions): Steps<PushesResult> {
  const share = { ...options, ...(options.maxMemoryBytes === undefined ? {} : { maxMemoryBytes: options.maxMemoryBytes / PORTFOLIO.length }) };
  const runs = PORTFOLIO.map((weights) => macroSearchSteps(createProblem(level, 'push'), { ...share, rooms, tunnels: true, weights, piCorrals: true }));
  const ended: PushesResult[] = [];
  const live = new Set(runs);
  while (live.size > 0) {
    for (const run of runs) {
      if (!live.has(run)) continue;
      const step = run.next();
      if (!step.done) continue;
      const r = step.value;
      // All search one space (the same moves and macros), so one that ran out of positions speaks for all.
      if (r.status !== 'limit' || r.limit === 'time' || r.limit === 'cancelled') return withStats(r, ended);
      ended.push(r);
      live.delete(run);
    }
    yield;
  }
  return withStats(ended[0], ended);
}

function withStats(result: PushesResult, ended: readonly PushesResult[]): PushesResult {
  for (const other of ended) {
    if (other === result) continue;
    result.stats.statesExplored += other.stats.statesExplored;
    result.stats.expansions += other.stats.expansions;
  }
  return result;
}

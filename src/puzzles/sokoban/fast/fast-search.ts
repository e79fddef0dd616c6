/**
 * Sokoban's own quick search (the engine's OwnFastSearch), for levels the
 * exact search cannot finish: the macro search (macro-search.ts) with
 * tunnels and goal rooms, on a push problem of its own (so that it shares
 * no scratch with another search of the level). Where it runs out of
 * positions, the macros may have cut the only way, so it searches again
 * without them, and only that search's "no solution" is reported. Under
 * the move metric the pushes are written out as steps.
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
import { findGoalRooms } from './goal-rooms.js';
import { macroSearchSteps } from './macro-search.js';
import { stepSolution } from './step-solution.js';

/** The name results give the fast search as the algorithm that answered. */
export const FAST_SEARCH_NAME = 'macro-search';

/** `problem` with its level's fast search beside its own members. */
export function withFastSearch(problem: SokobanProblem, level: SokobanLevel): SokobanProblem & OwnFastSearch<SokobanState, SokobanMove> {
  let rooms: readonly GoalRoom[] | undefined;
  function* fastSearch(options: SearchOptions): Steps<SearchResult<SokobanState, SokobanMove>> {
    const started = performance.now();
    const push = createProblem(level, 'push');
    rooms ??= findGoalRooms(level);
    let result = yield* macroSearchSteps(push, { ...options, rooms, tunnels: true });
    if (result.status === 'unsolvable' && push.unsolvableReason?.() == null) {
      const spent = (performance.now() - started) / 1000;
      const maxSeconds = options.maxSeconds === undefined ? undefined : Math.max(options.maxSeconds - spent, 1e-3);
      const plain = yield* macroSearchSteps(push, { ...options, maxSeconds, rooms: [], tunnels: false });
      plain.stats.statesExplored += result.stats.statesExplored;
      plain.stats.expansions += result.stats.expansions;
      result = plain;
    }
    if (problem.metric === 'move' && result.solution) result.solution = stepSolution(level, problem.start, result.solution.moves);
    return result;
  }
  return { ...problem, fastSearch, fastSearchName: FAST_SEARCH_NAME };
}

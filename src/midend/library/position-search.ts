/**
 * A position answered by search where no library has it: every state
 * reachable from it, each with its fewest moves to solved (the engine's
 * distance map), within the limits the caller gives (states, memory, time),
 * so that one question can never take the machine. The puzzle's family
 * metric where it has a family (so the answer counts moves as the library
 * does), else its first.
 */
import { runSync } from '../../engine/steps.js';
import type { PuzzleFamily } from '../../puzzles/family.js';
import type { Lang } from '../../puzzles/lang.js';
import type { AnyPuzzle } from '../../puzzles/puzzle.js';
import { openInstance } from '../open-instance.js';
import { byDistance, type PositionAnswer, type PositionLimitHit, type PositionMove } from './position-answer.js';

export interface PositionSearchLimits {
  maxStates: number;
  maxMemoryBytes?: number;
  maxSeconds?: number;
}

const finite = (d: number | null): number | null => (d === null || !Number.isFinite(d) ? null : d);

/** The answer for `code` by search; a PositionLimitHit when a limit stopped it first; a PuzzleInputError for a bad code. */
export function searchPosition(puzzle: AnyPuzzle, code: string, lang: Lang, limits: PositionSearchLimits): PositionAnswer | PositionLimitHit {
  const family = puzzle.family as PuzzleFamily | undefined;
  const opened = openInstance(puzzle, { source: { kind: 'code', code }, lang, metric: family?.db.metric });
  const map = runSync(opened.distances({ maxStates: limits.maxStates, maxMemoryBytes: limits.maxMemoryBytes, maxSeconds: limits.maxSeconds }));
  if (map.status === 'limit') {
    const limit = map.limit === 'memory' || map.limit === 'time' ? map.limit : 'states';
    return { kind: 'limit', limit, states: map.reachableStates };
  }
  const distance = finite(map.distance(opened.start));
  const moves = opened
    .legalMoves(opened.start)
    .map((m): PositionMove => ({ move: m.code, words: m.words, code: opened.stateCode(m.next), distance: finite(map.distance(m.next)) }))
    .sort(byDistance);
  return {
    puzzle: puzzle.id,
    code: opened.stateCode(opened.start),
    source: 'search',
    status: distance === null ? 'unsolvable' : distance === 0 ? 'solved' : 'solvable',
    distance,
    moves,
  };
}

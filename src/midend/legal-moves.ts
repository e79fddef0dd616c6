/**
 * The legal moves from a state, each with the state it leads to. The search
 * problem's successors say which moves there are and what they cost, but the
 * state they emit is the search's (pieces of one shape merged, a scratch
 * object reused), so each move is applied again by the puzzle's own rules to
 * get the state a person sees and keeps.
 */
import type { SearchProblem } from '../engine/problem.js';
import type { Lang } from '../puzzles/lang.js';
import type { PuzzleBackend } from '../puzzles/puzzle.js';
import { isIllegal } from '../puzzles/replay.js';
import type { LegalMove } from './opened-instance.js';

export function legalMovesFrom<I, S, M>(puzzle: PuzzleBackend<I, S, M>, instance: I, problem: SearchProblem<S, M>, state: S, lang: Lang = 'en'): LegalMove<S, M>[] {
  const found: { move: M; cost: number }[] = [];
  problem.successors(state, (_next, move, cost = 1) => found.push({ move, cost }));
  return found.flatMap(({ move, cost }) => {
    const next = puzzle.applyMove(instance, state, move);
    // A move the successors offer but the rules refuse is a backend bug; the replay tests catch it, play skips it.
    if (isIllegal(next)) return [];
    return [{ move, next, cost, words: puzzle.describeMove(instance, move, state, lang), code: puzzle.moveCode(instance, move) }];
  });
}

/**
 * The states a solution passes through, as a person should see them.
 *
 * A search may merge states that a person tells apart: Klotski's search treats
 * pieces of one shape as the same, so a state decoded from its key has lost
 * which piece is which. The moves do not lose it, so the midend replays them
 * through the puzzle's own rules from the instance's start state, which
 * carries every identity, instead of showing the decoded states.
 */
import { inBoth, type Message } from '../i18n/index.js';
import type { Lang } from './lang.js';
import type { IllegalMove, PuzzleBackend } from './puzzle.js';

/** The states from `start` through each move, typed by the backend's own state type. */
export function replayMoves<I, S, M>(puzzle: PuzzleBackend<I, S, M>, instance: I, start: S, moves: readonly M[]): S[] {
  const states = [start];
  let state = start;
  moves.forEach((move, i) => {
    const next = puzzle.applyMove(instance, state, move);
    if (isIllegal(next)) {
      // The search only returns moves its successors generated, so this is a
      // backend whose rules and successor generator disagree: a bug to report.
      throw new Error(`${puzzle.id}: move ${i + 1} of a solution (${puzzle.moveCode(instance, move)}) breaks the rules: ${String(next.illegal)}`);
    }
    states.push(next);
    state = next;
  });
  return states;
}

/** Whether `applyMove` refused a move (its `{ illegal }` answer). */
export function isIllegal(value: unknown): value is IllegalMove {
  return typeof value === 'object' && value !== null && 'illegal' in value && typeof (value as { illegal: unknown }).illegal === 'string';
}

/** A refusal worded by a catalog's message: its English and its Chinese. */
export function refusal(message: Message): IllegalMove {
  const { en, zh } = inBoth(message);
  return { illegal: en, zh };
}

/** Why a move was refused, in `lang`: the backend's Chinese where it has it, else its English. */
export function illegalWords(refused: IllegalMove, lang: Lang = 'en'): string {
  return (lang === 'zh' && typeof refused.zh === 'string' ? refused.zh : undefined) ?? refused.illegal;
}

/**
 * `replayMoves` for a solution: the last state must also be a goal. The
 * rules accepting every move proves the moves legal, not that they solve
 * the puzzle; a search that returned a path which, replayed by the rules,
 * stops short of a goal is a bug to report, never a solution to print.
 */
export function replaySolution<I, S, M>(puzzle: PuzzleBackend<I, S, M>, instance: I, problem: { start: S; isGoal(state: S): boolean }, moves: readonly M[]): S[] {
  const states = replayMoves(puzzle, instance, problem.start, moves);
  const last = states[states.length - 1];
  if (!problem.isGoal(last)) {
    throw new Error(`${puzzle.id}: a solution's ${moves.length} moves, replayed by the rules, end at ${puzzle.stateCode(instance, last)}, which is not a goal`);
  }
  return states;
}

/**
 * The states a solution passes through, as a person should see them.
 *
 * A search may merge states that a person tells apart: Klotski's search treats
 * pieces of one shape as the same, so a state decoded from its key has lost
 * which piece is which. The moves do not lose it, so the midend replays them
 * through the puzzle's own rules from the instance's start state, which
 * carries every identity, instead of showing the decoded states.
 */
import { isMessage, render, type Message } from '../i18n/index.js';
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
  if (typeof value !== 'object' || value === null || !('illegal' in value)) return false;
  // A refusal made from a message is one without rendering its words.
  return isMessage((value as IllegalMove).words) || typeof (value as { illegal: unknown }).illegal === 'string';
}

/**
 * A refusal worded by a catalog's message. Its English and Chinese are
 * rendered when read, once: the rules refuse far more moves than anyone
 * reads about (a search's checks, a player's legal moves).
 */
export function refusal(message: Message): IllegalMove {
  let en: string | undefined;
  let zh: string | undefined;
  const refused: IllegalMove = {
    get illegal() {
      return (en ??= render(message, 'en'));
    },
    get zh() {
      return (zh ??= render(message, 'zh'));
    },
  };
  return withWords(refused, message);
}

/** A refusal worded by a catalog's message in one language (`definePuzzle` answers in the one asked), rendered when read. */
export function refusalIn(message: Message, lang: Lang): IllegalMove {
  let said: string | undefined;
  const refused: IllegalMove = {
    get illegal() {
      return (said ??= render(message, lang));
    },
  };
  return withWords(refused, message);
}

/** `refused` with its message kept beside its words, not enumerable: it reads, copies and compares as `{ illegal, zh }` did. */
function withWords(refused: IllegalMove, message: Message): IllegalMove {
  return Object.defineProperty(refused, 'words', { value: message, enumerable: false });
}

/** Why a move was refused, in `lang`: the backend's Chinese where it has it, else its English. */
export function illegalWords(refused: IllegalMove, lang: Lang = 'en'): string {
  if (refused.words) return render(refused.words, lang);
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

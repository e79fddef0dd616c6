/**
 * Moves as codes, read back in their position: a move's code ("G2", ">H3+W3")
 * names one of the legal moves of the state it is made from, so a solution
 * saved as codes (JSON, a file, a message between threads) is read by
 * replaying it from the start and matching each code among the legal moves
 * there, as chess notation is read against its board. What a code cannot
 * name there is not a legal move there.
 */
import { isIllegal } from '../puzzles/replay.js';
import type { LegalMove, OpenedInstance } from './opened-instance.js';

export interface CodeReplay<S, M> {
  /** The moves read, up to the first code that names no legal move. */
  moves: M[];
  /** The states from the start, one more than `moves`. */
  states: S[];
  /** The cost of `moves` under the instance's metric. */
  cost: number;
  /** The first code that names no legal move, counted from 1, and the codes that were legal there. */
  illegal?: { index: number; code: string; legal: string[] };
}

/**
 * The legal move from `state` whose code is `code`, or undefined. Where the
 * backend reads its codes (`parseMove`), a code that names no move is
 * answered without listing the legal moves, and only the move with the code
 * is applied and put in words; otherwise the code is matched among them all.
 * Legal is what the search offers from `state` either way, with its cost
 * under the metric and in the search's own form (a sliding-blocks step and
 * a one-cell slide share a code), so both ways give the same answer.
 */
export function legalMoveByCode<S, M>(opened: OpenedInstance<unknown, S, M>, state: S, code: string): LegalMove<S, M> | undefined {
  const wanted = code.trim();
  const { puzzle, instance } = opened;
  if (!puzzle.parseMove) return opened.legalMoves(state).find((m) => m.code === wanted);
  if (puzzle.parseMove(instance, wanted, state) === null) return undefined;
  const offered: { move: M; cost: number }[] = [];
  opened.problem.successors(state, (_next, move, cost = 1) => {
    if (opened.moveCode(move) === wanted) offered.push({ move, cost });
  });
  // The first the rules accept, as `legalMoves` lists them (a move the rules refuse is a backend bug that play skips).
  for (const { move, cost } of offered) {
    const next = puzzle.applyMove(instance, state, move);
    if (!isIllegal(next)) return { move, next, cost, words: opened.describeMove(move, state), code: wanted };
  }
  return undefined;
}

/** Replays codes from the start (or `from`), stopping at the first that is not a legal move. */
export function replayCodes<S, M>(opened: OpenedInstance<unknown, S, M>, codes: readonly string[], from: S = opened.start): CodeReplay<S, M> {
  const replay: CodeReplay<S, M> = { moves: [], states: [from], cost: 0 };
  let state = from;
  for (const [i, code] of codes.entries()) {
    const found = legalMoveByCode(opened, state, code);
    if (!found) {
      replay.illegal = { index: i + 1, code, legal: opened.legalMoves(state).map((m) => m.code) };
      break;
    }
    replay.moves.push(found.move);
    replay.states.push(found.next);
    replay.cost += found.cost;
    state = found.next;
  }
  return replay;
}

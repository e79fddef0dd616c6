/**
 * Moves as codes, read back in their position: a move's code ("G2", ">H3+W3")
 * names one of the legal moves of the state it is made from, so a solution
 * saved as codes (JSON, a file, a message between threads) is read by
 * replaying it from the start and matching each code among the legal moves
 * there, as chess notation is read against its board. What a code cannot
 * name there is not a legal move there.
 */
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

/** The legal move from `state` whose code is `code`, or undefined. */
export function legalMoveByCode<S, M>(opened: OpenedInstance<unknown, S, M>, state: S, code: string): LegalMove<S, M> | undefined {
  const wanted = code.trim();
  return opened.legalMoves(state).find((m) => m.code === wanted);
}

/** Replays codes from the start (or `from`), stopping at the first that is not a legal move. */
export function replayCodes<S, M>(opened: OpenedInstance<unknown, S, M>, codes: readonly string[], from: S = opened.start): CodeReplay<S, M> {
  const replay: CodeReplay<S, M> = { moves: [], states: [from], cost: 0 };
  let state = from;
  for (const [i, code] of codes.entries()) {
    const legal = opened.legalMoves(state);
    const found = legal.find((m) => m.code === code.trim());
    if (!found) {
      replay.illegal = { index: i + 1, code, legal: legal.map((m) => m.code) };
      break;
    }
    replay.moves.push(found.move);
    replay.states.push(found.next);
    replay.cost += found.cost;
    state = found.next;
  }
  return replay;
}

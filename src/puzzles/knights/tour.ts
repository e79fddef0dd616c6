/**
 * The knight's tour: visit every square once. A state is the set
 * of visited squares (two 32-bit words, `lo` for squares 0-31, `hi` for
 * 32-63) and the knight's square (`at`, -1 before the knight is placed).
 * Keys: one uint32 word up to 26 squares (visited + square), an exact double
 * up to 46, three words for larger boards such as 8x8.
 *
 * Moves come out in Warnsdorff's order (fewest onward moves first, then
 * farther from the centre), so a depth-first search finds a tour of the
 * chessboard almost without backtracking. Moves into a dead end are never
 * generated: after a move, an unvisited square with no way in is
 * unreachable, and one with a single way in must be the last square, so two
 * of those end the tour too (for a closed tour every unvisited square needs
 * two ways, counting the step back to the first square). This only drops
 * states from which no tour goes on, so counts of tours are unchanged.
 * Every tour has the same number of moves (`solutionLength`), which makes a
 * bounded depth-first search both fast and optimal here.
 */
import type { SearchProblem, StateCodec } from '../../engine/problem.js';
import { isKnightMove, knightIsElsewhere, knightNeighbours, notKnightMove, squareName } from './board.js';
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { render, type Message } from '../../i18n/index.js';
import { KNIGHTS } from './messages.js';
import type { TourInstance } from './instance.js';
import { knightMove, moveFrom, moveTo, type KnightMove } from './moves.js';

export interface TourState {
  lo: number;
  hi: number;
  at: number;
}

export interface TourProblem extends SearchProblem<TourState, KnightMove> {
  readonly solutionLength: number;
  /** Why no tour exists, as a message (`unsolvableReason` is its English), or null where one may. */
  unsolvableMessage(): Message | null;
}

export const isVisited = (s: TourState, sq: number): boolean => ((sq < 32 ? s.lo >>> sq : s.hi >>> (sq - 32)) & 1) === 1;

export function withVisited(s: TourState, sq: number): TourState {
  return sq < 32 ? { lo: (s.lo | (1 << sq)) >>> 0, hi: s.hi, at: sq } : { lo: s.lo, hi: (s.hi | (1 << (sq - 32))) >>> 0, at: sq };
}

function tourCodec(squares: number): StateCodec<TourState> {
  if (squares <= 26) {
    const shift = 2 ** 26;
    return { kind: 'uint32', encode: (s) => s.lo + (s.at + 1) * shift, decode: (k) => ({ lo: k % shift, hi: 0, at: Math.floor(k / shift) - 1 }) };
  }
  if (squares <= 46) {
    return {
      kind: 'float53',
      encode: (s) => (s.hi * 2 ** 32 + s.lo) * 64 + (s.at + 1),
      decode: (k) => {
        const visited = Math.floor(k / 64);
        return { lo: visited % 2 ** 32, hi: Math.floor(visited / 2 ** 32), at: (k % 64) - 1 };
      },
    };
  }
  return {
    kind: 'words',
    words: 3,
    encode: (s, out, at) => {
      out[at] = s.lo;
      out[at + 1] = s.hi;
      out[at + 2] = s.at + 1;
    },
    decode: (src, at) => ({ lo: src[at], hi: src[at + 1], at: src[at + 2] - 1 }),
  };
}

export function createTourProblem(instance: TourInstance): TourProblem {
  const { board, closed } = instance;
  const squares = board.missing.length;
  const neighbours = knightNeighbours(board);
  const usable = board.missing.flatMap((m, i) => (m ? [] : [i]));
  const full = usable.reduce<TourState>((s, sq) => withVisited(s, sq), { lo: 0, hi: 0, at: -1 });
  const first = instance.start;
  const nearFirst = board.missing.map((_, sq) => first !== null && neighbours[first].includes(sq));
  // Ties in Warnsdorff's rule go to the square farther from the centre
  // (corners and edges first); on a closed tour, farther from the first
  // square, which the tour must come back to last.
  const tieBreak = board.missing.map((_, sq) => {
    const [cx, cy] = closed && first !== null ? [2 * (first % board.width), 2 * Math.floor(first / board.width)] : [board.width - 1, board.height - 1];
    const dx = 2 * (sq % board.width) - cx;
    const dy = 2 * Math.floor(sq / board.width) - cy;
    return dx * dx + dy * dy;
  });

  /** Whether a tour can still go on after the knight arrives at `s.at` (see the module comment). */
  const alive = (s: TourState): boolean => {
    let ends = 0;
    for (const u of usable) {
      if (isVisited(s, u)) continue;
      let ways = 0;
      for (const v of neighbours[u]) if (v === s.at || !isVisited(s, v)) ways++;
      if (closed) {
        if (ways + (nearFirst[u] ? 1 : 0) < 2) return false;
      } else if (ways === 0 || (ways === 1 && ++ends > 1)) {
        return false;
      }
    }
    return true;
  };
  const onward = (s: TourState, sq: number): number => {
    let n = 0;
    for (const v of neighbours[sq]) if (!isVisited(s, v)) n++;
    return n;
  };
  /**
   * Warnsdorff's rank of the square just entered: fewest onward moves, then
   * the tie-break. A closed tour must end beside its first square, so it
   * enters those squares last.
   */
  const rank = (s: TourState): number => (closed && nearFirst[s.at] ? 2 ** 20 : 0) + onward(s, s.at) * 2 ** 12 - tieBreak[s.at];

  // A knight changes the colour of its square every move, so a tour's squares
  // alternate colours: an open tour needs the two colours' counts within 1 of
  // each other, a closed one (a cycle) equal counts.
  // Colours as on a chessboard: a1 dark.
  const isLight = (sq: number) => ((sq % board.width) + board.height - Math.floor(sq / board.width)) % 2 === 0;
  const light = usable.filter(isLight).length;
  const dark = usable.length - light;
  const colours = KNIGHTS.colours({ light, dark });
  const why = closed && light !== dark ? 'closed' : Math.abs(light - dark) > 1 ? 'counts' : first !== null && light !== dark && isLight(first) === light < dark ? 'start' : null;
  const reasons = {
    closed: () => KNIGHTS.noClosedTour({ colours }),
    counts: () => KNIGHTS.noTourCounts({ colours }),
    start: () => KNIGHTS.noTourFromStart({ colours, start: first === null ? '' : squareName(board, first) }),
  };
  const message = why ? reasons[why]() : null;
  const reason = message ? render(message, 'en') : null;

  const startState: TourState = first === null ? { lo: 0, hi: 0, at: -1 } : withVisited({ lo: 0, hi: 0, at: -1 }, first);
  return {
    start: startState,
    isGoal: (s) => s.lo === full.lo && s.hi === full.hi && (!closed || (first !== null && nearFirst[s.at])),
    successors(s, emit) {
      if (s.at < 0) {
        for (const sq of usable) emit(withVisited(s, sq), knightMove(-1, sq));
        return;
      }
      const next: { state: TourState; rank: number }[] = [];
      for (const t of neighbours[s.at]) {
        if (isVisited(s, t)) continue;
        const state = withVisited(s, t);
        if (alive(state)) next.push({ state, rank: rank(state) });
      }
      next.sort((a, b) => a.rank - b.rank);
      for (const n of next) emit(n.state, knightMove(s.at, n.state.at));
    },
    codec: tourCodec(squares),
    unitCosts: true,
    unsolvableReason: () => reason,
    unsolvableMessage: () => message,
    solutionLength: first === null ? usable.length : usable.length - 1,
  };
}

/** The state after a move by the rules, or why it is illegal. */
export function applyTourRules(instance: TourInstance, s: TourState, move: KnightMove): TourState | IllegalMove {
  const { board } = instance;
  const from = moveFrom(move);
  const to = moveTo(move);
  if (to >= board.missing.length || board.missing[to]) return refusal(KNIGHTS.notOnBoard({ move }));
  if (s.at < 0) return from < 0 ? withVisited(s, to) : refusal(KNIGHTS.notPlacedYet());
  if (from !== s.at) return knightIsElsewhere(board, s.at, from);
  if (isVisited(s, to)) return refusal(KNIGHTS.visited({ square: squareName(board, to) }));
  if (!isKnightMove(board, from, to)) return notKnightMove(board, from, to);
  return withVisited(s, to);
}

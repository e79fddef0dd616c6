/**
 * The second-order optimum: under `push`, the fewest pushes and among those
 * the fewest player moves; under `move`, the fewest moves and among those
 * the fewest pushes. The metric's own problem (problem.ts) finds a solution
 * of the fewest pushes or moves but takes whichever comes first among
 * them: its push positions keep only the player's region, so two ways into
 * one position that differ in walking are one position to it.
 *
 * Here each move costs `PAIR` times its first count plus its second (a
 * push: PAIR plus the walk to it and the push step; a step: PAIR, plus 1
 * when it pushes), so least cost is least (first, second) as long as the
 * second counts of a solution stay below PAIR; push positions keep the
 * player's own square. The bound is the matching bound times PAIR + 1
 * (each push left costs at least one step), admissible, so A* on it is
 * exact. The pruning is the metric problem's own (dead squares, freeze,
 * corrals, patterns), all proven: no solution is lost.
 */
import { aStar, type BestFirstOptions, type SearchProblem, type SearchResult, type StateCodec } from '../../engine/index.js';
import type { SokobanLevel } from './level.js';
import { NONE } from './level.js';
import { isStep, stepPushes, type SokobanMove } from './moves.js';
import { createProblem, type SokobanProblem } from './problem.js';
import { boxWords } from './level.js';
import type { SokobanState } from './state.js';

/** A move's first count weighs this much more than its second: far more player moves than any solution of a level this solver takes on. */
export const PAIR = 2 ** 24;

/**
 * The metric's problem with costs that order solutions by (first count,
 * second count), on `base` (the metric's own problem, by default a new one):
 * under `move` it keeps base's codec, so searches know it stores what base does.
 */
export function tieBreakProblem(level: SokobanLevel, metric: 'push' | 'move', base: SokobanProblem = createProblem(level, metric)): SearchProblem<SokobanState, SokobanMove> {
  return metric === 'push' ? pushesThenMoves(level, base) : movesThenPushes(base);
}

function pushesThenMoves(level: SokobanLevel, base: SokobanProblem): SearchProblem<SokobanState, SokobanMove> {
  const words = boxWords(level) + 1;
  const { reach } = base.analysis;
  const { neighbour } = level;
  // The player's own square in the key: where a push leaves the player decides the walks after it.
  const codec: StateCodec<SokobanState> = {
    kind: 'words',
    words,
    encode: (state, out, at) => out.set(state, at),
    decode: (src, at) => src.slice(at, at + words),
  };
  return {
    ...withBound(base),
    codec,
    unitCosts: false,
    successors(state, emit) {
      // The base fills `reach` from the player before it emits: the walk to behind the box is read there.
      base.successors(state, (next, move) => {
        const behind = neighbour[(move >> 2) * 4 + ((move & 3) ^ 1)];
        emit(next, move, PAIR + (behind === NONE ? 0 : reach.distance[behind]) + 1);
      });
    },
  };
}

function movesThenPushes(base: SokobanProblem): SearchProblem<SokobanState, SokobanMove> {
  return {
    ...withBound(base),
    unitCosts: false,
    successors(state, emit) {
      base.successors(state, (next, move) => emit(next, move, PAIR + (isStep(move) && stepPushes(move) ? 1 : 0)));
    },
  };
}

function withBound(base: SokobanProblem): SearchProblem<SokobanState, SokobanMove> {
  return {
    start: base.start,
    codec: base.codec,
    isGoal: (state) => base.isGoal(state),
    successors: base.successors,
    unsolvableReason: () => base.unsolvableReason?.() ?? null,
    heuristic: (state) => base.heuristic!(state) * (PAIR + 1),
    costScale: PAIR,
  };
}

/** `problem` with its second-order form (`SearchProblem.secondOrder`) on it, built on first use, which the midend's exact solves use (src/midend/second-order-run.ts). */
export function withSecondOrder<P extends SokobanProblem>(problem: P, level: SokobanLevel): P {
  let ordered: SearchProblem<SokobanState, SokobanMove> | undefined;
  return { ...problem, secondOrder: () => (ordered ??= tieBreakProblem(level, problem.metric, problem)) };
}

/**
 * A solution of the lexicographic optimum under `metric`, as the metric's
 * own moves, its cost their count (pushes or moves) as the metric's
 * problem reports it; the second count is what its replay shows (LURD).
 */
export function solveTieBroken(level: SokobanLevel, metric: 'push' | 'move', options?: BestFirstOptions<SokobanState>): SearchResult<SokobanState, SokobanMove> {
  const result = aStar(tieBreakProblem(level, metric), options);
  if (result.solution) result.solution = { ...result.solution, cost: result.solution.moves.length };
  return result;
}

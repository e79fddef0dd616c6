/**
 * The search problems of a level, one per metric.
 *
 * `push`: a move is one push, with the walk to it, at cost 1; a position's
 * key is the boxes and the least square of the player's region, so positions
 * that differ only by a walk are one. `move`: a move is one step (a push or
 * not), at cost 1, and the key is the boxes and the player's own square.
 *
 * Both prune only what is proven to have no solution: a box pushed onto a
 * dead square, a freeze deadlock, a position with no goal assignment; and
 * both estimate with the matching bound on push distances that count the
 * player's side of each box (part-bound.ts), which never overstates the
 * pushes left (and so the steps left), so A* and IDA* answer exactly.
 * Under `push`, `solvingSuccessors` also applies the PI-corral restriction
 * (pi-restriction.ts), which keeps a least solution, for solves alone.
 * `fastHeuristic` is the bound inflated, for a quick answer not proven shortest.
 */
import type { SearchProblem, StateCodec } from '../../engine/problem.js';
import { LevelAnalysis } from './analysis.js';
import { PartBound } from './part-bound.js';
import { PiRestriction } from './pi-restriction.js';
import { DeadlockCheck } from './deadlock/corral-deadlocks.js';
import { render } from '../../i18n/index.js';
import { boxWords, cellName, NONE, type SokobanLevel } from './level.js';
import { SOKOBAN } from './messages.js';
import { UNREACHABLE } from './push-distances.js';
import { stepMove, type SokobanMove } from './moves.js';
import { allOnGoals, clearBox, hasBox, playerOf, setBox, stateOf, type SokobanState } from './state.js';


/** How much `fastHeuristic` inflates the bound: larger answers sooner and further from the shortest. */
export const FAST_WEIGHT = 5;

type Emit = (next: SokobanState, move: SokobanMove, cost?: number) => void;

export interface SokobanProblem extends SearchProblem<SokobanState, SokobanMove> {
  readonly metric: 'push' | 'move';
  /** The bound times FAST_WEIGHT: for a weighted A* that answers quickly, not proven shortest. */
  fastHeuristic(state: SokobanState): number;
  readonly analysis: LevelAnalysis;
  /** Corral deadlocks and learned patterns: `prunes(state, movedTo)` after a push, `deadlocked(state)` for any position. */
  readonly deadlocks: DeadlockCheck;
  /** Under `push`: the PI-corral restriction `solvingSuccessors` applies (its counts, for benchmarks). */
  readonly pi?: PiRestriction;
}

export function createProblem(level: SokobanLevel, metric: 'push' | 'move'): SokobanProblem {
  return metric === 'push' ? pushProblem(level) : moveProblem(level);
}

/** The bound, taken from the value the successor function worked out for the state it emits, else computed. */
function boundCache(bounds: PartBound) {
  let cachedFor: SokobanState | null = null;
  let cached = 0;
  return {
    set(state: SokobanState, value: number) {
      cachedFor = state;
      cached = value;
    },
    clear() {
      cachedFor = null;
    },
    get(state: SokobanState): number {
      return state === cachedFor ? cached : bounds.bound(state);
    },
  };
}

function pushProblem(level: SokobanLevel): SokobanProblem {
  const analysis = new LevelAnalysis(level);
  const { neighbour } = level;
  const { dead } = analysis.distances;
  const words = boxWords(level);
  const scratch = new Uint32Array(words + 1);
  const bounds = new PartBound(level, analysis.distances, words);
  const cache = boundCache(bounds);
  const deadlocks = new DeadlockCheck(analysis);
  const codec: StateCodec<SokobanState> = {
    kind: 'words',
    words: words + 1,
    encode(state, out, at) {
      for (let w = 0; w < words; w++) out[at + w] = state[w];
      out[at + words] = analysis.keyReach.fill(state, playerOf(state));
    },
    decode: (src, at) => src.slice(at, at + words + 1),
  };
  const pi = new PiRestriction(level, dead);
  const expand = (state: SokobanState, emit: Emit, restricted: boolean) => {
    const { reach } = analysis;
    const { parentBoxes } = bounds;
    reach.fill(state, playerOf(state));
    bounds.boundParent(state);
    const only = restricted && pi.restrict(state, reach);
    const count = bounds.boxCount;
    for (let row = 0; row < count; row++) {
      const box = parentBoxes[row];
      if (only && pi.allowed[box] !== pi.allowStamp) continue;
      for (let d = 0; d < 4; d++) {
        const to = neighbour[box * 4 + d];
        const from = neighbour[box * 4 + (d ^ 1)];
        if (to === NONE || from === NONE || dead[to] || hasBox(state, to) || !reach.reached(from)) continue;
        scratch.set(state);
        clearBox(scratch, box);
        setBox(scratch, to);
        scratch[words] = box;
        if (analysis.freeze.isDeadlock(scratch, to)) continue;
        const bound = bounds.boundMoved(row, to);
        if (bound >= UNREACHABLE || deadlocks.prunes(scratch, to)) continue;
        cache.set(scratch, bound);
        emit(scratch, box * 4 + d, 1);
        cache.clear();
      }
    }
  };
  const successors = (state: SokobanState, emit: Emit) => expand(state, emit, false);
  // Finding one least solution: the PI-corral restriction (pi-restriction.ts), safe for the fewest pushes only.
  const solvingSuccessors = (state: SokobanState, emit: Emit) => expand(state, emit, true);
  return { ...finish(level, analysis, deadlocks, 'push', codec, successors, cache.get), solvingSuccessors, pi };
}

function moveProblem(level: SokobanLevel): SokobanProblem {
  const analysis = new LevelAnalysis(level);
  const { neighbour } = level;
  const { dead } = analysis.distances;
  const words = boxWords(level);
  const scratch = new Uint32Array(words + 1);
  const bounds = new PartBound(level, analysis.distances, words);
  const cache = boundCache(bounds);
  const deadlocks = new DeadlockCheck(analysis);
  const codec: StateCodec<SokobanState> = {
    kind: 'words',
    words: words + 1,
    encode: (state, out, at) => out.set(state, at),
    decode: (src, at) => src.slice(at, at + words + 1),
  };
  const successors = (state: SokobanState, emit: Emit) => {
    const player = playerOf(state);
    const here = bounds.boundParent(state);
    const { parentBoxes } = bounds;
    for (let d = 0; d < 4; d++) {
      const next = neighbour[player * 4 + d];
      if (next === NONE) continue;
      scratch.set(state);
      scratch[words] = next;
      if (!hasBox(state, next)) {
        cache.set(scratch, here);
        emit(scratch, stepMove(d, false), 1);
        cache.clear();
        continue;
      }
      const to = neighbour[next * 4 + d];
      if (to === NONE || dead[to] || hasBox(state, to)) continue;
      clearBox(scratch, next);
      setBox(scratch, to);
      if (analysis.freeze.isDeadlock(scratch, to)) continue;
      const bound = bounds.boundMoved(parentBoxes.indexOf(next), to);
      if (bound >= UNREACHABLE || deadlocks.prunes(scratch, to)) continue;
      cache.set(scratch, bound);
      emit(scratch, stepMove(d, true), 1);
      cache.clear();
    }
  };
  return finish(level, analysis, deadlocks, 'move', codec, successors, cache.get);
}

/** The row and column of a box that can never reach a goal at the start (on a dead square, frozen, or left without a goal), or null. */
export function startStuck(level: SokobanLevel, analysis: LevelAnalysis, start: SokobanState): { row: number; col: number } | null {
  const stuck = level.boxes.find((b) => analysis.distances.dead[b] === 1 || analysis.freeze.isDeadlock(start, b));
  if (stuck !== undefined) return cellName(level, stuck);
  return analysis.bound(start) >= UNREACHABLE ? cellName(level, level.boxes[0]) : null;
}

function finish(
  level: SokobanLevel,
  analysis: LevelAnalysis,
  deadlocks: DeadlockCheck,
  metric: 'push' | 'move',
  codec: StateCodec<SokobanState>,
  successors: SokobanProblem['successors'],
  heuristic: (state: SokobanState) => number,
): SokobanProblem {
  const start = stateOf(level, level.boxes, level.player);
  const stuck = startStuck(level, analysis, start);
  const reason = stuck ? render(SOKOBAN.startStuck(stuck), 'en') : null;
  return {
    unsolvableReason: () => reason,
    metric,
    analysis,
    deadlocks,
    start,
    codec,
    unitCosts: true,
    isGoal: (state) => allOnGoals(state, analysis.goalBits),
    successors,
    // A position with no goal assignment (a box on a dead square at the start) is reached by no move: it is never emitted.
    heuristic: (state) => Math.min(heuristic(state), UNREACHABLE),
    fastHeuristic: (state) => FAST_WEIGHT * heuristic(state),
  };
}

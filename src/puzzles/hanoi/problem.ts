/**
 * The Hanoi search problem. A state is each disc's peg as one base-`pegs`
 * digit (disc 1, the smallest, lowest): 3 pegs and 20 discs or 4 pegs and 16
 * fit a uint32 key, up to 53 bits an exact double. A move changes one digit:
 * next = s + (to - from) * pegs^(disc - 1).
 *
 * With three pegs the problem also has the exact distance to the goal (the
 * classic recursion), so A* walks straight down an optimal path; with more
 * pegs no such formula is known and breadth-first search is used.
 */
import type { SearchProblem } from '../../engine/problem.js';
import type { HanoiInstance } from './instance.js';
import { hanoiMove, type HanoiMove } from './moves.js';

export type HanoiState = number;

export interface HanoiProblem extends SearchProblem<HanoiState, HanoiMove> {
  pegsOf(state: HanoiState): number[];
  stateOf(pegOfDisc: readonly number[]): HanoiState;
}

export function createHanoiProblem(instance: HanoiInstance): HanoiProblem {
  const { discs, pegs } = instance;
  const weight = Array.from({ length: discs }, (_, d) => pegs ** d);
  const last = pegs - 1;
  const stateOf = (pegOfDisc: readonly number[]) => pegOfDisc.reduce((s, p, d) => s + p * weight[d], 0);
  const pegsOf = (s: HanoiState) => {
    const out: number[] = [];
    for (let d = 0; d < discs; d++, s = (s - (s % pegs)) / pegs) out.push(s % pegs);
    return out;
  };
  const goal = stateOf(Array(discs).fill(last));
  /** The smallest disc on each peg (its top), -1 for an empty peg; reused across calls. */
  const top = new Int32Array(pegs);

  const problem: HanoiProblem = {
    start: 0,
    isGoal: (s) => s === goal,
    successors(s, emit) {
      top.fill(-1);
      let x = s;
      let found = 0;
      for (let d = 0; d < discs && found < pegs; d++) {
        const p = x % pegs;
        x = (x - p) / pegs;
        if (top[p] < 0) {
          top[p] = d;
          found++;
        }
      }
      for (let from = 0; from < pegs; from++) {
        const d = top[from];
        if (d < 0) continue;
        for (let to = 0; to < pegs; to++) {
          if (to === from || (top[to] >= 0 && top[to] < d)) continue;
          emit(s + (to - from) * weight[d], hanoiMove(from, to));
        }
      }
    },
    // Every move can be undone by moving the same disc back.
    predecessors: (s, emit) => problem.successors(s, (prev, move) => emit(prev, hanoiMove(move % 32, Math.floor(move / 32)))),
    goalStates: () => [goal],
    codec: pegs ** discs <= 2 ** 32 ? { kind: 'uint32', encode: (s) => s, decode: (k) => k } : { kind: 'float53', encode: (s) => s, decode: (k) => k },
    unitCosts: true,
    // The state is already a dense base-`pegs` number: its own rank.
    size: pegs ** discs,
    rank: (s) => s,
    unrank: (i) => i,
    spaceName: `${pegs} pegs, ${discs} discs`,
    pegsOf,
    stateOf,
  };
  if (pegs === 3) problem.heuristic = (s) => threePegDistance(pegsOf(s), last);
  return problem;
}

/**
 * The fewest moves from any position of three pegs to all discs on `target`:
 * if the largest disc is already there, only the smaller ones count;
 * otherwise the smaller ones must first gather on the third peg, then the
 * largest moves (1), then the n-1 smaller ones follow (2^(n-1) - 1).
 */
export function threePegDistance(pegOfDisc: readonly number[], target: number): number {
  let moves = 0;
  for (let disc = pegOfDisc.length; disc >= 1; disc--) {
    const peg = pegOfDisc[disc - 1];
    if (peg !== target) {
      moves += 2 ** (disc - 1);
      target = 3 - peg - target;
    }
  }
  return moves;
}

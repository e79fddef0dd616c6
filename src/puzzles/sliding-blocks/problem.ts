/**
 * The sliding-blocks search problem under each metric, on one of two paths
 * that give the same answers: the fast path for classic 4x5 boards
 * (standard-path.ts) and the path for any board (general-path.ts).
 *
 * A state is a placement, which keeps every piece's letter; on the fast
 * path the search runs on keys, which merge pieces of one shape (the
 * problem's `keyed` form), and decodes placements only for what it returns.
 */
import type { Emit, SearchProblem } from '../../engine/problem.js';
import type { BlocksInstance } from './board.js';
import { PATH, SLIDE, STEP, type BlocksMove, type MoveStyle } from './moves.js';
import { hasMirrorSymmetry, startPlacement, type Placement } from './placement.js';
import { createGeneralPath } from './general-path.js';
import { createStandardPath } from './standard-path.js';

export const METRICS = [
  { id: 'move', description: 'one piece moved any distance, turning corners, counts 1 (the usual count: 横刀立马 = 81)' },
  { id: 'step', description: 'one piece moved one cell counts 1 (横刀立马 = 116)' },
  { id: 'slide', description: 'one piece moved any distance in one straight line counts 1 (横刀立马 = 90)' },
] as const;

export type Metric = (typeof METRICS)[number]['id'];

const STYLE: Record<Metric, MoveStyle> = { move: PATH, slide: SLIDE, step: STEP };

export interface BlocksProblem extends SearchProblem<Placement, BlocksMove> {
  /** The state's placement: the state itself (from when a state could also be a key). */
  placementOf(state: Placement): Placement;
  successors(state: Placement, emit: Emit<Placement, BlocksMove>): void;
  /** On a classic board, also a key's successors as keys (the `keyed` form's), for callers that walk keys. */
  successors(key: number, emit: Emit<number, BlocksMove>): void;
}

/** Which path to take: the fast one where it applies (`auto`), or the general one for any board. */
export type SearchPath = 'auto' | 'general';

export function createBlocksProblem(instance: BlocksInstance, metric: Metric = 'move', path: SearchPath = 'auto'): BlocksProblem {
  const style = STYLE[metric];
  const p = instance.standard && path === 'auto' ? createStandardPath(instance, style) : createGeneralPath(instance, style);
  const { keyed } = p;
  const problem: BlocksProblem = {
    start: startPlacement(instance),
    codec: p.codec,
    successors: (state: Placement | number, emit: Emit<Placement, BlocksMove> & Emit<number, BlocksMove>) => {
      if (typeof state !== 'number') return p.successors(state, emit);
      if (!keyed) throw new TypeError('a key as a state: only the fast path on classic boards searches keys');
      keyed.successors(state, emit);
    },
    isGoal: p.isGoal,
    unitCosts: true,
    placementOf: (state) => state,
  };
  // Merging mirror images is sound only when the mirror maps goals to goals.
  const symmetric = hasMirrorSymmetry(instance);
  if (symmetric) problem.canonical = p.canonical;
  if (keyed) {
    const matches = { successors: problem.successors, isGoal: problem.isGoal, canonical: problem.canonical };
    problem.keyed = symmetric ? { ...keyed, matches } : { successors: keyed.successors, isGoal: keyed.isGoal, matches };
  }
  return problem;
}

/**
 * The sliding-blocks search problem under each metric, on one of two paths
 * that give the same answers: the fast path for classic 4x5 boards
 * (standard-path.ts) and the path for any board (general-path.ts).
 *
 * A state is either a number (a key, as the fast path's search keeps it;
 * its pieces get the canonical lettering) or a placement (which keeps every
 * piece's letter: the start, and what `applyMove` returns). Every function
 * of the problem takes both; state.ts reads both for words and boards.
 */
import type { SearchProblem } from '../../engine/problem.js';
import type { BlocksInstance } from './board.js';
import { PATH, SLIDE, STEP, type BlocksMove, type MoveStyle } from './moves.js';
import { hasMirrorSymmetry, startPlacement, type Placement } from './placement.js';
import { placementOf } from './state.js';
import { createGeneralPath } from './general-path.js';
import { createStandardPath } from './standard-path.js';
import type { BlocksState } from './path-problem.js';

export type { BlocksState } from './path-problem.js';

export const METRICS = [
  { id: 'move', description: 'one piece moved any distance, turning corners, counts 1 (the usual count: 横刀立马 = 81)' },
  { id: 'step', description: 'one piece moved one cell counts 1 (横刀立马 = 116)' },
  { id: 'slide', description: 'one piece moved any distance in one straight line counts 1 (横刀立马 = 90)' },
] as const;

export type Metric = (typeof METRICS)[number]['id'];

const STYLE: Record<Metric, MoveStyle> = { move: PATH, slide: SLIDE, step: STEP };

export interface BlocksProblem extends SearchProblem<BlocksState, BlocksMove> {
  /** The placement of a state (state.ts's `placementOf`, kept here for callers that hold only the problem). */
  placementOf(state: BlocksState): Placement;
}

/** Which path to take: the fast one where it applies (`auto`), or the general one for any board. */
export type SearchPath = 'auto' | 'general';

export function createBlocksProblem(instance: BlocksInstance, metric: Metric = 'move', path: SearchPath = 'auto'): BlocksProblem {
  const style = STYLE[metric];
  const p = instance.standard && path === 'auto' ? createStandardPath(instance, style) : createGeneralPath(instance, style);
  const problem: BlocksProblem = {
    start: startPlacement(instance),
    codec: p.codec,
    successors: p.successors,
    isGoal: p.isGoal,
    unitCosts: true,
    placementOf: (state) => placementOf(instance, state),
  };
  // Merging mirror images is sound only when the mirror maps goals to goals.
  if (hasMirrorSymmetry(instance)) problem.canonical = p.canonical;
  return problem;
}

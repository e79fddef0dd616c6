/**
 * The sliding-blocks search problem under each metric, on one of two paths
 * that give the same answers: the fast path for classic 4x5 boards
 * (standard-path.ts) and the path for any board (general-path.ts).
 *
 * A state is a placement, which keeps every piece's letter; on the fast
 * path the search runs on keys, which merge pieces of one shape (the
 * problem's `keyed` form), and decodes placements only for what it returns.
 */
import { render } from '../../i18n/index.js';
import type { SearchProblem } from '../../engine/problem.js';
import { BLOCKS } from './messages.js';
import type { BlocksInstance } from './board.js';
import { PATH, SLIDE, STEP, type BlocksMove, type MoveStyle } from './moves.js';
import { hasMirrorSymmetry, startPlacement, type Placement } from './placement.js';
import { createGeneralPath } from './general-path.js';
import { createStandardPath } from './standard-path.js';

export const METRICS = [
  { id: 'move', description: render(BLOCKS.metricMove(), 'en') },
  { id: 'step', description: render(BLOCKS.metricStep(), 'en') },
  { id: 'slide', description: render(BLOCKS.metricSlide(), 'en') },
] as const;

export type Metric = (typeof METRICS)[number]['id'];

const STYLE: Record<Metric, MoveStyle> = { move: PATH, slide: SLIDE, step: STEP };

/** A sliding-blocks search problem: its states are placements; on a classic board, `keyed` walks the 4x5 keys. */
export type BlocksProblem = SearchProblem<Placement, BlocksMove>;

/** Which path to take: the fast one where it applies (`auto`), or the general one for any board. */
export type SearchPath = 'auto' | 'general';

export function createBlocksProblem(instance: BlocksInstance, metric: Metric = 'move', path: SearchPath = 'auto'): BlocksProblem {
  const style = STYLE[metric];
  const p = instance.standard && path === 'auto' ? createStandardPath(instance, style) : createGeneralPath(instance, style);
  const { keyed } = p;
  const problem: BlocksProblem = {
    start: startPlacement(instance),
    codec: p.codec,
    successors: p.successors,
    isGoal: p.isGoal,
    unitCosts: true,
  };
  // Merging mirror images is sound only when the mirror maps goals to goals.
  const symmetric = hasMirrorSymmetry(instance);
  if (symmetric) problem.canonical = p.canonical;
  if (keyed) {
    const matches = { successors: problem.successors, isGoal: problem.isGoal, canonical: problem.canonical };
    const { canonical, ...onKeys } = keyed;
    problem.keyed = symmetric ? { ...onKeys, canonical, matches } : { ...onKeys, matches };
  }
  return problem;
}

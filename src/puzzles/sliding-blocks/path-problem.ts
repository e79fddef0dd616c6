/**
 * The contract between the sliding-blocks problem (problem.ts) and its two
 * search paths (standard-path.ts for classic 4x5 boards, general-path.ts for
 * any board), in a module of its own so that neither path imports the module
 * that chooses between them.
 *
 * A state is a placement: each piece's top-left cell, every letter kept.
 * The search's keys merge pieces of one shape; the fast path searches on
 * them (its `keyed` form) and decodes a placement only for what a search
 * returns, with the canonical lettering (placement.ts).
 */
import type { KeyedForm, SearchProblem, StateCodec } from '../../engine/problem.js';
import type { BlocksMove } from './moves.js';
import type { Placement } from './placement.js';

/** What each path provides. */
export interface PathProblem {
  codec: StateCodec<Placement>;
  successors: SearchProblem<Placement, BlocksMove>['successors'];
  isGoal(state: Placement): boolean;
  /** The state or its mirror image, whichever has the smaller key. */
  canonical(state: Placement): Placement;
  /** The search on keys (SearchProblem.keyed, less `matches`, which the problem adds), where the path has one. */
  keyed?: Required<Omit<KeyedForm<BlocksMove>, 'matches'>>;
}

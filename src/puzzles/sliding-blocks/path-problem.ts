/**
 * The contract between the sliding-blocks problem (problem.ts) and its two
 * search paths (standard-path.ts for classic 4x5 boards, general-path.ts for
 * any board), in a module of its own so that neither path imports the module
 * that chooses between them.
 *
 * A state is either a number (a key, as the fast path's search keeps it;
 * its pieces get the canonical lettering) or a placement (which keeps every
 * piece's letter: the start, what `applyMove` returns, and every state of
 * the general path). state.ts says why there are two forms, and reads both.
 */
import type { SearchProblem, StateCodec } from '../../engine/problem.js';
import type { BlocksMove } from './moves.js';
import type { Placement } from './placement.js';

export type BlocksState = number | Placement;

/** What each path provides. */
export interface PathProblem {
  codec: StateCodec<BlocksState>;
  successors: SearchProblem<BlocksState, BlocksMove>['successors'];
  isGoal(state: BlocksState): boolean;
  /** The state or its mirror image, whichever has the smaller key. */
  canonical(state: BlocksState): BlocksState;
}

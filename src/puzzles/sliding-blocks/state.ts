/**
 * A sliding-blocks state as a person reads it: its placement and its code,
 * worked out from the instance alone, so that words, boards, drawings, codes
 * and the rules never reach through a search problem.
 *
 * A state has two forms (path-problem.ts): a key, as the fast search on
 * classic 4x5 boards keeps a layout, and a placement, which keeps every
 * piece's letter. One form would do only at a cost. A key cannot keep the
 * letters: pieces of one shape are merged, so a solution's boards and words
 * would rename pieces as they pass each other (on 横刀立马's 81 moves, every
 * board after the start). Searching on placements instead of keys measured
 * 40 to 50% slower on 横刀立马 (each expanded key decoded into a fresh
 * placement). So the search keeps keys, and here is the one place where
 * words, boards and codes get a placement or a code from either form.
 */
import type { BlocksInstance } from './board.js';
import type { BlocksState } from './path-problem.js';
import { placementOfKinds, placementRows, type Placement } from './placement.js';
import { keyOfPlacement, layoutCodeOfKey, placementOfKey } from './standard-path.js';

/** The state's placement: itself, or a key's with the canonical lettering (placement.ts). */
export function placementOf(instance: BlocksInstance, state: BlocksState): Placement {
  if (typeof state !== 'number') return state;
  if (!instance.standard) throw new Error(`internal error: a key (${state}) as a state of a board the fast path does not search`);
  return placementOfKey(instance, state);
}

/**
 * A code naming the layout, whatever its lettering: the community's layout
 * code on classic boards, else the rows split by "/" with the canonical
 * lettering (so a layout has one code however its pieces were lettered).
 */
export function stateCode(instance: BlocksInstance, state: BlocksState): string {
  if (instance.standard) return layoutCodeOfKey(typeof state === 'number' ? state : keyOfPlacement(instance, state));
  return placementRows(instance, canonicalPlacement(instance, placementOf(instance, state))).join('/');
}

/** The same layout with the canonical lettering. */
function canonicalPlacement(instance: BlocksInstance, placement: Placement): Placement {
  const kindAt = new Int32Array(instance.width * instance.height).fill(-1);
  instance.pieces.forEach((p, i) => (kindAt[placement[i]] = p.kind));
  const canonical = placementOfKinds(instance, kindAt);
  if (typeof canonical === 'string') throw new Error(`internal error: a placement is no layout of this puzzle: ${canonical}`);
  return canonical;
}

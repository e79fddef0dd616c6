/**
 * A sliding-blocks state's code, from the instance alone: the community's
 * layout code on classic boards, else the rows split by "/" with the
 * canonical lettering (placement.ts), so a layout has one code however its
 * pieces are lettered.
 */
import type { BlocksInstance } from './board.js';
import { placementOfKinds, placementRows, type Placement } from './placement.js';
import { keyOfPlacement, layoutCodeOfKey } from './standard-path.js';

export function stateCode(instance: BlocksInstance, placement: Placement): string {
  if (instance.standard) return layoutCodeOfKey(keyOfPlacement(instance, placement));
  return placementRows(instance, canonicalPlacement(instance, placement)).join('/');
}

/** The same layout with the canonical lettering. */
function canonicalPlacement(instance: BlocksInstance, placement: Placement): Placement {
  const kindAt = new Int32Array(instance.width * instance.height).fill(-1);
  instance.pieces.forEach((p, i) => (kindAt[placement[i]] = p.kind));
  const canonical = placementOfKinds(instance, kindAt);
  if (typeof canonical === 'string') throw new Error(`internal error: a placement is no layout of this puzzle: ${canonical}`);
  return canonical;
}

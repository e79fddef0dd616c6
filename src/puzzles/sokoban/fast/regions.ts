/**
 * Connectivity, one of the features FESS (Shoham and Schaeffer) steers by:
 * how many parts the free squares fall into, the boxes cutting them. A
 * position whose boxes wall off parts of the level is more often one the
 * player can no longer untangle, so the fast search puts it further back.
 */
import type { SokobanLevel } from '../level.js';
import { Reach } from '../reach.js';
import { hasBox, type SokobanState } from '../state.js';

export class FreeRegions {
  /** Its own, not the search's: the parts' marks must not clear the player's reach. */
  private readonly reach: Reach;

  constructor(private readonly level: SokobanLevel) {
    this.reach = new Reach(level);
  }

  /** The number of parts the squares without a box fall into. */
  count(state: SokobanState): number {
    const { reach } = this;
    const size = this.level.size;
    let parts = 0;
    reach.unmark();
    for (let first = 0; first < size; first++) {
      if (hasBox(state, first) || reach.reached(first)) continue;
      parts++;
      reach.fillAlso(state, first);
    }
    return parts;
  }
}

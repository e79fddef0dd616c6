/**
 * Connectivity, one of the features FESS (Shoham and Schaeffer) steers by:
 * how many parts the free squares fall into, the boxes cutting them. A
 * position whose boxes wall off parts of the level is more often one the
 * player can no longer untangle, so the fast search puts it further back.
 */
import { NONE, type SokobanLevel } from '../level.js';
import { hasBox, type SokobanState } from '../state.js';

export class FreeRegions {
  private readonly mark: Int32Array;
  private readonly queue: Int32Array;
  private stamp = 0;

  constructor(private readonly level: SokobanLevel) {
    this.mark = new Int32Array(level.size);
    this.queue = new Int32Array(level.size);
  }

  /** The number of parts the squares without a box fall into. */
  count(state: SokobanState): number {
    const { neighbour, size } = this.level;
    const { mark, queue } = this;
    const stamp = ++this.stamp;
    let parts = 0;
    for (let first = 0; first < size; first++) {
      if (mark[first] === stamp || hasBox(state, first)) continue;
      parts++;
      mark[first] = stamp;
      let head = 0;
      let tail = 0;
      queue[tail++] = first;
      while (head < tail) {
        const s = queue[head++];
        for (let d = 0; d < 4; d++) {
          const n = neighbour[s * 4 + d];
          if (n === NONE || mark[n] === stamp || hasBox(state, n)) continue;
          mark[n] = stamp;
          queue[tail++] = n;
        }
      }
    }
    return parts;
  }
}

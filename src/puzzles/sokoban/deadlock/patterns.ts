/**
 * Deadlock patterns learned during the search: sets of boxes proven unable
 * to reach goals on their own from every player region (subset-search.ts),
 * so that any position holding all of them, wherever the player stands and
 * whatever other boxes it has, is lost (more boxes never help). A pattern
 * is a box bitset; each is listed under every square it covers, so a
 * position is checked only against the patterns of the square a box was
 * just pushed to (a pattern without that box matched its parent already,
 * or was learned after, which only means less pruning).
 */

export class DeadPatterns {
  /** The patterns, `words` words each, one after another. */
  private bits: Uint32Array;
  count = 0;
  /** Per square: the indices of the patterns that hold a box there. */
  private readonly bySquare: number[][];

  constructor(
    private readonly words: number,
    size: number,
    /** At most this many patterns are kept; later ones are not learned. */
    readonly capacity = 4096,
  ) {
    this.bits = new Uint32Array(64 * words);
    this.bySquare = Array.from({ length: size }, () => []);
  }

  /** Learns `boxes` (a box bitset, `words` words) as dead for every player position. */
  add(boxes: Uint32Array): void {
    if (this.count >= this.capacity) return;
    const { words } = this;
    if ((this.count + 1) * words > this.bits.length) {
      const grown = new Uint32Array(this.bits.length * 2);
      grown.set(this.bits);
      this.bits = grown;
    }
    const index = this.count++;
    for (let w = 0; w < words; w++) {
      this.bits[index * words + w] = boxes[w];
      for (let b = boxes[w]; b !== 0; b &= b - 1) this.bySquare[w * 32 + (31 - Math.clz32(b & -b))].push(index);
    }
  }

  /** Whether `state`'s boxes hold a pattern that has a box on `square`. */
  matches(state: Uint32Array, square: number): boolean {
    const list = this.bySquare[square];
    const { words, bits } = this;
    for (let i = 0; i < list.length; i++) {
      const base = list[i] * words;
      let inside = true;
      for (let w = 0; w < words && inside; w++) inside = (bits[base + w] & ~state[w]) === 0;
      if (inside) return true;
    }
    return false;
  }
}

/**
 * Breadth-first layers over a table filled in insertion order: layer d holds
 * the entries from starts[d] up to starts[d + 1].
 */
export class Layers {
  private readonly starts: number[] = [0];

  /** Closes the current layer at `end`, opening the next one. */
  close(end: number): void {
    this.starts.push(end);
  }

  /** Number of closed layers. */
  get count(): number {
    return this.starts.length - 1;
  }

  start(depth: number): number {
    return this.starts[depth];
  }

  end(depth: number): number {
    return this.starts[depth + 1];
  }

  /** The depth of entry `index`, by binary search over the closed layers. */
  depthOf(index: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Sizes of the closed layers. */
  sizes(): number[] {
    const sizes: number[] = [];
    for (let d = 0; d < this.count; d++) sizes.push(this.end(d) - this.start(d));
    return sizes;
  }
}

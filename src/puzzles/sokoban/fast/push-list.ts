/**
 * A growable list of pushes (`square * 4 + dir`, the push metric's moves)
 * in one typed array: the macro moves of a fast search are stored here, a
 * few numbers each, not an array per node.
 */
export class PushList {
  length = 0;
  private items = new Int32Array(1024);

  push(move: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = move;
  }

  get(i: number): number {
    return this.items[i];
  }

  /** Drops the pushes from `length` on. */
  truncate(length: number): void {
    this.length = length;
  }

  bytes(): number {
    return this.items.byteLength;
  }
}

/**
 * A binary min-heap of table indices ordered by (priority, then larger
 * tie-break first), on growable typed arrays: no object per entry.
 */
export class IndexHeap {
  size = 0;
  private priority = new Float64Array(1024);
  private tie = new Float64Array(1024);
  private item = new Uint32Array(1024);

  push(item: number, priority: number, tie = 0): void {
    if (this.size === this.item.length) this.grow();
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(priority, tie, this.priority[parent], this.tie[parent])) break;
      this.move(parent, i);
      i = parent;
    }
    this.priority[i] = priority;
    this.tie[i] = tie;
    this.item[i] = item;
  }

  /** Priority of the top item (Infinity when empty). */
  topPriority(): number {
    return this.size > 0 ? this.priority[0] : Infinity;
  }

  /** Tie-break value of the top item. */
  topTie(): number {
    return this.tie[0];
  }

  /** Removes and returns the top item; the heap must not be empty. */
  pop(): number {
    const top = this.item[0];
    const last = --this.size;
    if (last > 0) {
      const p = this.priority[last];
      const t = this.tie[last];
      const it = this.item[last];
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= last) break;
        if (child + 1 < last && this.before(this.priority[child + 1], this.tie[child + 1], this.priority[child], this.tie[child])) {
          child++;
        }
        if (!this.before(this.priority[child], this.tie[child], p, t)) break;
        this.move(child, i);
        i = child;
      }
      this.priority[i] = p;
      this.tie[i] = t;
      this.item[i] = it;
    }
    return top;
  }

  bytes(): number {
    return this.item.length * 20;
  }

  /** An independent copy, popped in the same order (a front end lists a heap's entries in the order they leave it). */
  copy(): IndexHeap {
    const heap = new IndexHeap();
    heap.size = this.size;
    heap.priority = this.priority.slice();
    heap.tie = this.tie.slice();
    heap.item = this.item.slice();
    return heap;
  }

  private before(p1: number, t1: number, p2: number, t2: number): boolean {
    return p1 < p2 || (p1 === p2 && t1 > t2);
  }

  private move(from: number, to: number): void {
    this.priority[to] = this.priority[from];
    this.tie[to] = this.tie[from];
    this.item[to] = this.item[from];
  }

  private grow(): void {
    const n = this.item.length * 2;
    const p = new Float64Array(n);
    p.set(this.priority);
    const t = new Float64Array(n);
    t.set(this.tie);
    const it = new Uint32Array(n);
    it.set(this.item);
    this.priority = p;
    this.tie = t;
    this.item = it;
  }
}

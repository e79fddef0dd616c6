/**
 * Whether a board solves in at most a given number of moves: a
 * breadth-first search, level by level, that stops at that depth. The
 * minimality test asks it of the hardest layout with one piece taken off
 * (is the puzzle shorter now?). The database's own iterative-deepening
 * solver answers the same (the test checks both on thousands of boards),
 * but repeats its rounds, and a Rush Hour group is small enough that each
 * round meets most of it again: one breadth-first pass meets each layout
 * once.
 */
import { BoardPieces } from './board-pieces.js';
import type { PieceBoard } from './piece-board.js';
import { RankTable } from './rank-table.js';

export class WithinSearch extends BoardPieces {
  /** Layouts in the order met: keys, and starts (count a layout). */
  private keys = new Float64Array(1024);
  private starts = new Int8Array(1024 * 8);
  private readonly seen = new RankTable();
  /** The layouts the searches met, a bound a test can count on. */
  nodes = 0;

  constructor() {
    super(0);
  }

  /** Takes `board` without its piece `without` (the others keep their order). */
  load(board: PieceBoard, without: number): this {
    this.keys[0] = this.loadPieces(board, without);
    return this;
  }

  protected startsWithRoom(n: number): Int8Array {
    if (this.starts.length < n) this.starts = new Int8Array(1024 * n);
    return this.starts;
  }

  /** Whether the board loaded solves in `most` moves or fewer. */
  solvesWithin(most: number): boolean {
    const n = this.count;
    const size = this.size;
    const exit = size - 2;
    if (most < 0) return false;
    if (this.starts[0] === exit) return true;
    const seen = this.seen;
    seen.clear();
    seen.set(this.keys[0], 0);
    const cells = this.cells;
    const row = this.primaryRow * size;
    let tail = 1;
    let levelEnd = 1;
    let depth = 0;
    for (let head = 0; head < tail; head++) {
      if (head === levelEnd) {
        depth++;
        levelEnd = tail;
      }
      this.nodes++;
      const at = head * n;
      this.paint(at);
      // Each car between the red car and the exit must move, and then the red car: no faster way.
      let blockers = 0;
      for (let x = this.starts[at] + 2; x < size; x++) blockers += cells[row + x];
      if (depth + blockers + 1 > most) continue;
      const key = this.keys[head];
      for (let i = 0; i < n; i++) {
        if (this.fixed[i]) continue;
        const s = this.starts[at + i];
        const base = this.horizontal[i] ? this.line[i] * size : this.line[i];
        const stride = this.horizontal[i] ? 1 : size;
        for (let t = s - 1; t >= 0 && !cells[base + t * stride]; t--) {
          if (i === 0 && t === exit) return true;
          tail = this.keep(key + (t - s) * this.weight[i], at, i, t, tail);
        }
        for (let t = s + this.length[i]; t < size && !cells[base + t * stride]; t++) {
          const to = t - this.length[i] + 1;
          if (i === 0 && to === exit) return true;
          tail = this.keep(key + (to - s) * this.weight[i], at, i, to, tail);
        }
      }
    }
    return false;
  }

  /** Adds the layout `key` (the one at `from` with piece `piece` at `start`) when new; returns the new tail. */
  private keep(key: number, from: number, piece: number, start: number, tail: number): number {
    if (this.seen.get(key) >= 0) return tail;
    this.seen.set(key, 0);
    const n = this.count;
    if (tail === this.keys.length) {
      const keys = new Float64Array(tail * 2);
      keys.set(this.keys);
      this.keys = keys;
    }
    if ((tail + 1) * n > this.starts.length) {
      const starts = new Int8Array(this.starts.length * 2);
      starts.set(this.starts);
      this.starts = starts;
    }
    this.keys[tail] = key;
    const to = tail * n;
    for (let i = 0; i < n; i++) this.starts[to + i] = this.starts[from + i];
    this.starts[to + piece] = start;
    return tail + 1;
  }

  /** The cells of the layout whose starts begin at `at`. */
  private paint(at: number): void {
    const size = this.size;
    const cells = this.cells;
    cells.fill(0);
    for (let i = 0; i < this.count; i++) {
      const s = this.starts[at + i];
      for (let k = 0; k < this.length[i]; k++) cells[this.horizontal[i] ? this.line[i] * size + s + k : (s + k) * size + this.line[i]] = 1;
    }
  }
}

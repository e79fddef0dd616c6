/**
 * The database's own solver, move for move: iterative deepening with a
 * table of the most moves left each layout was searched with, no move of
 * the piece just moved, and a bound (one move per piece between the red car
 * and the exit). Only its first solution matters here, and that depends on
 * the order moves are tried in: pieces by index; for each, backwards
 * (left, up) nearest first, then forwards nearest first. Optimal lengths
 * are the same as any breadth-first search's; the minimality rule needs
 * which pieces its first solution leaves unmoved.
 */
import type { PieceBoard } from './piece-board.js';

export class DatabaseSolver {
  private readonly size: number;
  private readonly primaryRow: number;
  private readonly horizontal: Uint8Array;
  private readonly fixed: Uint8Array;
  private readonly line: Int8Array;
  private readonly length: Int8Array;
  private readonly start: Int8Array;
  /** Occupied cells, row by row. */
  private readonly cells: Uint8Array;
  /** The weight of each piece's start in a layout's key (base size). */
  private readonly weight: Float64Array;
  private key = 0;
  private readonly memo = new Map<number, number>();
  /** Moves tried at each depth: piece, steps pairs. */
  private readonly buffers: Int8Array[] = [];
  private readonly path: number[] = [];
  /** The layouts the searches entered, a bound a test can count on. */
  nodes = 0;

  constructor(board: PieceBoard) {
    const n = board.pieces.length;
    this.size = board.size;
    this.primaryRow = board.primaryRow;
    this.horizontal = Uint8Array.from(board.pieces, (p) => (p.horizontal ? 1 : 0));
    this.fixed = Uint8Array.from(board.pieces, (p) => (p.fixed ? 1 : 0));
    this.line = Int8Array.from(board.pieces, (p) => p.line);
    this.length = Int8Array.from(board.pieces, (p) => p.length);
    this.start = Int8Array.from(board.pieces, (p) => p.start);
    this.cells = new Uint8Array(this.size * this.size);
    this.weight = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      this.weight[i] = this.size ** i;
      this.key += this.start[i] * this.weight[i];
      this.paint(i, 1);
    }
  }

  /** The first optimal solution found, as [piece, steps] pairs. */
  solve(): Array<[number, number]> {
    const moves = this.deepen();
    const out: Array<[number, number]> = [];
    for (let i = 0; i < moves; i++) out.push([this.path[2 * i], this.path[2 * i + 1]]);
    return out;
  }

  /** The fewest moves to solved. */
  countMoves(): number {
    return this.deepen();
  }

  private deepen(): number {
    if (this.solved()) return 0;
    this.memo.clear();
    for (let bound = 1; ; bound++) {
      while (this.buffers.length < bound) this.buffers.push(new Int8Array(2 * this.start.length * 2 * this.size));
      if (this.search(0, bound, -1)) return bound;
    }
  }

  private solved(): boolean {
    return this.start[0] === this.size - 2;
  }

  private search(depth: number, bound: number, previous: number): boolean {
    this.nodes++;
    const height = bound - depth;
    if (height === 0) return this.solved();
    const seen = this.memo.get(this.key);
    if (seen !== undefined && seen >= height) return false;
    this.memo.set(this.key, height);
    let blockers = 0;
    const row = this.primaryRow * this.size;
    for (let x = this.start[0] + 2; x < this.size; x++) blockers += this.cells[row + x] ? 1 : 0;
    if (blockers >= height) return false;
    const moves = this.buffers[depth];
    const count = this.generate(moves);
    for (let m = 0; m < count; m++) {
      const piece = moves[2 * m];
      if (piece === previous) continue;
      const steps = moves[2 * m + 1];
      this.move(piece, steps);
      const found = this.search(depth + 1, bound, piece);
      this.move(piece, -steps);
      if (found) {
        this.path[2 * depth] = piece;
        this.path[2 * depth + 1] = steps;
        return true;
      }
    }
    return false;
  }

  /** Every move, in the database's order, into `out`; returns how many. */
  private generate(out: Int8Array): number {
    const size = this.size;
    let n = 0;
    for (let i = 0; i < this.start.length; i++) {
      if (this.fixed[i]) continue;
      const s = this.start[i];
      const end = s + this.length[i];
      const base = this.horizontal[i] ? this.line[i] * size : this.line[i];
      const stride = this.horizontal[i] ? 1 : size;
      for (let t = s - 1; t >= 0 && !this.cells[base + t * stride]; t--) (out[n++] = i), (out[n++] = t - s);
      for (let t = end; t < size && !this.cells[base + t * stride]; t++) (out[n++] = i), (out[n++] = t - end + 1);
    }
    return n / 2;
  }

  private move(piece: number, steps: number): void {
    this.paint(piece, 0);
    this.start[piece] += steps;
    this.key += steps * this.weight[piece];
    this.paint(piece, 1);
  }

  private paint(piece: number, value: number): void {
    const size = this.size;
    for (let k = 0; k < this.length[piece]; k++) {
      const at = this.start[piece] + k;
      this.cells[this.horizontal[piece] ? this.line[piece] * size + at : at * size + this.line[piece]] = value;
    }
  }
}

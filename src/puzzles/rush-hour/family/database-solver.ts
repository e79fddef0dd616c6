/**
 * The database's own solver, move for move: iterative deepening with a
 * table of the most moves left each layout was searched with, no move of
 * the piece just moved, and a bound (one move per piece between the red car
 * and the exit). Only its first solution matters here, and that depends on
 * the order moves are tried in: pieces by index; for each, backwards
 * (left, up) nearest first, then forwards nearest first. Optimal lengths
 * are the same as any breadth-first search's; the minimality rule needs
 * which pieces its first solution leaves unmoved.
 *
 * The census no longer runs it: it reads the same first solution off the
 * distances of its searches (GroupSearcher.firstSolution) and asks whether
 * a piece can go with a breadth-first pass (WithinSearch). `isMinimal` and
 * the tests that check those two against it run it.
 */
import { BoardPieces } from './board-pieces.js';
import type { PieceBoard } from './piece-board.js';
import { RankTable } from './rank-table.js';

/** Pieces a solver holds without growing (a 6x6 board has at most 18). */
const FIRST_PIECES = 20;

/**
 * One solver for many boards (`load`): its arrays and its table are kept
 * from board to board, since the minimality test solves thousands of small
 * boards a second and allocating for each cost more than the searches.
 */
export class DatabaseSolver extends BoardPieces {
  /** The layout searched: each piece's start. */
  private start = new Int8Array(FIRST_PIECES);
  private key = 0;
  /** The most moves left each layout was searched with. */
  private readonly memo = new RankTable();
  /** Moves tried at each depth: piece, steps pairs. */
  private readonly buffers: Int8Array[] = [];
  private readonly path: number[] = [];
  /** The layouts the searches entered, a bound a test can count on. */
  nodes = 0;

  constructor(board?: PieceBoard) {
    super(FIRST_PIECES);
    if (board) this.load(board);
  }

  /** Takes `board` to solve, without its piece `without` when one is named (the others keep their order). */
  load(board: PieceBoard, without = -1): this {
    this.key = this.loadPieces(board, without);
    this.cells.fill(0);
    for (let i = 0; i < this.count; i++) this.paint(i, 1);
    return this;
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

  /**
   * Whether it solves in `most` moves or fewer: the rounds of `countMoves`
   * up to `most` only, so the same answer as `countMoves() <= most` without
   * the round after, the longest.
   */
  solvesWithin(most: number): boolean {
    return this.deepen(most) <= most;
  }

  protected startsWithRoom(n: number): Int8Array {
    if (n > this.start.length) {
      this.start = new Int8Array(n);
      // Sized by the pieces (deepen): made again for more.
      this.buffers.length = 0;
    }
    return this.start;
  }

  /** The first round that finds a solution, or `most` + 1 when none up to `most` does. */
  private deepen(most = Infinity): number {
    if (this.solved()) return 0;
    this.memo.clear();
    // Room for every move of every piece: each slides at most size - 1 cells either way.
    const room = 2 * this.start.length * 2 * this.size;
    for (let bound = 1; ; bound++) {
      if (bound > most) return bound;
      for (let d = 0; d < bound; d++) if (d >= this.buffers.length || this.buffers[d].length < room) this.buffers[d] = new Int8Array(room);
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
    if (this.memo.get(this.key) >= height) return false;
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
    for (let i = 0; i < this.count; i++) {
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

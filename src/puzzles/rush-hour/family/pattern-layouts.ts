/**
 * A pattern's layouts as the group searches walk them: a rank decoded into
 * each active line's placement and the layout's cross words, and its moves
 * as ranks, looked up by line (line-moves.ts). Nothing is allocated a
 * layout: the decoded layout lives in typed arrays and numbers kept from
 * pattern to pattern.
 */
import { MOST_CROSS_SIZE, type LineMoves } from './line-moves.js';
import type { Pattern } from './pattern.js';

export class PatternLayouts {
  private readonly size: number;
  /** log2 of the masks a line's blocked cells can make: its move table's stride. */
  private readonly shift: number;
  /** The pattern's lines with cars, by active index: placement (of the layout last decoded), weight, the heavier active line's weight over its own, line, tables. */
  private readonly placement: Int32Array;
  private readonly activeWeight: Float64Array;
  private readonly activeRatio: Float64Array;
  private readonly activeIndex: Int32Array;
  private readonly activeMoves: LineMoves[] = [];
  /** Active indexes in the database solver's order of pieces. */
  private readonly databaseOrder: Int32Array;
  /** Cross words of the layout last decoded: the columns' view of the rows' pieces, and the rows' of the columns'. */
  private columnsLow = 0;
  private columnsHigh = 0;
  private rowsLow = 0;
  private rowsHigh = 0;
  private activeCount = 0;
  /** The primary row's active index, and its placement with the red car at the exit. */
  private primaryActive = -1;
  private solvedPlacement = -1;
  /** The walls (fixed in a pattern) as the columns see them. */
  private wallCrossLow = 0;
  private wallCrossHigh = 0;

  constructor(size: number) {
    if (size > MOST_CROSS_SIZE) throw new Error(`a board wider than ${MOST_CROSS_SIZE}`);
    this.size = size;
    this.shift = size;
    this.placement = new Int32Array(2 * size);
    this.activeWeight = new Float64Array(2 * size);
    this.activeRatio = new Float64Array(2 * size);
    this.activeIndex = new Int32Array(2 * size);
    this.databaseOrder = new Int32Array(2 * size);
  }

  /** Takes `pattern`'s lines. */
  begin(pattern: Pattern): void {
    const { active, weights, kinds, primaryRow } = pattern;
    this.activeCount = active.length;
    this.activeMoves.length = active.length;
    for (let a = 0; a < active.length; a++) {
      const line = active[a];
      this.activeIndex[a] = line;
      this.activeWeight[a] = weights[line];
      this.activeRatio[a] = a === 0 ? 0 : weights[active[a - 1]] / weights[line];
      this.activeMoves[a] = kinds[line].moves;
      if (line === primaryRow) this.primaryActive = a;
    }
    // The database's order of pieces: the red car's row, the other rows top down, then the columns.
    this.databaseOrder[0] = this.primaryActive;
    for (let a = 0, i = 1; a < active.length; a++) if (a !== this.primaryActive) this.databaseOrder[i++] = a;
    this.wallCrossLow = 0;
    this.wallCrossHigh = 0;
    for (let r = 0; r < this.size; r++) {
      this.wallCrossLow |= kinds[r].moves.wallCrossLow << r;
      this.wallCrossHigh |= kinds[r].moves.wallCrossHigh << r;
    }
    this.solvedPlacement = kinds[primaryRow].starts.indexOf(pattern.size - 2);
  }

  /** Whether the layout last decoded has the red car at the exit. */
  solvedLast(): boolean {
    return this.placement[this.primaryActive] === this.solvedPlacement;
  }

  /** The ranks one move away from `rank`, into `out` from `from`; returns where they end. Leaves `rank` decoded. */
  neighbours(rank: number, out: Float64Array, from: number): number {
    this.decode(rank);
    const count = this.activeCount;
    const weight = this.activeWeight;
    const index = this.activeIndex;
    const moves = this.activeMoves;
    const placement = this.placement;
    const shift = this.shift;
    let n = from;
    for (let a = 0; a < count; a++) {
      const pl = placement[a];
      const w = weight[a];
      const m = moves[a];
      const to = m.moveTo;
      const entry = (pl << shift) | this.blockedOf(index[a]);
      for (let e = m.moveStart[entry], end = m.moveStart[entry + 1]; e < end; e++) out[n++] = rank + (to[e] - pl) * w;
    }
    return n;
  }

  /**
   * The first move from `rank`, in the database solver's order of moves
   * (pieces in its order, each car's slides back nearest first, then
   * forward), to a layout whose mark is `want`: that layout's rank, with the
   * car it slides set in `moved` (moved[line * 4 + car]); -1 when none.
   */
  firstMoveToMark(rank: number, marks: Uint8Array, want: number, moved: Uint8Array): number {
    this.decode(rank);
    const order = this.databaseOrder;
    for (let o = 0; o < this.activeCount; o++) {
      const a = order[o];
      const m = this.activeMoves[a];
      const pl = this.placement[a];
      const entry = (pl << this.shift) | this.blockedOf(this.activeIndex[a]);
      for (let e = m.moveStart[entry], end = m.moveStart[entry + 1]; e < end; e++) {
        const to = rank + (m.moveTo[e] - pl) * this.activeWeight[a];
        if (marks[to] !== want) continue;
        moved[this.activeIndex[a] * 4 + m.moveCar[e]] = 1;
        return to;
      }
    }
    return -1;
  }

  /** Each active line's placement in the layout of `rank`, and the layout's cross words. */
  private decode(rank: number): void {
    const count = this.activeCount;
    const weight = this.activeWeight;
    const ratio = this.activeRatio;
    const index = this.activeIndex;
    const moves = this.activeMoves;
    const placement = this.placement;
    const size = this.size;
    // Each line's quotient is independent of the others (the divisions overlap), its digit that less the heavier quotient's share.
    let heavier = 0;
    let columnsLow = this.wallCrossLow;
    let columnsHigh = this.wallCrossHigh;
    let rowsLow = 0;
    let rowsHigh = 0;
    for (let a = 0; a < count; a++) {
      const quotient = Math.floor(rank / weight[a]);
      const pl = quotient - heavier * ratio[a];
      heavier = quotient;
      placement[a] = pl;
      const m = moves[a];
      const at = index[a];
      if (at < size) {
        columnsLow |= m.crossLow[pl] << at;
        columnsHigh |= m.crossHigh[pl] << at;
      } else {
        rowsLow |= m.crossLow[pl] << (at - size);
        rowsHigh |= m.crossHigh[pl] << (at - size);
      }
    }
    this.columnsLow = columnsLow;
    this.columnsHigh = columnsHigh;
    this.rowsLow = rowsLow;
    this.rowsHigh = rowsHigh;
  }

  /** The cells of line `line` (rows, then columns) that the crossing lines fill, in the layout last decoded: its byte of their cross words. */
  private blockedOf(line: number): number {
    const size = this.size;
    const i = line < size ? line : line - size;
    const word = line < size ? (i < 3 ? this.rowsLow : this.rowsHigh) : i < 3 ? this.columnsLow : this.columnsHigh;
    return (word >>> (8 * (i % 3))) & 0xff;
  }
}

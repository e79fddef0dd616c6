/**
 * The breadth-first searches of one group inside its pattern: the first
 * finds the group (every layout one reaches from another) and marks it seen,
 * the second (for a group with a solved layout) counts every layout's
 * fewest moves to a solved one. A move slides one car any distance. The
 * marks live in one byte a rank of the pattern, reused from group to group:
 * 0 unseen, 1 in a group done, 2 in this group, 3 + d at distance d.
 *
 * Nothing is allocated a layout: queues, the first search's moves and the
 * rank-to-member table are typed arrays kept from group to group, grown by
 * doubling. A layout's moves are looked up by line (line-moves.ts).
 */
import { MOST_CROSS_SIZE, type LineMoves } from './line-moves.js';
import type { Pattern } from './pattern.js';
import { RankTable } from './rank-table.js';

const UNSEEN = 0;
const DONE = 1;
const IN_GROUP = 2;
const AT_DISTANCE = 3;
/** More moves than any layout of a 6x6 board has (12 lines, at most 2 cars each, each with at most 4 other places). */
const MOST_MOVES = 256;
/** More moves than any layout of a 6x6 board needs (the farthest known is 60). */
const MOST_DISTANCE = 250;

export interface GroupFound {
  /** Its layouts. */
  size: number;
  /** Layouts by fewest moves to solved: histogram[d]; empty when none is solved. */
  histogram: number[];
  /** The ranks at the largest distance (empty when none is solved). */
  farthest: number[];
}

export class GroupSearcher {
  private marks = new Uint8Array(0);
  /** The group's ranks in the order the first search met them. */
  private members = new Float64Array(1024);
  /** Member indexes of the solved layouts, then (second search) of every layout by distance. */
  private queue = new Int32Array(1024);
  /** The first search's moves, kept for the second: member i's neighbours are edges[edgeStart[i] .. edgeStart[i + 1]). */
  private edges = new Float64Array(4096);
  private edgeStart = new Int32Array(1025);
  /** Rank to member index, for the second search. */
  private readonly slot = new RankTable();
  /** The ranks marked in this pattern, to unmark when it is done (clearing the whole space would cost its size, mostly overlapping layouts). */
  private touched = new Float64Array(1024);
  private touchedCount = 0;
  /** Members of the last group not yet marked done: its distances stay readable (firstSolution) until the next search. */
  private pending = 0;
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

  /** Starts a pattern: every rank unseen. The marks grow only for a pattern with layouts to search (many patterns have none). */
  begin(pattern: Pattern): void {
    this.finish();
    const { marks, touched } = this;
    for (let i = 0; i < this.touchedCount; i++) marks[touched[i]] = UNSEEN;
    this.touchedCount = 0;
    if (marks.length < pattern.space) this.marks = new Uint8Array(Math.max(pattern.space, marks.length * 2));
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

  seen(rank: number): boolean {
    return this.marks[rank] !== UNSEEN;
  }

  /** The group of the unseen layout `start`: found, marked seen, and measured. Its distances stay readable until the next search or pattern. */
  search(start: number): GroupFound {
    this.finish();
    const marks = this.marks;
    const placement = this.placement;
    const primaryActive = this.primaryActive;
    const solvedPlacement = this.solvedPlacement;
    let members = this.members;
    let edges = this.edges;
    let edgeStart = this.edgeStart;
    let solved = this.queue;
    members[0] = start;
    marks[start] = IN_GROUP;
    let size = 1;
    let solvedCount = 0;
    let edgeCount = 0;
    for (let head = 0; head < size; head++) {
      if (head + 1 >= edgeStart.length) edgeStart = this.edgeStart = growInt(edgeStart);
      edgeStart[head] = edgeCount;
      if (edgeCount + MOST_MOVES > edges.length) edges = this.edges = grow(edges);
      // The moves go straight to the kept list of moves.
      const end = this.neighbours(members[head], edges, edgeCount);
      if (placement[primaryActive] === solvedPlacement) {
        if (solvedCount === solved.length) solved = this.queue = growInt(solved);
        solved[solvedCount++] = head;
      }
      for (; edgeCount < end; edgeCount++) {
        const to = edges[edgeCount];
        if (marks[to] !== UNSEEN) continue;
        marks[to] = IN_GROUP;
        if (size === members.length) members = this.members = grow(members);
        members[size++] = to;
      }
    }
    edgeStart[size] = edgeCount;
    const found: GroupFound = { size, histogram: [], farthest: [] };
    if (solvedCount > 0) this.measure(size, solvedCount, found);
    this.pending = size;
    return found;
  }

  /** Marks the last group done. */
  private finish(): void {
    const size = this.pending;
    if (size === 0) return;
    this.pending = 0;
    if (this.touchedCount + size > this.touched.length) this.touched = grow(this.touched, this.touchedCount + size);
    const { marks, members, touched } = this;
    let t = this.touchedCount;
    for (let i = 0; i < size; i++) {
      const rank = members[i];
      marks[rank] = DONE;
      touched[t++] = rank;
    }
    this.touchedCount = t;
  }

  /**
   * The pieces that the database solver's first solution from `rank` (a
   * layout of the group just searched, `moves` from solved) moves, as
   * moved[line * 4 + car] = 1 (`moved` cleared first). That solver, an
   * iterative deepening search, finds on its last round the first path in
   * its order of moves whose every move comes one nearer solved: a layout
   * on such a path is never cut off by its table (it was met before only
   * with fewer moves left than its distance), by its bound, or by its rule
   * against moving one piece twice running (two such moves would make one).
   * So its first solution is the walk that takes, from each layout, the
   * first move in its order to a layout one nearer: read here from the
   * distances the second search left in the marks, without a search. The
   * test compares this walk with that solver on every 4x4 and many 5x5
   * puzzles.
   */
  firstSolution(rank: number, moves: number, moved: Uint8Array): void {
    moved.fill(0);
    const marks = this.marks;
    const order = this.databaseOrder;
    let at = rank;
    for (let d = moves; d > 0; d--) {
      this.decode(at);
      const want = AT_DISTANCE + d - 1;
      let next = -1;
      for (let o = 0; o < this.activeCount && next < 0; o++) {
        const a = order[o];
        const m = this.activeMoves[a];
        const pl = this.placement[a];
        const entry = (pl << this.shift) | this.blockedOf(this.activeIndex[a]);
        for (let e = m.moveStart[entry], end = m.moveStart[entry + 1]; e < end; e++) {
          const to = at + (m.moveTo[e] - pl) * this.activeWeight[a];
          if (marks[to] !== want) continue;
          moved[this.activeIndex[a] * 4 + m.moveCar[e]] = 1;
          next = to;
          break;
        }
      }
      if (next < 0) throw new Error('no move one nearer solved: the marks do not hold this group');
      at = next;
    }
  }

  /**
   * The second search: from every solved layout outwards over the group's
   * moves as the first search kept them (by member index: the queue holds
   * indexes, and a member's index is found from its rank through `slot`).
   * The queue starts with the solved layouts the first search listed there.
   */
  private measure(size: number, solved: number, found: GroupFound): void {
    const marks = this.marks;
    const members = this.members;
    const edges = this.edges;
    const edgeStart = this.edgeStart;
    if (this.queue.length < size) this.queue = growInt(this.queue, size);
    const queue = this.queue;
    const slot = this.slot;
    slot.clear();
    for (let i = 0; i < size; i++) slot.set(members[i], i);
    for (let i = 0; i < solved; i++) marks[members[queue[i]]] = AT_DISTANCE;
    let tail = solved;
    const histogram = [solved];
    for (let head = 0; head < tail; head++) {
      const index = queue[head];
      const d = marks[members[index]] + 1;
      if (d - AT_DISTANCE > MOST_DISTANCE) throw new Error('a group deeper than the distance bytes hold');
      for (let e = edgeStart[index], end = edgeStart[index + 1]; e < end; e++) {
        const to = edges[e];
        if (marks[to] !== IN_GROUP) continue;
        marks[to] = d;
        queue[tail++] = slot.get(to);
        // The queue is in order of distance: d is the last distance counted or the next.
        if (d - AT_DISTANCE === histogram.length) histogram.push(1);
        else histogram[d - AT_DISTANCE]++;
      }
    }
    const most = histogram.length - 1;
    // The farthest layouts are the queue's end.
    for (let i = tail - 1; i >= 0 && marks[members[queue[i]]] === most + AT_DISTANCE; i--) found.farthest.push(members[queue[i]]);
    found.histogram = histogram;
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

  /** The ranks one move away from `rank`, into `out` from `from`; returns where they end. Leaves `rank`'s placements in `placement`. */
  private neighbours(rank: number, out: Float64Array, from: number): number {
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
}

function growInt(a: Int32Array, least = 0): Int32Array<ArrayBuffer> {
  const b = new Int32Array(Math.max(least, a.length * 2));
  b.set(a);
  return b;
}

function grow(a: Float64Array, least = 0): Float64Array<ArrayBuffer> {
  const b = new Float64Array(Math.max(least, a.length * 2));
  b.set(a);
  return b;
}

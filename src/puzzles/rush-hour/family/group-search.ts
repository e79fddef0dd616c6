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
 * doubling.
 */
import { MOST_CROSS_SIZE, type LineMoves } from './line-moves.js';
import type { Pattern } from './pattern.js';
import { RankTable } from './rank-table.js';

const UNSEEN = 0;
const DONE = 1;
const IN_GROUP = 2;
const AT_DISTANCE = 3;
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
  private readonly next = new Float64Array(512);
  private pattern!: Pattern;
  private readonly size: number;
  /** log2 of the masks a line's blocked cells can make: its move table's stride. */
  private readonly shift: number;
  /** The pattern's lines with cars, by active index: placement (of the layout last decoded), weight, the heavier active line's weight over its own, line, tables. */
  private readonly placement: Int32Array;
  private readonly activeWeight: Float64Array;
  private readonly activeRatio: Float64Array;
  private readonly activeIndex: Int32Array;
  private readonly activeMoves: LineMoves[] = [];
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
  }

  /** Starts a pattern: every rank unseen. The marks grow only for a pattern with layouts to search (many patterns have none). */
  begin(pattern: Pattern): void {
    const { marks, touched } = this;
    for (let i = 0; i < this.touchedCount; i++) marks[touched[i]] = UNSEEN;
    this.touchedCount = 0;
    this.pattern = pattern;
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

  /** The group of the unseen layout `start`: found, marked seen, and measured. */
  search(start: number): GroupFound {
    const marks = this.marks;
    const next = this.next;
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
      const n = this.neighbours(members[head], next);
      if (placement[primaryActive] === solvedPlacement) {
        if (solvedCount === solved.length) solved = this.queue = growInt(solved);
        solved[solvedCount++] = head;
      }
      if (head + 1 >= edgeStart.length) edgeStart = this.edgeStart = growInt(edgeStart);
      edgeStart[head] = edgeCount;
      if (edgeCount + n > edges.length) edges = this.edges = grow(edges);
      for (let i = 0; i < n; i++) {
        const to = next[i];
        edges[edgeCount++] = to;
        if (marks[to] !== UNSEEN) continue;
        marks[to] = IN_GROUP;
        if (size === members.length) members = this.members = grow(members);
        members[size++] = to;
      }
    }
    edgeStart[size] = edgeCount;
    const found: GroupFound = { size, histogram: [], farthest: [] };
    if (solvedCount > 0) this.measure(size, solvedCount, found);
    if (this.touchedCount + size > this.touched.length) this.touched = grow(this.touched, this.touchedCount + size);
    const touched = this.touched;
    let t = this.touchedCount;
    for (let i = 0; i < size; i++) {
      const rank = members[i];
      marks[rank] = DONE;
      touched[t++] = rank;
    }
    this.touchedCount = t;
    return found;
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

  /** The ranks one move away from `rank`, into `out`; returns how many. Leaves `rank`'s placements in `placement`. */
  private neighbours(rank: number, out: Float64Array): number {
    const count = this.activeCount;
    const weight = this.activeWeight;
    const ratio = this.activeRatio;
    const index = this.activeIndex;
    const moves = this.activeMoves;
    const placement = this.placement;
    const shift = this.shift;
    // The placements: each line's quotient is independent of the others (the divisions overlap), its digit that less the heavier quotient's share.
    let heavier = 0;
    // Cross words of the rows' pieces as the columns see them, and of the columns' as the rows do.
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
      if (at < this.size) {
        columnsLow |= m.crossLow[pl] << at;
        columnsHigh |= m.crossHigh[pl] << at;
      } else {
        rowsLow |= m.crossLow[pl] << (at - this.size);
        rowsHigh |= m.crossHigh[pl] << (at - this.size);
      }
    }
    let n = 0;
    for (let a = 0; a < count; a++) {
      const at = index[a];
      const pl = placement[a];
      const w = weight[a];
      const m = moves[a];
      // The cells of this line the crossing lines fill: its byte in their words.
      const i = at < this.size ? at : at - this.size;
      const low = at < this.size ? rowsLow : columnsLow;
      const high = at < this.size ? rowsHigh : columnsHigh;
      const blocked = ((i < 3 ? low : high) >>> (8 * (i % 3))) & 0xff;
      const to = m.moveTo;
      const entry = (pl << shift) | blocked;
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

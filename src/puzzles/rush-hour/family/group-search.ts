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
import { occupancy, type Pattern } from './pattern.js';
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
  private readonly placement: Int32Array;
  private readonly rows: Int32Array;
  private pattern!: Pattern;
  /** The primary row's placement with the red car at the exit. */
  private solvedPlacement = -1;

  constructor(size: number) {
    this.placement = new Int32Array(2 * size);
    this.rows = new Int32Array(size);
  }

  /** Starts a pattern: every rank unseen. The marks grow only for a pattern with layouts to search (many patterns have none). */
  begin(pattern: Pattern): void {
    const { marks, touched } = this;
    for (let i = 0; i < this.touchedCount; i++) marks[touched[i]] = UNSEEN;
    this.touchedCount = 0;
    this.pattern = pattern;
    if (marks.length < pattern.space) this.marks = new Uint8Array(Math.max(pattern.space, marks.length * 2));
    // Lines without cars keep placement 0 (decoding writes only the others).
    this.placement.fill(0);
    const primary = pattern.kinds[pattern.primaryRow];
    this.solvedPlacement = primary.starts.indexOf(pattern.size - 2);
  }

  seen(rank: number): boolean {
    return this.marks[rank] !== UNSEEN;
  }

  /** The group of the unseen layout `start`: found, marked seen, and measured. */
  search(start: number): GroupFound {
    const marks = this.marks;
    const next = this.next;
    const placement = this.placement;
    const primaryRow = this.pattern.primaryRow;
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
      if (placement[primaryRow] === solvedPlacement) {
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
    const p = this.pattern;
    const { size, kinds, weights, active } = p;
    const placement = this.placement;
    const rows = this.rows;
    // The placements, heaviest digit first (one division a line, no remainder of a double).
    let rest = rank;
    for (let a = 0; a < active.length; a++) {
      const line = active[a];
      const w = weights[line];
      const digit = Math.floor(rest / w);
      placement[line] = digit;
      rest -= digit * w;
    }
    occupancy(p, placement, rows);
    let n = 0;
    for (let a = 0; a < active.length; a++) {
      const line = active[a];
      const kind = kinds[line];
      const cars = kind.lengths.length;
      const pl = placement[line];
      const weight = weights[line];
      const slide = kind.slide;
      for (let k = 0; k < cars; k++) {
        const start = kind.starts[pl * cars + k];
        const length = kind.lengths[k];
        const slideAt = (pl * cars + k) * size;
        if (line < size) {
          const occupied = rows[line];
          for (let x = start - 1; x >= 0 && !(occupied & (1 << x)); x--) out[n++] = rank + (slide[slideAt + x] - pl) * weight;
          for (let x = start + length; x < size && !(occupied & (1 << x)); x++) out[n++] = rank + (slide[slideAt + x - length + 1] - pl) * weight;
        } else {
          const bit = 1 << (line - size);
          for (let y = start - 1; y >= 0 && !(rows[y] & bit); y--) out[n++] = rank + (slide[slideAt + y] - pl) * weight;
          for (let y = start + length; y < size && !(rows[y] & bit); y++) out[n++] = rank + (slide[slideAt + y - length + 1] - pl) * weight;
        }
      }
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

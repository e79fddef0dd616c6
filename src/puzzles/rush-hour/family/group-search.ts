/**
 * The breadth-first searches of one group inside its pattern: the first
 * finds the group (every layout one reaches from another) and marks it seen,
 * the second (for a group with a solved layout) counts every layout's
 * fewest moves to a solved one. A move slides one car any distance. The
 * marks live in one byte a rank of the pattern, reused from group to group:
 * 0 unseen, 1 in a group done, 2 in this group, 3 + d at distance d.
 */
import { decodeRank, occupancy, type Pattern } from './pattern.js';

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
  private members: Float64Array<ArrayBuffer> = new Float64Array(1024);
  private frontier = new Float64Array(1024);
  /** The first search's moves, kept for the second: member i's neighbours are edges[edgeStart[i] .. edgeStart[i + 1]). */
  private edges: Float64Array<ArrayBuffer> = new Float64Array(4096);
  private edgeStart: Int32Array<ArrayBuffer> = new Int32Array(1025);
  private readonly next = new Float64Array(512);
  private readonly placement: Int32Array;
  private readonly rows: Int32Array;
  private pattern!: Pattern;

  constructor(size: number) {
    this.placement = new Int32Array(2 * size);
    this.rows = new Int32Array(size);
  }

  /** The ranks marked in this pattern, to unmark when it is done (clearing the whole space would cost its size, mostly overlapping layouts). */
  private touched: Float64Array[] = [];

  /** Starts a pattern: every rank unseen. The marks grow only when a layout is met (many patterns have none). */
  begin(pattern: Pattern): void {
    for (const list of this.touched) for (let i = 0; i < list.length; i++) this.marks[list[i]] = UNSEEN;
    this.touched = [];
    this.pattern = pattern;
  }

  seen(rank: number): boolean {
    if (this.marks.length < this.pattern.space) this.marks = new Uint8Array(Math.max(this.pattern.space, this.marks.length * 2));
    return this.marks[rank] !== UNSEEN;
  }

  /** The group of the unseen layout `start`: found, marked seen, and measured. */
  search(start: number): GroupFound {
    const marks = this.marks;
    const next = this.next;
    let members = this.members;
    let edges = this.edges;
    members[0] = start;
    marks[start] = IN_GROUP;
    let size = 1;
    let solved = 0;
    let edgeCount = 0;
    for (let head = 0; head < size; head++) {
      const rank = members[head];
      if (this.isSolved(rank)) solved++;
      const n = this.neighbours(rank, next);
      if (head + 1 >= this.edgeStart.length) this.edgeStart = growInt(this.edgeStart);
      this.edgeStart[head] = edgeCount;
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
    this.edgeStart[size] = edgeCount;
    const found: GroupFound = { size, histogram: [], farthest: [] };
    if (solved > 0) this.measure(size, solved, found);
    for (let i = 0; i < size; i++) marks[members[i]] = DONE;
    this.touched.push(members.slice(0, size));
    return found;
  }

  /**
   * The second search: from every solved layout outwards over the group's
   * moves as the first search kept them (by member index: the queue holds
   * indexes, and a member's index is found from its rank through `slot`).
   */
  private measure(size: number, solved: number, found: GroupFound): void {
    const marks = this.marks;
    const members = this.members;
    const edges = this.edges;
    const edgeStart = this.edgeStart;
    if (this.frontier.length < size) this.frontier = new Float64Array(Math.max(size, this.frontier.length * 2));
    const queue = this.frontier;
    const slot = this.slots(size);
    let tail = 0;
    for (let i = 0; i < size; i++) {
      if (!this.isSolved(members[i])) continue;
      marks[members[i]] = AT_DISTANCE;
      queue[tail++] = i;
    }
    const histogram = [solved];
    for (let head = 0; head < tail; head++) {
      const index = queue[head];
      const d = marks[members[index]] + 1;
      if (d - AT_DISTANCE > MOST_DISTANCE) throw new Error('a group deeper than the distance bytes hold');
      for (let e = edgeStart[index]; e < edgeStart[index + 1]; e++) {
        const to = edges[e];
        if (marks[to] !== IN_GROUP) continue;
        marks[to] = d;
        queue[tail++] = slot.get(to)!;
        histogram[d - AT_DISTANCE] = (histogram[d - AT_DISTANCE] ?? 0) + 1;
      }
    }
    const most = histogram.length - 1;
    // The queue is in order of distance: the farthest layouts are its end.
    for (let i = tail - 1; i >= 0 && marks[members[queue[i]]] === most + AT_DISTANCE; i--) found.farthest.push(members[queue[i]]);
    found.histogram = histogram;
  }

  /** Rank to member index, for the second search. */
  private slots(size: number): Map<number, number> {
    const slot = new Map<number, number>();
    for (let i = 0; i < size; i++) slot.set(this.members[i], i);
    return slot;
  }

  private isSolved(rank: number): boolean {
    const p = this.pattern;
    const row = p.primaryRow;
    const placement = Math.floor(rank / p.weights[row]) % p.radix[row];
    return p.kinds[row].starts[placement] === p.size - 2;
  }

  /** The ranks one move away from `rank`, into `out`; returns how many. */
  private neighbours(rank: number, out: Float64Array): number {
    const p = this.pattern;
    const { size, kinds, weights, active } = p;
    const placement = this.placement;
    const rows = this.rows;
    decodeRank(p, rank, placement);
    occupancy(p, placement, rows);
    let n = 0;
    for (let a = 0; a < active.length; a++) {
      const line = active[a];
      const kind = kinds[line];
      const cars = kind.lengths.length;
      const pl = placement[line];
      const weight = weights[line];
      for (let k = 0; k < cars; k++) {
        const start = kind.starts[pl * cars + k];
        const length = kind.lengths[k];
        const slideAt = (pl * cars + k) * size;
        if (line < size) {
          const occupied = rows[line];
          for (let x = start - 1; x >= 0 && !(occupied & (1 << x)); x--) out[n++] = rank + (kind.slide[slideAt + x] - pl) * weight;
          for (let x = start + length; x < size && !(occupied & (1 << x)); x++) out[n++] = rank + (kind.slide[slideAt + x - length + 1] - pl) * weight;
        } else {
          const bit = 1 << (line - size);
          for (let y = start - 1; y >= 0 && !(rows[y] & bit); y--) out[n++] = rank + (kind.slide[slideAt + y] - pl) * weight;
          for (let y = start + length; y < size && !(rows[y] & bit); y++) out[n++] = rank + (kind.slide[slideAt + y - length + 1] - pl) * weight;
        }
      }
    }
    return n;
  }
}

function growInt(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

function grow(a: Float64Array): Float64Array<ArrayBuffer> {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}

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
 * doubling. A layout's moves come from its pattern's tables (pattern-layouts.ts).
 */
import type { GroupFound } from './group-found.js';
import type { Pattern } from './pattern.js';
import { PatternLayouts } from './pattern-layouts.js';
import { RankTable } from './rank-table.js';
import { grow, growInt } from './typed-growth.js';

const UNSEEN = 0;
const DONE = 1;
const IN_GROUP = 2;
const AT_DISTANCE = 3;
/** More moves than any layout of a 6x6 board has (12 lines, at most 2 cars each, each with at most 4 other places). */
const MOST_MOVES = 256;
/** More moves than any layout of a 6x6 board needs (the farthest known is 60). */
const MOST_DISTANCE = 250;

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
  private readonly layouts: PatternLayouts;

  constructor(size: number) {
    this.layouts = new PatternLayouts(size);
  }

  /** Starts a pattern: every rank unseen. The marks grow only for a pattern with layouts to search (many patterns have none). */
  begin(pattern: Pattern): void {
    this.finish();
    const { marks, touched } = this;
    for (let i = 0; i < this.touchedCount; i++) marks[touched[i]] = UNSEEN;
    this.touchedCount = 0;
    if (marks.length < pattern.space) this.marks = new Uint8Array(Math.max(pattern.space, marks.length * 2));
    this.layouts.begin(pattern);
  }

  seen(rank: number): boolean {
    return this.marks[rank] !== UNSEEN;
  }

  /** The group of the unseen layout `start`: found, marked seen, and measured. Its distances stay readable until the next search or pattern. */
  search(start: number): GroupFound {
    this.finish();
    const marks = this.marks;
    const layouts = this.layouts;
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
      const end = layouts.neighbours(members[head], edges, edgeCount);
      if (layouts.solvedLast()) {
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
    let at = rank;
    for (let d = moves; d > 0; d--) {
      const next = this.layouts.firstMoveToMark(at, this.marks, AT_DISTANCE + d - 1, moved);
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
}

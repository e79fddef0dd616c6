/**
 * A layer job's work: the states of layer `depth` whose ranks lie in
 * [from, to), read from the layer's marks (never changed here, so one copy
 * serves every job of the layer, and a retried job finds them as they were),
 * expanded; the successors unseen when the layer began are kept, sorted and
 * each once. Which of them end up in the next layer is the coordinator's
 * merge (a state found by two jobs is claimed once there), as a claim in the
 * one-machine search.
 */
import type { RankedProblem } from '../engine/index.js';

/** The marks of a compact search as bytes (layer-marks.ts: 2 bits a rank, or a byte holding the distance). */
export interface MarksView {
  kind: 'bits' | 'bytes';
  bytes: Uint8Array;
}

const FIELDS_LOW = 0x55555555;
const UNSEEN_BYTE = 255;

/** Calls `visit(rank)` for every rank of [from, to) in layer `depth`, in rank order. Returns how many. */
export function forEachInLayer(marks: MarksView, depth: number, from: number, to: number, visit: (rank: number) => void): number {
  let visited = 0;
  if (marks.kind === 'bits') {
    const words = new Uint32Array(marks.bytes.buffer, marks.bytes.byteOffset, marks.bytes.byteLength >>> 2);
    // The layer's 2-bit code (1 even, 2 odd) in every field of a word.
    const pattern = ((1 + (depth & 1)) * FIELDS_LOW) >>> 0;
    for (let w = from >>> 4, end = (to + 15) >>> 4; w < end; w++) {
      const word = words[w];
      if (word === 0) continue;
      const x = word ^ pattern;
      let hits = ~(x | (x >>> 1)) & FIELDS_LOW;
      const base = w * 16;
      while (hits !== 0) {
        const bit = hits & -hits;
        hits ^= bit;
        const rank = base + ((31 - Math.clz32(bit)) >>> 1);
        if (rank < from) continue;
        if (rank >= to) break;
        visit(rank);
        visited++;
      }
    }
    return visited;
  }
  const table = marks.bytes;
  for (let rank = from; rank < to; rank++) {
    if (table[rank] === depth) {
      visit(rank);
      visited++;
    }
  }
  return visited;
}

/** Whether a rank was unseen when the marks were taken. */
export function unseenIn(marks: MarksView): (rank: number) => boolean {
  if (marks.kind === 'bytes') {
    const table = marks.bytes;
    return (rank) => table[rank] === UNSEEN_BYTE;
  }
  const words = new Uint32Array(marks.bytes.buffer, marks.bytes.byteOffset, marks.bytes.byteLength >>> 2);
  return (rank) => ((words[rank >>> 4] >>> ((rank & 15) << 1)) & 3) === 0;
}

/** A growing list of 32-bit numbers, without a number object per entry. */
class RankList {
  private items = new Uint32Array(1024);
  length = 0;
  push(n: number): void {
    if (this.length === this.items.length) {
      const bigger = new Uint32Array(this.items.length * 2);
      bigger.set(this.items);
      this.items = bigger;
    }
    this.items[this.length++] = n;
  }
  /** The entries sorted, each once. */
  sortedUnique(): Uint32Array {
    const a = this.items.subarray(0, this.length).sort();
    let n = 0;
    for (let i = 0; i < a.length; i++) if (i === 0 || a[i] !== a[i - 1]) a[n++] = a[i];
    return a.slice(0, n);
  }
}

export interface RangeResult {
  expanded: number;
  /** The smallest ranks of the layer in the range, at most as many as asked. */
  examples: number[];
  /** Successors unseen when the layer began, sorted, each once. */
  ranks: Uint32Array;
  /** Those of them that are goals. */
  goals: Uint32Array;
}

/** Expands layer `depth` over [from, to); `backwards` follows predecessors (a search from the goals). */
export function expandRange<S, M>(
  problem: RankedProblem<S, M>,
  marks: MarksView,
  job: { depth: number; from: number; to: number; examples: number },
  backwards: boolean,
): RangeResult {
  const unseen = unseenIn(marks);
  const found = new RankList();
  const goals = new RankList();
  const examples: number[] = [];
  const expand = (backwards ? problem.predecessors! : problem.successors).bind(problem);
  const emit = (next: S) => {
    const r = problem.rank(next);
    if (!unseen(r)) return;
    found.push(r);
    if (problem.isGoal(next)) goals.push(r);
  };
  const expanded = forEachInLayer(marks, job.depth, job.from, job.to, (r) => {
    if (examples.length < job.examples) examples.push(r);
    expand(problem.unrank(r), emit);
  });
  return { expanded, examples, ranks: found.sortedUnique(), goals: goals.sortedUnique() };
}

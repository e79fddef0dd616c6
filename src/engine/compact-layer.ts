/**
 * One layer of a compact breadth-first search, a segment of ranks at a time.
 * A segment is the unit of work: the main thread does them in order, worker
 * threads share them out (compact-threads.ts), and a later out-of-core or
 * cluster run can hand them to other processes. Whatever the split, the
 * marks end the same (a state is claimed once, atomically) and the tallies
 * add up to the same totals; examples are the smallest ranks of a segment.
 */
import type { LayerMarks } from './layer-marks.js';
import type { SearchProblem } from './problem.js';

/** Ranks per segment: a multiple of 16, so 2-bit marks never split a word. */
export const SEGMENT = 1 << 16;

export interface SegmentTally {
  /** States of layer `depth` expanded. */
  expanded: number;
  /** States newly put into layer `depth + 1`. */
  claimed: number;
  /** Of those, goals. */
  goals: number;
  /** The smallest ranks of layer `depth` in this segment, at most `examples` of them. */
  examples: number[];
}

export interface RankedProblem<S, M> extends SearchProblem<S, M> {
  readonly size: number;
  rank(state: S): number;
  unrank(index: number): S;
}

/**
 * Whether a problem numbers its states densely (`size`, `rank`, `unrank`), so the compact search applies.
 *
 * @example
 * ```ts
 * if (isRanked(problem)) console.log(compactExplore(problem).reachableStates);
 * ```
 */
export function isRanked<S, M>(problem: SearchProblem<S, M>): problem is RankedProblem<S, M> {
  return typeof problem.size === 'number' && typeof problem.rank === 'function' && typeof problem.unrank === 'function';
}

/** The function that expands one segment of one layer. */
export type SegmentExpander = (depth: number, from: number, to: number, examples: number) => SegmentTally;

/**
 * Builds the segment expander of a problem over marks. `backwards` follows
 * predecessors instead of successors (a search from the goals).
 *
 * @example
 * ```ts
 * const marks = createMarks('bits', ranked.size, false);
 * marks.claim(ranked.rank(ranked.start), 0);
 * const expand = segmentExpander(ranked, marks, false);
 * const tally = expand(0, 0, ranked.size, 3); // layer 0, every rank, up to 3 examples
 * ```
 */
export function segmentExpander<S, M>(problem: RankedProblem<S, M>, marks: LayerMarks, backwards: boolean): SegmentExpander {
  const rank = problem.rank.bind(problem);
  const unrank = problem.unrank.bind(problem);
  const isGoal = problem.isGoal.bind(problem);
  const expand = (backwards ? problem.predecessors! : problem.successors).bind(problem);
  let nextDepth = 0;
  let tally: SegmentTally;
  const emit = (next: S) => {
    if (marks.claim(rank(next), nextDepth)) {
      tally.claimed++;
      if (isGoal(next)) tally.goals++;
    }
  };
  let wanted = 0;
  const visit = (r: number) => {
    if (tally.examples.length < wanted) tally.examples.push(r);
    expand(unrank(r), emit);
  };
  return (depth, from, to, examples) => {
    tally = { expanded: 0, claimed: 0, goals: 0, examples: [] };
    nextDepth = depth + 1;
    wanted = examples;
    tally.expanded = marks.scanLayer(depth, from, to, visit);
    return tally;
  };
}

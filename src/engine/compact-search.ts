/**
 * Compact breadth-first search over a ranked space (a problem with `size`,
 * `rank` and `unrank`): the literature's 2-bit search. Instead of a hashed
 * key a state costs 2 bits (or, with `distances`, the byte that holds its
 * distance), in one flat array over every rank; each layer is found by
 * scanning that array, a segment of ranks at a time. Memory follows the
 * space's size, not the number of states reached.
 *
 * It reports what `explore` reports (states per depth, goals, farthest
 * states), and with `distances` it returns the distance table.
 */
import { ENGINE_MESSAGES } from './messages.js';
import { Budget, type LimitReason, type SearchOptions } from './budget.js';
import { isRanked, SEGMENT, segmentExpander, type RankedProblem, type SegmentTally } from './compact-layer.js';
import type { ExploreResult } from './explore.js';
import { createMarks, distanceTableOf, MAX_BYTE_DEPTH, MAX_MARKED_STATES, marksBytes, type LayerMarks } from './layer-marks.js';
import type { SearchProblem } from './problem.js';
import { SearchSetupError } from './errors.js';
import type { Steps } from './steps.js';

export interface CompactOptions extends SearchOptions {
  /** How many of the farthest states to return (default 5): those of smallest rank. */
  farthestExamples?: number;
  /** Keep a byte a state with its distance and return the table (distances up to 254). */
  distances?: boolean;
  /**
   * Search from every goal (`goalStates`) along `predecessors`: the depths
   * (and the table) are then distances to the nearest goal.
   */
  fromGoals?: boolean;
  /** Allocate the marks in a SharedArrayBuffer (for worker threads). */
  shared?: boolean;
  /**
   * Called after every complete layer with all the search needs to go on
   * from the next one: a caller may save it and later pass it back as
   * `resumeFrom`. The marks are the live ones: copy them before the call
   * returns.
   */
  onLayer?: (checkpoint: CompactCheckpoint) => void;
  /** Go on from a state `onLayer` gave, with the same problem and options: the search redoes no finished layer. */
  resumeFrom?: CompactResume;
}

/** The search's totals between layers, as plain data. */
export interface CompactTotalsState {
  statesPerDepth: number[];
  states: number;
  goals: number;
  shortest: number | null;
  expansions: number;
  lastExamples: number[];
}

/** A compact search between two layers: the next layer to expand, the totals, and the marks. */
export interface CompactCheckpoint {
  nextDepth: number;
  totals: CompactTotalsState;
  marks: LayerMarks;
}

/** What `resumeFrom` takes: a checkpoint with its marks as bytes. */
export interface CompactResume {
  nextDepth: number;
  totals: CompactTotalsState;
  marks: Uint8Array;
}

export interface CompactResult<S> extends ExploreResult<S> {
  /** Bytes of marks a state of the space costs: 0.25, or 1 with distances. */
  bytesPerState: number;
  /** With `distances`: the distance of every rank, 255 where unreached. */
  distanceTable?: Uint8Array;
}

/**
 * The checks before a compact search; returns the ranked problem.
 *
 * @example
 * ```ts
 * // Throws SearchSetupError unless the problem is ranked and its space small enough.
 * const r = rankedFor(problem, {});
 * console.log(r.size);
 * ```
 */
export function rankedFor<S, M>(problem: SearchProblem<S, M>, options: CompactOptions): RankedProblem<S, M> {
  if (!isRanked(problem)) throw new SearchSetupError(ENGINE_MESSAGES.notRanked());
  if (!(problem.size >= 1 && problem.size <= MAX_MARKED_STATES && Number.isInteger(problem.size))) {
    throw new SearchSetupError(ENGINE_MESSAGES.rankedTooLarge({ size: String(problem.size) }));
  }
  if (options.fromGoals && (!problem.predecessors || !problem.goalStates)) {
    throw new SearchSetupError(ENGINE_MESSAGES.goalsSearchNeeds());
  }
  return problem;
}

/**
 * The states a compact search starts from, with how many are goals.
 *
 * @example
 * ```ts
 * const { ranks, goals } = seedsOf(ranked, { fromGoals: false });
 * console.log(ranks, goals);
 * ```
 */
export function seedsOf<S, M>(problem: RankedProblem<S, M>, options: CompactOptions): { ranks: number[]; goals: number } {
  const states = options.fromGoals ? problem.goalStates!() : [problem.start];
  const ranks = [...new Set(states.map((s) => problem.rank(s)))].sort((a, b) => a - b);
  const goals = options.fromGoals ? ranks.length : problem.isGoal(problem.start) ? 1 : 0;
  return { ranks, goals };
}

/**
 * Running totals of a compact search, fed one layer's segment tallies in
 * rank order; shared by the one-thread and the worker-thread drivers so
 * both report the same figures.
 *
 * @example
 * ```ts
 * // A driver in short: seed the marks, expand layer after layer (here as one segment), total them.
 * const seeds = seedsOf(ranked, {});
 * const totals = new CompactTotals(seeds.ranks.length, seeds.goals);
 * const marks = createMarks('bits', ranked.size, false);
 * for (const r of seeds.ranks) marks.claim(r, 0);
 * const expand = segmentExpander(ranked, marks, false);
 * let depth = 0;
 * while (totals.addLayer(depth, [expand(depth, 0, ranked.size, 3)], 3) > 0) depth++;
 * const e = totals.result('complete', null, marks, (r) => ranked.unrank(r), 0);
 * console.log(e.reachableStates, e.shortest);
 * ```
 */
export class CompactTotals {
  readonly statesPerDepth: number[];
  states: number;
  goals: number;
  shortest: number | null;
  expansions = 0;
  /** Smallest ranks of the last layer expanded. */
  lastExamples: number[] = [];

  constructor(seeds: number, seedGoals: number) {
    this.statesPerDepth = [seeds];
    this.states = seeds;
    this.goals = seedGoals;
    this.shortest = seedGoals > 0 ? 0 : null;
  }

  /** The totals as plain data, for a checkpoint. */
  snapshot(): CompactTotalsState {
    const { statesPerDepth, states, goals, shortest, expansions, lastExamples } = this;
    return { statesPerDepth: [...statesPerDepth], states, goals, shortest, expansions, lastExamples: [...lastExamples] };
  }

  /** Totals as a checkpoint left them. */
  static restore(state: CompactTotalsState): CompactTotals {
    const totals = new CompactTotals(0, 0);
    // Copied one by one: a spread of 125,000 or more layers overflows the stack.
    totals.statesPerDepth.length = 0;
    for (const n of state.statesPerDepth) totals.statesPerDepth.push(n);
    totals.states = state.states;
    totals.goals = state.goals;
    totals.shortest = state.shortest;
    totals.expansions = state.expansions;
    totals.lastExamples = [...state.lastExamples];
    return totals;
  }

  /** Adds the tallies of layer `depth`'s segments (in rank order). Returns the next layer's size. */
  addLayer(depth: number, tallies: readonly SegmentTally[], wanted: number): number {
    let claimed = 0;
    const examples: number[] = [];
    for (const t of tallies) {
      claimed += t.claimed;
      this.expansions += t.expanded;
      if (t.goals > 0) {
        this.goals += t.goals;
        this.shortest ??= depth + 1;
      }
      for (const r of t.examples) if (examples.length < wanted) examples.push(r);
    }
    this.lastExamples = examples;
    this.states += claimed;
    if (claimed > 0) this.statesPerDepth.push(claimed);
    return claimed;
  }

  result<S>(
    status: 'complete' | 'limit',
    limit: LimitReason | null,
    /** The marks (the distance table is theirs), or only their kind and the bytes held, out of core. */
    marks: LayerMarks | Pick<LayerMarks, 'kind' | 'bytes'>,
    unrank: (r: number) => S,
    milliseconds: number,
  ): CompactResult<S> {
    const sizes = this.statesPerDepth;
    const last = sizes.length - 1;
    const result: CompactResult<S> = {
      status,
      reachableStates: this.states,
      goalStates: this.goals,
      // As in explore: a search stopped before any goal knows nothing about solvability.
      solvable: this.goals > 0 ? true : limit ? null : false,
      shortest: this.shortest,
      statesPerDepth: sizes,
      farthest: { distance: last, count: sizes[last], examples: status === 'complete' ? this.lastExamples.map(unrank) : [] },
      stats: { statesExplored: this.states, expansions: this.expansions, milliseconds, bytes: marks.bytes },
      bytesPerState: marks.kind === 'bits' ? 0.25 : 1,
    };
    if (limit) result.limit = limit;
    if (marks.kind === 'bytes' && status === 'complete' && 'buffer' in marks) result.distanceTable = distanceTableOf(marks);
    return result;
  }
}

/** The memory check before allocating: the marks' bytes against the limit. */
export function marksFit(kind: 'bits' | 'bytes', size: number, options: SearchOptions): boolean {
  return options.maxMemoryBytes === undefined || marksBytes(kind, size) <= options.maxMemoryBytes;
}

/**
 * The compact search as steps (see `compactExplore`).
 *
 * @example
 * ```ts
 * const e = await runAsync(compactExploreSteps(ranked, { signal }));
 * ```
 */
export function* compactExploreSteps<S, M>(problem: SearchProblem<S, M>, options: CompactOptions = {}): Steps<CompactResult<S>> {
  const ranked = rankedFor(problem, options);
  const kind = options.distances ? 'bytes' : 'bits';
  const budget = new Budget(options);
  const wanted = options.farthestExamples ?? 5;
  const unrank = (r: number) => ranked.unrank(r);
  const seeds = seedsOf(ranked, options);
  const resume = options.resumeFrom;
  const totals = resume ? CompactTotals.restore(resume.totals) : new CompactTotals(seeds.ranks.length, seeds.goals);
  if (!marksFit(kind, ranked.size, options)) {
    // Nothing allocated: report the seeds only.
    const empty = createMarks(kind, 1, false);
    return totals.result('limit', 'memory', empty, unrank, budget.elapsedMs());
  }
  const marks = createMarks(kind, ranked.size, options.shared === true);
  if (resume) {
    if (resume.marks.byteLength !== marks.bytes) throw new SearchSetupError(`resumeFrom: ${resume.marks.byteLength} bytes of marks, but this search keeps ${marks.bytes}`);
    new Uint8Array(marks.buffer, 0, marks.bytes).set(resume.marks);
  } else {
    for (const r of seeds.ranks) marks.claim(r, 0);
  }
  const expandSegment = segmentExpander(ranked, marks, options.fromGoals === true);
  let limit: LimitReason | null = null;
  for (let depth = resume?.nextDepth ?? 0; !limit; depth++) {
    if (kind === 'bytes' && depth + 1 > MAX_BYTE_DEPTH) throw new SearchSetupError(ENGINE_MESSAGES.byteTableDepth({ most: MAX_BYTE_DEPTH }));
    const tallies: SegmentTally[] = [];
    for (let from = 0; from < ranked.size && !limit; from += SEGMENT) {
      tallies.push(expandSegment(depth, from, Math.min(from + SEGMENT, ranked.size), wanted));
      limit = budget.checkpoint(totals.states + tallies.reduce((n, t) => n + t.claimed, 0), depth, marks.bytes);
      if (budget.takeSliceOver()) yield;
    }
    if (limit) {
      totals.addLayer(depth, tallies, wanted);
      break;
    }
    if (totals.addLayer(depth, tallies, wanted) === 0) break;
    options.onLayer?.({ nextDepth: depth + 1, totals: totals.snapshot(), marks });
  }
  return totals.result(limit ? 'limit' : 'complete', limit, marks, unrank, budget.elapsedMs());
}

/**
 * The whole reachable space of a ranked problem, a few bits a state: layer sizes, radius, goals, and with `distances` every state's distance.
 *
 * @example
 * ```ts
 * // A ranked problem (size, rank, unrank): 2 bits a state, layers by scanning.
 * const e = compactExplore(ranked, { distances: true });
 * console.log(e.reachableStates, e.bytesPerState);
 * ```
 */
export function compactExplore<S, M>(problem: SearchProblem<S, M>, options?: CompactOptions): CompactResult<S> {
  const steps = compactExploreSteps(problem, options);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

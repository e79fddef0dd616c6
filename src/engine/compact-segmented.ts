/**
 * The compact search out of core: for spaces whose marks do not fit in
 * memory. The marks array is cut into segments of consecutive ranks kept by
 * a `SegmentStore` (files on disk); only one segment is in memory at a time.
 * A layer is done in two passes, as in delayed duplicate detection:
 *
 * 1. expand: every segment holding states of the layer is read, its states
 *    are expanded (and closed), successors in the same segment are claimed
 *    at once, the others are appended to the bucket of their segment;
 * 2. merge: every segment with a bucket is read again and the bucket's
 *    offsets claimed in order (a state already seen is skipped).
 *
 * The marks end exactly as the in-memory search leaves them (a state is in
 * layer d + 1 when it is unseen and a successor of layer d, whatever order
 * the claims come in), so the counts, goals, farthest states and distance
 * table are the same. After every layer the store commits the segments and
 * the totals at once: a run stopped anywhere resumes from its last layer.
 */
import { ENGINE_MESSAGES } from './messages.js';
import { Budget, type LimitReason } from './budget.js';
import { SEGMENT, type SegmentTally } from './compact-layer.js';
import { CompactTotals, rankedFor, seedsOf, type CompactOptions, type CompactResult } from './compact-search.js';
import { SearchSetupError } from './errors.js';
import { attachMarks, MAX_BYTE_DEPTH, marksBytes, type LayerMarks } from './layer-marks.js';
import type { SearchProblem } from './problem.js';
import type { SegmentedState, SegmentStore } from './segment-store.js';
import type { Steps } from './steps.js';

/** Offsets a bucket buffers in memory before they go to the store: at most 256 KB. */
export const BUCKET_BUFFER = 1 << 16;

/** A bucket's buffer for segments of this size: smaller for small segments, so tiny memory limits still work. */
export function bucketBufferFor(ranksPerSegment: number): number {
  return Math.min(BUCKET_BUFFER, Math.max(256, Math.floor(ranksPerSegment / 256)));
}
/** The smallest segment allowed (a multiple of 16, so a 2-bit word is never split). */
export const MIN_SEGMENT_RANKS = 1 << 10;
/** The largest: offsets within a segment must fit 32 bits, and a segment one typed array. */
export const MAX_SEGMENT_RANKS = 2 ** 30;

export interface SegmentedOptions extends Omit<CompactOptions, 'shared' | 'onLayer' | 'resumeFrom'> {
  /** Where the segments and buckets live. */
  store: SegmentStore;
  /** Ranks a segment (a multiple of 16; `segmentRanksFor` picks one from a memory limit). */
  ranksPerSegment: number;
  /** Go on from the state the store last committed, with the same problem, options and segment size. */
  resumeFrom?: SegmentedState;
}

export interface SegmentedResult<S> extends CompactResult<S> {
  /** Segments the marks are cut into, and ranks each. */
  segments: number;
  ranksPerSegment: number;
  /** Successor offsets written to buckets by this run (4 bytes each), its main disk traffic. */
  bucketEntries: number;
}

/**
 * Bytes an out-of-core search holds in memory: one segment's marks and a
 * bucket buffer for every segment.
 *
 * @example
 * ```ts
 * console.log(segmentedMemoryBytes('bits', 4 ** 15, 2 ** 26)); // 16 MB of marks, 16 buffers
 * ```
 */
export function segmentedMemoryBytes(kind: 'bits' | 'bytes', size: number, ranksPerSegment: number): number {
  return marksBytes(kind, ranksPerSegment) + Math.ceil(size / ranksPerSegment) * bucketBufferFor(ranksPerSegment) * 4;
}

/**
 * The largest segment (a power of two ranks) whose search fits in
 * `maxMemoryBytes`, no larger than the space needs; throws SearchSetupError
 * when even the smallest does not fit.
 *
 * @example
 * ```ts
 * const ranksPerSegment = segmentRanksFor('bits', ranked.size, 64 * 2 ** 20);
 * ```
 */
export function segmentRanksFor(kind: 'bits' | 'bytes', size: number, maxMemoryBytes: number): number {
  let best = 0;
  for (let ranks = MIN_SEGMENT_RANKS; ranks <= MAX_SEGMENT_RANKS; ranks *= 2) {
    if (segmentedMemoryBytes(kind, size, ranks) > maxMemoryBytes) continue;
    best = ranks;
    if (ranks >= size) break;
  }
  if (best === 0) {
    // The cheapest split: buffers shrink as segments grow, marks grow.
    let least = Infinity;
    for (let ranks = MIN_SEGMENT_RANKS; ranks <= MAX_SEGMENT_RANKS; ranks *= 2) least = Math.min(least, segmentedMemoryBytes(kind, size, ranks));
    throw new SearchSetupError(ENGINE_MESSAGES.outOfCoreMemory({ size, mb: Math.ceil(least / 2 ** 20) }));
  }
  return best;
}

/**
 * The out-of-core compact search as steps (see `segmentedExplore`).
 *
 * @example
 * ```ts
 * const store = {} as SegmentStore; // in practice the segment files of src/storage/segment-files.ts
 * const e = await runAsync(segmentedExploreSteps(ranked, { store, ranksPerSegment: 1 << 20, signal }));
 * ```
 */
export function* segmentedExploreSteps<S, M>(problem: SearchProblem<S, M>, options: SegmentedOptions): Steps<SegmentedResult<S>> {
  const direction = { fromGoals: options.fromGoals === true };
  const ranked = rankedFor(problem, direction);
  const { store } = options;
  const S = options.ranksPerSegment;
  if (!(Number.isInteger(S) && S % 16 === 0 && S >= 16 && S <= MAX_SEGMENT_RANKS)) {
    throw new SearchSetupError(`ranksPerSegment must be a multiple of 16 from 16 to 2^30, not ${S}`);
  }
  const kind = options.distances ? 'bytes' : 'bits';
  const budget = new Budget(options);
  const wanted = options.farthestExamples ?? 5;
  const size = ranked.size;
  const count = Math.ceil(size / S);
  const rank = ranked.rank.bind(ranked);
  const unrank = ranked.unrank.bind(ranked);
  const isGoal = ranked.isGoal.bind(ranked);
  const expand = (options.fromGoals ? ranked.predecessors! : ranked.successors).bind(ranked);

  // One segment in memory at a time, in this buffer.
  const buffer = new ArrayBuffer(marksBytes(kind, S));
  const bytesOf = (index: number) => marksBytes(kind, Math.min(S, size - index * S));
  let loaded = -1;
  let marks: LayerMarks = attachMarks(kind, S, buffer);
  const load = (index: number) => {
    const into = new Uint8Array(buffer, 0, bytesOf(index));
    marks = attachMarks(kind, Math.min(S, size - index * S), buffer);
    if (!store.readMarks(index, into)) {
      if (kind === 'bits') into.fill(0);
      else attachMarks(kind, S, buffer, true);
    }
    loaded = index;
  };
  const save = () => store.writeMarks(loaded, new Uint8Array(buffer, 0, bytesOf(loaded)));

  const buckets: (Uint32Array | undefined)[] = new Array(count);
  const filled = new Int32Array(count);
  const bufferEntries = bucketBufferFor(S);
  let bucketEntries = 0;
  const flush = (t: number) => {
    if (filled[t] === 0) return;
    store.appendBucket(t, buckets[t]!.subarray(0, filled[t]));
    filled[t] = 0;
  };
  const memoryBytes = () => buffer.byteLength + buckets.reduce((n, b) => n + (b ? b.byteLength : 0), 0);

  let state: SegmentedState;
  let totals: CompactTotals;
  if (options.resumeFrom) {
    state = options.resumeFrom;
    if (state.layerCounts.length !== count) throw new SearchSetupError(`resumeFrom: ${state.layerCounts.length} segments, but this search cuts the space into ${count}`);
    totals = CompactTotals.restore(state.totals);
  } else {
    const seeds = seedsOf(ranked, direction);
    totals = new CompactTotals(seeds.ranks.length, seeds.goals);
    const layerCounts = new Array<number>(count).fill(0);
    for (const r of seeds.ranks) {
      const index = Math.floor(r / S);
      if (index !== loaded) {
        if (loaded >= 0) save();
        load(index);
      }
      marks.claim(r - index * S, 0);
      layerCounts[index]++;
    }
    save();
    state = { nextDepth: 0, totals: totals.snapshot(), layerCounts, complete: false };
    store.commitLayer(state);
  }

  const finish = (status: 'complete' | 'limit', limit: LimitReason | null): SegmentedResult<S> => {
    const result = totals.result(status, limit, { kind, bytes: memoryBytes() }, unrank, budget.elapsedMs());
    return { ...result, segments: count, ranksPerSegment: S, bucketEntries };
  };
  if (state.complete) return finish('complete', null);

  let limit: LimitReason | null = null;
  for (let depth = state.nextDepth; ; depth++) {
    if (kind === 'bytes' && depth + 1 > MAX_BYTE_DEPTH) throw new SearchSetupError(ENGINE_MESSAGES.byteTableDepth({ most: MAX_BYTE_DEPTH }));
    const nextDepth = depth + 1;
    const nextCounts = new Array<number>(count).fill(0);
    const incoming = new Float64Array(count);
    const tallies: SegmentTally[] = [];
    let claimedSoFar = 0;
    const check = () => budget.checkpoint(totals.states + claimedSoFar, depth, memoryBytes());

    // Pass 1: expand the layer, segment by segment.
    let base = 0;
    let end = 0;
    let current = -1;
    let tally: SegmentTally = { expanded: 0, claimed: 0, goals: 0, examples: [] };
    const emit = (next: S) => {
      const r = rank(next);
      if (r >= base && r < end) {
        if (marks.claim(r - base, nextDepth)) {
          tally.claimed++;
          nextCounts[current]++;
          if (isGoal(next)) tally.goals++;
        }
        return;
      }
      const t = Math.floor(r / S);
      let bucket = buckets[t];
      if (bucket === undefined) bucket = buckets[t] = new Uint32Array(bufferEntries);
      bucket[filled[t]++] = r - t * S;
      incoming[t]++;
      bucketEntries++;
      if (filled[t] === bufferEntries) flush(t);
    };
    const visit = (local: number) => {
      const r = base + local;
      if (tally.examples.length < wanted) tally.examples.push(r);
      expand(unrank(r), emit);
    };
    let unsaved = false;
    for (let index = 0; index < count && !limit; index++) {
      if (state.layerCounts[index] === 0) continue;
      if (unsaved) save();
      load(index);
      unsaved = true;
      current = index;
      base = index * S;
      end = Math.min(base + S, size);
      // A slice of ranks at a time, so that limits and progress are looked at as often as in memory.
      for (let from = 0; from < end - base && !limit; from += SEGMENT) {
        tally = { expanded: 0, claimed: 0, goals: 0, examples: [] };
        tally.expanded = marks.scanLayer(depth, from, Math.min(from + SEGMENT, end - base), visit);
        tallies.push(tally);
        claimedSoFar += tally.claimed;
        limit = check();
        if (budget.takeSliceOver()) yield;
      }
    }
    if (!limit) for (let t = 0; t < count; t++) flush(t);

    // Pass 2: merge each bucket into its segment.
    // The segment still in memory goes first, saving a write and a read; the order of segments does not matter.
    const merged: SegmentTally = { expanded: 0, claimed: 0, goals: 0, examples: [] };
    const mergeOrder = loaded >= 0 && unsaved ? [loaded, ...Array.from({ length: count }, (_, t) => t).filter((t) => t !== loaded)] : Array.from({ length: count }, (_, t) => t);
    const claimedInPass1 = claimedSoFar;
    for (const t of mergeOrder) {
      if (limit) break;
      if (incoming[t] === 0) {
        if (t === loaded && unsaved) {
          save();
          unsaved = false;
        }
        continue;
      }
      if (t !== loaded || !unsaved) load(t);
      unsaved = false;
      const first = t * S;
      for (const offsets of store.bucketChunks(t)) {
        for (let i = 0; i < offsets.length; i++) {
          const off = offsets[i];
          if (!marks.claim(off, nextDepth)) continue;
          merged.claimed++;
          nextCounts[t]++;
          if (isGoal(unrank(first + off))) merged.goals++;
        }
        claimedSoFar = claimedInPass1 + merged.claimed;
        limit = check();
        if (limit) break;
        if (budget.takeSliceOver()) yield;
      }
      if (!limit) save();
    }
    tallies.push(merged);
    if (limit) {
      // The store keeps the last committed layer; the figures reported are partial.
      totals.addLayer(depth, tallies, wanted);
      break;
    }
    const claimed = totals.addLayer(depth, tallies, wanted);
    state = { nextDepth, totals: totals.snapshot(), layerCounts: nextCounts, complete: claimed === 0 };
    store.commitLayer(state);
    if (claimed === 0) break;
  }
  return finish(limit ? 'limit' : 'complete', limit);
}

/**
 * The whole reachable space of a ranked problem with its marks in segments
 * kept by a store (on disk): the same figures as `compactExplore`, in the
 * memory of one segment.
 *
 * @example
 * ```ts
 * const store = {} as SegmentStore; // segment files (src/storage/segment-files.ts) or any SegmentStore
 * const e = segmentedExplore(ranked, { store, ranksPerSegment: 1 << 16 });
 * console.log(e.statesPerDepth, e.segments);
 * ```
 */
export function segmentedExplore<S, M>(problem: SearchProblem<S, M>, options: SegmentedOptions): SegmentedResult<S> {
  const steps = segmentedExploreSteps(problem, options);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

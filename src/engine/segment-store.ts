/**
 * The contract between the out-of-core compact search (compact-segmented.ts)
 * and whatever keeps its data: the marks array cut into segments of
 * consecutive ranks, and for the layer under way one bucket a segment of the
 * successors bound for it. The engine stays free of any file system: the
 * segment files of src/storage/segment-files.ts implement this on disk.
 *
 * What a store must guarantee:
 * - `readMarks` gives back exactly what `writeMarks` last put (or what the
 *   last committed layer holds), or throws: damaged data is never returned.
 * - Nothing written since the last `commitLayer` survives a crash as part
 *   of the committed state: `commitLayer` is the one atomic step, and after
 *   it the store holds the state it was given and the segments written so far.
 */
import type { CompactTotalsState } from './compact-search.js';

/** The search between two layers, as the store keeps it beside the segments. */
export interface SegmentedState {
  /** The layer to expand next. */
  nextDepth: number;
  /** The totals after layer `nextDepth - 1`. */
  totals: CompactTotalsState;
  /** How many states of layer `nextDepth` each segment holds (segments with none are not read). */
  layerCounts: number[];
  /** True once a layer added nothing: the search is over and its totals final. */
  complete: boolean;
}

export interface SegmentStore {
  /**
   * Fills `into` with segment `index`'s marks (exactly its bytes); returns
   * false, leaving `into` alone, for a segment never written (all unseen).
   */
  readMarks(index: number, into: Uint8Array): boolean;
  /** Replaces segment `index`'s marks; part of the state only once the layer is committed. */
  writeMarks(index: number, marks: Uint8Array): void;
  /** Appends offsets (rank minus the segment's first rank) of successors bound for segment `index`. */
  appendBucket(index: number, offsets: Uint32Array): void;
  /**
   * Everything appended for segment `index` in this layer, in order, a
   * chunk at a time (each chunk valid until the next is asked for); a
   * damaged bucket throws, at the latest after its last chunk.
   */
  bucketChunks(index: number): Iterable<Uint32Array>;
  /** Makes the segments written so far and `state` the store's state, at once; drops the buckets. */
  commitLayer(state: SegmentedState): void;
}

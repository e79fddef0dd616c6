/**
 * What a census run takes and gives (a census family: census-family.ts), in
 * a module of its own: the midend runs it, the threads runner
 * (src/parallel) implements its chunks, storage keeps its checkpoints.
 */
import type { CensusChunk, CensusPuzzle, CensusSettings } from '../puzzles/census-family.js';

/** Where a run keeps each chunk as it is done, and what an earlier run of the same settings kept (a resumed run skips those). */
export interface CensusCheckpoint {
  readonly done: readonly CensusChunk[];
  keep(chunk: CensusChunk): void;
}

/** Classifies chunks of a census on worker threads, each result handed over as it is done (in any order). */
export type CensusChunksRunner = (puzzle: string, settings: CensusSettings, chunks: readonly number[], options: { threads: number; signal?: AbortSignal; onChunk: (result: CensusChunk) => void }) => Promise<void>;

export interface CensusRun {
  threads: number;
  checkpoint?: CensusCheckpoint;
  signal?: AbortSignal;
  /** Stop after this many chunks are newly done (a bound a test can interrupt a run with); the outcome is then incomplete. */
  stopAfterChunks?: number;
  /** Progress: chunks done (with those read back), of all. */
  onProgress?: (done: number, chunks: number, layouts: number) => void;
}

export interface CensusOutcome {
  settings: CensusSettings;
  chunks: number;
  /** Chunks done, with those read back from the checkpoint. */
  done: number;
  /** Chunks read back from an earlier run. */
  resumed: number;
  complete: boolean;
  /** Layouts the chunks' walks met (census-family.ts: CensusChunk). */
  enumerated: number;
  layouts: number;
  groups: number;
  solvable: number;
  /** The kept puzzles in the family's list order. */
  puzzles: CensusPuzzle[];
}

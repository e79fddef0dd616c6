/**
 * What a census run takes and gives (a census family: census-family.ts), in
 * a module of its own: the midend runs it, the threads runner
 * (src/parallel) and the cluster runner (src/cluster) implement its chunks,
 * storage keeps its checkpoints.
 */
import type { CensusChunk, CensusPuzzle, CensusSettings } from '../puzzles/census-family.js';
import type { Lang } from '../puzzles/lang.js';

/** Where a run keeps each chunk as it is done, and what an earlier run of the same settings kept (a resumed run skips those). */
export interface CensusCheckpoint {
  readonly done: readonly CensusChunk[];
  keep(chunk: CensusChunk): void;
}

/** Classifies chunks of a census on worker threads, each result handed over as it is done (in any order). */
export type CensusChunksRunner = (puzzle: string, settings: CensusSettings, chunks: readonly number[], options: { threads: number; signal?: AbortSignal; onChunk: (result: CensusChunk) => void }) => Promise<void>;

/** Where a census runs on a cluster (`puzzlekit worker`s on a Redis), and how it speaks to the user. */
export interface CensusClusterOptions {
  /** The Redis URL and the folder every worker machine sees at the same path. */
  url: string;
  shared: string;
  /** Chunks one job classifies (default: the run cut into a few hundred jobs). */
  chunksPerJob?: number;
  /** One line for the user (resuming, say). */
  notice?: (line: string) => void;
  lang?: Lang;
  /** Where the cluster's progress line goes (default: standard error); drawn only on a terminal. */
  statusOutput?: { write(text: string): unknown; isTTY?: boolean; columns?: number };
}

/**
 * Classifies chunks of a census on a cluster, each result handed over as it
 * is in (in any order), those an interrupted run of the same settings left
 * in the shared folder among them; returns how many were read back so. A
 * cancelled run ends with ClassifyCancelled, its finished chunks kept.
 */
export type CensusClusterRunner = (
  puzzle: string,
  settings: CensusSettings,
  chunks: readonly number[],
  options: { cluster: CensusClusterOptions; signal?: AbortSignal; onChunk: (result: CensusChunk) => void },
) => Promise<{ readBack: number }>;

export interface CensusRun {
  threads: number;
  /** Run the chunks on a cluster instead of threads (its runner registered: census.ts). */
  cluster?: CensusClusterOptions;
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
  /** Chunks read back from an earlier run (the checkpoint, or a cluster run's shared folder). */
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

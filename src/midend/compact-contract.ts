/**
 * The contract of a compact exploration between the midend, the runners a
 * platform registers for it (in memory on worker threads, out of core in
 * segment files, on a cluster) and the front ends: what is asked, the plan
 * the midend makes of it, and what comes back. Everything here is data: the
 * midend and the runners never word a message, the front end does, from
 * the `CompactTrouble` or the report it is given.
 */
import type { CompactResult, CompactResume, SearchOptions } from '../engine/index.js';
import type { Message } from '../i18n/index.js';
import type { Lang } from '../puzzles/lang.js';
import type { CheckpointRun } from '../storage/checkpoint-run.js';

/** A distance table to write from a run from the goals (the command line's `--out FILE`). */
export interface TableAsk {
  path: string;
  /** Replace a file that is not the table of this puzzle, instance and metric. */
  overwrite: boolean;
}

/** What a front end asks of a compact exploration, its folders as the user gave them. */
export interface CompactAsk {
  /** Explore from the goals with a byte a state and write the distance table there. */
  table?: TableAsk;
  /** More than one worker thread was asked for (the out-of-core and checkpointed runs have one). */
  moreThreads: boolean;
  /** A fresh run saved after every layer in this folder. */
  checkpoints?: string;
  /** Go on with the run saved in this folder (in memory or out of core: the folder says which). */
  resume?: string;
  /** Out of core, the marks in segment files in this folder. */
  segments?: string;
  /** On a cluster (its connection is given to the run, `CompactRunOptions.cluster`). */
  cluster: boolean;
  maxMemoryBytes?: number;
}

/** What a folder already holds, as far as a compact run cares. */
export interface FolderHolds {
  /** An out-of-core run (its index, at least). */
  segments: boolean;
  /** The checkpoint of an in-memory run (its index, at least). */
  checkpoint: boolean;
}

/**
 * The run folders on this platform's disk, passed in by the front end (the
 * command line's are in src/storage/run-folders.ts), so that the plan is
 * made, and a saved run read back, before anything is written.
 */
export interface RunFolders {
  holds(dir: string): FolderHolds;
  /** The checkpoint saved in `dir` for `run`, or why it cannot be resumed. */
  resumable(dir: string, run: CheckpointRun): CompactResume | { unusable: string | Message };
}

interface PlanBase {
  fromGoals: boolean;
  /** What the run is about, as its checkpoints, segment files and cluster folder name it. */
  run: CheckpointRun;
  /** Bytes of marks the whole space takes (2 bits or a byte a state). */
  marksBytes: number;
  table?: TableAsk;
}

/** The marks in memory: on worker threads, or on one with a checkpoint after every layer. */
export interface InMemoryPlan extends PlanBase {
  kind: 'in-memory';
  checkpoints?: { dir: string; resumeFrom?: CompactResume };
}

/** The marks in segment files in `dir`, one thread. */
export interface SegmentedPlan extends PlanBase {
  kind: 'segmented';
  dir: string;
  resume: boolean;
  /** Chosen on its own (checkpoints asked for marks over the memory limit), to be said so. */
  automatic: boolean;
}

/** The layers done by cluster workers. */
export interface ClusterPlan extends PlanBase {
  kind: 'cluster';
}

export type CompactPlan = InMemoryPlan | SegmentedPlan | ClusterPlan;

/** Where a cluster run goes and how it talks to the user while it runs. */
export interface ClusterAsk {
  /** The Redis URL, as given (the runner checks it). */
  url: string;
  /** A folder every worker machine sees at the same path. */
  shared: string;
  jobsPerLayer: number;
  /** One line for the user (resuming, say). */
  notice?: (line: string) => void;
  /** The language of the cluster's own lines (its notices and status line). */
  lang?: Lang;
  /** The progress line. */
  status?: { show(line: string): void; stop(): void };
}

export interface CompactRunOptions extends SearchOptions {
  /** Worker threads for an in-memory run without checkpoints (default 1). */
  threads?: number;
  /** Needed by a cluster plan. */
  cluster?: ClusterAsk;
}

/** What a runner of `plan`'s kind is given. */
export type CompactRunnerOptions<P extends CompactPlan> = CompactRunOptions & { plan: P };

/** Why a compact run cannot start or go on, for the front end to word. */
export type CompactTrouble =
  /** These runs have one thread: more were asked for. */
  | { kind: 'one-thread'; run: 'segmented' | 'checkpoints' }
  /** A fresh checkpoint folder and one to go on from, both given. */
  | { kind: 'checkpoints-and-resume' }
  /** `dir` holds another kind of run than the one asked for in it. */
  | { kind: 'folder-holds'; dir: string; holds: 'segments' | 'checkpoint'; wanted: 'in-memory' | 'segmented' }
  /** A folder, file or cluster that cannot be used, in the storage's or the cluster's own words. */
  | { kind: 'unusable'; message: string | Message };

/** An out-of-core run's marks on disk. */
export interface SegmentsReport {
  dir: string;
  count: number;
  ranksPerSegment: number;
  /** Bytes the committed segment files take. */
  bytes: number;
  /** Bytes of successors this run wrote to buckets. */
  bucketBytes: number;
}

/** A run that ended (whole or at a limit). */
export interface CompactDone {
  kind: 'done';
  result: CompactResult<unknown>;
  /** Threads it ran on. */
  threads: number;
  /** The distance table written (asked for, and the run whole). */
  table?: string;
  segments?: SegmentsReport;
}

/** A cluster run that stopped, its finished layers kept for the same request to go on from. */
export interface CompactStopped {
  kind: 'stopped';
  /** Cancelled (the signal), or the cluster's own reason. */
  why: { kind: 'cancelled' } | { kind: 'cluster'; message: string };
}

export type CompactOutcome = CompactDone | CompactStopped | { kind: 'trouble'; trouble: CompactTrouble };

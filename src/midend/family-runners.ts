/**
 * Runners of a family's classification: on worker threads (src/parallel,
 * which also runs one thread in-process) and on a cluster (src/cluster).
 * Like the explore runners (runners.ts) the midend cannot import them (the
 * browser has neither, and the cluster code is loaded only when asked for),
 * so a platform registers those it has and the midend looks one up by kind.
 * This module holds the contract and the table, nothing else.
 */
import type { FamilyType, TypeSummary } from '../puzzles/family.js';
import type { Lang } from '../puzzles/lang.js';

export type FamilyRunnerKind = 'threads' | 'cluster';

/** What every family runner takes. */
export interface FamilyRunOptions {
  /** The database folder to write each type's files to (classify --out), if any. */
  out?: string;
  /** Replace files of another puzzle or type in `out`. */
  force: boolean;
  signal?: AbortSignal;
  /** Each type's summary as soon as it is in (and, with `out`, its files there), with how many types are done. */
  onType?: (summary: TypeSummary, done: number) => void;
}

export interface ThreadsRunOptions extends FamilyRunOptions {
  threads: number;
  /** The most bytes the worker threads and the types classified side by side may take together. */
  maxMemoryBytes?: number;
}

export interface ClusterRunOptions extends FamilyRunOptions {
  /** The Redis URL and the folder every worker machine sees. */
  url: string;
  shared: string;
  /** One line for the user (resuming, say). */
  notice?: (line: string) => void;
  lang?: Lang;
  /** Where the cluster's progress line goes (default: standard error); drawn only on a terminal. */
  statusOutput?: { write(text: string): unknown; isTTY?: boolean; columns?: number };
}

/** A run stopped by its signal (Ctrl-C, --max-seconds) before every type was done. */
export class ClassifyCancelled extends Error {
  override readonly name = 'ClassifyCancelled';
}

/** A runner: classifies the types of the family of the puzzle `puzzle` (an id, as a worker opens it), returning the summaries in the order given. */
export type FamilyRunner<O extends FamilyRunOptions> = (puzzle: string, types: readonly FamilyType[], options: O) => Promise<TypeSummary[]>;

interface Runners {
  threads: FamilyRunner<ThreadsRunOptions>;
  cluster: FamilyRunner<ClusterRunOptions>;
}

const registered: Partial<Runners> = {};

/** Makes `run` the family runner of `kind` (a later registration replaces an earlier one). */
export function registerFamilyRunner<K extends FamilyRunnerKind>(kind: K, run: Runners[K]): void {
  registered[kind] = run;
}

/** The family runner of `kind`; throws when the platform registered none. */
export function familyRunnerOf<K extends FamilyRunnerKind>(kind: K): Runners[K] {
  const run = registered[kind];
  if (!run) throw new Error(`no ${kind} family runner is registered on this platform`);
  return run as Runners[K];
}

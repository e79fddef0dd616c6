/**
 * What the runners of a family's classification take: on worker threads
 * (src/parallel, which also runs one thread in-process) and on a cluster
 * (src/cluster), registered in the midend's table of runners (runners.ts).
 */
import type { FamilyType, TypeSummary } from '../puzzles/family.js';
import type { Lang } from '../puzzles/lang.js';

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

/**
 * The runs of an opened instance that prepare heuristic tables (pattern
 * databases) and give hints with them: their options, what they report as
 * they go and what they return. Data only: a front end words each event in
 * its own language and way (a line on stderr, a label on the page).
 */
import type { LimitReason, SearchLimits, SearchOptions } from '../engine/index.js';
import type { TableBuildProgress, TableSetSpec } from '../puzzles/heuristic-tables.js';
import type { StoredTablesProblem } from './table-store.js';

/** What a run that reads, builds and keeps tables did, in order, with what a message about it needs. */
export type TablesEvent =
  /** A kept copy of `spec` failed its checks: not used. */
  | ({ kind: 'cached-invalid'; spec: TableSetSpec } & StoredTablesProblem)
  /** The set needs more memory to build than the limit allows: not built. */
  | { kind: 'too-big'; spec: TableSetSpec; needsMegabytes: number }
  /** The build begins. */
  | { kind: 'building'; spec: TableSetSpec; needsMegabytes: number }
  /** A limit (or a cancel) stopped the build: nothing installed. */
  | { kind: 'build-stopped'; spec: TableSetSpec; limit: LimitReason }
  /** Built, installed and kept in the store, at `where`. */
  | { kind: 'built-and-stored'; spec: TableSetSpec; milliseconds: number; where: string }
  /** Built and installed, but the store would not take it (`error` says why): built again next time. */
  | { kind: 'built-not-stored'; spec: TableSetSpec; milliseconds: number; error: string };

export interface TableRunOptions extends SearchLimits {
  /** A build's progress, a few times a second (none while reading). */
  onBuildProgress?: (progress: TableBuildProgress) => void;
  onEvent?: (event: TablesEvent) => void;
}

export interface PrepareTablesOptions extends TableRunOptions {
  /** Build the default set when none is kept (false: use a kept one or none). True when absent. */
  build?: boolean;
}

/** The set `pdb build` makes for an instance, or why there is none. */
export type TableSetChoice = { status: 'chosen'; spec: TableSetSpec } | { status: 'no-tables' } | { status: 'none-for-board' };

/** A set built and kept (`buildTables`), or why not: it would not fit the memory limit, or a limit stopped the build. */
export type TableBuildOutcome =
  | { status: 'built'; where: string; entries: number; milliseconds: number }
  | { status: 'too-big'; needsMegabytes: number }
  | { status: 'stopped'; limit: LimitReason };

/** How far the build of hint tables has got: the table being built (0-based), how many, and the share of the whole done. */
export interface HintTablesProgress {
  table: number;
  tables: number;
  fraction: number;
}

/**
 * Points where a front end may hold the build of hint tables (a browser
 * test acts at a point it knows); each returns a promise to wait for, or
 * undefined to go on at once, without an await.
 */
export interface HintTablesHooks {
  /** Before a build starts; `signal` aborts when the build is given up (the hold should let go then). */
  beforeBuild?(signal: AbortSignal): Promise<void> | undefined;
  /** Before a built set is kept in the store. */
  beforeStore?(): Promise<void> | undefined;
}

export interface HintTablesOptions {
  signal: AbortSignal;
  onTablesProgress?: (progress: HintTablesProgress) => void;
  /** Taken from the job that starts a build (jobs that join it share it). */
  hooks?: HintTablesHooks;
}

export type HintTablesReady =
  | {
      status: 'ready';
      /** Installed already in this process, read back from the store, or built just now. */
      from: 'memory' | 'stored' | 'built';
      buildMilliseconds?: number;
      /** Why the kept copy was not used (it was then rebuilt). */
      rejected?: StoredTablesProblem;
    }
  | { status: 'limit'; limit: LimitReason };

/** The hint search's options: the search's own (signal, progress) and those of readying its tables. */
export type HintOptions = Omit<SearchOptions, 'signal'> & HintTablesOptions;

/** One position's distance and best move, or why there is none. */
export interface HintAnswer {
  status: 'solved' | 'unsolvable' | 'limit';
  limit?: LimitReason;
  /** Least cost from the position to a goal (0 at a goal; Infinity where none can be reached), when known. */
  distance?: number;
  /** The first move of an optimal solution from the position, as its code; none at a goal. */
  move?: string;
  /** IDA*'s nodes and time for this position. */
  statesExplored: number;
  milliseconds: number;
}

/**
 * The optional part of a backend that builds precomputed heuristic tables
 * (pattern databases) for big instances. The midend builds, reads back and
 * installs them through this interface alone (src/midend/prepare-tables.ts,
 * hint-tables.ts); where they are kept is the table store a front end
 * passes in.
 */
import type { SearchOptions } from '../engine/budget.js';
import type { LimitReason } from '../engine/budget.js';
import type { Steps } from '../engine/steps.js';

export interface TableSetSpec {
  /** The set's name among the instance's `available` ones ("6-6-3"). */
  name: string;
  /** A file-name-safe name, unique to what the tables are for ("sliding-tiles-4x4-blank-first-6-6-3"). */
  id: string;
  /** What the tables are, in words, for messages. */
  description: string;
  /** The same in Chinese, where the backend words it. */
  zh?: string;
  /** What a cached file must say it is for, field by field (puzzle, board, goal, partition ...). */
  identity: Record<string, unknown>;
  /** Entries of each table. */
  sizes: number[];
  /** Bytes the build needs at its peak. */
  buildBytes: number;
}

export interface TableBuildProgress {
  /** The table being built (0-based) and how many there are. */
  table: number;
  tables: number;
  /** Abstract states reached so far in this table, of `size`. */
  reached: number;
  size: number;
}

export type TableBuild = { status: 'built'; tables: Uint8Array[] } | { status: 'limit'; limit: LimitReason };

export interface HeuristicTables<I> {
  /** The metric whose costs the tables bound from below; searches under any other get none. */
  readonly metric: string;
  /** Whether searches of this instance use installed tables at all: the midend reads or builds none where not. */
  usedBy(instance: I): boolean;
  /** The tables a plain solve of this instance uses, or null when it needs none. */
  defaultFor(instance: I): TableSetSpec | null;
  /** The names of the table sets that can be built for this instance, with descriptions, best first. */
  available(instance: I): { name: string; description: string }[];
  /** The table set `name` for this instance; throws PuzzleInputError for an unknown one. */
  spec(instance: I, name: string): TableSetSpec;
  build(spec: TableSetSpec, options?: SearchOptions, onProgress?: (p: TableBuildProgress) => void): Steps<TableBuild>;
  /** Makes built or loaded tables the ones this puzzle's searches use. */
  install(spec: TableSetSpec, tables: Uint8Array[]): void;
}

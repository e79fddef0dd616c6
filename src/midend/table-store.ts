/**
 * Where heuristic tables (pattern databases) are kept between runs: the
 * command line's cache folder (src/storage/table-cache-files.ts), the
 * browser's IndexedDB (web/src/worker/table-store.ts). The midend decides
 * what to read, build and keep; the front end passes in the store its
 * platform has, so the midend never touches a disk or a database itself.
 */
import type { TableSetSpec } from '../puzzles/heuristic-tables.js';

/** Why a stored copy is not used, in English and in Chinese (the copy's name comes before it: "... is truncated"). */
export interface StoredTablesProblem {
  reason: string;
  zh: string;
}

/** A set read back: its tables once every check agrees, none kept, or kept but not to be trusted (stale, truncated, damaged) and why. */
export type StoredTablesRead = { status: 'ok'; tables: Uint8Array[] } | { status: 'missing' } | ({ status: 'invalid' } & StoredTablesProblem);

export interface TableStore {
  /** The set `spec` names, checked before it is trusted. */
  read(spec: TableSetSpec): StoredTablesRead | Promise<StoredTablesRead>;
  /** Keeps the set; throws (an Error whose message says why) where it cannot. */
  write(spec: TableSetSpec, tables: Uint8Array[]): void | Promise<void>;
  /** Where the set `spec` is kept, for messages ("cached in ..."). */
  where(spec: TableSetSpec): string;
}

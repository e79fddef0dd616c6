/**
 * The disk cache of heuristic tables (pattern databases): one file a table
 * set, in the stored form of table-file.ts (a header with what the tables
 * are for and a checksum a table). Files are written under a temporary name
 * and renamed, and read back only when the header matches what is asked for
 * and every checksum agrees: a stale, truncated or damaged file is reported
 * and never trusted. The folder is the caller's choice (the command line
 * reads it from --cache-dir and the environment).
 */
import { closeSync, lstatSync, readdirSync, readSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TableStore } from '../midend/table-store.js';
import type { TableSetSpec } from '../puzzles/heuristic-tables.js';
import { writeFileAtomic } from './atomic-write.js';
import { makeFolder } from './output-path.js';
import { decodeTableFile, encodeTableFilePieces, parseTableFile, startsAsTableFile, TABLE_FORMAT_VERSION, tableProblem, type TableFileProblem } from './table-file.js';
import { STORAGE_MESSAGES } from './messages.js';
import { openRegularFile, RegularFileError, readRegularFile } from './regular-file.js';

const EXTENSION = '.pdb';

/** The table store of the cache folder `directory`, as the midend reads and writes sets. */
export function diskTableStore(directory: string): TableStore {
  return {
    read: (spec) => readTables(directory, spec),
    write: (spec, tables) => {
      writeTables(directory, spec, tables);
    },
    where: (spec) => cachePath(directory, spec),
  };
}

export function cachePath(directory: string, spec: Pick<TableSetSpec, 'id'>): string {
  return join(directory, spec.id + EXTENSION);
}

/** Why a cached file is not used, in English and in Chinese (the file's name comes before it: "... is truncated"). */
export type CacheProblem = TableFileProblem;

export type CacheRead = { status: 'ok'; tables: Uint8Array[] } | { status: 'missing' } | ({ status: 'invalid' } & CacheProblem);

/** Reads a table set from the cache, checking everything before trusting it. */
export function readTables(directory: string, spec: TableSetSpec): CacheRead {
  const path = cachePath(directory, spec);
  let bytes: Buffer;
  try {
    bytes = readRegularFile(path);
  } catch (error) {
    if (!(error instanceof RegularFileError)) throw error;
    if (error.problem === 'missing') return { status: 'missing' };
    return { status: 'invalid', ...unreadable(error) };
  }
  return decodeTableFile(bytes, spec);
}

/** Why a cache entry that is no regular file (a folder, a FIFO, a link to nothing) cannot be read, in both languages. */
function unreadable(error: RegularFileError): CacheProblem {
  switch (error.problem) {
    case 'folder':
      return tableProblem(STORAGE_MESSAGES.cachedFolder());
    case 'dangling link':
      return tableProblem(STORAGE_MESSAGES.cachedDanglingLink());
    case 'not regular':
      return tableProblem(STORAGE_MESSAGES.cachedNotRegular({ what: error.what }));
    default:
      return tableProblem(STORAGE_MESSAGES.cachedUnreadable({ what: error.what }));
  }
}

/** Writes a table set under a temporary name, then renames it into place. */
export function writeTables(directory: string, spec: TableSetSpec, tables: Uint8Array[]): string {
  makeFolder(directory);
  const path = cachePath(directory, spec);
  // Piece by piece, not concatenated: a 7-8 set is 576 MB, and a copy of it would be the build's peak.
  // Not flushed: a file cut by a power failure fails its checksums and is built again.
  writeFileAtomic(path, encodeTableFilePieces(spec, tables), false);
  return path;
}

export interface CachedFile {
  file: string;
  bytes: number;
  /** The header's description, or why the file is unusable. */
  description: string;
  /** The same in Chinese, where there is one (files written before it have no Chinese description). */
  zh?: string;
  valid: boolean;
}

/** The table files in the cache folder, each with its header's description (checksums not verified). */
export function listTables(directory: string): CachedFile[] {
  let names: string[];
  try {
    names = readdirSync(directory).filter((n) => n.endsWith(EXTENSION)).sort();
  } catch {
    return [];
  }
  return names.map((file) => {
    const path = join(directory, file);
    let contents: Buffer;
    try {
      contents = readRegularFile(path);
    } catch (error) {
      if (!(error instanceof RegularFileError)) throw error;
      // Gone since the folder was listed: as good as a link to nothing.
      const problem = error.problem === 'missing' ? tableProblem(STORAGE_MESSAGES.cachedGone()) : unreadable(error);
      return { file, bytes: 0, description: problem.reason, zh: problem.zh, valid: false };
    }
    const bytes = contents.length;
    const parsed = parseTableFile(contents);
    if ('reason' in parsed) return { file, bytes, description: parsed.reason, zh: parsed.zh, valid: false };
    const { header } = parsed;
    if (header.format !== TABLE_FORMAT_VERSION) {
      const stale = tableProblem(STORAGE_MESSAGES.tableStaleFormat({ format: header.format }));
      return { file, bytes, description: stale.reason, zh: stale.zh, valid: false };
    }
    return { file, bytes, description: header.description, ...(typeof header.zh === 'string' ? { zh: header.zh } : {}), valid: true };
  });
}

/**
 * Deletes the table files (and leftover temporary files) in the cache
 * folder; returns how many. Only what puzzlekit made goes: regular files
 * named *.pdb that begin as a table file, and its own temporary names; a
 * user's other *.pdb, a folder or a link so named stay.
 */
export function clearTables(directory: string): number {
  let names: string[];
  try {
    names = readdirSync(directory).filter((n) => isTemporary(n) || (n.endsWith(EXTENSION) && isTableFile(join(directory, n))));
  } catch {
    return 0;
  }
  const removed = names.filter((name) => lstatSync(join(directory, name), { throwIfNoEntry: false })?.isFile());
  for (const name of removed) rmSync(join(directory, name), { force: true });
  return removed.length;
}

/** A temporary name writeFileAtomic gives a table file (`<id>.pdb.<hex>.tmp`). */
function isTemporary(name: string): boolean {
  return /\.pdb\.[0-9a-f]+\.tmp$/.test(name);
}

/** Whether a path is a regular file that begins as a table file (read without following a link). */
function isTableFile(path: string): boolean {
  let fd: number;
  try {
    ({ fd } = openRegularFile(path, { follow: false }));
  } catch (error) {
    if (error instanceof RegularFileError) return false;
    throw error;
  }
  try {
    const head = new Uint8Array(64);
    return startsAsTableFile(head.subarray(0, readSync(fd, head, 0, head.length, 0)));
  } finally {
    closeSync(fd);
  }
}

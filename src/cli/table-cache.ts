/**
 * The disk cache of heuristic tables (pattern databases). One file a table
 * set: a magic line, the header's length, a JSON header (format version,
 * what the tables are for, each table's entries, bits and checksum), then
 * the tables, 4 bits an entry where every value fits, else 8. Files are
 * written under a temporary name and renamed, and read back only when the
 * header matches what is asked for and every checksum agrees: a stale,
 * truncated or damaged file is reported and never trusted.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { checksum, maxEntry, packNibbles, unpackNibbles } from '../engine/pattern-database.js';
import type { TableSetSpec } from '../puzzles/heuristic-tables.js';
import { cliIo } from './io.js';

export const FORMAT_VERSION = 1;
const MAGIC = 'PUZZLEKIT-TABLES\n';
const EXTENSION = '.pdb';

interface TableHeader {
  entries: number;
  bits: 4 | 8;
  checksum: string;
}

interface FileHeader {
  format: number;
  id: string;
  description: string;
  identity: Record<string, unknown>;
  tables: TableHeader[];
}

/** The cache folder: --cache-dir, else $PUZZLEKIT_CACHE, else $XDG_CACHE_HOME/puzzlekit, else ~/.cache/puzzlekit. */
export function cacheDirectory(option?: string): string {
  if (option) return option;
  const env = cliIo().env;
  if (env.PUZZLEKIT_CACHE) return env.PUZZLEKIT_CACHE;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'puzzlekit');
}

export function cachePath(directory: string, spec: Pick<TableSetSpec, 'id'>): string {
  return join(directory, spec.id + EXTENSION);
}

export type CacheRead = { status: 'ok'; tables: Uint8Array[] } | { status: 'missing' } | { status: 'invalid'; reason: string };

/** Reads a table set from the cache, checking everything before trusting it. */
export function readTables(directory: string, spec: TableSetSpec): CacheRead {
  const path = cachePath(directory, spec);
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    return { status: 'invalid', reason: `cannot be read (${(error as Error).message})` };
  }
  const parsed = parseFile(bytes);
  if ('reason' in parsed) return { status: 'invalid', reason: parsed.reason };
  const { header, body } = parsed;
  if (header.format !== FORMAT_VERSION) return { status: 'invalid', reason: `is format ${header.format}, not ${FORMAT_VERSION}` };
  if (JSON.stringify(header.identity) !== JSON.stringify(spec.identity)) return { status: 'invalid', reason: 'is for other tables (stale)' };
  if (header.tables.length !== spec.sizes.length || header.tables.some((t, i) => t.entries !== spec.sizes[i])) {
    return { status: 'invalid', reason: 'has tables of the wrong sizes (stale)' };
  }
  const tables: Uint8Array[] = [];
  let at = 0;
  for (const [i, table] of header.tables.entries()) {
    const length = table.bits === 4 ? Math.ceil(table.entries / 2) : table.entries;
    if (at + length > body.length) return { status: 'invalid', reason: 'is truncated' };
    const stored = body.subarray(at, at + length);
    at += length;
    if (checksum(stored) !== table.checksum) return { status: 'invalid', reason: `table ${i + 1} fails its checksum (damaged)` };
    tables.push(table.bits === 4 ? unpackNibbles(stored, table.entries) : Uint8Array.from(stored));
  }
  if (at !== body.length) return { status: 'invalid', reason: 'has bytes past its tables (damaged)' };
  return { status: 'ok', tables };
}

function parseFile(bytes: Uint8Array): { header: FileHeader; body: Uint8Array } | { reason: string } {
  const magic = Buffer.from(MAGIC);
  if (bytes.length < magic.length + 4 || !Buffer.from(bytes.subarray(0, magic.length)).equals(magic)) return { reason: 'is not a puzzlekit table file' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(magic.length, true);
  const start = magic.length + 4;
  if (start + headerLength > bytes.length) return { reason: 'is truncated' };
  try {
    const header = JSON.parse(Buffer.from(bytes.subarray(start, start + headerLength)).toString('utf8')) as FileHeader;
    const wellFormed =
      typeof header === 'object' && header !== null && typeof header.format === 'number' && typeof header.identity === 'object' && Array.isArray(header.tables);
    if (!wellFormed) return { reason: 'has a damaged header' };
    return { header, body: bytes.subarray(start + headerLength) };
  } catch {
    return { reason: 'has a damaged header' };
  }
}

/** Writes a table set under a temporary name, then renames it into place. */
export function writeTables(directory: string, spec: TableSetSpec, tables: Uint8Array[]): string {
  mkdirSync(directory, { recursive: true });
  const stored = tables.map((t) => (maxEntry(t) <= 15 && !t.includes(255) ? { bits: 4 as const, bytes: packNibbles(t) } : { bits: 8 as const, bytes: t }));
  const header: FileHeader = {
    format: FORMAT_VERSION,
    id: spec.id,
    description: spec.description,
    identity: spec.identity,
    tables: stored.map((s, i) => ({ entries: tables[i].length, bits: s.bits, checksum: checksum(s.bytes) })),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const path = cachePath(directory, spec);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([Buffer.from(MAGIC), length, json, ...stored.map((s) => s.bytes)]));
  renameSync(temporary, path);
  return path;
}

export interface CachedFile {
  file: string;
  bytes: number;
  /** The header's description, or why the file is unusable. */
  description: string;
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
    const bytes = statSync(path).size;
    const parsed = parseFile(readFileSync(path));
    if ('reason' in parsed) return { file, bytes, description: parsed.reason, valid: false };
    const valid = parsed.header.format === FORMAT_VERSION;
    return { file, bytes, description: valid ? parsed.header.description : `format ${parsed.header.format} (stale)`, valid };
  });
}

/** Deletes the table files (and leftover temporary files) in the cache folder; returns how many. */
export function clearTables(directory: string): number {
  let names: string[];
  try {
    names = readdirSync(directory).filter((n) => n.endsWith(EXTENSION) || /\.pdb\.\d+\.tmp$/.test(n));
  } catch {
    return 0;
  }
  for (const name of names) rmSync(join(directory, name), { force: true });
  return names.length;
}

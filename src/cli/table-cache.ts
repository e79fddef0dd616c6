/**
 * The disk cache of heuristic tables (pattern databases). One file a table
 * set: a magic line, the header's length, a JSON header (format version,
 * what the tables are for, each table's entries, bits and checksum), then
 * the tables, 4 bits an entry where every value fits, else 8. Files are
 * written under a temporary name and renamed, and read back only when the
 * header matches what is asked for and every checksum agrees: a stale,
 * truncated or damaged file is reported and never trusted.
 */
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { checksum, maxEntry, packNibbles, unpackNibbles } from '../engine/pattern-database.js';
import type { TableSetSpec } from '../puzzles/heuristic-tables.js';
import { cliIo } from './io.js';

// 2: sliding-tiles groups of 7 and 8 tiles hold blank-aware values (built with the blank's region), no longer blank-free ones.
export const FORMAT_VERSION = 2;
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
  /** The description in Chinese, where the backend words it (files written before it have none). */
  zh?: string;
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

/** Why a cached file is not used, in English and in Chinese (the file's name comes before it: "... is truncated"). */
export interface CacheProblem {
  reason: string;
  zh: string;
}

export type CacheRead = { status: 'ok'; tables: Uint8Array[] } | { status: 'missing' } | ({ status: 'invalid' } & CacheProblem);

/** Reads a table set from the cache, checking everything before trusting it. */
export function readTables(directory: string, spec: TableSetSpec): CacheRead {
  const path = cachePath(directory, spec);
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    return { status: 'invalid', reason: `cannot be read (${(error as Error).message})`, zh: `无法读取（${(error as Error).message}）` };
  }
  const parsed = parseFile(bytes);
  if ('reason' in parsed) return { status: 'invalid', ...parsed };
  const { header, body } = parsed;
  if (header.format !== FORMAT_VERSION) return { status: 'invalid', reason: `is format ${header.format}, not ${FORMAT_VERSION}`, zh: `是第 ${header.format} 版格式，不是第 ${FORMAT_VERSION} 版` };
  if (JSON.stringify(header.identity) !== JSON.stringify(spec.identity)) return { status: 'invalid', reason: 'is for other tables (stale)', zh: '是别的数据库（已过时）' };
  if (header.tables.length !== spec.sizes.length || header.tables.some((t, i) => t.entries !== spec.sizes[i])) {
    return { status: 'invalid', reason: 'has tables of the wrong sizes (stale)', zh: '表的大小不对（已过时）' };
  }
  const tables: Uint8Array[] = [];
  let at = 0;
  for (const [i, table] of header.tables.entries()) {
    const length = table.bits === 4 ? Math.ceil(table.entries / 2) : table.entries;
    if (at + length > body.length) return { status: 'invalid', ...TRUNCATED };
    const stored = body.subarray(at, at + length);
    at += length;
    if (checksum(stored) !== table.checksum) return { status: 'invalid', reason: `table ${i + 1} fails its checksum (damaged)`, zh: `第 ${i + 1} 张表校验失败（已损坏）` };
    // An 8-bit table is used where it lies in the file's buffer (no copy: a 7-8 set is 576 MB).
    tables.push(table.bits === 4 ? unpackNibbles(stored, table.entries) : new Uint8Array(stored.buffer, stored.byteOffset, stored.length));
  }
  if (at !== body.length) return { status: 'invalid', reason: 'has bytes past its tables (damaged)', zh: '表后还有多余的字节（已损坏）' };
  return { status: 'ok', tables };
}

const TRUNCATED: CacheProblem = { reason: 'is truncated', zh: '不完整（被截断了）' };
const DAMAGED_HEADER: CacheProblem = { reason: 'has a damaged header', zh: '文件头已损坏' };

function parseFile(bytes: Uint8Array): { header: FileHeader; body: Uint8Array } | CacheProblem {
  const magic = Buffer.from(MAGIC);
  if (bytes.length < magic.length + 4 || !Buffer.from(bytes.subarray(0, magic.length)).equals(magic)) return { reason: 'is not a puzzlekit table file', zh: '不是 puzzlekit 的数据库文件' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(magic.length, true);
  const start = magic.length + 4;
  if (start + headerLength > bytes.length) return TRUNCATED;
  try {
    const header = JSON.parse(Buffer.from(bytes.subarray(start, start + headerLength)).toString('utf8')) as FileHeader;
    const wellFormed =
      typeof header === 'object' && header !== null && typeof header.format === 'number' && typeof header.identity === 'object' && Array.isArray(header.tables);
    if (!wellFormed) return DAMAGED_HEADER;
    return { header, body: bytes.subarray(start + headerLength) };
  } catch {
    return DAMAGED_HEADER;
  }
}

function writeAll(file: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length; ) at += writeSync(file, bytes, at, bytes.length - at);
}

/** Writes a table set under a temporary name, then renames it into place. */
export function writeTables(directory: string, spec: TableSetSpec, tables: Uint8Array[]): string {
  mkdirSync(directory, { recursive: true });
  const stored = tables.map((t) => (maxEntry(t) <= 15 && !t.includes(255) ? { bits: 4 as const, bytes: packNibbles(t) } : { bits: 8 as const, bytes: t }));
  const header: FileHeader = {
    format: FORMAT_VERSION,
    id: spec.id,
    description: spec.description,
    ...(spec.zh ? { zh: spec.zh } : {}),
    identity: spec.identity,
    tables: stored.map((s, i) => ({ entries: tables[i].length, bits: s.bits, checksum: checksum(s.bytes) })),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const path = cachePath(directory, spec);
  const temporary = `${path}.${process.pid}.tmp`;
  // Piece by piece, not concatenated: a 7-8 set is 576 MB, and a copy of it would be the build's peak.
  const file = openSync(temporary, 'w');
  try {
    for (const piece of [Buffer.from(MAGIC), length, json, ...stored.map((s) => s.bytes)]) writeAll(file, piece);
  } finally {
    closeSync(file);
  }
  renameSync(temporary, path);
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
    const bytes = statSync(path).size;
    const parsed = parseFile(readFileSync(path));
    if ('reason' in parsed) return { file, bytes, description: parsed.reason, zh: parsed.zh, valid: false };
    const { header } = parsed;
    if (header.format !== FORMAT_VERSION) return { file, bytes, description: `format ${header.format} (stale)`, zh: `第 ${header.format} 版格式（已过时）`, valid: false };
    return { file, bytes, description: header.description, ...(typeof header.zh === 'string' ? { zh: header.zh } : {}), valid: true };
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

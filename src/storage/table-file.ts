/**
 * The stored form of a heuristic table set (pattern databases), the same on
 * disk (the command line's cache, table-cache-files.ts) and in the
 * browser's IndexedDB (web/src/worker/table-store.ts): a magic line, the
 * header's length, a JSON header (format version, what the tables are for,
 * each table's entries, bits and checksum), then the tables, 4 bits an entry
 * where every value fits, else 8. Reading checks everything before trusting
 * it: a stale, truncated or damaged copy is reported with why, never used.
 * Plain bytes only (no Node buffers), so a browser worker uses it too.
 */
import { z } from 'zod';
import { inBoth, type Message } from '../i18n/index.js';
import { checksum, packNibbles, unpackNibbles } from '../engine/index.js';
import type { TableSetSpec } from '../puzzles/heuristic-tables.js';
import { STORAGE_MESSAGES } from './messages.js';

// 2: sliding-tiles groups of 7 and 8 tiles hold blank-aware values (built with the blank's region), no longer blank-free ones.
export const TABLE_FORMAT_VERSION = 2;
const MAGIC = new TextEncoder().encode('PUZZLEKIT-TABLES\n');

interface TableHeader {
  entries: number;
  bits: 4 | 8;
  checksum: string;
}

export interface TableFileHeader {
  format: number;
  id: string;
  description: string;
  /** The description in Chinese, where the backend words it (files written before it have none). */
  zh?: string;
  identity: Record<string, unknown>;
  tables: TableHeader[];
}

/** Why a stored copy is not used, in English and in Chinese (its name comes before it: "... is truncated"). */
export interface TableFileProblem {
  reason: string;
  zh: string;
}

export type TableFileRead = { status: 'ok'; tables: Uint8Array[] } | ({ status: 'invalid' } & TableFileProblem);

/** A name for a stored copy that says what set it is (the spec's id: puzzle, board, goal, partition) and in which format, so a new format never reads an old copy as its own. */
export function storedTableKey(spec: Pick<TableSetSpec, 'id'>): string {
  return `${spec.id}@format-${TABLE_FORMAT_VERSION}`;
}

// What a header read back must hold before any of it is used (every format so far has had these fields).
const headerSchema = z.object({
  format: z.number(),
  id: z.string(),
  description: z.string(),
  zh: z.string().optional(),
  identity: z.record(z.string(), z.unknown()),
  tables: z.array(z.object({ entries: z.number().int().nonnegative(), bits: z.union([z.literal(4), z.literal(8)]), checksum: z.string() })),
});

/** A problem in both languages, from the storage's catalog. */
export function tableProblem(message: Message): TableFileProblem {
  const { en, zh } = inBoth(message);
  return { reason: en, zh };
}

const TRUNCATED: TableFileProblem = tableProblem(STORAGE_MESSAGES.tableTruncated());
const DAMAGED_HEADER: TableFileProblem = tableProblem(STORAGE_MESSAGES.tableDamagedHeader());

/** The bytes of a table set, header first, in pieces: a writer writes them one after the other (a 7-8 set is 576 MB, and one copy of it all would be a build's peak). */
export function encodeTableFilePieces(spec: TableSetSpec, tables: Uint8Array[]): Uint8Array[] {
  // 4 bits an entry when every entry fits in them (unreached entries, 255, do not).
  const stored = tables.map((t) => (t.every((v) => v <= 15) ? { bits: 4 as const, bytes: packNibbles(t) } : { bits: 8 as const, bytes: t }));
  const header: TableFileHeader = {
    format: TABLE_FORMAT_VERSION,
    id: spec.id,
    description: spec.description,
    ...(spec.zh ? { zh: spec.zh } : {}),
    identity: spec.identity,
    tables: stored.map((s, i) => ({ entries: tables[i].length, bits: s.bits, checksum: checksum(s.bytes) })),
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, json.length, true);
  return [MAGIC, length, json, ...stored.map((s) => s.bytes)];
}

/** The bytes of a table set, header first, in one array. */
export function encodeTableFile(spec: TableSetSpec, tables: Uint8Array[]): Uint8Array {
  const pieces = encodeTableFilePieces(spec, tables);
  const out = new Uint8Array(pieces.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** Whether bytes begin as a table file does (its magic line): enough to tell one from any other file. */
export function startsAsTableFile(bytes: Uint8Array): boolean {
  return bytes.length >= MAGIC.length && MAGIC.every((b, i) => bytes[i] === b);
}

/** The header and the bytes after it, or why the bytes are no table file (checksums not verified). */
export function parseTableFile(bytes: Uint8Array): { header: TableFileHeader; body: Uint8Array } | TableFileProblem {
  if (bytes.length < MAGIC.length + 4 || MAGIC.some((b, i) => bytes[i] !== b)) return tableProblem(STORAGE_MESSAGES.notTableFile());
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(MAGIC.length, true);
  const start = MAGIC.length + 4;
  if (start + headerLength > bytes.length) return TRUNCATED;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, start + headerLength)));
  } catch {
    return DAMAGED_HEADER;
  }
  // Every field is checked before use: `"tables":[null]` is a damaged header, not a crash.
  const header = headerSchema.safeParse(json);
  return header.success ? { header: header.data, body: bytes.subarray(start + headerLength) } : DAMAGED_HEADER;
}

/** The tables of `spec` from stored bytes, once the header says they are those tables and every checksum agrees. */
export function decodeTableFile(bytes: Uint8Array, spec: TableSetSpec): TableFileRead {
  const parsed = parseTableFile(bytes);
  if ('reason' in parsed) return { status: 'invalid', ...parsed };
  const { header, body } = parsed;
  if (header.format !== TABLE_FORMAT_VERSION) {
    return { status: 'invalid', ...tableProblem(STORAGE_MESSAGES.tableFormat({ format: header.format, expected: TABLE_FORMAT_VERSION })) };
  }
  if (JSON.stringify(header.identity) !== JSON.stringify(spec.identity)) return { status: 'invalid', ...tableProblem(STORAGE_MESSAGES.tableOther()) };
  if (header.tables.length !== spec.sizes.length || header.tables.some((t, i) => t.entries !== spec.sizes[i])) {
    return { status: 'invalid', ...tableProblem(STORAGE_MESSAGES.tableSizes()) };
  }
  const tables: Uint8Array[] = [];
  let at = 0;
  for (const [i, table] of header.tables.entries()) {
    const length = table.bits === 4 ? Math.ceil(table.entries / 2) : table.entries;
    if (at + length > body.length) return { status: 'invalid', ...TRUNCATED };
    const stored = body.subarray(at, at + length);
    at += length;
    if (checksum(stored) !== table.checksum) return { status: 'invalid', ...tableProblem(STORAGE_MESSAGES.tableChecksum({ table: i + 1 })) };
    // An 8-bit table is used where it lies in the bytes read (no copy: a 7-8 set is 576 MB).
    tables.push(table.bits === 4 ? unpackNibbles(stored, table.entries) : new Uint8Array(stored.buffer, stored.byteOffset, stored.length));
  }
  if (at !== body.length) return { status: 'invalid', ...tableProblem(STORAGE_MESSAGES.tableExtraBytes()) };
  return { status: 'ok', tables };
}

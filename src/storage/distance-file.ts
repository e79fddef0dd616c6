/**
 * Distance tables on disk: a byte a ranked state (its fewest moves to the
 * nearest goal, 255 where unreached) behind a header that says what the
 * table is about, so that it is never read for another puzzle, instance or
 * metric, and never read wrong: the file is written under a temporary name
 * and renamed, and its length and SHA-256 are checked on every load.
 *
 * Layout: the line "puzzlekit distance table 1\n", a 4-byte little-endian
 * length, the header as JSON, then the table.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { render, type Message } from '../i18n/index.js';
import { STORAGE_MESSAGES } from './messages.js';
import { writeFileAtomic } from './atomic-write.js';
import { readRegularFile, RegularFileError, type RegularFileProblem } from './regular-file.js';

const MAGIC = 'puzzlekit distance table 1\n';

export interface DistanceHeader {
  puzzle: string;
  /** The instance's code, or a family's name (a piece-count type, say). */
  instance: string;
  metric: string;
  /** Ranks in the table (its length in bytes). */
  size: number;
  /** States with a distance (not 255). */
  reached: number;
  /** The largest distance in the table. */
  radius: number;
  /** SHA-256 of the table, hex. */
  sha256: string;
}

/**
 * A distance file that cannot be used: missing, truncated, corrupted or
 * about something else. `words` is the message of the storage's catalog
 * (where it has one) that `message` is the English of.
 */
export class DistanceFileError extends Error {
  override readonly name = 'DistanceFileError';
  // Not enumerable: an error compares equal to one made from its English alone.
  declare readonly words?: Message;

  constructor(message: string | Message) {
    super(typeof message === 'string' ? message : render(message, 'en'));
    if (typeof message !== 'string') Object.defineProperty(this, 'words', { value: message, enumerable: false });
  }
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Writes a table. Refuses to replace a file that is not a distance table, or
 * one of another puzzle, unless `overwrite`.
 */
export function writeDistanceFile(path: string, header: Omit<DistanceHeader, 'sha256'>, table: Uint8Array, overwrite = false): DistanceHeader {
  return writeDistanceFileParts(path, header, () => [table], overwrite);
}

/**
 * Writes a table given as consecutive parts (an out-of-core search's
 * segments), never all in memory: `parts` is called twice, once for the
 * checksum the header holds and once to write.
 */
export function writeDistanceFileParts(
  path: string,
  header: Omit<DistanceHeader, 'sha256'>,
  parts: () => Iterable<Uint8Array>,
  overwrite = false,
): DistanceHeader {
  if (existsSync(path) && !overwrite) {
    let existing: DistanceHeader | null = null;
    try {
      existing = readHeader(path);
    } catch {
      throw new DistanceFileError(STORAGE_MESSAGES.distanceNotTableExists({ path }));
    }
    if (existing.puzzle !== header.puzzle || existing.instance !== header.instance || existing.metric !== header.metric) {
      throw new DistanceFileError(STORAGE_MESSAGES.distanceHoldsOther({ path, held: describe(existing), wanted: describe(header) }));
    }
  }
  const hash = createHash('sha256');
  let length = 0;
  for (const part of parts()) {
    hash.update(part);
    length += part.length;
  }
  if (length !== header.size) throw new Error(`internal error: a table of ${length} bytes for ${header.size} ranks`);
  const full: DistanceHeader = { ...header, sha256: hash.digest('hex') };
  const json = Buffer.from(JSON.stringify(full), 'utf8');
  const jsonLength = Buffer.alloc(4);
  jsonLength.writeUInt32LE(json.length);
  writeFileAtomic(path, (function* () {
    yield* [Buffer.from(MAGIC, 'utf8'), jsonLength, json];
    yield* parts();
  })());
  return full;
}

function describe(h: Pick<DistanceHeader, 'puzzle' | 'instance' | 'metric'>): string {
  return `${h.puzzle} ${h.instance} (${h.metric})`;
}

/** The file's bytes; a FIFO or a device under its name is refused, never waited on (regular-file.ts). */
function readRaw(path: string): Buffer {
  try {
    return readRegularFile(path);
  } catch (error) {
    if (!(error instanceof RegularFileError)) throw error;
    const why: Partial<Record<RegularFileProblem, Message>> = {
      missing: STORAGE_MESSAGES.distanceNoSuchFile({ path }),
      'dangling link': STORAGE_MESSAGES.distanceDanglingLink({ path }),
      folder: STORAGE_MESSAGES.distanceFolder({ path }),
    };
    throw new DistanceFileError(why[error.problem] ?? error.words ?? error.message);
  }
}

function parseHeader(path: string, raw: Buffer): { header: DistanceHeader; tableAt: number } {
  const magic = Buffer.from(MAGIC, 'utf8');
  if (raw.length < magic.length + 4 || !raw.subarray(0, magic.length).equals(magic)) {
    throw new DistanceFileError(STORAGE_MESSAGES.distanceNotTable({ path }));
  }
  const length = raw.readUInt32LE(magic.length);
  const start = magic.length + 4;
  if (start + length > raw.length) throw new DistanceFileError(STORAGE_MESSAGES.distanceHeaderCut({ path }));
  let header: DistanceHeader;
  try {
    header = JSON.parse(raw.subarray(start, start + length).toString('utf8')) as DistanceHeader;
  } catch {
    throw new DistanceFileError(STORAGE_MESSAGES.distanceHeaderCorrupted({ path }));
  }
  const fields: [keyof DistanceHeader, string][] = [
    ['puzzle', 'string'],
    ['instance', 'string'],
    ['metric', 'string'],
    ['size', 'number'],
    ['reached', 'number'],
    ['radius', 'number'],
    ['sha256', 'string'],
  ];
  for (const [key, type] of fields) {
    if (typeof header?.[key] !== type) throw new DistanceFileError(STORAGE_MESSAGES.distanceHeaderLacks({ path, key }));
  }
  return { header, tableAt: start + length };
}

function readHeader(path: string): DistanceHeader {
  return parseHeader(path, readRaw(path)).header;
}

/**
 * Loads and verifies a table for the puzzle, instance and metric given;
 * any mismatch, truncation or corruption is a DistanceFileError.
 */
export function readDistanceFile(path: string, expected: Pick<DistanceHeader, 'puzzle' | 'instance' | 'metric'>): { header: DistanceHeader; table: Uint8Array } {
  const raw = readRaw(path);
  const { header, tableAt } = parseHeader(path, raw);
  if (header.puzzle !== expected.puzzle || header.instance !== expected.instance || header.metric !== expected.metric) {
    throw new DistanceFileError(STORAGE_MESSAGES.distanceOther({ path, held: describe(header), wanted: describe(expected) }));
  }
  const table = new Uint8Array(raw.buffer, raw.byteOffset + tableAt, raw.length - tableAt);
  if (table.length !== header.size) {
    const words = { path, got: table.length, size: header.size };
    throw new DistanceFileError(table.length < header.size ? STORAGE_MESSAGES.distanceTruncated(words) : STORAGE_MESSAGES.distanceTooLong(words));
  }
  if (sha256(table) !== header.sha256) throw new DistanceFileError(STORAGE_MESSAGES.distanceChecksum({ path }));
  return { header, table };
}

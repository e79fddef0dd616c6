/**
 * The library's distance files, checked against its index without reading
 * their tables: each file's size and the SHA-256 its header states must be
 * the ones the library was built with. (The table itself is checked against
 * that checksum when it is loaded, distance-file.ts, so a file changed in
 * any byte is refused either here or there, never answered from.)
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LibraryFileError } from './error.js';
import { LIBRARY_STORAGE } from './messages.js';
import type { LibraryFileRow } from './rows.js';

const MAGIC = Buffer.from('puzzlekit distance table 1\n', 'utf8');
/** A header is a few hundred bytes of JSON; anything longer is not one of ours. */
const MOST_HEADER_BYTES = 1 << 16;

export interface DistanceFileFacts {
  bytes: number;
  /** The SHA-256 of the table, as the header states it; undefined where the file has no readable header. */
  sha256: string | undefined;
}

function readAt(fd: number, length: number, position: number): Buffer {
  const buffer = Buffer.alloc(length);
  const got = readSync(fd, buffer, 0, length, position);
  return buffer.subarray(0, got);
}

/** A distance file's size and stated checksum; a LibraryFileError where it is missing or not a regular file. */
export function distanceFileFacts(path: string): DistanceFileFacts {
  let bytes: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new LibraryFileError(LIBRARY_STORAGE.fileMissing({ path }));
    bytes = stat.size;
  } catch (error) {
    if (error instanceof LibraryFileError) throw error;
    throw new LibraryFileError(LIBRARY_STORAGE.fileMissing({ path }));
  }
  const fd = openSync(path, 'r');
  try {
    const head = readAt(fd, MAGIC.length + 4, 0);
    if (head.length < MAGIC.length + 4 || !head.subarray(0, MAGIC.length).equals(MAGIC)) return { bytes, sha256: undefined };
    const length = head.readUInt32LE(MAGIC.length);
    if (length > MOST_HEADER_BYTES) return { bytes, sha256: undefined };
    try {
      const header = JSON.parse(readAt(fd, length, MAGIC.length + 4).toString('utf8')) as { sha256?: unknown };
      return { bytes, sha256: typeof header.sha256 === 'string' ? header.sha256 : undefined };
    } catch {
      return { bytes, sha256: undefined };
    }
  } finally {
    closeSync(fd);
  }
}

/** Checks every file the index lists in `dir`: a LibraryFileError for the first missing or changed one. */
export function checkLibraryFiles(dir: string, files: readonly LibraryFileRow[]): void {
  for (const f of files) {
    const path = join(dir, f.file);
    const facts = distanceFileFacts(path);
    if (facts.bytes !== f.bytes || facts.sha256 !== f.sha256) throw new LibraryFileError(LIBRARY_STORAGE.fileChanged({ path }));
  }
}

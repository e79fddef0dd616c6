/**
 * Writing a file so that a crash never leaves half of it under its name: the
 * parts go to a temporary name beside it, are flushed to disk, and only then
 * does the file take its name (a rename, atomic on one file system).
 */
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';

/**
 * `sync: false` leaves out the flush: a killed process still leaves a whole
 * file or none, but a power cut may not; callers that check a checksum on
 * read (segment files) may trade that for speed and flush later (`syncFile`).
 */
export function writeFileAtomic(path: string, parts: Iterable<Uint8Array>, sync = true): void {
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    for (const part of parts) {
      for (let at = 0; at < part.length; ) at += writeSync(fd, part, at, Math.min(part.length - at, 1 << 26));
    }
    if (sync) fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temp, path);
}

/** Flushes a file written without `sync` to disk. */
export function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

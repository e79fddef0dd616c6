/**
 * Writing a file so that a crash never leaves half of it under its name: the
 * parts go to a temporary name beside it, are flushed to disk, and only then
 * does the file take its name (a rename, atomic on one file system).
 *
 * The temporary name is unpredictable and opened exclusively, never through
 * a link planted there; a rename over something that is not a regular file
 * (a device, a FIFO, a folder, a link) is refused; and a write that fails
 * leaves no temporary file behind.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { refuseNonRegular, writeError } from './output-path.js';

/** Create, write only, fail if anything (a link included) is already there. */
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** A temporary name beside `path` that no one can guess ahead: `<path>.<12 hex digits>.tmp`. */
function temporaryNameOf(path: string): string {
  return `${path}.${randomBytes(6).toString('hex')}.tmp`;
}

/** Opens a new file at a temporary name beside `path`; the name and the descriptor. */
function openTemporary(path: string): { temp: string; fd: number } {
  const temp = temporaryNameOf(path);
  try {
    return { temp, fd: openSync(temp, CREATE_NEW, 0o666) };
  } catch (error) {
    throw writeError(path, error);
  }
}

/**
 * `sync: false` leaves out the flush: a killed process still leaves a whole
 * file or none, but a power cut may not; callers that check a checksum on
 * read (segment files) may trade that for speed and flush later (`syncFile`).
 */
export function writeFileAtomic(path: string, parts: Iterable<Uint8Array>, sync = true): void {
  refuseNonRegular(path);
  const { temp, fd } = openTemporary(path);
  let open = true;
  try {
    for (const part of parts) {
      for (let at = 0; at < part.length; ) at += writeSync(fd, part, at, Math.min(part.length - at, 1 << 26));
    }
    if (sync) fsyncSync(fd);
    open = false;
    closeSync(fd);
    // Again at the end: a long write gives time for something else to appear there.
    refuseNonRegular(path);
    renameSync(temp, path);
  } catch (error) {
    if (open) closeSync(fd);
    rmSync(temp, { force: true });
    // Errors about the place (a folder there, a full disk) are said as such; others (a part that failed) are passed on as they are.
    throw writeError(path, error);
  }
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

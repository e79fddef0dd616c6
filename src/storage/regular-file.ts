/**
 * Opening a file that must be a plain file (a table, a checkpoint, a cached
 * database) for reading, without ever waiting on something else under its
 * name. A FIFO blocks in open(2) until a writer comes, and reading a device
 * (/dev/zero) never ends, so the file is opened with O_NONBLOCK (a FIFO then
 * opens at once) and checked with fstat on the descriptor itself (no gap
 * between the check and the open), and anything but a regular file is
 * refused with a RegularFileError that says what it is.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import type { Message } from '../i18n/index.js';
import { fileKindMessage, kindOfFile } from './file-kind.js';
import { STORAGE_MESSAGES } from './messages.js';

/** Why a path could not be read as a regular file. */
export type RegularFileProblem = 'missing' | 'dangling link' | 'folder' | 'not regular' | 'unreadable';

/** A path that is not a readable regular file; `message` is "<path> <what it is>" in English, `words` the same as a message. */
export class RegularFileError extends Error {
  override readonly name = 'RegularFileError';
  constructor(
    readonly path: string,
    readonly problem: RegularFileProblem,
    /** What it is, after the path: "is a folder", "is a FIFO (named pipe), not a regular file". */
    readonly what: string,
    /** The whole message (the path and what it is) of the storage's catalog, for a front end to render. */
    readonly words?: Message,
  ) {
    super(`${path} ${what}`);
  }
}

// Both are 0 where the platform lacks them (Windows), where a FIFO cannot lie under a file's name anyway.
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

function isDanglingLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Opens a regular file for reading: its descriptor and size. The caller
 * closes it. `follow: false` refuses a link at the path itself (O_NOFOLLOW),
 * for a file puzzlekit may delete if it is its own.
 */
export function openRegularFile(path: string, { follow = true } = {}): { fd: number; size: number } {
  let fd: number;
  try {
    fd = openSync(path, follow ? READ_FLAGS : READ_FLAGS | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' && !follow) throw new RegularFileError(path, 'not regular', 'is a link, not a regular file', STORAGE_MESSAGES.fileLink({ path }));
    if (code === 'ENOENT') {
      throw isDanglingLink(path)
        ? new RegularFileError(path, 'dangling link', 'is a link to nothing', STORAGE_MESSAGES.fileDanglingLink({ path }))
        : new RegularFileError(path, 'missing', 'does not exist', STORAGE_MESSAGES.fileMissing({ path }));
    }
    // A socket cannot be opened at all (ENXIO).
    if (code === 'ENXIO') throw new RegularFileError(path, 'not regular', 'is a socket, not a regular file', STORAGE_MESSAGES.fileNotRegular({ path, kind: STORAGE_MESSAGES.fileKind({ kind: 'socket' }) }));
    if (code === 'ENOTDIR') throw new RegularFileError(path, 'missing', 'does not exist (a part of its path is a file)', STORAGE_MESSAGES.fileMissingPart({ path }));
    const why = code ?? String(error);
    throw new RegularFileError(path, 'unreadable', `cannot be read (${why})`, STORAGE_MESSAGES.fileUnreadable({ path, code: why }));
  }
  const stats = fstatSync(fd);
  if (stats.isFile()) return { fd, size: stats.size };
  closeSync(fd);
  if (stats.isDirectory()) throw new RegularFileError(path, 'folder', 'is a folder, not a file', STORAGE_MESSAGES.fileFolder({ path }));
  throw new RegularFileError(path, 'not regular', `is ${kindOfFile(stats)}, not a regular file`, STORAGE_MESSAGES.fileNotRegular({ path, kind: fileKindMessage(stats) }));
}

/** Bytes one read asks for: well under the 2 GB a single read(2) may move. */
const READ_CHUNK = 1 << 30;

/**
 * The whole of a regular file, as long as fstat said when it was opened
 * (a file cut meanwhile gives fewer bytes, and its checks then fail).
 */
export function readRegularFile(path: string): Buffer {
  const { fd, size } = openRegularFile(path);
  try {
    const bytes = Buffer.allocUnsafe(size);
    let got = 0;
    while (got < size) {
      const n = readSync(fd, bytes, got, Math.min(size - got, READ_CHUNK), null);
      if (n === 0) break;
      got += n;
    }
    return got === size ? bytes : bytes.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}

/** A regular file's text, UTF-8. */
export function readRegularText(path: string): string {
  return readRegularFile(path).toString('utf8');
}

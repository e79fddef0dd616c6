/**
 * Opening a file given as input (an instance, a list of moves) with a bound
 * on its size, whatever the file is: a regular file (its size checked
 * before reading), a device such as /dev/zero (read until the bound, then
 * refused), or a FIFO or socket (opened without blocking, so that one with
 * no writer reads as empty instead of hanging). Trouble is an
 * InputFileError that says what went wrong as data: the front end words it.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { Socket } from 'node:net';
import type { Readable } from 'node:stream';

/** Why an input file cannot be read. */
export type InputFileProblem =
  /** The file system refused (no such file, permission denied, ...): its error, for its code. */
  | { kind: 'unreadable'; cause: unknown }
  | { kind: 'folder' }
  /** A regular file larger than the bound, by its size. */
  | { kind: 'too large'; size: number }
  /** More than the bound was read (a device, a pipe). */
  | { kind: 'over the bound' }
  /** A FIFO or socket that nothing writes to. */
  | { kind: 'silent pipe' }
  | { kind: 'not a file' };

export class InputFileError extends Error {
  override readonly name = 'InputFileError';
  constructor(
    readonly path: string,
    readonly problem: InputFileProblem,
  ) {
    super(`cannot read ${path}: ${problem.kind}`);
  }
}

/**
 * An input file opened: all its bytes, or a pipe whose first bytes came at
 * once and whose rest is a stream the caller reads with its own bounds on
 * size and waiting (the stream owns the descriptor and closes it).
 */
export type OpenedInput = { kind: 'bytes'; bytes: Buffer } | { kind: 'pipe'; head: Buffer; rest: Readable };

const CHUNK_BYTES = 64 * 1024;

/** Reads a file descriptor that never blocks (a regular file, a device) in chunks, at most `maxBytes`. */
function readDescriptorBounded(fd: number, path: string, maxBytes: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) return Buffer.concat(chunks, total);
    total += n;
    if (total > maxBytes) throw new InputFileError(path, { kind: 'over the bound' });
    chunks.push(chunk.subarray(0, n));
  }
}

function openWithoutBlocking(path: string): number {
  try {
    return openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new InputFileError(path, { kind: 'unreadable', cause: error });
  }
}

/** A FIFO or socket: opened without blocking, so that with no writer the open returns at once and the read sees the end. */
function openPipe(path: string): OpenedInput {
  const fd = openWithoutBlocking(path);
  // A first read tells a pipe with no writer (the end, at once) from one whose writer is slow (EAGAIN).
  const first = Buffer.allocUnsafe(CHUNK_BYTES);
  let n = -1;
  try {
    n = readSync(fd, first, 0, first.length, null);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') {
      closeSync(fd);
      throw new InputFileError(path, { kind: 'unreadable', cause: error });
    }
  }
  if (n === 0) {
    closeSync(fd);
    throw new InputFileError(path, { kind: 'silent pipe' });
  }
  return { kind: 'pipe', head: first.subarray(0, Math.max(n, 0)), rest: new Socket({ fd, readable: true, writable: false }) };
}

/** Opens `path` to read at most `maxBytes` of it; an InputFileError says why not. */
export function openInputFile(path: string, maxBytes: number): OpenedInput {
  let kind;
  try {
    kind = statSync(path);
  } catch (error) {
    throw new InputFileError(path, { kind: 'unreadable', cause: error });
  }
  if (kind.isDirectory()) throw new InputFileError(path, { kind: 'folder' });
  if (kind.isFile() && kind.size > maxBytes) throw new InputFileError(path, { kind: 'too large', size: kind.size });
  if (kind.isFIFO() || kind.isSocket()) return openPipe(path);
  const fd = openWithoutBlocking(path);
  try {
    if (!fstatSync(fd).isFile() && !kind.isCharacterDevice() && !kind.isBlockDevice()) throw new InputFileError(path, { kind: 'not a file' });
    return { kind: 'bytes', bytes: readDescriptorBounded(fd, path, maxBytes) };
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    throw new InputFileError(path, { kind: 'unreadable', cause: error });
  } finally {
    closeSync(fd);
  }
}

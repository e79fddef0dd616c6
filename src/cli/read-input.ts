/**
 * Reads an instance from `--file PATH` or `--file -` with a bound on size and
 * on waiting, whatever the file is: a regular file (its size checked before
 * reading), standard input as a slow or large pipe, a device such as
 * /dev/zero (read until the bound, then refused), or a FIFO with no writer
 * (opened without blocking, so it reads as empty instead of hanging). The
 * file is opened in src/storage/input-file.ts; here are the bounds on
 * waiting and the words.
 */
import type { Readable } from 'node:stream';
import { InputFileError, openInputFile, type InputFileProblem } from '../storage/input-file.js';
import { CancelledError, UsageError } from './errors.js';
import type { Message } from '../i18n/index.js';
import { INPUT, type InputSource } from './messages/input.js';
import { cliIo } from './io.js';
import type { CliWords } from './cli-words.js';

/** Largest instance read, so a wrong path to a huge file fails fast. */
export const MAX_INPUT_BYTES = 4 * 1024 * 1024;

/** How long a pipe may stay silent before the read gives up. */
export const INPUT_IDLE_MS = 30_000;

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** The name readers are given for standard input (`--file -`). */
const STANDARD_INPUT = 'standard input';

/** A reader's name as a message's source: standard input is worded in each language. */
function source(name: string): InputSource {
  return { from: name === STANDARD_INPUT ? 'stdin' : 'file', name };
}

function tooLarge(cli: CliWords, name: string): UsageError {
  return new UsageError(cli.words(INPUT.tooLarge({ ...source(name), max: megabytes(MAX_INPUT_BYTES) })));
}

/** The text of bytes read, refused when it is not text. */
function asText(cli: CliWords, name: string, bytes: Buffer): string {
  if (bytes.includes(0)) throw new UsageError(cli.words(INPUT.notText(source(name))));
  return bytes.toString('utf8');
}

/** Why a path cannot be read: our words for the usual causes, else Node's code as it is. */
function whyNot(error: unknown): Message | string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return INPUT.noSuchFile();
    case 'EISDIR':
      return INPUT.isFolder();
    case 'EACCES':
    case 'EPERM':
      return INPUT.permissionDenied();
    case 'ENOTDIR':
      return INPUT.pathNotFolder();
    default:
      return String(code ?? (error as Error).message ?? error);
  }
}

/** "cannot read PATH: why", said in the user's language where it is made. */
function cannotRead(cli: CliWords, path: string, error: unknown): UsageError {
  return new UsageError(cli.words(INPUT.cannotRead({ ...source(path), why: whyNot(error) })));
}

/**
 * Reads a stream to its end, at most MAX_INPUT_BYTES, giving up after
 * INPUT_IDLE_MS without data, or at once when `signal` aborts (Ctrl-C while
 * waiting for a pipe's writer).
 */
export function readStreamBounded(cli: CliWords, stream: Readable, name: string, idleMs = INPUT_IDLE_MS, signal?: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let timer: NodeJS.Timeout | undefined;
    const cancel = () => finish(new CancelledError(cli.words(INPUT.cancelled(source(name)))));
    const finish = (error: Error | null) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      stream.removeAllListeners('data');
      if (error) {
        stream.destroy();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, total));
      }
    };
    const arm = () => {
      clearTimeout(timer);
      const silent = cli.words(INPUT.silent({ ...source(name), seconds: idleMs / 1000 }));
      timer = setTimeout(() => finish(new UsageError(silent)), idleMs);
    };
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    arm();
    stream.on('data', (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += bytes.length;
      if (total > MAX_INPUT_BYTES) return finish(tooLarge(cli, name));
      chunks.push(bytes);
      arm();
    });
    stream.once('end', () => finish(null));
    stream.once('error', (error) => finish(cannotRead(cli, name, error)));
  });
}

/** What an input file's trouble is, said in the user's language. */
function refusal(cli: CliWords, path: string, problem: InputFileProblem): UsageError {
  switch (problem.kind) {
    case 'unreadable':
      return cannotRead(cli, path, problem.cause);
    case 'folder':
      return new UsageError(cli.words(INPUT.cannotRead({ ...source(path), why: INPUT.isFolder() })));
    case 'too large':
      return new UsageError(cli.words(INPUT.fileTooLarge({ name: path, size: megabytes(problem.size), max: megabytes(MAX_INPUT_BYTES) })));
    case 'over the bound':
      return tooLarge(cli, path);
    case 'silent pipe':
      return new UsageError(cli.words(INPUT.silentPipe({ name: path })));
    case 'not a file':
      return new UsageError(cli.words(INPUT.cannotRead({ ...source(path), why: INPUT.notAFile() })));
  }
}

/** The text of `--file PATH` (`-`: standard input). */
export async function readInputFile(cli: CliWords, path: string, signal?: AbortSignal): Promise<string> {
  if (path === '-') {
    if (cliIo().stdin.isTTY) throw new UsageError(cli.words(INPUT.stdinIsTerminal()));
    return asText(cli, STANDARD_INPUT, await readStreamBounded(cli, cliIo().stdin, STANDARD_INPUT, INPUT_IDLE_MS, signal));
  }
  let opened;
  try {
    opened = openInputFile(path, MAX_INPUT_BYTES);
  } catch (error) {
    throw error instanceof InputFileError ? refusal(cli, path, error.problem) : error;
  }
  if (opened.kind === 'bytes') return asText(cli, path, opened.bytes);
  const rest = await readStreamBounded(cli, opened.rest, path, INPUT_IDLE_MS, signal);
  if (opened.head.length + rest.length > MAX_INPUT_BYTES) throw tooLarge(cli, path);
  return asText(cli, path, Buffer.concat([opened.head, rest]));
}

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
import { say } from './lang.js';
import { cliIo } from './io.js';

/** Largest instance read, so a wrong path to a huge file fails fast. */
export const MAX_INPUT_BYTES = 4 * 1024 * 1024;

/** How long a pipe may stay silent before the read gives up. */
export const INPUT_IDLE_MS = 30_000;

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

function tooLarge(name: string): UsageError {
  return new UsageError(say(`${name} holds more than ${megabytes(MAX_INPUT_BYTES)}; an instance is at most ${megabytes(MAX_INPUT_BYTES)}`, `${name} 超过了 ${megabytes(MAX_INPUT_BYTES)}；实例最多 ${megabytes(MAX_INPUT_BYTES)}`));
}

/** The text of bytes read, refused when it is not text. */
function asText(name: string, bytes: Buffer): string {
  if (bytes.includes(0)) throw new UsageError(say(`${name} is not a text file (it holds NUL bytes)`, `${name} 不是文本文件（里面有 NUL 字节）`));
  return bytes.toString('utf8');
}

/** Why a path cannot be read, in both languages. */
function whyNot(error: unknown): { en: string; zh: string } {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return { en: 'no such file', zh: '没有这个文件' };
    case 'EISDIR':
      return { en: 'it is a folder', zh: '这是一个文件夹' };
    case 'EACCES':
    case 'EPERM':
      return { en: 'permission denied', zh: '没有权限' };
    case 'ENOTDIR':
      return { en: 'a part of the path is not a folder', zh: '路径中有一部分不是文件夹' };
    default: {
      const what = String(code ?? (error as Error).message ?? error);
      return { en: what, zh: what };
    }
  }
}

/** "cannot read PATH: why", said in the user's language where it is made. */
function cannotRead(path: string, error: unknown): UsageError {
  const why = whyNot(error);
  return new UsageError(say(`cannot read ${path}: ${why.en}`, `无法读取 ${path}：${why.zh}`));
}

/**
 * Reads a stream to its end, at most MAX_INPUT_BYTES, giving up after
 * INPUT_IDLE_MS without data, or at once when `signal` aborts (Ctrl-C while
 * waiting for a pipe's writer).
 */
export function readStreamBounded(stream: Readable, name: string, idleMs = INPUT_IDLE_MS, signal?: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let timer: NodeJS.Timeout | undefined;
    const cancel = () => finish(new CancelledError(say(`cancelled while waiting for ${name}`, `等待${name === 'standard input' ? '标准输入' : ` ${name} `}时被取消`)));
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
      const silent = say(`nothing came from ${name} for ${idleMs / 1000} s: is anything writing to it?`, `${name} 已经 ${idleMs / 1000} 秒没有输入了：有程序在往里写吗？`);
      timer = setTimeout(() => finish(new UsageError(silent)), idleMs);
    };
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    arm();
    stream.on('data', (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += bytes.length;
      if (total > MAX_INPUT_BYTES) return finish(tooLarge(name));
      chunks.push(bytes);
      arm();
    });
    stream.once('end', () => finish(null));
    stream.once('error', (error) => finish(cannotRead(name, error)));
  });
}

/** What an input file's trouble is, said in the user's language. */
function refusal(path: string, problem: InputFileProblem): UsageError {
  switch (problem.kind) {
    case 'unreadable':
      return cannotRead(path, problem.cause);
    case 'folder':
      return new UsageError(say(`cannot read ${path}: it is a folder`, `无法读取 ${path}：这是一个文件夹`));
    case 'too large':
      return new UsageError(say(`${path} is ${megabytes(problem.size)}; an instance is at most ${megabytes(MAX_INPUT_BYTES)}`, `${path} 有 ${megabytes(problem.size)}；实例最多 ${megabytes(MAX_INPUT_BYTES)}`));
    case 'over the bound':
      return tooLarge(path);
    case 'silent pipe':
      return new UsageError(say(`${path} is a pipe that nothing is writing to`, `${path} 是没有程序在写的管道`));
    case 'not a file':
      return new UsageError(say(`cannot read ${path}: not a file`, `无法读取 ${path}：不是文件`));
  }
}

/** The text of `--file PATH` (`-`: standard input). */
export async function readInputFile(path: string, signal?: AbortSignal): Promise<string> {
  if (path === '-') {
    if (cliIo().stdin.isTTY) throw new UsageError(say('--file - reads standard input, which is a terminal here: pipe the instance in', '--file - 读标准输入，而这里它是终端：请用管道把实例传进来'));
    return asText('standard input', await readStreamBounded(cliIo().stdin, 'standard input', INPUT_IDLE_MS, signal));
  }
  let opened;
  try {
    opened = openInputFile(path, MAX_INPUT_BYTES);
  } catch (error) {
    throw error instanceof InputFileError ? refusal(path, error.problem) : error;
  }
  if (opened.kind === 'bytes') return asText(path, opened.bytes);
  const rest = await readStreamBounded(opened.rest, path, INPUT_IDLE_MS, signal);
  if (opened.head.length + rest.length > MAX_INPUT_BYTES) throw tooLarge(path);
  return asText(path, Buffer.concat([opened.head, rest]));
}

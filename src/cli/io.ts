/**
 * Where the command line writes, reads and looks up its environment: the
 * process's own streams, or those a caller hands `runCommandLine` (the tests
 * run the command line inside their own process this way, hundreds of times,
 * without starting Node for each). Commands reach their streams only through
 * `cliIo()`, never through `process.stdout` and the like.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Readable, Writable } from 'node:stream';

export interface CliOutput extends Writable {
  isTTY?: boolean;
  columns?: number;
  rows?: number;
}

export interface CliInput extends Readable {
  isTTY?: boolean;
}

export interface CliIo {
  stdout: CliOutput;
  stderr: CliOutput;
  stdin: CliInput;
  env: NodeJS.ProcessEnv;
}

/** The process's own; read when asked, since touching process.stdin opens standard input. */
const PROCESS_IO: CliIo = {
  get stdout() {
    return process.stdout;
  },
  get stderr() {
    return process.stderr;
  },
  get stdin() {
    return process.stdin;
  },
  get env() {
    return process.env;
  },
};

const given = new AsyncLocalStorage<CliIo>();

/** The streams and environment of the command now running. */
export function cliIo(): CliIo {
  return given.getStore() ?? PROCESS_IO;
}

/** Runs `run` with `io` as the command line's streams and environment. */
export function withCliIo<T>(io: CliIo | undefined, run: () => Promise<T>): Promise<T> {
  return io === undefined ? run() : given.run(io, run);
}


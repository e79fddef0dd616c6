/** What the main thread and the worker thread of a --puzzle-module run (module-run.ts, module-worker.ts) tell each other. */

/** What a stream of the main thread is: the worker's stand-in for it says the same. */
export interface StreamKind {
  isTTY: boolean | undefined;
  columns: number | undefined;
  rows: number | undefined;
}

export interface ModuleWorkerSetup {
  /** The command line's arguments, as given. */
  argv: string[];
  stdout: StreamKind;
  stderr: StreamKind;
  stdinIsTTY: boolean | undefined;
  /** --max-states, for the guard's look at emit (module-guard.ts). */
  maxStates: number | undefined;
}

export type ModuleWorkerMessage =
  /** Words for stdout (1) or stderr (2), in order. */
  | { kind: 'out'; fd: 1 | 2; chunk: string | Uint8Array }
  /** The command reads standard input: the main thread pipes its own to the worker. */
  | { kind: 'stdin' }
  /** Raw mode on the terminal, for keys while a solution plays. */
  | { kind: 'raw'; on: boolean }
  /** The command ended with this exit code; every word of it was sent before. */
  | { kind: 'done'; code: number }
  /** The answer to a ping: the worker's thread is not held by the module's code. */
  | { kind: 'pong' };

export type ModuleWorkerRequest =
  /** A Ctrl-C: end the command as it ends everywhere (exit 3). */
  | { kind: 'interrupt' }
  /** Answer if the thread is free (a search yields every few milliseconds; a module's endless loop never does). */
  | { kind: 'ping' };

/**
 * The worker thread a command line with --puzzle-module runs in
 * (module-run.ts starts it): the whole command, the user's module with it,
 * so that the main thread stays free to end it on a limit or a Ctrl-C. Its
 * words go to the main thread as messages, in order, ahead of the exit code;
 * the terminal's size and kind come along, so that the output is what the
 * same command prints without a worker.
 */
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { CliInput, CliIo, CliOutput } from './io.js';
import { limitEmitsPerCall } from './module-guard.js';
import type { ModuleWorkerMessage, ModuleWorkerRequest, ModuleWorkerSetup } from './module-protocol.js';
import { runCommandLine } from './run.js';

const setup = workerData as ModuleWorkerSetup;
const port = parentPort!;
const post = (message: ModuleWorkerMessage) => port.postMessage(message);

class ToMainThread extends Writable implements CliOutput {
  constructor(
    private readonly fd: 1 | 2,
    readonly isTTY: boolean | undefined,
    readonly columns: number | undefined,
    readonly rows: number | undefined,
  ) {
    super();
  }
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    post({ kind: 'out', fd: this.fd, chunk: typeof chunk === 'string' ? chunk : new Uint8Array(chunk) });
    done();
  }
}

/** Standard input, asked of the main thread only once a command reads it; raw mode (playing a solution in a terminal) is the main thread's too. */
let stdin: CliInput | undefined;
function workerStdin(): CliInput {
  if (stdin === undefined) {
    post({ kind: 'stdin' });
    stdin = Object.assign(process.stdin, {
      isTTY: setup.stdinIsTTY,
      setRawMode: (on: boolean) => {
        post({ kind: 'raw', on });
        return stdin;
      },
    });
  }
  return stdin;
}

const io: CliIo = {
  stdout: new ToMainThread(1, setup.stdout.isTTY, setup.stdout.columns, setup.stdout.rows),
  stderr: new ToMainThread(2, setup.stderr.isTTY, setup.stderr.columns, setup.stderr.rows),
  get stdin() {
    return workerStdin();
  },
  env: process.env,
};

const controller = new AbortController();
port.on('message', (message: ModuleWorkerRequest) => {
  if (message.kind === 'interrupt') controller.abort();
  else post({ kind: 'pong' });
});
limitEmitsPerCall(setup.maxStates);
const code = await runCommandLine(setup.argv, { io, signal: controller.signal });
post({ kind: 'done', code });
// Nothing of this thread is waited for any more: the main thread ends it if the module left timers behind.
port.removeAllListeners('message');
port.unref();

/**
 * A command line with --puzzle-module runs in a worker thread
 * (module-worker.ts), because the module is the user's own code: a
 * successors() that never returns, or a loop at import, holds the thread it
 * runs on, and no limit, timer or Ctrl-C handler on that thread ever runs
 * again. The main thread stays free and ends the worker (worker.terminate())
 * when the module's code does not give the thread back in time:
 * - past --max-seconds (and a grace, so that a module that returns gets the
 *   search's own report of the limit): exit 3;
 * - a Ctrl-C the worker has not answered within a grace: exit 3 (a second
 *   Ctrl-C quits at once, as everywhere, main.ts);
 * - memory past --max-memory: the worker's heap is capped (resourceLimits)
 *   and the process's resident size watched: exit 3.
 * A worker that dies on its own is named for what it is: the module's code
 * (an error thrown outside a call, process.exit) exit 2; puzzlekit's 70.
 */
import { Worker } from 'node:worker_threads';
import { isOutOfMemory } from '../parallel/thread-memory.js';
import { fileURLToPath } from 'node:url';
import type { SearchLimits } from '../engine/index.js';
import { EXIT } from './errors.js';
import { cliIo, type CliInput, type CliIo, type CliOutput } from './io.js';
import { chooseLang, cliWordsIn } from './lang.js';
import { MODULE } from './messages/module.js';
import { RUN } from './messages/run.js';
import { searchLimits } from './limits.js';
import type { ModuleWorkerMessage, ModuleWorkerRequest, ModuleWorkerSetup } from './module-protocol.js';
import type { CliWords } from './cli-words.js';

/** Milliseconds past --max-seconds before the worker must answer pings (the search stops itself at the limit). */
const DEADLINE_GRACE_MS = 1000;
/** Milliseconds between pings, and without an answer before the worker is ended. */
const PING_MS = 200;
const UNANSWERED_MS = 2000;
/** Milliseconds a worker that is done has to exit before it is ended (a module may leave a timer running). */
const LINGER_MS = 500;
/** Milliseconds between looks at the process's resident size. */
const MEMORY_LOOK_MS = 100;
/** Room above --max-memory for puzzlekit's own code and data, on the heap and in the process. */
const SLACK_BYTES = 512 * 2 ** 20;

/** Whether a command line adds a puzzle module (`--puzzle-module FILE` or `--puzzle-module=FILE`). */
export function mentionsPuzzleModule(argv: readonly string[]): boolean {
  return argv.some((arg) => arg === '--puzzle-module' || arg.startsWith('--puzzle-module='));
}

/** The last value given for an option, `--name VALUE` or `--name=VALUE`. */
function optionValue(argv: readonly string[], name: string): string | undefined {
  let value: string | undefined;
  argv.forEach((arg, i) => {
    if (arg === name && i + 1 < argv.length) value = argv[i + 1];
    else if (arg.startsWith(`${name}=`)) value = arg.slice(name.length + 1);
  });
  return value;
}

/** The limits as the command will read them; a bad value is left to the command to report (exit 2). */
function limitsOf(cli: CliWords, argv: readonly string[]): SearchLimits & { maxMemoryBytes: number } {
  const read = (option: string, key: 'maxStates' | 'maxSeconds' | 'maxMemory'): SearchLimits => {
    const raw = optionValue(argv, option);
    try {
      return raw === undefined ? {} : searchLimits(cli, { [key]: raw });
    } catch {
      return {};
    }
  };
  return {
    maxStates: read('--max-states', 'maxStates').maxStates,
    maxSeconds: read('--max-seconds', 'maxSeconds').maxSeconds,
    maxMemoryBytes: read('--max-memory', 'maxMemory').maxMemoryBytes ?? searchLimits(cli, {}).maxMemoryBytes!,
  };
}

const PUZZLEKIT_FILES = [fileURLToPath(new URL('../', import.meta.url)), fileURLToPath(new URL('../../node_modules/', import.meta.url))];

/** Whether an error's first stack frame is in the user's code (not puzzlekit's build, its packages or Node's own). */
function thrownByModule(error: unknown): boolean {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frame = /^\s+at (?:.*\()?(.+?):\d+:\d+\)?$/m.exec(stack)?.[1];
  if (frame === undefined) return false;
  const file = frame.startsWith('file://') ? fileURLToPath(frame) : frame;
  return !file.startsWith('node:') && !PUZZLEKIT_FILES.some((dir) => file.startsWith(dir));
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toLocaleString('en-US', { maximumFractionDigits: 1 })} MiB`;

/** A terminal's standard input can be put in raw mode; a pipe or a test's stream cannot. */
type TerminalInput = CliInput & { setRawMode?: (on: boolean) => unknown };

/**
 * Runs `puzzlekit ...argv` in a worker thread and returns its exit code; aborting `signal` is a Ctrl-C.
 * `io` replaces the process's streams and environment, as for runCommandLine (the tests run it so, in their own process).
 */
export function runModuleCommandLine(argv: readonly string[], options: { signal: AbortSignal; io?: CliIo }): Promise<number> {
  const io = options.io ?? cliIo();
  const cli = cliWordsIn(chooseLang(argv, io.env));
  const where = `--puzzle-module ${optionValue(argv, '--puzzle-module') ?? ''}`;
  const limits = limitsOf(cli, argv);
  const kind = (stream: CliOutput) => ({ isTTY: stream.isTTY, columns: stream.columns, rows: stream.rows });
  const stdin = io.stdin as TerminalInput;
  const setup: ModuleWorkerSetup = { argv: [...argv], stdout: kind(io.stdout), stderr: kind(io.stderr), stdinIsTTY: stdin.isTTY, maxStates: limits.maxStates };
  const worker = new Worker(new URL('./module-worker.js', import.meta.url), {
    workerData: setup,
    env: io.env,
    stdin: true,
    resourceLimits: { maxOldGenerationSizeMb: Math.ceil((limits.maxMemoryBytes + SLACK_BYTES) / 2 ** 20) },
  });
  const rssCap = process.memoryUsage.rss() + 1.5 * limits.maxMemoryBytes + SLACK_BYTES;

  return new Promise<number>((resolve) => {
    let code: number | undefined;
    let stoppedFor: string | undefined;
    let failure: unknown;
    let stdinPiped = false;
    let rawMode = false;
    const timers: NodeJS.Timeout[] = [];
    const restoreTerminal = () => {
      if (rawMode) stdin.setRawMode?.(false);
      rawMode = false;
    };
    process.once('exit', restoreTerminal);

    const ask = (request: ModuleWorkerRequest) => worker.postMessage(request);
    const stop = (why: string) => {
      if (code !== undefined || stoppedFor !== undefined) return;
      stoppedFor = why;
      void worker.terminate();
    };
    let lastAnswer = performance.now();
    let pinging = false;
    /** From now on, the worker is ended for `why` once it leaves pings unanswered. */
    const endIfHeld = (why: string) => {
      if (pinging) return;
      pinging = true;
      lastAnswer = performance.now();
      timers.push(
        setInterval(() => {
          if (performance.now() - lastAnswer > UNANSWERED_MS) stop(why);
          else ask({ kind: 'ping' });
        }, PING_MS),
      );
    };
    if (limits.maxSeconds !== undefined) {
      const seconds = limits.maxSeconds;
      const why = cli.words(MODULE.timeHeld({ seconds }));
      timers.push(setTimeout(() => endIfHeld(why), seconds * 1000 + DEADLINE_GRACE_MS));
    }
    const memoryStop = () => cli.words(MODULE.memoryHeld({ size: mib(limits.maxMemoryBytes) }));
    timers.push(setInterval(() => process.memoryUsage.rss() > rssCap && stop(memoryStop()), MEMORY_LOOK_MS));
    const onInterrupt = () => {
      ask({ kind: 'interrupt' });
      endIfHeld(cli.words(MODULE.cancelHeld()));
    };
    options.signal.addEventListener('abort', onInterrupt, { once: true });

    worker.on('message', (message: ModuleWorkerMessage) => {
      switch (message.kind) {
        case 'out':
          (message.fd === 1 ? io.stdout : io.stderr).write(message.chunk);
          break;
        case 'stdin':
          if (!stdinPiped) stdin.pipe(worker.stdin!);
          stdinPiped = true;
          break;
        case 'raw':
          if (stdin.isTTY) stdin.setRawMode?.(message.on);
          rawMode = message.on && stdin.isTTY === true;
          break;
        case 'pong':
          lastAnswer = performance.now();
          break;
        case 'done':
          code = message.code;
          timers.push(setTimeout(() => void worker.terminate(), LINGER_MS));
          break;
      }
    });
    worker.on('error', (error) => {
      failure ??= error;
    });
    worker.once('exit', (exitCode) => {
      for (const timer of timers) clearTimeout(timer);
      options.signal.removeEventListener('abort', onInterrupt);
      restoreTerminal();
      process.off('exit', restoreTerminal);
      if (stdinPiped) {
        stdin.unpipe(worker.stdin!);
        stdin.destroy();
      }
      if (code !== undefined) return resolve(code);
      if (stoppedFor !== undefined || isOutOfMemory(failure)) return resolve(report(io, argv, stoppedFor ?? memoryStop(), EXIT.limit));
      if (failure !== undefined) {
        const text = failure instanceof Error ? failure.message : String(failure);
        if (thrownByModule(failure)) return resolve(report(io, argv, cli.words(MODULE.codeFailed({ where, text })), EXIT.usage));
        return resolve(report(io, argv, cli.words(RUN.internalError({ why: text })), 70));
      }
      resolve(report(io, argv, cli.words(MODULE.codeEndedRun({ where, code: exitCode })), EXIT.usage));
    });
  });
}

/** One line on stderr (and with --json one JSON object on stdout), as run.ts reports; returns `code`. */
function report(io: CliIo, argv: readonly string[], line: string, code: number): number {
  const text = line.replace(/\r?\n/g, '\\n');
  io.stderr.write(`puzzlekit: ${text}\n`);
  if (argv.includes('--json')) io.stdout.write(`${JSON.stringify({ status: 'error', message: text })}\n`);
  return code;
}

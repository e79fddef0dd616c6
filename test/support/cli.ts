/**
 * Runs the built command line for the tests in test/cli, two ways:
 * - `runCli`: the build's `runCommandLine` (dist/cli/run.js) inside the
 *   test's own process, with its own streams, environment and standard input;
 *   with --puzzle-module, `runModuleCommandLine` (dist/cli/module-run.js),
 *   whose worker thread keeps the module out of this process's catalog.
 *   It is what `node dist/cli/main.js` runs, less the process's part (Ctrl-C,
 *   a closed pipe, the exit code), at no cost of starting Node: the suite runs
 *   the command line hundreds of times.
 * - `runCliProcess`: `node dist/cli/main.js ...args` as a child process, the
 *   way a user would, for what only a process shows: signals, pipes, the
 *   working folder, caches between runs.
 * The tests assume `dist/` is built (`npm test` runs the build first); nothing here builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect } from 'vitest';

/** The repository root, found from this file's place in test/support. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The command line's entry point in the build. */
export const CLI_MAIN = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

export interface CliResult {
  /** The exit code, or null when the process was killed (by the timeout, say). */
  status: number | null;
  /** The signal that ended it, if one did. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Whether the timeout stopped it: killed the process, or in this process aborted the run as a Ctrl-C would. */
  timedOut: boolean;
  /** Wall-clock milliseconds the run took. */
  ms: number;
}

export interface CliOptions {
  /** Written to standard input (which is otherwise empty). */
  input?: string | Buffer;
  /** In-process runs: this stream as standard input instead of `input` (one that never ends: a silent writer). */
  stdin?: Readable;
  /** In-process runs: a Ctrl-C when this aborts, as well as at the timeout. */
  signal?: AbortSignal;
  /** Milliseconds before the run is stopped: the process killed, or in-process a Ctrl-C (default 30 s). */
  timeoutMs?: number;
  /** Extra environment variables. */
  env?: Record<string, string>;
}

export interface CliProcessOptions extends CliOptions {
  /** Working directory (default: the repository root). */
  cwd?: string;
}

/** The environment a run sees: this one, without colour, and English unless the test asks for another locale (see src/cli/lang.ts). */
function cliEnv(extra: Record<string, string> | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...extra };
  delete env.FORCE_COLOR;
  delete env.PUZZLEKIT_DEBUG;
  return env;
}

function requireBuild(file: string): void {
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build, or npm test)`);
}

/** The build's command line as a function (dist/cli/run.js), loaded once per test file. */
const CLI_RUN = fileURLToPath(new URL('../../dist/cli/run.js', import.meta.url));
type RunCommandLine = typeof import('../../src/cli/run.js').runCommandLine;
let loaded: Promise<RunCommandLine> | undefined;
function commandLine(): Promise<RunCommandLine> {
  requireBuild(CLI_RUN);
  loaded ??= import(pathToFileURL(CLI_RUN).href).then((m: { runCommandLine: RunCommandLine }) => m.runCommandLine);
  return loaded;
}

/** The build's command line with --puzzle-module (dist/cli/module-run.js): the module loads in a worker thread, as main.ts runs it. */
const CLI_MODULE_RUN = fileURLToPath(new URL('../../dist/cli/module-run.js', import.meta.url));
type ModuleRun = typeof import('../../src/cli/module-run.js');
let loadedModuleRun: Promise<ModuleRun> | undefined;
function moduleCommandLine(): Promise<ModuleRun> {
  requireBuild(CLI_MODULE_RUN);
  loadedModuleRun ??= import(pathToFileURL(CLI_MODULE_RUN).href) as Promise<ModuleRun>;
  return loadedModuleRun;
}

/** A stream that keeps what is written to it. */
class Collected extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

/** Runs `puzzlekit ...args` in this process (see above) and waits for it. Never throws for a failing command. */
export async function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  const moduleRun = await moduleCommandLine();
  // As main.ts chooses: a puzzle module's run goes to a worker thread, so that the module never joins this process's catalog.
  const run: RunCommandLine = moduleRun.mentionsPuzzleModule(args)
    ? (argv, given) => moduleRun.runModuleCommandLine(argv, { signal: given?.signal ?? new AbortController().signal, io: given?.io })
    : await commandLine();
  const stdout = new Collected();
  const stderr = new Collected();
  const stdin = options.stdin ?? Readable.from(options.input === undefined ? [] : [options.input]);
  const controller = new AbortController();
  if (options.signal?.aborted) controller.abort();
  else options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? 30_000);
  const started = performance.now();
  try {
    const status = await run(args, { io: { stdout, stderr, stdin, env: cliEnv(options.env) }, signal: controller.signal });
    return { status, signal: null, stdout: stdout.text, stderr: stderr.text, timedOut, ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `puzzlekit ...args` as a child process and waits for it. Never throws for a failing command. */
export function runCliProcess(args: readonly string[], options: CliProcessOptions = {}): CliResult {
  requireBuild(CLI_MAIN);
  const env = cliEnv(options.env);
  const started = performance.now();
  const child = spawnSync(process.execPath, [CLI_MAIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env,
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 30_000,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 2 ** 20,
  });
  const ms = performance.now() - started;
  const timedOut = (child.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
  if (child.error && !timedOut) throw child.error;
  return { status: child.status, signal: child.signal, stdout: child.stdout ?? '', stderr: child.stderr ?? '', timedOut, ms };
}

/** Runs the command line in this process with `--json` results in mind: parses stdout as one JSON object. */
export async function runCliJson<T = Record<string, unknown>>(args: readonly string[], options: CliOptions = {}): Promise<CliResult & { json: T }> {
  return withJson<T>(args, await runCli(args, options));
}

/** `runCliJson` as a child process. */
export function runCliProcessJson<T = Record<string, unknown>>(args: readonly string[], options: CliProcessOptions = {}): CliResult & { json: T } {
  return withJson<T>(args, runCliProcess(args, options));
}

function withJson<T>(args: readonly string[], result: CliResult): CliResult & { json: T } {
  let json: T;
  try {
    json = JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(
      `puzzlekit ${args.join(' ')} did not print one JSON object (exit ${result.status}):\n` +
        `stdout: ${result.stdout.slice(0, 500)}\nstderr: ${result.stderr.slice(0, 500)}`,
    );
  }
  return { ...result, json };
}

/** The lines of a text, without the empty one after a final newline. */
export function linesOf(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Whether a text holds a JavaScript stack frame ("    at f (file:1:2)"). */
export function hasStackTrace(text: string): boolean {
  return /^\s+at\s/m.test(text);
}

/** Bad input as the command line must answer it: exit 2, one line on stderr saying `message`, no stack trace, nothing on stdout. */
export function expectUsageError(result: CliResult, message: RegExp): void {
  expect(result.status).toBe(2);
  expect(result.stderr).toMatch(message);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(hasStackTrace(result.stderr)).toBe(false);
  expect(result.stdout).toBe('');
}

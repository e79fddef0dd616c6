/**
 * Runs the built command line (`node dist/cli/main.js ...args`) as a child
 * process, the way a user would, for the tests in test/cli. The tests assume
 * `dist/` is built (`npm test` runs the build first); nothing here builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
  /** Whether the timeout killed it. */
  timedOut: boolean;
  /** Wall-clock milliseconds the run took. */
  ms: number;
}

export interface CliOptions {
  /** Written to standard input (which is otherwise empty). */
  input?: string | Buffer;
  /** Milliseconds before the process is killed (default 30 s). */
  timeoutMs?: number;
  /** Extra environment variables. */
  env?: Record<string, string>;
  /** Working directory (default: the repository root). */
  cwd?: string;
}

/** Runs `puzzlekit ...args` and waits for it. Never throws for a failing command. */
export function runCli(args: readonly string[], options: CliOptions = {}): CliResult {
  if (!existsSync(CLI_MAIN)) {
    throw new Error(`${CLI_MAIN} is missing: build first (npx tsc -p tsconfig.json, or npm test)`);
  }
  // The words follow the locale (see src/cli/lang.ts): tests read English unless they ask for another.
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...options.env };
  delete env.FORCE_COLOR;
  delete env.PUZZLEKIT_DEBUG;
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

/** Runs the command line with `--json` results in mind: parses stdout as one JSON object. */
export function runCliJson<T = Record<string, unknown>>(args: readonly string[], options: CliOptions = {}): CliResult & { json: T } {
  const result = runCli(args, options);
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

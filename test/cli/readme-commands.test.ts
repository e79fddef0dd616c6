/**
 * Every command in the ```sh blocks of README.md and of the docs pages
 * (docs/**\/*.md, the generated API reference aside) runs in a fresh clone:
 * the files git would give (tracked, plus new ones not ignored), with this
 * checkout's node_modules and build, in a temporary folder that has no
 * ../shared beside it. Each must exit as its comment says (0 unless "exit
 * N") without a stack trace.
 *
 * A command shown in several places runs once. The commands of one block run
 * in order (a later one may read what an earlier one wrote); blocks run side
 * by side, a few commands at a time, since most of a short command's time is
 * Node starting and reading files. Paths under /tmp/ are moved into this
 * run's own folder, so two checkouts running the suite at once never share
 * files. A plain `npx puzzlekit ...` line (words and quotes, nothing else
 * for a shell to do) runs in this process, as the CLI tests run the command
 * line (runCli), with the clone as the working folder: starting Node and
 * loading the command line was most of what each such command cost (a third
 * of a second of a core each; this file took 52 processor-seconds, now 22).
 * The other lines (pipes, a variable, `rm` first, `npm start`) run in bash,
 * where `npx puzzlekit` is a stand-in for npx that starts the clone's own
 * build directly: the real npx finds the same file through the package's
 * `bin`, but costs one to eight seconds a call on a busy machine. The CLI's
 * own process (its exit code, signals, pipes) is what test/cli's process
 * tests and those bash lines check.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_MAIN, hasStackTrace, REPO_ROOT, runCli } from '../support/cli.js';
import { type DocCommand, docCommands, docPages, runChains } from '../support/doc-commands.js';
import { plainWords } from '../support/shell-words.js';

const pages = docPages(REPO_ROOT);
const set = docCommands(REPO_ROOT, pages);
const commands = [...set.commands.entries()];
/** Commands at once: two cores, and each command mostly Node's start and file reads. */
const CONCURRENCY = 3;
/** A command's own time once it starts; the slowest shown take a few seconds alone. */
const COMMAND_TIMEOUT_MS = 120_000;
/** The most output kept of a command: enough to show why it failed. */
const KEEP = 64 * 2 ** 20;

interface Run {
  status: number | null;
  signal: NodeJS.Signals | null;
  /** Whether the command outlasted COMMAND_TIMEOUT_MS: the process killed, or in this process a Ctrl-C. */
  timedOut: boolean;
  stdout: string;
  stderr: string;
  /** Where it ran: in this process or in bash. */
  ran: 'in-process' | 'bash';
}

let base: string;
let clone: string;
let shims: string;
let runs: Map<string, Promise<Run>>;
/** The working folder before the tests moved into the clone's: given back after them. */
let workingFolder: string | undefined;

/** The files a clone would have: tracked, and new files git does not ignore. */
function cloneFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return out.split('\0').filter((f) => f !== '' && existsSync(join(REPO_ROOT, f)));
}

/** The arguments of a plain `npx puzzlekit ...` line, or undefined when the line needs a shell. */
function puzzlekitArguments(line: string): string[] | undefined {
  const words = plainWords(line);
  return words && words[0] === 'npx' && words[1] === 'puzzlekit' ? words.slice(2) : undefined;
}

async function runLine(command: DocCommand): Promise<Run> {
  const line = command.line.replaceAll('/tmp/', `${base}/tmp/`);
  const args = puzzlekitArguments(line);
  if (args !== undefined) {
    const result = await runCli(args, { timeoutMs: COMMAND_TIMEOUT_MS });
    return { status: result.status, signal: null, timedOut: result.timedOut, stdout: result.stdout, stderr: result.stderr, ran: 'in-process' };
  }
  return runInBash(line);
}

function runInBash(line: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-o', 'pipefail', '-c', line], {
      cwd: clone,
      env: { ...process.env, PATH: `${shims}:${process.env.PATH ?? ''}`, NO_COLOR: '1', FORCE_COLOR: '', PUZZLEKIT_DEBUG: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let kept = 0;
    const keep = (into: Buffer[]) => (chunk: Buffer) => {
      if (kept < KEEP) into.push(chunk);
      kept += chunk.length;
    };
    child.stdout.on('data', keep(out));
    child.stderr.on('data', keep(err));
    // The whole process group: a pipeline's every process, not bash alone.
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, COMMAND_TIMEOUT_MS);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, timedOut, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), ran: 'bash' });
    });
  });
}

beforeAll(() => {
  if (!existsSync(CLI_MAIN)) throw new Error(`${CLI_MAIN} is missing: build first (npm run build, or npm test)`);
  base = mkdtempSync(join(tmpdir(), 'puzzlekit-readme-'));
  clone = join(base, 'puzzlekit');
  for (const file of cloneFiles()) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    cpSync(join(REPO_ROOT, file), join(clone, file));
  }
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
  cpSync(join(REPO_ROOT, 'dist'), join(clone, 'dist'), { recursive: true });
  mkdirSync(join(base, 'tmp'));
  shims = join(base, 'bin');
  mkdirSync(shims);
  const npx = join(shims, 'npx');
  const realNpx = execFileSync('bash', ['-c', 'command -v npx'], { encoding: 'utf8' }).trim();
  writeFileSync(
    npx,
    `#!/bin/sh\nif [ "$1" = puzzlekit ]; then shift; exec "${process.execPath}" "${join(clone, 'dist/cli/main.js')}" "$@"; fi\nexec "${realNpx}" "$@"\n`,
  );
  chmodSync(npx, 0o755);
  // The in-process runs read and write relative paths (examples/...) in the clone, as a user's shell there would.
  // Each worker process of vitest's pool (forks) runs one test file at a time, and afterAll gives the folder back.
  workingFolder = process.cwd();
  process.chdir(clone);
  runs = runChains(set, CONCURRENCY, runLine);
}, 120_000);

afterAll(async () => {
  // Every run has ended before the folder goes (a failed test may leave some unawaited).
  if (runs) await Promise.allSettled(runs.values());
  if (workingFolder !== undefined) process.chdir(workingFolder);
  if (base) rmSync(base, { recursive: true, force: true });
}, 600_000);

function shownAt(command: DocCommand): string {
  return command.places.map((p) => `${p.file}:${p.lineNumber}`).join(', ');
}

describe('the commands of the README and the docs, in a fresh clone without ../shared', () => {
  it('finds commands on the README and the docs pages, each shown with one exit code, and the clone has no ../shared', () => {
    expect(pages).toContain('README.md');
    expect(pages.filter((p) => p.startsWith('docs/')).length).toBeGreaterThan(10);
    expect(pages.some((p) => p.startsWith('docs/api/'))).toBe(false);
    expect(commands.length).toBeGreaterThan(50);
    expect(set.disagreements).toEqual([]);
    expect(existsSync(join(clone, '..', 'shared'))).toBe(false);
    expect(existsSync(join(clone, 'examples'))).toBe(true);
    // Most run in this process; the lines only a shell can run still show the command line's own process at work.
    const inBash = commands.filter(([, c]) => puzzlekitArguments(c.line) === undefined);
    expect(inBash.length).toBeGreaterThan(0);
    expect(inBash.length).toBeLessThan(commands.length / 2);
  });

  it.each(commands.map(([key, c]) => [`${shownAt(c)}: ${c.line}`, key, c] as const))(
    '%s',
    async (_, key, command) => {
      const result = await runs.get(key)!;
      const shown = `(${result.ran}) stdout: ${result.stdout.slice(-800)}\nstderr: ${result.stderr.slice(-800)}`;
      expect(result.timedOut, `over ${COMMAND_TIMEOUT_MS / 1000} s: ${shown}`).toBe(false);
      expect(result.signal, `killed: ${shown}`).toBe(null);
      expect(result.status, shown).toBe(command.exit);
      expect(hasStackTrace(result.stderr), shown).toBe(false);
      if (command.exit === 0) expect(result.stdout.length, shown).toBeGreaterThan(0);
    },
    600_000,
  );
});

/**
 * A hostile `--puzzle-module`: one that loops (in successors(), at import),
 * throws, takes memory without end or returns garbage. Each ends with one
 * clear line: exit 2 for the module's mistake (naming the module, what it did
 * and its own message, never "internal error"), exit 3 for a limit or a
 * Ctrl-C; never a hang. The modules are written here, into a temporary
 * folder; each is a counter (states 0, 1, 2, ...) with one part made hostile.
 * Nothing waits on a clock: a Ctrl-C is sent once the module has written a
 * marker file, and the loops end by the limits given or by that Ctrl-C.
 * Most runs go through the command line in this process (runCli: the module
 * in a worker thread, as main.ts runs it); the Ctrl-Cs, --max-seconds on a
 * successors() that spins and standard input go through a process of its
 * own, for the signal, the exit code and the process's own streams.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_MAIN, expectUsageError, hasStackTrace, REPO_ROOT, runCli, runCliProcess, type CliResult } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-hostile-'));
/** The runs started here: one still running when the tests end (a failed test) is ended, never left spinning. */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A counter puzzle whose goal is never reached; `problem` and `backend` replace parts of it (source text of object members). */
function writeModule(name: string, parts: { problem?: string; backend?: string; top?: string }): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { writeFileSync } from 'node:fs';
${parts.top ?? ''}
export default {
  id: '${name}', title: '${name}', description: 'a hostile module', presets: [], params: [], metrics: [{ id: 'moves', description: 'moves' }],
  parse: () => ({}),
  problem: () => ({
    start: 0, isGoal: () => false, successors: (s, emit) => emit(s + 1, 1), codec: { kind: 'uint32', encode: (s) => s, decode: (k) => k }, unitCosts: true,
    ${parts.problem ?? ''}
  }),
  instanceCode: () => 'x', stateCode: (_i, s) => String(s), parseState: (_i, code) => Number(code),
  describeMove: () => 'step', moveCode: () => 'step', applyMove: (_i, s) => s + 1,
  renderText: (_i, s) => String(s), draw: () => ({ width: 1, height: 1, shapes: [] }),
  ${parts.backend ?? ''}
};
`,
  );
  return file;
}

/** A limit or a Ctrl-C as the command line must end it: exit 3, one line saying `message`, no stack trace. */
function expectStopped(result: CliResult, message: RegExp): void {
  expect(result.timedOut).toBe(false);
  expect(result.status).toBe(3);
  expect(result.stderr).toMatch(message);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(hasStackTrace(result.stderr)).toBe(false);
}

/** Starts `puzzlekit ...args`, sends one Ctrl-C (SIGINT) once `marker` exists, and waits for the end. */
async function interruptOnMarker(args: string[], marker: string): Promise<CliResult> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI_MAIN, ...args], { cwd: REPO_ROOT, env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const ended = new Promise<{ status: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('close', (status, signal) => resolve({ status, signal })));
  let done = false;
  void ended.then(() => (done = true));
  while (!existsSync(marker) && !done) await sleep(20);
  child.kill('SIGINT');
  const { status, signal } = await ended;
  return { status, signal, stdout, stderr, timedOut: false, ms: performance.now() - started };
}

describe('a module that never returns is stopped from outside its thread', () => {
  it('an endless emit loop in successors() stops at emit, past --max-states 100 (exit 3)', async () => {
    const file = writeModule('emit-forever', { problem: 'successors: (s, emit) => { for (let i = 1; ; i++) emit(s + i, i); },' });
    expectStopped(await runCli(['--puzzle-module', file, 'solve', 'emit-forever', '--max-states', '100']), /^puzzlekit: stopped: the state limit was reached \(--max-states 100\): --puzzle-module .*emit-forever\.mjs: successors\(\) emitted more than/);
  });

  it('an endless emit loop without --max-states stops at --max-memory (exit 3)', async () => {
    const file = writeModule('emit-more', { problem: 'successors: (s, emit) => { for (let i = 1; ; i++) emit(s + i, i); },' });
    expectStopped(await runCli(['--puzzle-module', file, 'explore', 'emit-more', '--max-memory', '16']), /^puzzlekit: stopped: .*memory limit/);
  });

  it('a successors() that loops without emitting ends at --max-seconds (exit 3)', () => {
    const file = writeModule('spin', { problem: 'successors: () => { for (;;) {} },' });
    expectStopped(runCliProcess(['--puzzle-module', file, 'solve', 'spin', '--max-seconds', '0.5', '--max-states', '100']), /^puzzlekit: stopped: the time limit was reached \(--max-seconds 0\.5\): the puzzle module's code did not return$/m);
  });

  it('a module that loops at import ends at --max-seconds (exit 3)', async () => {
    const file = writeModule('import-spin', { top: 'for (;;) {}' });
    expectStopped(await runCli(['--puzzle-module', file, 'solve', 'import-spin', '--max-seconds', '0.5']), /^puzzlekit: stopped: the time limit was reached/);
  });

  it('a successors() that loops without emitting ends at a Ctrl-C (exit 3)', async () => {
    const marker = join(dir, 'spin-started');
    const file = writeModule('spin-marked', { problem: `successors: () => { writeFileSync(${JSON.stringify(marker)}, ''); for (;;) {} },` });
    expectStopped(await interruptOnMarker(['--puzzle-module', file, 'solve', 'spin-marked', '--max-states', '100'], marker), /^puzzlekit: stopped: cancelled \(Ctrl-C\)/);
  });

  it('a module that loops at import ends at a Ctrl-C (exit 3)', async () => {
    const marker = join(dir, 'import-started');
    const file = writeModule('import-marked', { top: `writeFileSync(${JSON.stringify(marker)}, ''); for (;;) {}` });
    expectStopped(await interruptOnMarker(['--puzzle-module', file, 'list'], marker), /^puzzlekit: stopped: cancelled \(Ctrl-C\)/);
  });

  it('a successors() that fills the heap ends at --max-memory (exit 3)', async () => {
    const file = writeModule('heap', { top: 'const kept = [];', problem: 'successors: () => { for (;;) kept.push(new Array(2 ** 20).fill(7)); },' });
    expectStopped(await runCli(['--puzzle-module', file, 'solve', 'heap', '--max-memory', '16']), /^puzzlekit: stopped: the memory limit was reached \(16 MiB\)/);
  });
});

describe("a module's mistakes are its own: exit 2, one line naming the module, never internal error", () => {
  it.each([
    ['successors() throws', 'throws', { problem: "successors: () => { throw new Error('boom in successors'); }," }, ['solve'], /^puzzlekit: --puzzle-module .*throws\.mjs: successors\(\) failed: boom in successors/m],
    ['isGoal() throws a TypeError', 'goal-type', { problem: 'isGoal: (s) => s.no.such,' }, ['solve'], /: isGoal\(\) failed: TypeError: Cannot read properties of undefined/],
    ['renderText() throws a string', 'render-string', { backend: "renderText: () => { throw 'no picture'; }," }, ['show'], /: renderText\(\) failed: no picture/m],
    ['parse() throws', 'parse-throws', { backend: "parse: () => { throw new RangeError('bad size'); }," }, ['show'], /: parse\(\) failed: RangeError: bad size/m],
    ['problem() returns a number', 'problem-number', { backend: 'problem: () => 42,' }, ['solve'], /: problem\(\) returned 42, expected a search problem/],
    ['a codec of an unknown kind', 'codec-kind', { problem: "codec: { kind: 'int', encode: (s) => s, decode: (k) => k }," }, ['solve'], /: problem\(\) returned a codec of "int"/],
    ['a uint32 key that is NaN', 'key-nan', { problem: "codec: { kind: 'uint32', encode: () => NaN, decode: (k) => k }," }, ['solve'], /: codec\.encode\(\) gave the key NaN, expected a whole number from 0 to 4294967295 \(uint32\)/m],
    ['a uint32 key of -1', 'key-negative', { problem: "codec: { kind: 'uint32', encode: () => -1, decode: (k) => k }," }, ['explore'], /: codec\.encode\(\) gave the key -1, expected/],
    ['a uint32 key of 2^40', 'key-big', { problem: "codec: { kind: 'uint32', encode: (s) => s + 2 ** 40, decode: (k) => k }," }, ['solve'], /: codec\.encode\(\) gave the key 1099511627776, expected/],
    ['a uint32 key of 0.5', 'key-fraction', { problem: "codec: { kind: 'uint32', encode: (s) => s + 0.5, decode: (k) => k }," }, ['solve'], /: codec\.encode\(\) gave the key 0\.5, expected/],
    ['process.exit() in successors()', 'exits', { problem: 'successors: () => process.exit(5),' }, ['solve'], /: the module's code ended the run \(exit code 5\)/m],
    ['an error thrown later, from a timer', 'late-throw', { problem: "successors: (s, emit) => { setTimeout(() => { throw new Error('late boom'); }); emit(s + 1, 1); }," }, ['solve'], /: the module's code failed: late boom/m],
  ])('%s', async (_, name, parts, command, message) => {
    const file = writeModule(name, parts);
    // solve and explore are bounded too, in case the mistake were missed.
    const limits = command[0] === 'show' ? [] : ['--max-states', '100000'];
    const result = await runCli(['--puzzle-module', file, command[0], name, ...limits]);
    expectUsageError(result, message);
    expect(result.stderr).not.toMatch(/internal error/);
  });
});

describe('a well-behaved module in its worker thread reads and writes as before', () => {
  it('reads an instance from standard input (--file -)', () => {
    const { status, stdout } = runCliProcess(['--puzzle-module', 'examples/lights-out.mjs', 'show', 'lights-out', '--file', '-'], { input: '101/010/101\n' });
    expect(status).toBe(0);
    expect(stdout).toContain('#.#\n   .#.\n   #.#');
  });
});

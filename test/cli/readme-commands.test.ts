/**
 * Every command in the README's ```sh blocks runs in a fresh clone: the files
 * git would give (tracked, plus new ones not ignored), with this checkout's
 * node_modules and build, in a temporary folder that has no ../shared beside
 * it. Each must exit as its comment says (0 unless "exit N") without a stack
 * trace. `npx puzzlekit` is run through a stand-in for npx that starts the
 * clone's own build directly: the real npx finds the same file through the
 * package's `bin`, but costs one to eight seconds a call on a busy machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_MAIN, hasStackTrace, REPO_ROOT } from '../support/cli.js';
import { readmeCommands } from '../support/readme.js';

const commands = readmeCommands(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8'));

let base: string;
let clone: string;
let shims: string;

/** The files a clone would have: tracked, and new files git does not ignore. */
function cloneFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return out.split('\0').filter((f) => f !== '' && existsSync(join(REPO_ROOT, f)));
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
  shims = join(base, 'bin');
  mkdirSync(shims);
  const npx = join(shims, 'npx');
  const realNpx = execFileSync('bash', ['-c', 'command -v npx'], { encoding: 'utf8' }).trim();
  writeFileSync(
    npx,
    `#!/bin/sh\nif [ "$1" = puzzlekit ]; then shift; exec "${process.execPath}" "${join(clone, 'dist/cli/main.js')}" "$@"; fi\nexec "${realNpx}" "$@"\n`,
  );
  chmodSync(npx, 0o755);
}, 120_000);

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

function run(line: string, path: string) {
  return spawnSync('bash', ['-o', 'pipefail', '-c', line], {
    cwd: clone,
    encoding: 'utf8',
    timeout: 60_000,
    killSignal: 'SIGKILL',
    env: { ...process.env, PATH: path, NO_COLOR: '1', FORCE_COLOR: '', PUZZLEKIT_DEBUG: '' },
    maxBuffer: 64 * 2 ** 20,
  });
}

describe('the README commands, in a fresh clone without ../shared', () => {
  it('finds commands to run, and the clone has no ../shared', () => {
    expect(commands.length).toBeGreaterThan(10);
    expect(existsSync(join(clone, '..', 'shared'))).toBe(false);
    expect(existsSync(join(clone, 'examples'))).toBe(true);
  });

  it.each(commands.map((c) => [`README line ${c.lineNumber}: ${c.line}`, c] as const))('%s', (_, command) => {
    const result = run(command.line, `${shims}:${process.env.PATH ?? ''}`);
    const shown = `stdout: ${result.stdout.slice(-800)}\nstderr: ${result.stderr.slice(-800)}`;
    expect(result.signal, `killed: ${shown}`).toBe(null);
    expect(result.status, shown).toBe(command.exit);
    expect(hasStackTrace(result.stderr), shown).toBe(false);
    if (command.exit === 0) expect(result.stdout.length, shown).toBeGreaterThan(0);
  });
});

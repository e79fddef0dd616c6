/**
 * `--file`, from any kind of file: a regular file, a slow or large pipe on
 * standard input, a device without end, a FIFO with no writer. Each ends with
 * the instance or one clear line and exit 2, never a hang, a crash or an
 * "internal error".
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_MAIN, hasStackTrace, linesOf, REPO_ROOT, runCli, type CliResult } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BOARD = '1,2,3/4,5,6/0,7,8';

function expectRefused(result: CliResult, message: RegExp): void {
  expect(result.status).toBe(2);
  expect(linesOf(result.stderr)).toHaveLength(1);
  expect(result.stderr).toMatch(message);
  expect(result.stderr).not.toMatch(/internal error/);
  expect(hasStackTrace(result.stderr)).toBe(false);
}

/** Runs the CLI with its standard input fed by `feed`, which may write slowly. */
function runWithStdin(args: string[], feed: (stdin: NodeJS.WritableStream) => void): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI_MAIN, ...args], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdin.on('error', () => {}); // the CLI may stop reading first
  feed(child.stdin);
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

describe('--file - (standard input)', () => {
  it('a pipe whose writer is slow: the instance, once it comes', async () => {
    const r = await runWithStdin(['solve', 'sliding-tiles', '--file', '-', '--no-boards'], (stdin) => {
      // A slow program upstream: part of the board, a pause, the rest.
      setTimeout(() => {
        stdin.write('1,2,3/4,5,');
        setTimeout(() => stdin.end('6/0,7,8\n'), 200);
      }, 300);
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Solved in 2 moves/);
  });

  it('100 KB piped in: read whole, then judged by the parser', async () => {
    const r = await runCli(['solve', 'sliding-tiles', '--file', '-'], { input: `${' '.repeat(100_000)}${BOARD}` });
    expect(r.stderr).not.toMatch(/internal error|EAGAIN/);
    expect(r.status).toBe(0);
  });

  it('more than 4 MB on standard input: refused, as for files, without reading the rest', async () => {
    const r = await runWithStdin(['solve', 'sliding-tiles', '--file', '-'], (stdin) => stdin.end('a'.repeat(5 * 2 ** 20)));
    expectRefused({ ...r, ms: 0 } as CliResult, /standard input holds more than 4 MB/);
  });

  it('NUL bytes on standard input: not text, as for files', async () => {
    expectRefused(await runCli(['solve', 'sliding-tiles', '--file', '-'], { input: Buffer.from([0x31, 0, 0x32]) }), /standard input is not a text file/);
  });
});

describe('--file PATH of every kind', () => {
  it('a file larger than the bound is refused by its size, before reading', async () => {
    const big = join(dir, 'big.txt');
    execFileSync('truncate', ['-s', '3G', big]);
    expectRefused(await runCli(['solve', 'sliding-tiles', '--file', big]), /big\.txt is 3072 MB; an instance is at most 4 MB/);
  });

  it('/dev/zero, a device without end: read up to the bound, then refused', async () => {
    expectRefused(await runCli(['solve', 'sliding-tiles', '--file', '/dev/zero']), /\/dev\/zero holds more than 4 MB/);
  });

  it('a FIFO that nothing writes to: refused at once, not waited on forever', async () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    expectRefused(await runCli(['solve', 'sliding-tiles', '--file', fifo]), /is a pipe that nothing is writing to/);
  });

  it('a folder, a missing file, a file with NUL bytes', async () => {
    expectRefused(await runCli(['solve', 'sliding-tiles', '--file', dir]), /it is a folder/);
    expectRefused(await runCli(['solve', 'sliding-tiles', '--file', join(dir, 'none')]), /no such file/);
    const binary = join(dir, 'binary');
    writeFileSync(binary, Buffer.from([1, 2, 0, 3]));
    expectRefused(await runCli(['solve', 'sliding-tiles', '--file', binary]), /is not a text file/);
  });

  it('a regular file: read as before', async () => {
    const file = join(dir, 'board.txt');
    writeFileSync(file, BOARD);
    const r = await runCli(['solve', 'sliding-tiles', '--file', file, '--no-boards']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Solved in 2 moves/);
  });
});

/**
 * The command line at its edges: a reader that closes the pipe early, limits
 * too large to mean anything, ranges that could never end, errors under
 * --json, and --max-seconds over a whole table.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_MAIN, hasStackTrace, linesOf, REPO_ROOT, runCli, runCliJson } from '../support/cli.js';

describe('a closed pipe', () => {
  it('`| head -1`: the run ends quietly with 141 (a closed pipe), no stack trace, not 1 ("unsolvable")', async () => {
    for (const json of [false, true]) {
      const child = spawn(process.execPath, [CLI_MAIN, 'solve', 'hanoi', '--param', 'discs=14', '--no-boards', ...(json ? ['--json'] : [])], { cwd: REPO_ROOT });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.stdout.once('data', () => child.stdout.destroy());
      const code = await new Promise<number | null>((resolve) => child.on('close', (status) => resolve(status)));
      expect(stderr).toBe('');
      expect(code).toBe(141);
    }
  });
});

describe('limits', () => {
  it.each([
    // 309 nines: Number() reads them as Infinity. (1e308 itself is refused for its notation: limits are decimal digits.)
    [['--max-memory', '9'.repeat(309)], /--max-memory 9{30}\.\.\.: at most 1,073,741,824/],
    [['--max-seconds', '9'.repeat(309)], /--max-seconds 9{30}\.\.\.: at most 1,000,000,000/],
    [['--max-states', '9'.repeat(301)], /--max-states 9{30}\.\.\.: at most/],
    [['--max-memory', '1e308'], /--max-memory 1e308: expected a positive number in decimal digits/],
    [['--max-memory', 'Infinity'], /--max-memory Infinity: expected a positive number/],
  ])('%j: exit 2, one line (a value that would become Infinity and lift the limit)', async (args, message) => {
    const r = await runCli(['solve', 'sliding-tiles', '--preset', '8-puzzle', ...args]);
    expect(r.status).toBe(2);
    expect(linesOf(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  // The first cell cannot end but by the limit: 1 litre from jugs of 999,999,997 and 1,000,000,000 litres is
  // hundreds of millions of pours away. The two after it take one and two pours, so a limit per cell would
  // solve them on any machine; only a limit on the whole table leaves them unsearched, however fast or slow.
  it('--max-seconds bounds the whole table, not each cell: once it has passed, the cells left are not searched', async () => {
    const r = await runCliJson<{ cells: { status: string; limit?: string }[][] }>([
      'table', 'water-jugs', '--param', 'capacities=999999997,1000000000', '--rows', 'target=1,999999997,3', '--max-seconds', '0.2', '--json',
    ]);
    expect(r.status).toBe(3);
    expect(r.json.cells).toEqual([[{ status: 'limit', limit: 'time' }], [{ status: 'limit', limit: 'time' }], [{ status: 'limit', limit: 'time' }]]);
  });

  it('the same table without the limit on the first cell solves the cells after it in one and two pours', async () => {
    const r = await runCliJson<{ cells: { status: string; length?: number }[][] }>([
      'table', 'water-jugs', '--param', 'capacities=999999997,1000000000', '--rows', 'target=999999997,3', '--json',
    ]);
    expect(r.status).toBe(0);
    expect(r.json.cells.map(([cell]) => [cell.status, cell.length])).toEqual([['solved', 1], ['solved', 2]]);
  });
});

describe('table ranges', () => {
  it('a range past 2^53 is refused before any loop (v++ would no longer change v)', async () => {
    const r = await runCli(['table', 'hanoi', '--rows', 'discs=100000000000000000000..100000000000000000000']);
    expect(r.status).toBe(2);
    expect(linesOf(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/is too large for a range/);
    expect(r.stderr.length).toBeLessThan(200);
  });
});

describe('errors under --json', () => {
  it.each([
    [['solve', 'sliding-tiles', '--code', 'xyz', '--json']],
    [['solve', 'sliding-tiles', '--bogus', '--json']],
    [['solve', 'no-such-puzzle', '--json']],
    [['explore', 'sliding-tiles', '--max-seconds', '-1', '--json']],
  ])('%j: exit 2, the line on stderr and {"status":"error","message"} on stdout', async (args) => {
    const r = await runCli(args);
    expect(r.status).toBe(2);
    expect(hasStackTrace(r.stderr)).toBe(false);
    const json = JSON.parse(r.stdout) as { status: string; message: string };
    expect(json.status).toBe('error');
    expect(r.stderr.trim()).toBe(`puzzlekit: ${json.message}`);
  });
});

describe('an option with its value missing', () => {
  // Commander would take the next word as the value: "--json" as the seconds, and the later --max-seconds 1 would hide the mistake.
  it.each([
    [['solve', 'sliding-tiles', '--max-seconds', '--json', '--max-seconds', '1'], '--max-seconds', '--json'],
    [['solve', 'sliding-tiles', '--preset', '--json'], '--preset', '--json'],
    [['explore', 'sliding-tiles', '--metric', '--compact'], '--metric', '--compact'],
    [['solve', 'sliding-tiles', '--code', '--no-boards'], '--code', '--no-boards'],
    [['pdb', 'build', 'sliding-tiles', '--cache-dir', '-h'], '--cache-dir', '-h'],
  ])('%j: exit 2, one line naming the option and the option after it', async (args, option, next) => {
    const r = await runCli(args);
    expect(r.status).toBe(2);
    expect(linesOf(r.stderr)).toHaveLength(1);
    expect(r.stderr).toContain(`${option} `);
    expect(r.stderr).toContain(` ${next}`);
    expect(r.stderr).toMatch(/needs a value|需要一个值/);
  });

  it('a value that merely starts with a dash is still the value: --max-seconds -1 is a bad number', async () => {
    const r = await runCli(['solve', 'sliding-tiles', '--max-seconds', '-1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--max-seconds -1: expected a positive number/);
  });
});

describe('results after a limit', () => {
  it('--count all cut short: exit 3, JSON status limit with the limit, the solution found still there', async () => {
    const r = await runCliJson<Record<string, unknown>>(['solve', 'hanoi', '--param', 'discs=6', '--count', 'all', '--max-states', '1000', '--json']);
    expect(r.status).toBe(3);
    expect(r.json).toMatchObject({ status: 'limit', limit: 'states', solved: true, length: 63, solutionCount: null });
    expect(r.json.solutionCountAtLeast).toBeGreaterThan(0);
  });

  it('--count shortest cut short: exit 3, status limit, no count', async () => {
    const r = await runCliJson<Record<string, unknown>>(['solve', 'sliding-tiles', '--preset', '8-puzzle', '--count', 'shortest', '--max-states', '100000', '--json']);
    expect(r.status).toBe(3);
    expect(r.json).toMatchObject({ status: 'limit', limit: 'states', solved: true, shortestSolutions: null });
  });

  it('a count stopped before any solution says "not known", never "at least 0"', async () => {
    const r = await runCli(['solve', 'hanoi', '--param', 'discs=6', '--count', 'all', '--max-states', '70', '--no-boards']);
    expect(r.status).toBe(3);
    expect(r.stdout).not.toMatch(/at least 0\b/);
    expect(r.stdout).toMatch(/Solutions without a repeated state: not known, none found before the stop/);
  });
});

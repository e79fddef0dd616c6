/**
 * `npm start` and `solve` in a terminal play the solution in place; anywhere
 * else (a pipe, a file) they print the plain listing. The terminal case runs
 * under a pseudo-terminal made by util-linux `script`, with a key already
 * typed: whether it arrives before the first board or during the playback,
 * the playback ends at the last board and restores the terminal, so nothing
 * here depends on timing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pauseFor, screenRows } from '../../src/cli/playback.js';
import { CLI_MAIN, REPO_ROOT, runCli } from '../support/cli.js';

const ESC = '\x1b';
const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

/** Runs a shell line in a pseudo-terminal of 40 rows and 100 columns, with `keys` typed. */
function inTerminal(line: string, keys: string) {
  return spawnSync('script', ['-qec', `stty rows 40 cols 100; ${line}; echo "EXIT=$?"; stty -a`, '/dev/null'], {
    cwd: REPO_ROOT,
    input: keys,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
}

describe('npm start outside a terminal', () => {
  it('prints the plain listing: the start, then each of the 81 moves with its board, no control codes', async () => {
    const start = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    const args = start.split(/\s+/);
    expect(args.slice(0, 2)).toEqual(['node', 'dist/cli/main.js']);
    const result = await runCli(args.slice(2));
    expect(result.status).toBe(0);
    expect(result.stdout).not.toContain(ESC);
    expect(result.stdout).toMatch(/^Start:$/m);
    for (let i = 1; i <= 81; i++) expect(result.stdout).toMatch(new RegExp(`^${i}\\. `, 'm'));
    expect(result.stdout).not.toMatch(/^Move \d+ of/m);
    expect(result.stdout).toMatch(/^Solved in 81 moves /m);
  });
});

describe.skipIf(!hasScript)('solve in a terminal (a pseudo-terminal from util-linux script)', () => {
  it('plays in place to the last board when a key is pressed, then restores the terminal', () => {
    const run = inTerminal(`node ${CLI_MAIN} solve sliding-blocks --preset 横刀立马`, 'x\r');
    expect(run.status).toBe(0);
    const out = run.stdout;
    expect(out).toContain('EXIT=0');
    expect(out).toContain('Move 81 of 81: ');
    expect(out).toMatch(/\((skipped to the end|played); --no-play lists every move and board\)/);
    expect(out).toContain('Solved in 81 moves');
    // Boards drawn over each other, not 500 lines: far fewer lines than the listing.
    expect(out.split('\n').length).toBeLessThan(100);
    // The cursor, hidden for the playback, is shown again; the terminal is back in line mode with echo.
    expect(out.lastIndexOf(`${ESC}[?25h`)).toBeGreaterThan(out.lastIndexOf(`${ESC}[?25l`));
    const modes = out.slice(out.indexOf('EXIT='));
    expect(modes).toMatch(/(^|\s)icanon(\s|$)/m);
    expect(modes).toMatch(/(^|\s)echo(\s|$)/m);
  });

  it('--no-play lists every board even in a terminal', () => {
    const run = inTerminal(`node ${CLI_MAIN} solve sliding-tiles --preset 8-puzzle --no-play`, '');
    expect(run.stdout).toContain('EXIT=0');
    expect(run.stdout).toMatch(/^31\. /m);
    expect(run.stdout).not.toContain('Move 31 of 31');
  });
});

describe('playback pieces', () => {
  it('counts screen rows with wide characters and wrapping, without colour codes', () => {
    expect(screenRows('ab\ncd', 80)).toBe(2);
    expect(screenRows('曹操'.repeat(20), 80)).toBe(1);
    expect(screenRows('曹操'.repeat(21), 80)).toBe(2);
    expect(screenRows(`${ESC}[1;31mB${ESC}[0m`.repeat(80), 80)).toBe(1);
    expect(screenRows('', 80)).toBe(1);
  });

  it('pauses 60 to 400 ms a board, about 12 s in all', () => {
    expect(pauseFor(1)).toBe(400);
    expect(pauseFor(81)).toBe(148);
    expect(pauseFor(10_000)).toBe(60);
  });
});

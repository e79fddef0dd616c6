/**
 * In a real terminal (a pseudo-terminal from util-linux's `script`): Ctrl-C,
 * then another, ends the run (3 when the first one's cancel finished it, 130
 * when the second came first, at once) and leaves the cursor shown, though
 * the progress line had hidden it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_MAIN, REPO_ROOT } from '../support/cli.js';

const hasScript = (() => {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasScript) console.warn('test/cli/terminal.test.ts: skipped, `script` (util-linux) is not installed');

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-terminal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HIDE = '\x1b[?25l';
const SHOW = '\x1b[?25h';

describe.skipIf(!hasScript)('in a terminal', () => {
  it('Ctrl-C twice: the run ends, the cursor is shown again', async () => {
    const log = join(dir, 'typescript');
    // A 15-puzzle far from solved, without pattern databases: it runs far longer than this test waits.
    const command = `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(CLI_MAIN)} solve sliding-tiles --code 15,14,8,12/10,11,9,13/2,6,5,4/3,7,1,0 --no-pdb`;
    const script = spawn('script', ['-qfec', command, log], { cwd: REPO_ROOT, stdio: 'ignore', env: { ...process.env, NO_COLOR: '1' } });
    const exited = new Promise<number | null>((resolve) => script.once('exit', (code) => resolve(code)));
    // Wait until the progress line is up (it hides the cursor), then press Ctrl-C twice.
    while (!(existsSync(log) && readFileSync(log, 'latin1').includes(HIDE))) await new Promise((resolve) => setTimeout(resolve, 20));
    // The command runs as script's child (its shell execs node).
    const pid = Number(readFileSync(`/proc/${script.pid}/task/${script.pid}/children`, 'utf8').trim().split(' ')[0]);
    process.kill(pid, 'SIGINT');
    // Two signals sent together would be delivered as one.
    await new Promise((resolve) => setTimeout(resolve, 10));
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone: the first Ctrl-C ended it.
    }
    expect([3, 130]).toContain(await exited);
    const output = readFileSync(log, 'latin1');
    expect(output.lastIndexOf(SHOW)).toBeGreaterThan(output.lastIndexOf(HIDE));
  });
});

/**
 * `npm run screenshots` refuses to write the README's pictures without a CJK
 * font (they would show boxes for every Chinese character): a fake `fc-list`
 * that finds no font stands in for such a machine.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/screenshots.mjs', import.meta.url));
const bin = mkdtempSync(join(tmpdir(), 'puzzlekit-fc-'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

describe('npm run screenshots', () => {
  it('fails loudly, before running anything, when no CJK font is installed', () => {
    const fake = join(bin, 'fc-list');
    writeFileSync(fake, '#!/bin/sh\nexit 0\n');
    chmodSync(fake, 0o755);
    const run = spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, PATH: bin }, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/no CJK font is installed/);
    expect(run.stdout).toBe('');
  });
});

#!/usr/bin/env node
/**
 * `npm run screenshots`: refreshes the README's pictures in docs/screenshots by
 * running the browser tests with PUZZLEKIT_SCREENSHOTS pointed there. The tests
 * themselves write to the ignored .screenshots/ folder, so `npm test` never
 * changes tracked files. No CJK font is needed: the app draws Chinese in its
 * own web font (web/src/fonts), and the browser tests hide the machine's CJK
 * fonts to show that it does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const target = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

function fail(message) {
  process.stderr.write(`npm run screenshots: ${message}\n`);
  process.exit(1);
}

if (!existsSync('/usr/bin/chromium')) fail('the browser tests need Debian\'s Chromium at /usr/bin/chromium (apt-get install chromium)');

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const run = spawnSync(process.execPath, [vitest, 'run', 'test/e2e'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PUZZLEKIT_SCREENSHOTS: target },
});
if (run.status !== 0) fail(`the browser tests failed (exit ${run.status ?? run.signal}); docs/screenshots may be partly rewritten: check \`git status\``);
process.stdout.write('Screenshots written to docs/screenshots.\n');

#!/usr/bin/env node
/**
 * `npm run screenshots`: refreshes the README's pictures in docs/screenshots by
 * running the browser tests with PUZZLEKIT_SCREENSHOTS pointed there. The tests
 * themselves write to the ignored .screenshots/ folder, so `npm test` never
 * changes tracked files. The Chinese views need a CJK font: without one every
 * Chinese character is drawn as a box, so this refuses to run rather than
 * write such pictures.
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

const fonts = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
if (fonts.error) fail('fc-list (fontconfig) is missing, so no CJK font can be found; install fontconfig and a CJK font (Debian: apt-get install fonts-noto-cjk)');
if (fonts.stdout.trim() === '') {
  fail('no CJK font is installed (`fc-list :lang=zh` lists none), so the Chinese screenshots would show boxes; install one (Debian: apt-get install fonts-noto-cjk) and run again');
}
if (!existsSync('/usr/bin/chromium')) fail('the browser tests need Debian\'s Chromium at /usr/bin/chromium (apt-get install chromium)');

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const run = spawnSync(process.execPath, [vitest, 'run', 'test/e2e'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PUZZLEKIT_SCREENSHOTS: target },
});
if (run.status !== 0) fail(`the browser tests failed (exit ${run.status ?? run.signal}); docs/screenshots may be partly rewritten: check \`git status\``);
process.stdout.write(`Screenshots written to docs/screenshots (CJK font: ${fonts.stdout.trim().split('\n')[0]}).\n`);

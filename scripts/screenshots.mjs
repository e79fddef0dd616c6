#!/usr/bin/env node
/**
 * `npm run screenshots`: the app's pictures in the docs, made again from the
 * app as it is. It builds the app into a temporary folder, serves it with
 * `vite preview`, and drives Debian's Chromium (never a downloaded browser)
 * through playwright-core, as the browser tests do (test/e2e/browser.ts):
 * one picture of each puzzle's board for its page (docs/screenshots/puzzles/)
 * and a few views for the guides (docs/screenshots/).
 *
 * The pictures are the same from run to run: a fixed viewport and scale, the
 * machine's CJK fonts hidden (the app draws Chinese in its own web font),
 * reduced motion, and every shot taken after the page shows its end state
 * (a result, a playback step, a graph laid out, a trace ended), never after
 * a pause. Only boards and what the viewport shows are shot, not whole pages,
 * to keep the files small.
 *
 *   npm run screenshots                 every picture
 *   npm run screenshots -- hanoi solve  only those named
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { freePort } from '../test/support/free-port.mjs';

const CHROMIUM = '/usr/bin/chromium';
const WEB_ROOT = fileURLToPath(new URL('../web/', import.meta.url));
const TARGET = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
/** A result, a layout or a trace this slow means the page is stuck. */
const END_STATE_TIMEOUT_MS = 120_000;

const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The machine's fonts less every CJK one, as in the browser tests: the app's own font draws the Chinese. */
const WITHOUT_CJK_FONTS = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont>
    <pattern><patelt name="lang"><string>zh</string></patelt></pattern>
    <pattern><patelt name="lang"><string>ja</string></patelt></pattern>
    <pattern><patelt name="lang"><string>ko</string></patelt></pattern>
  </rejectfont></selectfont>
</fontconfig>
`;

/** Each puzzle's page picture: a preset solved, shown at the start with its solution beside it. */
const PUZZLE_SHOTS = [
  ['sliding-tiles', '8-puzzle'],
  ['sliding-blocks', '横刀立马'],
  ['rush-hour', 'rush-hour-1'],
  ['submarine', 'warm-up'],
  ['sokoban', undefined],
  ['river-crossing', 'wolf-goat-cabbage'],
  ['water-jugs', '8-5-3'],
  ['coins', 'ababa'],
  ['frogs', '3-3'],
  ['knights', 'guarini'],
  ['hanoi', 'small'],
  ['puzzlescript', 'frog-swap'],
];

function fail(message) {
  process.stderr.write(`npm run screenshots: ${message}\n`);
  process.exit(1);
}

function query(params) {
  return `?${new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined)).toString()}`;
}

/** Opens the app at `params` and waits for its panel and its fonts. */
async function open(page, url, params) {
  await page.goto(`${url}${query(params)}`);
  await page.getByTestId('panel').waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Solves the instance on screen and stops the playback at its start: the result and the moves are the end state. */
async function solveAndRewind(page) {
  await page.getByTestId('tab-solve').click();
  await page.getByTestId('solve').click();
  await page.getByTestId('move-count').waitFor({ timeout: END_STATE_TIMEOUT_MS });
  const toStart = page.getByTestId('to-start');
  if ((await toStart.count()) > 0) {
    await toStart.click();
    await page.getByTestId('step').filter({ hasText: /^\D*0\s*\/\s*\d+/ }).waitFor();
  }
}

/** One element, such as a puzzle's board. */
async function shoot(locator, file) {
  await locator.screenshot({ path: join(TARGET, file), animations: 'disabled', caret: 'hide', scale: 'css' });
  process.stdout.write(`  ${file}\n`);
}

/** What the viewport shows, for a view of the app. */
async function shootView(page, file) {
  await page.screenshot({ path: join(TARGET, file), animations: 'disabled', caret: 'hide', scale: 'css' });
  process.stdout.write(`  ${file}\n`);
}

/** The guides' pictures: name, what to open, what to do, what to shoot. */
const GUIDE_SHOTS = {
  async solve(page, url) {
    await open(page, url, { puzzle: 'sliding-blocks', preset: '横刀立马', view: 'solve' });
    await solveAndRewind(page);
    await shootView(page, 'solve.png');
  },
  async play(page, url) {
    await open(page, url, { puzzle: 'rush-hour', preset: 'rush-hour-1', view: 'play' });
    await shootView(page, 'play.png');
  },
  async explore(page, url) {
    // Over 5,000 positions the graph is laid out in layers only: the same picture every run.
    await open(page, url, { puzzle: 'sliding-tiles', code: '1,2,3,4/5,6,7,0', view: 'explore' });
    await page.waitForFunction(
      () => {
        const graph = document.querySelector('[data-testid=state-graph]');
        return graph !== null && graph.hasAttribute('data-nodes') && graph.getAttribute('data-layout') !== 'running';
      },
      undefined,
      { timeout: END_STATE_TIMEOUT_MS },
    );
    await shoot(page.getByTestId('state-graph'), 'explore.png');
  },
  async edit(page, url) {
    await open(page, url, { puzzle: 'sliding-blocks', preset: '横刀立马', view: 'edit' });
    await shootView(page, 'sliding-blocks-edit.png');
  },
  async search(page, url) {
    await open(page, url, { puzzle: 'sliding-tiles', code: '1,2,3/4,0,6/7,5,8', 'param.heuristic': 'manhattan', view: 'search' });
    await page.getByTestId('trace-algorithm').selectOption('astar');
    await page.getByTestId('trace-algorithm-2').selectOption('bfs');
    await page.getByTestId('trace-run').click();
    await page.locator('[data-testid=trace-run-2][data-step="0"]').waitFor({ timeout: END_STATE_TIMEOUT_MS });
    await page.getByTestId('trace-end').click();
    await page.locator('[data-testid=trace-run-1][data-ended=yes]').waitFor({ timeout: END_STATE_TIMEOUT_MS });
    await page.locator('[data-testid=trace-run-2][data-ended=yes]').waitFor({ timeout: END_STATE_TIMEOUT_MS });
    await shootView(page, 'search-view.png');
  },
  async chinese(page, url) {
    await open(page, url, { puzzle: 'river-crossing', preset: 'ghosts', view: 'solve', lang: 'zh' });
    await solveAndRewind(page);
    await shootView(page, 'chinese-river-crossing.png');
  },
};

if (!existsSync(CHROMIUM)) fail(`the pictures need Debian's Chromium at ${CHROMIUM} (apt-get install chromium)`);
const only = new Set(process.argv.slice(2));
const wanted = (name) => only.size === 0 || only.has(name);

const work = mkdtempSync(join(tmpdir(), 'puzzlekit-screenshots-'));
let server;
let context;
try {
  const outDir = join(work, 'app');
  await build({ root: WEB_ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const port = await freePort();
  server = await preview({ root: WEB_ROOT, logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1', open: false } });
  const url = `http://127.0.0.1:${port}/`;
  const fontConfig = join(work, 'fonts.conf');
  writeFileSync(fontConfig, WITHOUT_CJK_FONTS);
  context = await chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1024, height: 720 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    env: { ...process.env, FONTCONFIG_FILE: fontConfig },
  });
  context.setDefaultTimeout(30_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  mkdirSync(join(TARGET, 'puzzles'), { recursive: true });

  for (const [id, preset] of PUZZLE_SHOTS) {
    if (!wanted(id)) continue;
    await open(page, url, { puzzle: id, preset, view: 'solve' });
    await solveAndRewind(page);
    await shoot(page.getByTestId('board'), `puzzles/${id}.png`);
  }
  for (const [name, take] of Object.entries(GUIDE_SHOTS)) {
    if (wanted(name)) await take(page, url);
  }
  if (errors.length > 0) fail(`JavaScript errors on the page:\n${errors.join('\n')}`);
  process.stdout.write('Screenshots written to docs/screenshots.\n');
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\ndocs/screenshots may be partly rewritten: check \`git status\``);
} finally {
  await context?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
}

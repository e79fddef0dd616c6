/**
 * Hints for spaces too big for the distance map, in a real browser: the
 * worker builds the board's pattern database (a progress bar, its own
 * Cancel stops it), finds the position's distance and a best move by IDA*
 * as soon as the database is installed, and keeps it in IndexedDB
 * meanwhile; a reload reads the database back, and a damaged copy is
 * rebuilt, never used. A 4x3 board (its 6-5 database) is played through
 * every case; the 15-puzzle (5-5-5) through the hint, a reload and its
 * 50-move preset.
 *
 * Nothing here waits on the clock: the page's worker holds each build and
 * each store until the test releases it (web/src/worker/test-holds.ts,
 * asked for by `puzzlekitTestHooks`, which only this test sets), and the
 * test waits for each job's end state on the hint area (data-tables,
 * data-search, data-stored), never for words that may pass unseen. Those
 * waits have no time limit of their own: each test's time bounds them.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { solve } from '../../src/engine/index.js';
import { openInstance } from '../../src/midend/index.js';
import { appForTests, screenshot } from './browser.js';

let page: Page;
const running = appForTests(async (app) => {
  page = app.page;
  // No time limit of the page's own for any wait: each test's time bounds them.
  page.setDefaultTimeout(0);
  // Before the app's scripts on every page load of this page: its worker holds builds and stores
  // (or, on a page opened at #hold-distances, its first answer of distances).
  await page.addInitScript('globalThis.puzzlekitTestHooks = { hold: location.hash === "#hold-distances" ? ["distances"] : ["build", "store"] }');
});

/** The states each job's attribute on the hint area ends in. */
const END_STATES = { tables: ['ready', 'cancelled', 'failed'], search: ['answered', 'cancelled', 'failed'], stored: ['kept', 'not-kept'] };

/** Waits for the job's attribute on the hint area to reach one of its end states, and says which. */
async function ended(job: keyof typeof END_STATES): Promise<string | null> {
  const selector = END_STATES[job].map((state) => `[data-testid=hint][data-${job}=${state}]`).join(', ');
  await page.locator(selector).waitFor();
  return page.getByTestId('hint').getAttribute(`data-${job}`);
}

/** Waits until the build the page's worker holds has started (its progress shown), and reads its label. */
async function buildHeld(): Promise<string | null> {
  await page.locator('[data-testid=hint][data-tables=building]').waitFor();
  return page.getByTestId('tables-label').textContent();
}

/** Lets the build (or the store, or the distances) held in the page's worker go on: one release for each. */
async function release(point: 'distances' | 'build' | 'store'): Promise<void> {
  await page.evaluate(`globalThis.puzzlekitTestHooks.release('${point}')`);
}

/** The board reached from the goal (blank last) by moving the blank along `path` (L, R, U, D), as a code. */
function fromGoal(width: number, height: number, path: string): string {
  const board = [...Array.from({ length: width * height - 1 }, (_, i) => i + 1), 0];
  let blank = width * height - 1;
  for (const step of path) {
    const next = blank + { L: -1, R: 1, U: -width, D: width }[step as 'L' | 'R' | 'U' | 'D'];
    [board[blank], board[next]] = [board[next], 0];
    blank = next;
  }
  return Array.from({ length: height }, (_, r) => board.slice(r * width, (r + 1) * width).join(',')).join('/');
}

/** The fewest moves from a board to the goal, by the engine here in Node. */
function distanceOf(code: string): number {
  return solve(openInstance('sliding-tiles', { source: { kind: 'code', code }, params: {} }).problem, 'astar').solution!.cost;
}

/** The words of each legal move from a board, with the distance after it. */
function movesFrom(code: string): { words: string; code: string; distance: number }[] {
  const opened = openInstance('sliding-tiles', { source: { kind: 'code', code }, params: {} });
  return opened.legalMoves(opened.start).map((m) => ({ words: m.words, code: opened.stateCode(m.next), distance: distanceOf(opened.stateCode(m.next)) }));
}

const distanceText = () => page.getByTestId('distance').textContent();

async function openPlay(code: string): Promise<void> {
  await page.goto(`${running.app.url}?puzzle=sliding-tiles&code=${code}&view=play`);
  await page.getByTestId('panel').waitFor();
}

/** Asks for the hint and waits for the search's end state. */
async function hintAnswered(): Promise<void> {
  await page.getByTestId('hint-button').click();
  expect(await ended('tables')).toBe('ready');
  expect(await ended('search')).toBe('answered');
}

// Ten blank moves from the goal, ten moves away (checked below by A* here).
const start = fromGoal(4, 3, 'LLULURRDLL');

describe('hints on a 4x3 board by pattern databases', () => {
  it('the first hint builds the database with progress; its Cancel stops it; then the distance and a best move, each step searched', async () => {
    const expected = distanceOf(start);
    expect(expected).toBe(10);
    await openPlay(start);
    await page.getByTestId('hints-always').uncheck();
    await page.getByTestId('hint-button').click();
    // The build under way (held), then the Cancel of its own progress view stops it.
    expect(await buildHeld()).toMatch(/^Building the pattern database for hints .*: table 1 of 2, 0%$/);
    await page.getByTestId('tables-cancel').click();
    expect(await ended('tables')).toBe('cancelled');
    expect(await page.getByTestId('hint').textContent()).toContain('The hint was stopped.');
    // Asked again: built to the end this time, then searched, with the store still held.
    await page.getByTestId('hint-button').click();
    expect(await buildHeld()).toMatch(/table 1 of 2, 0%$/);
    await release('build');
    expect(await ended('tables')).toBe('ready');
    expect(await ended('search')).toBe('answered');
    expect(await distanceText()).toBe(`Distance to solved: ${expected}`);
    // The answer did not wait for IndexedDB: the store, held, is still under way; released, it keeps the tables.
    expect(await page.getByTestId('hint').getAttribute('data-stored')).toBe('storing');
    expect(await page.getByTestId('hint-search').textContent()).toMatch(/the pattern database was built in [\d.]+ s and is being stored in this browser$/);
    await release('store');
    expect(await ended('stored')).toBe('kept');
    expect(await page.getByTestId('hint-search').textContent()).toMatch(/^IDA\* on pattern databases: [\d,]+ nodes, \d+ ms · the pattern database was built in [\d.]+ s and is kept in this browser$/);
    // The best move is one that lowers the distance, as A* finds here.
    const options = movesFrom(start);
    const best = (await page.getByTestId('best-move').textContent())!;
    const taken = options.find((o) => o.words === best);
    expect(taken?.distance).toBe(expected - 1);
    await page.getByTestId('best-move').click();
    await page.getByTestId('hint-button').click();
    // Known from the search before: shown at once.
    expect(await distanceText()).toBe(`Distance to solved: ${expected - 1}`);
    // A move that is not the way back: a fresh search for a position no hint has seen.
    const away = movesFrom(taken!.code).find((o) => o.code !== start)!;
    await page.getByTestId('hints-always').check();
    await page.locator('[data-testid=legal-moves] li').filter({ hasText: new RegExp(`^${away.words}( →|$)`) }).click();
    expect(await ended('search')).toBe('answered');
    expect(await distanceText()).toBe(`Distance to solved: ${away.distance}`);
    expect(away.distance).toBe(expected);
    await page.getByTestId('hints-always').uncheck();
  });

  it('a reload reads the database back from IndexedDB; a damaged copy is reported and built again, never used', async () => {
    await openPlay(start);
    await hintAnswered();
    expect(await distanceText()).toBe('Distance to solved: 10');
    expect(await page.getByTestId('hint-search').textContent()).toContain('the pattern database was read back from this browser');
    // One byte of the stored tables flipped (strings, evaluated in the page: these tests are type-checked without the DOM's types).
    const damaged = await page.evaluate(`new Promise((resolve, reject) => {
      const open = indexedDB.open('puzzlekit-tables');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const store = open.result.transaction('tables', 'readwrite').objectStore('tables');
        const keys = store.getAllKeys();
        keys.onsuccess = () => {
          const key = keys.result.find((k) => String(k).startsWith('sliding-tiles-4x3-'));
          const get = store.get(key);
          get.onsuccess = () => {
            const bytes = new Uint8Array(get.result.slice(0));
            bytes[bytes.length - 10] ^= 0x5a;
            const put = store.put(bytes.buffer, key);
            put.onsuccess = () => resolve(String(key));
          };
        };
      };
    })`);
    expect(damaged).toMatch(/^sliding-tiles-4x3-blank-last-6-5@format-\d+$/);
    await openPlay(start);
    await page.getByTestId('hint-button').click();
    await buildHeld();
    await release('build');
    expect(await ended('tables')).toBe('ready');
    expect(await ended('search')).toBe('answered');
    expect(await distanceText()).toBe('Distance to solved: 10');
    await release('store');
    expect(await ended('stored')).toBe('kept');
    expect(await page.getByTestId('hint-search').textContent()).toMatch(/the stored pattern database table \d fails its checksum \(damaged\): built again · the pattern database was built in .* and is kept in this browser$/);
  });

  it('a 15-puzzle the parity rule proves unsolvable gets ∞ at once, with no database built', async () => {
    await page.goto(`${running.app.url}?puzzle=sliding-tiles&preset=loyd-14-15&view=play`);
    await page.getByTestId('hint-button').click();
    await page.getByTestId('distance').waitFor();
    expect(await distanceText()).toBe('Distance to solved: ∞');
    expect(await page.getByTestId('tables-progress').count()).toBe(0);
    expect(await page.getByTestId('hint').getAttribute('data-tables')).toBeNull();
  });

  it('the Hint button shown before the worker answers is the one still there after: a click on it is never lost', async () => {
    await page.goto(`${running.app.url}?puzzle=sliding-tiles&code=${start}&view=play#hold-distances`);
    // Marked while the worker's answer is held; that answer (hints by search) must leave this very button in place.
    await page.getByTestId('hint-button').evaluate((button: { dataset: Record<string, string> }) => void (button.dataset.seen = 'before'));
    await release('distances');
    await page.locator('[data-testid=hint][data-distances]').waitFor();
    expect(await page.getByTestId('hint').getAttribute('data-distances')).toBe('search');
    expect(await page.locator('[data-testid=hint-button][data-seen=before]').count()).toBe(1);
  });
});

describe('hints on the 15-puzzle', () => {
  it('builds 5-5-5, then gives the distance and a best move that lowers it', async () => {
    const code = fromGoal(4, 4, 'LLULURRDLLUU');
    const expected = distanceOf(code);
    await openPlay(code);
    await page.getByTestId('hint-button').click();
    expect(await buildHeld()).toMatch(/table 1 of 3, 0%$/);
    await screenshot(page, 'play-15-building');
    await release('build');
    expect(await ended('tables')).toBe('ready');
    expect(await ended('search')).toBe('answered');
    expect(await distanceText()).toBe(`Distance to solved: ${expected}`);
    await release('store');
    expect(await ended('stored')).toBe('kept');
    await screenshot(page, 'play-15-hint');
    const best = (await page.getByTestId('best-move').textContent())!;
    expect(movesFrom(code).find((o) => o.words === best)?.distance).toBe(expected - 1);
    console.log(`15-puzzle: ${await page.getByTestId('hint-search').textContent()}`);
    await page.reload();
    const asked = Date.now();
    await hintAnswered();
    expect(await distanceText()).toBe(`Distance to solved: ${expected}`);
    // Printed, never asserted: from the click to the answer, the read from IndexedDB included.
    console.log(`15-puzzle after a reload: ${await page.getByTestId('hint-search').textContent()}; about ${Date.now() - asked} ms from the click`);
    // The preset, 50 moves from solved: a search of some hundred thousand nodes.
    await page.goto(`${running.app.url}?puzzle=sliding-tiles&preset=15-puzzle&view=play&lang=zh`);
    await hintAnswered();
    expect(await distanceText()).toBe('离完成还有：50');
    await screenshot(page, 'play-15-preset-zh');
    console.log(`15-puzzle preset: ${await page.getByTestId('hint-search').textContent()}`);
  });
});

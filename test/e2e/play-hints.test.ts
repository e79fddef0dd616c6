/**
 * Hints for spaces too big for the distance map, in a real browser: the
 * worker builds the board's pattern database (a progress bar, its own
 * Cancel stops it), finds the position's distance and a best move by IDA*
 * as soon as the database is installed, and keeps it in IndexedDB
 * meanwhile; a reload reads the database back, and a damaged copy is
 * rebuilt, never used. A 4x3 board (its 6-5 database) is played through
 * every case; the 15-puzzle (5-5-5) through the hint, a reload and its
 * 50-move preset in `npm run test:slow` (play-hints-15.slow.test.ts: the
 * same steps on a database some ten times the size).
 *
 * Nothing here waits on the clock: the page's worker holds each build and
 * each store until the test releases it (see hint-page.ts).
 */
import { describe, expect, it } from 'vitest';
import { distanceOf, fromGoal, hintPageForTests, movesFrom } from './hint-page.js';

const hints = hintPageForTests();
const { running, ended, buildHeld, release, distanceText, openPlay, hintAnswered } = hints;

// Ten blank moves from the goal, ten moves away (checked below by A* here).
const start = fromGoal(4, 3, 'LLULURRDLL');

describe('hints on a 4x3 board by pattern databases', () => {
  it('the first hint builds the database with progress; its Cancel stops it; then the distance and a best move, each step searched', async () => {
    const page = hints.page();
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
    const page = hints.page();
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
    const page = hints.page();
    await page.goto(`${running.app.url}?puzzle=sliding-tiles&preset=loyd-14-15&view=play`);
    await page.getByTestId('hint-button').click();
    await page.getByTestId('distance').waitFor();
    expect(await distanceText()).toBe('Distance to solved: ∞');
    expect(await page.getByTestId('tables-progress').count()).toBe(0);
    expect(await page.getByTestId('hint').getAttribute('data-tables')).toBeNull();
  });

  it('the Hint button shown before the worker answers is the one still there after: a click on it is never lost', async () => {
    const page = hints.page();
    await page.goto(`${running.app.url}?puzzle=sliding-tiles&code=${start}&view=play#hold-distances`);
    // Marked while the worker's answer is held; that answer (hints by search) must leave this very button in place.
    await page.getByTestId('hint-button').evaluate((button: { dataset: Record<string, string> }) => void (button.dataset.seen = 'before'));
    await release('distances');
    await page.locator('[data-testid=hint][data-distances]').waitFor();
    expect(await page.getByTestId('hint').getAttribute('data-distances')).toBe('search');
    expect(await page.locator('[data-testid=hint-button][data-seen=before]').count()).toBe(1);
  });
});

/**
 * Hints on the 15-puzzle in a real browser: its 5-5-5 pattern database
 * (three tables, some ten times the 4x3 board's) built with progress, the
 * distance and a best move, the database read back after a reload, and the
 * 50-move preset answered in Chinese. A few seconds of the browser's work,
 * so in `npm run test:slow`; the suite plays the same steps on a 4x3 board
 * (play-hints.test.ts). Nothing here waits on the clock (see hint-page.ts).
 */
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { distanceOf, fromGoal, hintPageForTests, movesFrom } from './hint-page.js';

const hints = hintPageForTests();
const { running, ended, buildHeld, release, distanceText, openPlay, hintAnswered } = hints;

describe('hints on the 15-puzzle', () => {
  it('builds 5-5-5, then gives the distance and a best move that lowers it', async () => {
    const page = hints.page();
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

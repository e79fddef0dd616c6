/**
 * The state graph of a space of tens of thousands of states in a real browser:
 * the 2x4 sliding tiles' 20,160 states laid out and drawn with WebGL. A few
 * seconds of the browser's work, so in `npm run test:slow`; the suite's
 * app.test.ts checks the same counts, the canvas and the legend on the 2x3
 * board's 360 states.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForTests } from './browser.js';

let page: Page;
const { open } = appForTests((app) => (page = app.page));

describe('explore', () => {
  it('draws a space of 20,160 states (the 2x4 sliding tiles) with WebGL', async () => {
    await open('?puzzle=sliding-tiles&code=1,2,3,4/0,5,6,7&view=explore');
    await page.getByTestId('explore-run').click();
    await page.locator('[data-testid=state-graph][data-nodes]').waitFor({ timeout: 30_000 });
    const graph = page.getByTestId('state-graph');
    expect(await page.getByTestId('reachable').textContent()).toBe('20,160');
    expect(await graph.getAttribute('data-nodes')).toBe('20160');
    // Each tile move joins two positions: 20,160 positions, 2 or 3 moves each, 25,200 pairs.
    expect(await graph.getAttribute('data-edges')).toBe('25200');
    expect(await graph.getAttribute('data-solution-edges')).toBe('3');
    expect(await graph.locator('canvas').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('graph-legend').textContent()).toContain('20,160 states, 50,400 moves');
  });
});

/**
 * The Search view in a real browser: stepping A* on an easy 8-puzzle shows
 * the frontier the engine's trace gives at each step (replayed here in Node
 * from the same search), two runs side by side end in the comparison
 * table, and a link opens the same runs at the same step.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runSync } from '../../src/engine/index.js';
import { openInstance, TraceReplay, traceSteps, type TraceAlgorithm } from '../../src/midend/index.js';
import { appForTests, screenshot } from './browser.js';

let page: Page;
const running = appForTests((app) => (page = app.page));

const CODE = '1,2,3/4,0,6/7,5,8';
const QUERY = `?puzzle=sliding-tiles&code=${encodeURIComponent(CODE)}&param.heuristic=manhattan&view=search`;
const opened = openInstance('sliding-tiles', { source: { kind: 'code', code: CODE }, params: { heuristic: 'manhattan' } });
const replayOf = (algorithm: TraceAlgorithm) => new TraceReplay(runSync(traceSteps(opened, { algorithm, maxSteps: 2000 })));

/** Waits for run `n`'s panel to show `step`, then reads its frontier's states, first to leave first. */
async function frontierAt(n: number, step: number): Promise<string[]> {
  const run = page.locator(`[data-testid=trace-run-${n}][data-step="${step}"]`);
  await run.waitFor();
  return run.locator(`[data-testid=trace-run-${n}-frontier] li`).evaluateAll((items) => items.map((li) => li.getAttribute('data-state') ?? ''));
}

describe('Search view', () => {
  it('steps A* one expansion at a time, the frontier as the search keeps it', async () => {
    await running.open(QUERY);
    await page.getByTestId('trace-algorithm').selectOption('astar');
    await page.getByTestId('trace-run').click();
    const replay = replayOf('astar');
    expect(replay.steps).toBeGreaterThanOrEqual(2);
    expect(await frontierAt(1, 0)).toEqual(replay.at(0).frontier.map((e) => e.state));
    for (let step = 1; step <= replay.steps; step++) {
      await page.getByTestId('trace-forward').click();
      const expected = replay.at(step);
      expect(await frontierAt(1, step), `frontier after ${step} expansions`).toEqual(expected.frontier.map((e) => e.state));
      expect(await page.getByTestId('trace-run-1-current').textContent()).toContain(expected.current!.state);
    }
    // The goal is met at the last step: the run says it has ended, and the keys step back.
    await page.locator('[data-testid=trace-run-1][data-ended=yes]').waitFor();
    await page.keyboard.press('ArrowLeft');
    expect(await frontierAt(1, replay.steps - 1)).toEqual(replay.at(replay.steps - 1).frontier.map((e) => e.state));
  });

  it('runs two searches side by side and ends with the table', async () => {
    await running.open(QUERY);
    await page.getByTestId('trace-algorithm').selectOption('astar');
    await page.getByTestId('trace-algorithm-2').selectOption('bfs');
    await page.getByTestId('trace-run').click();
    await page.locator('[data-testid=trace-run-2][data-step="0"]').waitFor();
    await page.getByTestId('trace-end').click();
    await page.locator('[data-testid=trace-run-1][data-ended=yes]').waitFor();
    await page.locator('[data-testid=trace-run-2][data-ended=yes]').waitFor();
    const rows = await page.locator('[data-testid=trace-summary] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')));
    const astar = replayOf('astar').outcome;
    const bfs = replayOf('bfs').outcome;
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ['A*', String(astar.events.filter((e) => e.type === 'expand').length), String(astar.events.filter((e) => e.type === 'generate').length), '2', 'yes'],
      ['breadth-first', String(bfs.events.filter((e) => e.type === 'expand').length), String(bfs.events.filter((e) => e.type === 'generate').length), '2', 'yes'],
    ]);
    await screenshot(page, 'search-view');
  });

  it('a link restores the algorithms and the step; on a phone the runs stack', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await running.open(`${QUERY}&algo=bfs&algo2=astar&step=1`);
    expect(await frontierAt(1, 1)).toEqual(replayOf('bfs').at(1).frontier.map((e) => e.state));
    expect(await page.getByTestId('trace-algorithm').inputValue()).toBe('bfs');
    expect(await page.getByTestId('trace-algorithm-2').inputValue()).toBe('astar');
    const first = await page.getByTestId('trace-run-1').boundingBox();
    const second = await page.getByTestId('trace-run-2').boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
    expect(overflow, 'the page is no wider than the screen').toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("draws a small tree's nodes as boards, and shows the memory the engine counted in bytes", async () => {
    await running.open('?puzzle=sliding-tiles&code=3%2C1%2F0%2C2&param.heuristic=manhattan&view=search');
    await page.getByTestId('trace-algorithm').selectOption('astar');
    await page.getByTestId('trace-run').click();
    await page.locator('[data-testid=trace-run-1][data-step="0"]').waitFor();
    const tiny = openInstance('sliding-tiles', { source: { kind: 'code', code: '3,1/0,2' }, params: { heuristic: 'manhattan' } });
    const replay = new TraceReplay(runSync(traceSteps(tiny, { algorithm: 'astar', maxSteps: 2000 })));
    for (let step = 1; step <= replay.steps; step++) {
      await page.getByTestId('trace-forward').click();
      await page.locator(`[data-testid=trace-run-1][data-step="${step}"]`).waitFor();
      const snap = replay.at(step);
      const nodes = page.locator('[data-testid=trace-run-1] .tree-board');
      // One board a node of the tree, in the order the nodes were generated, each a drawing of its state.
      expect(await nodes.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')))).toEqual(snap.tree.map((n) => n.state));
      expect(await nodes.locator('svg.board.mini').count()).toBe(snap.tree.length);
      expect(await page.locator('[data-testid=trace-run-1] [data-testid=counter-bytes]').textContent()).toBe(`${snap.counters.bytes!.toLocaleString('en-US')} bytes`);
    }
  });

  it('runs A* with h = 0 on a puzzle without a heuristic, and says so', async () => {
    await running.open('?puzzle=river-crossing&preset=wolf-goat-cabbage&view=search');
    await page.getByTestId('trace-algorithm').selectOption('astar');
    await page.getByTestId('trace-run').click();
    await page.locator('[data-testid=trace-run-1][data-step="0"]').waitFor();
    expect(await page.locator('[data-testid=trace-run-1] h3').textContent()).toBe('A* (h = 0)');
    await page.getByTestId('trace-end').click();
    await page.locator('[data-testid=trace-run-1][data-ended=yes]').waitFor();
    expect(await page.getByTestId('trace-summary').locator('tbody td').nth(2).textContent()).toBe('7');
  });

  it('speaks Chinese with lang=zh, and steps with the arrow keys', async () => {
    await running.open(`${QUERY}&lang=zh`);
    expect(await page.getByTestId('trace-run').textContent()).toBe('开始跟踪');
    await page.getByTestId('trace-run').click();
    await page.locator('[data-testid=trace-run-1][data-step="0"]').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.locator('[data-testid=trace-run-1][data-step="1"]').waitFor();
    expect(await page.getByTestId('trace-step').textContent()).toMatch(/^第 1 \/ \d+ 步$/);
  });
});

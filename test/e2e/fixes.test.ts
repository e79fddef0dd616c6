/**
 * The app's listed fixes (issue 36) and Rush Hour in the app (issue 33), in
 * a real browser: a link with only `lang=zh` opens in Chinese and keeps it;
 * preset labels without flags or repeated names; no stale "press Find"
 * hint after bad input; the state graph draws no labels over its dots; a
 * tapped piece is marked and the last move's mark stays inside the board's
 * frame; no metric choice where it would choose nothing; Rush Hour drawn as
 * cars and trucks with the exit marked, solved and watched to the end. Each
 * figure is the engine's, run here in Node on the same instance.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { solve } from '../../src/engine/index.js';
import { openInstance, presetLabel, replayCodes } from '../../src/midend/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { appForTests, screenshot } from './browser.js';

let page: Page;
const running = appForTests((app) => (page = app.page));
const open = running.open;

/** The option texts of a menu. */
const optionTexts = (testId: string) => page.locator(`[data-testid=${testId}] option`).allTextContents();

describe('a link that names only a language', () => {
  it('?lang=zh opens in Chinese (the home page, as the URL names no puzzle), and the URL the app writes keeps lang=zh', async () => {
    await page.goto(`${running.app.url}?lang=zh`);
    await page.getByTestId('home').waitFor();
    expect(await page.getByTestId('card-play-sliding-blocks').textContent()).toBe('自己玩');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('zh');
    // A card opens its puzzle, still in Chinese, and the link keeps the language.
    await page.getByTestId('card-solve-sliding-blocks').click();
    expect(await page.getByTestId('tab-solve').textContent()).toBe('求解');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('zh');
    expect(new URL(page.url()).searchParams.get('puzzle')).toBe('sliding-blocks');
    // Back to English for the rest of the file: the switch, remembered.
    await page.getByTestId('lang').click();
    expect(await page.getByTestId('tab-solve').textContent()).toBe('Solve');
  });
});

describe('preset labels', () => {
  it('show no flags and say the puzzle’s name once: 华容道 and the Submarine, in English and Chinese', async () => {
    const blocks = findPuzzle('sliding-blocks');
    const submarine = findPuzzle('submarine');
    await open(`?puzzle=sliding-blocks&preset=${encodeURIComponent('横刀立马')}`);
    const english = await optionTexts('preset-select');
    expect(english).toContain(presetLabel(blocks.presets[0], 'en'));
    expect(english).toContain('横刀立马 (hengdaolima): the best-known opening, 81 moves');
    await open('?puzzle=submarine&preset=warm-up&lang=zh');
    const chinese = await optionTexts('preset-select');
    expect(chinese).toEqual(['—', ...submarine.presets.map((p) => presetLabel(p, 'zh'))]);
    for (const label of [...english, ...chinese]) {
      expect(label).not.toMatch(/--[a-z]/);
      expect(label).not.toMatch(/华容道.*华容道/);
    }
    await page.getByTestId('lang').click();
  });
});

describe('after a bad code', () => {
  it('the error shows, and no hint points at a "Find shortest solution" button that is not there', async () => {
    await open('?puzzle=sliding-tiles&preset=8-puzzle');
    await page.getByTestId('code-input').fill('1,2,3/4,5,6/7,8,8');
    await page.getByTestId('code-load').click();
    await expect.poll(() => page.getByTestId('message').textContent()).toContain('tile 8 again');
    expect(await page.getByTestId('solve').count()).toBe(0);
    expect(await page.getByTestId('panel').textContent()).not.toContain('Find shortest solution');
    expect(await page.getByTestId('solve-blocked').textContent()).toBe('Nothing to search until the puzzle reads: correct it, or choose a preset.');
  });
});

describe('metrics', () => {
  it('a river crossing where nothing takes time offers no metric; the bridge and torch offers minutes or crossings', async () => {
    await open('?puzzle=river-crossing&preset=ghosts');
    expect(await page.getByTestId('metric-select').count()).toBe(0);
    expect(await page.locator('.source').textContent()).not.toContain('Metric');
    await open('?puzzle=river-crossing&preset=bridge-torch');
    expect(await optionTexts('metric-select')).toEqual(['cost', 'crossings']);
  });
});

describe('the state graph', () => {
  it('of 人鬼渡河 draws its dots and no labels over them; the start’s code is in the legend', async () => {
    const ghosts = openInstance('river-crossing', { source: { kind: 'preset', name: 'ghosts' }, params: {} });
    await open('?puzzle=river-crossing&preset=ghosts&view=explore');
    await page.getByTestId('explore-run').click();
    await page.locator('[data-testid=state-graph][data-nodes]').waitFor({ timeout: 30_000 });
    expect(Number(await page.getByTestId('state-graph').getAttribute('data-nodes'))).toBeGreaterThan(10);
    expect(await page.getByTestId('graph-legend-start').textContent()).toBe(`Start position: ${ghosts.stateCode(ghosts.start)}`);
    // Sigma's label layer stays empty, whatever the layout does meanwhile.
    const inked = (await page.evaluate(`(() => {
      const layer = document.querySelector('[data-testid=state-graph] canvas.sigma-labels');
      if (!layer) return -1;
      const data = layer.getContext('2d').getImageData(0, 0, layer.width, layer.height).data;
      let inked = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) inked++;
      return inked;
    })()`)) as number;
    expect(inked).toBe(0);
    await screenshot(page, 'fixes-ghosts-graph');
  });
});

describe('华容道 in Play', () => {
  it('a tapped piece is outlined as selected; after the move, its mark stays inside the piece and the board', async () => {
    await open(`?puzzle=sliding-blocks&preset=${encodeURIComponent('横刀立马')}&view=play`);
    const piece = (letter: string) => page.locator('[data-testid=board] g[data-id]').filter({ has: page.locator('text', { hasText: new RegExp(`^${letter}$`) }) }).first();
    // I, bottom left on the board's edge, can go right 1 or 2: two places, and I itself marked.
    await piece('I').click();
    await expect.poll(() => page.getByTestId('target').count()).toBe(2);
    expect(await page.getByTestId('selected-piece').count()).toBe(1);
    expect(await piece('I').getAttribute('class')).toContain('selected');
    const within = async (inner: string, outer: string) =>
      page.evaluate(`(() => {
        const a = document.querySelector('${inner}');
        const b = document.querySelector('${outer}');
        const half = Number(a.getAttribute('stroke-width')) / 2;
        const box = a.getBBox();
        const frame = b.getBBox();
        const eps = 1e-6;
        return box.x - half >= frame.x - eps && box.y - half >= frame.y - eps && box.x + box.width + half <= frame.x + frame.width + eps && box.y + box.height + half <= frame.y + frame.height + eps;
      })()`);
    expect(await within('[data-testid=selected-piece]', '[data-testid=board] g[data-id=piece-I] rect')).toBe(true);
    await screenshot(page, 'fixes-selected-piece');
    await page.getByTestId('target').first().click();
    await expect.poll(() => page.getByTestId('play-status').textContent()).toContain('Moves made: 1');
    expect(await page.getByTestId('selected-piece').count()).toBe(0);
    await expect.poll(() => page.getByTestId('moved-mark').count()).toBe(1);
    // Polled: the piece slides for a quarter of a second, its mark with it.
    await expect.poll(() => within('[data-testid=moved-mark]', '[data-testid=board] g[data-id=piece-I] rect')).toBe(true);
    expect(await within('[data-testid=moved-mark]', '[data-testid=board] > g[data-shape="0"] rect')).toBe(true);
    await page.getByTestId('reset').click();
  });
});

describe('Rush Hour in the app (issue 33)', () => {
  it('draws rush-hour-1 as cars and trucks with the exit marked, solves it and watches the solution to the end', async () => {
    const rush = openInstance('rush-hour', { source: { kind: 'preset', name: 'rush-hour-1' }, params: {} });
    const plan = solve(rush.problem).solution!;
    const replay = replayCodes(rush, plan.moves.map((m) => rush.moveCode(m)));
    const last = replay.states[replay.states.length - 1];
    expect(rush.isGoal(last)).toBe(true);
    const boxes = (drawing: ReturnType<typeof rush.draw>) =>
      drawing.shapes.flatMap((s) => (s.kind === 'rect' && s.id ? [`${s.id} ${s.x.toFixed(2)},${s.y.toFixed(2)},${s.w.toFixed(2)},${s.h.toFixed(2)}`] : [])).sort();
    const shown = () =>
      page.locator('[data-testid=board] g[data-id] > rect').evaluateAll((rects) =>
        rects.map((r) => `${r.parentElement!.getAttribute('data-id')} ${['x', 'y', 'width', 'height'].map((a) => Number(r.getAttribute(a)).toFixed(2)).join(',')}`).sort(),
      );

    await open('?puzzle=rush-hour&preset=rush-hour-1');
    // Cars (2 long) and trucks (3 long), each one rect along its line; the red car A; the exit past the right edge of row 3.
    const start = boxes(rush.draw(rush.start));
    expect(await shown()).toEqual(start);
    const lengths = start.map((b) => b.split(' ')[1].split(',').slice(2).map(Number)).map(([w, h]) => Math.round(Math.max(w, h)));
    expect(new Set(lengths)).toEqual(new Set([2, 3]));
    expect(await page.locator('[data-testid=board] g[data-id=car-A] rect').getAttribute('fill')).toBe('#e05a47');
    expect(await page.locator('[data-testid=board] text').allTextContents()).toEqual(expect.arrayContaining(['→']));
    await screenshot(page, 'fixes-rush-hour-start');

    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('move-count').textContent(), { timeout: 30_000 }).toBe(`Solved: ${plan.moves.length} moves`);
    await page.getByTestId('speed').selectOption({ label: '4×' });
    await page.getByTestId('play').click();
    await expect.poll(() => page.getByTestId('step').textContent(), { timeout: 30_000 }).toBe(`Step ${plan.moves.length} / ${plan.moves.length}`);
    // The last frame is the goal as the rules reach it: the red car at the exit.
    await expect.poll(() => shown()).toEqual(boxes(rush.draw(last)));
    await screenshot(page, 'fixes-rush-hour-solved');
  });
});

/**
 * The app's face in a real browser: the home page's cards open their
 * puzzles; on a 390x844 phone, every view in both languages has no sideways
 * scroll and shows the board and its main controls on the first screen; the
 * submarine editor's slot names are never cut; English text is never drawn
 * in the bundled CJK font (its unicode-range claims only CJK), while Chinese
 * is.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PUZZLES, puzzleTitle } from '../../src/midend/index.js';
import { appForTests, screenshot } from './browser.js';

let page: Page;
const running = appForTests((app) => (page = app.page));

const PHONE = { width: 390, height: 844 };
const TALL_BOARD = `puzzle=sliding-blocks&preset=${encodeURIComponent('横刀立马')}`;

/** Opens the home page in English (the remembered language cleared, so a link decides). */
async function openHome(query = ''): Promise<void> {
  await page.goto(`${running.app.url}${query}`);
  await page.evaluate(`localStorage.removeItem('puzzlekit.lang')`);
  await page.goto(`${running.app.url}${query}`);
  await page.getByTestId('home').waitFor();
}

/** Where a test id's first visible element ends, from the top of the page (not the viewport): null when there is none. */
async function bottomOf(selector: string): Promise<number | null> {
  return (await page.evaluate(`(() => {
    const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => e.getClientRects().length > 0);
    if (!el) return null;
    const box = el.getBoundingClientRect();
    return box.bottom + window.scrollY;
  })()`)) as number | null;
}

/** How far the page is wider than the screen (sideways scroll when above 0). */
async function overflow(): Promise<number> {
  return (await page.evaluate('document.scrollingElement.scrollWidth - window.innerWidth')) as number;
}

describe('home page', () => {
  it('is the default view: a card for every puzzle, each with a drawn thumbnail and its description', async () => {
    await openHome();
    expect(new URL(page.url()).search).toBe('');
    const cards = page.locator('[data-testid^=card-]:not([data-testid^=card-play]):not([data-testid^=card-solve])');
    expect(await cards.count()).toBe(PUZZLES.length);
    for (const puzzle of PUZZLES) {
      const card = page.getByTestId(`card-${puzzle.id}`);
      expect(await card.locator('h3').textContent()).toBe(puzzleTitle(puzzle, 'en'));
      // The board renderer drew the default instance: shapes, not an empty box.
      await expect.poll(() => card.locator('[data-testid=thumbnail] g[data-shape]').count(), { message: `${puzzle.id}'s thumbnail` }).toBeGreaterThan(0);
    }
    await screenshot(page, 'home');
  });

  it("each card's Solve and Play open its puzzle in that view; Back returns home", async () => {
    await openHome();
    for (const puzzle of PUZZLES) {
      await page.getByTestId(`card-solve-${puzzle.id}`).click();
      await page.getByTestId('panel').waitFor();
      const query = new URL(page.url()).searchParams;
      expect([query.get('puzzle'), query.get('view')]).toEqual([puzzle.id, 'solve']);
      expect(await page.getByTestId('puzzle-select').inputValue()).toBe(puzzle.id);
      expect(await page.getByTestId('tab-solve').getAttribute('class')).toContain('active');
      await page.goBack();
      await page.getByTestId('home').waitFor();
    }
    for (const id of ['sliding-tiles', 'water-jugs']) {
      await page.getByTestId(`card-play-${id}`).click();
      await page.getByTestId('play-status').waitFor();
      expect(new URL(page.url()).searchParams.get('view')).toBe('play');
      expect(await page.getByTestId('puzzle-select').inputValue()).toBe(id);
      // The header's name goes home again.
      await page.getByTestId('home-link').click();
      await page.getByTestId('home').waitFor();
      expect(new URL(page.url()).search).toBe('');
    }
  });

  it('speaks Chinese after the switch, and keeps lang=zh in its link', async () => {
    await openHome();
    await page.getByTestId('lang').click();
    await expect.poll(() => page.getByTestId('card-play-sliding-blocks').textContent()).toBe('自己玩');
    expect(await page.getByTestId('card-sliding-blocks').locator('h3').textContent()).toBe(puzzleTitle(PUZZLES.find((p) => p.id === 'sliding-blocks')!, 'zh'));
    expect(new URL(page.url()).searchParams.get('lang')).toBe('zh');
    await page.getByTestId('lang').click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it('on a desktop, the panel says what the puzzle is before any search', async () => {
    await page.goto(`${running.app.url}?${TALL_BOARD}&view=solve`);
    const facts = page.getByTestId('facts');
    await facts.waitFor();
    expect(await facts.locator('p').textContent()).toContain('Rectangular pieces slide');
    expect(await facts.locator('dt').allTextContents()).toEqual(expect.arrayContaining(['Preset', 'Counting']));
  });
});

describe('on a 390x844 phone', () => {
  afterAll(async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  /** What a view's first screen must hold: the board and the view's first control. */
  const MAIN_CONTROL: Record<string, string> = {
    solve: '[data-testid=solve]',
    play: '[data-testid=undo]',
    explore: '[data-testid=explore-run]',
    edit: '[data-testid=panel] button, [data-testid=panel] textarea',
    search: '[data-testid=trace-run]',
  };

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: every view without sideways scroll, the board and its main control on the first screen`, async () => {
      await page.setViewportSize(PHONE);
      await openHome(lang === 'zh' ? '?view=home&lang=zh' : '');
      // The switch, where the link's lang= has not already chosen Chinese.
      if (lang === 'zh' && (await page.getByTestId('lang').textContent()) === '中文') await page.getByTestId('lang').click();
      await expect.poll(() => page.getByTestId('lang').textContent()).toBe(lang === 'zh' ? 'English' : '中文');
      expect(await overflow(), 'home: no sideways scroll').toBeLessThanOrEqual(0);
      expect(await bottomOf('[data-testid^=card-play]'), "home: the first card's Play button").toBeLessThanOrEqual(PHONE.height);
      // The header is one row: the label 谜题 (hidden on a phone) never stacks its characters, the title never wraps.
      const header = (await page.locator('header').boundingBox())!;
      expect(header.height, 'the header is one compact row').toBeLessThanOrEqual(64);
      for (const [view, control] of Object.entries(MAIN_CONTROL)) {
        await page.goto(`${running.app.url}?${TALL_BOARD}&view=${view}${lang === 'zh' ? '&lang=zh' : ''}`);
        await page.getByTestId('panel').waitFor();
        await page.locator(control).first().waitFor();
        expect(await overflow(), `${view}: no sideways scroll`).toBeLessThanOrEqual(0);
        expect(await bottomOf('[data-testid=board]'), `${view}: the board`).toBeLessThanOrEqual(PHONE.height);
        expect(await bottomOf(control), `${view}: its main control`).toBeLessThanOrEqual(PHONE.height);
        expect((await page.getByTestId('board').boundingBox())!.width, `${view}: the board spans the screen`).toBeGreaterThanOrEqual(0.9 * PHONE.width);
      }
      await screenshot(page, `phone-search-${lang}`);
    });

    it(`${lang}: after a solve, Watch and the step buttons are on the first screen under the board`, async () => {
      await page.setViewportSize(PHONE);
      await page.goto(`${running.app.url}?${TALL_BOARD}&view=solve${lang === 'zh' ? '&lang=zh' : ''}`);
      await page.getByTestId('solve').click();
      await page.getByTestId('play').waitFor();
      await screenshot(page, `phone-solved-${lang}`);
      const board = (await bottomOf('[data-testid=board]'))!;
      for (const control of ['step-back', 'play', 'step-forward']) {
        const bottom = (await bottomOf(`[data-testid=${control}]`))!;
        expect(bottom, `${control} on the first screen`).toBeLessThanOrEqual(PHONE.height);
        expect(bottom, `${control} under the board`).toBeGreaterThan(board);
      }
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(page, `phone-solved-${lang}`);
    });
  }

  it("the submarine editor's slot names are whole: no ellipsis, no word broken across lines", async () => {
    await page.setViewportSize(PHONE);
    for (const lang of ['en', 'zh']) {
      await page.goto(`${running.app.url}?puzzle=submarine&view=edit${lang === 'zh' ? '&lang=zh' : ''}`);
      await page.locator('.slot .place').first().waitFor();
      const cut = (await page.evaluate(`[...document.querySelectorAll('.slot .place')].flatMap((button) => {
        const problems = [];
        if (button.scrollWidth > button.clientWidth + 1) problems.push(button.textContent + ': wider than its button');
        const text = button.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return problems;
        // Each word (a run without spaces: an English word, or a whole Chinese name) on one line.
        for (const match of text.data.matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) problems.push(match[0] + ': broken across lines');
        }
        return problems;
      })`)) as string[];
      expect(cut, `${lang}: slot names`).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
    }
  });
});

describe('fonts', () => {
  /** The fonts the browser drew a node's text with (Chromium's own answer, by CDP). */
  async function fontsOf(selector: string): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      expect(nodeId, selector).toBeGreaterThan(0);
      return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
    } finally {
      await cdp.detach();
    }
  }
  const isCjkFont = (font: { familyName: string }) => /Noto Sans SC|CJK/i.test(font.familyName);

  it('English text, its curly quotes too, is never drawn in the CJK font', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // English by the browser's locale: no language remembered from the tests before.
    await page.evaluate(`localStorage.removeItem('puzzlekit.lang')`);
    await page.goto(`${running.app.url}?${TALL_BOARD}&view=solve`);
    await page.getByTestId('result').waitFor();
    // "Press “Find shortest solution” to search.": the quotes were wide Chinese ones when the subset claimed them.
    expect(await page.getByTestId('result').textContent()).toMatch(/[\u201c\u201d]/);
    for (const selector of ['[data-testid=result]', '[data-testid=solve]', '[data-testid=tab-play]', '.brand', '[data-testid=facts] p']) {
      const fonts = await fontsOf(selector);
      expect(fonts.length, selector).toBeGreaterThan(0);
      expect(fonts.filter(isCjkFont), `${selector} in ${fonts.map((f) => f.familyName).join(', ')}`).toEqual([]);
    }
    // The stylesheet's own word: the bundled font's range leaves the quotes and Latin out.
    const ranges = (await page.evaluate(`[...document.fonts].filter((f) => f.family.includes('puzzlekit')).map((f) => f.unicodeRange)`)) as string[];
    expect(ranges.length).toBe(1);
    expect(ranges[0]).not.toMatch(/U\+0|U\+20(1|2)/i);
  });

  it('Chinese text, bold included, is drawn in the bundled font (the machine has no CJK font here)', async () => {
    await page.goto(`${running.app.url}?${TALL_BOARD}&view=solve&lang=zh`);
    await page.getByTestId('result').waitFor();
    await expect.poll(() => page.evaluate(`document.fonts.check('16px "puzzlekit Noto Sans SC"', '求解')`)).toBe(true);
    for (const selector of ['[data-testid=solve]', '.tab.active', '[data-testid=tab-play]']) {
      const fonts = await fontsOf(selector);
      expect(fonts.map((f) => f.familyName), selector).toEqual([expect.stringMatching(/Noto Sans SC/)]);
    }
  });
});

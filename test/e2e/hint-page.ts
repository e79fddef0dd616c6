/**
 * The hint area of the app's play view, as the hint tests drive it
 * (play-hints.test.ts, play-hints-15.slow.test.ts): the page's worker holds
 * each build and each store until the test releases it
 * (web/src/worker/test-holds.ts, asked for by `puzzlekitTestHooks`, which
 * only these tests set), and the tests wait for each job's end state on the
 * hint area (data-tables, data-search, data-stored), never for words that
 * may pass unseen. Those waits have no time limit of their own: each test's
 * time bounds them. The figures to expect come from the engine here in Node.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { solve } from '../../src/engine/index.js';
import { openInstance } from '../../src/midend/index.js';
import { appForTests, type AppUnderTest } from './browser.js';

/** The states each job's attribute on the hint area ends in. */
const END_STATES = { tables: ['ready', 'cancelled', 'failed'], search: ['answered', 'cancelled', 'failed'], stored: ['kept', 'not-kept'] };

export interface HintPage {
  /** The file's app; its page is `page()`. */
  running: AppUnderTest;
  page(): Page;
  /** Waits for the job's attribute on the hint area to reach one of its end states, and says which. */
  ended(job: keyof typeof END_STATES): Promise<string | null>;
  /** Waits until the build the page's worker holds has started (its progress shown), and reads its label. */
  buildHeld(): Promise<string | null>;
  /** Lets the build (or the store, or the distances) held in the page's worker go on: one release for each. */
  release(point: 'distances' | 'build' | 'store'): Promise<void>;
  distanceText(): Promise<string | null>;
  /** Opens the play view on a sliding-tiles board given by its code. */
  openPlay(code: string): Promise<void>;
  /** Asks for the hint and waits for the search's end state. */
  hintAnswered(): Promise<void>;
}

/** Starts the app for a test file's hint tests, its worker holding builds and stores (see above). */
export function hintPageForTests(): HintPage {
  let page: Page | undefined;
  const running = appForTests(async (app) => {
    page = app.page;
    // No time limit of the page's own for any wait: each test's time bounds them.
    page.setDefaultTimeout(0);
    // Before the app's scripts on every page load of this page: its worker holds builds and stores
    // (or, on a page opened at #hold-distances, its first answer of distances).
    await page.addInitScript('globalThis.puzzlekitTestHooks = { hold: location.hash === "#hold-distances" ? ["distances"] : ["build", "store"] }');
  });
  const current = (): Page => {
    if (!page) throw new Error('the app has not started: use the page in tests and hooks');
    return page;
  };
  const hints: HintPage = {
    running,
    page: current,
    async ended(job) {
      const selector = END_STATES[job].map((state) => `[data-testid=hint][data-${job}=${state}]`).join(', ');
      await current().locator(selector).waitFor();
      return current().getByTestId('hint').getAttribute(`data-${job}`);
    },
    async buildHeld() {
      await current().locator('[data-testid=hint][data-tables=building]').waitFor();
      return current().getByTestId('tables-label').textContent();
    },
    async release(point) {
      await current().evaluate(`globalThis.puzzlekitTestHooks.release('${point}')`);
    },
    distanceText: () => current().getByTestId('distance').textContent(),
    async openPlay(code) {
      await current().goto(`${running.app.url}?puzzle=sliding-tiles&code=${code}&view=play`);
      await current().getByTestId('panel').waitFor();
    },
    async hintAnswered() {
      await current().getByTestId('hint-button').click();
      expect(await hints.ended('tables')).toBe('ready');
      expect(await hints.ended('search')).toBe('answered');
    },
  };
  return hints;
}

/** The board reached from the goal (blank last) by moving the blank along `path` (L, R, U, D), as a code. */
export function fromGoal(width: number, height: number, path: string): string {
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
export function distanceOf(code: string): number {
  return solve(openInstance('sliding-tiles', { source: { kind: 'code', code }, params: {} }).problem, 'astar').solution!.cost;
}

/** The words of each legal move from a board, with the distance after it. */
export function movesFrom(code: string): { words: string; code: string; distance: number }[] {
  const opened = openInstance('sliding-tiles', { source: { kind: 'code', code }, params: {} });
  return opened.legalMoves(opened.start).map((m) => ({ words: m.words, code: opened.stateCode(m.next), distance: distanceOf(opened.stateCode(m.next)) }));
}

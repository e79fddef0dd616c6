/**
 * The Library view in a real browser against a real position server: the
 * test builds a small Klotski library (two piece-count types, 5,728
 * layouts) in a temporary folder and starts the server from the build on a
 * free port of 127.0.0.1, CORS open to the app. The view lists the
 * library's puzzles hardest first, each with a thumbnail, filters them by
 * moves, and opens one in Play, whose distances then come from the server
 * (each best move one nearer). Without a server it says so (in Chinese
 * too), shows the command that starts one with a button that copies it, and
 * connects to the address given, keeping it in the URL.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPuzzle } from '../../src/midend/index.js';
import { buildLibrary, Library } from '../../src/midend/library/index.js';
import type { PuzzleFamily } from '../../src/puzzles/family.js';
import { writeFamilyType } from '../../src/storage/family-db.js';
import { REPO_ROOT } from '../support/cli.js';
import { appForTests, screenshot } from './browser.js';

type ServerModule = typeof import('../../src/server/app.js');

let page: Page;
const running = appForTests((app) => (page = app.page));

const root = mkdtempSync(join(tmpdir(), 'puzzlekit-library-view-'));
const libraryDir = join(root, 'library');
let server: Awaited<ReturnType<ServerModule['startServer']>>;
let serverUrl = '';
let hardestMoves = 0;

beforeAll(async () => {
  const puzzle = findPuzzle('sliding-blocks');
  const family = puzzle.family as PuzzleFamily;
  mkdirSync(libraryDir);
  for (const type of [{ vertical: 3, horizontal: 3, singles: 0 }, { vertical: 0, horizontal: 0, singles: 2 }]) writeFamilyType(libraryDir, family.db, family.classify(type), false);
  await buildLibrary(puzzle, libraryDir);
  const library = await Library.open(puzzle, libraryDir);
  hardestMoves = library.list({ hardestFirst: true, limit: 1 })[0].farthest!;
  library.close();
  const { startServer } = (await import(pathToFileURL(join(REPO_ROOT, 'dist/server/app.js')).href)) as ServerModule;
  server = await startServer(
    { libraries: [libraryDir], search: false, limits: { maxStates: 1000, maxMemoryMb: 256, maxSeconds: 600 }, searchThreads: 1, searchQueue: 1, answerCache: 100, rateLimit: 0, cors: ['*'], log: 'silent' },
    'test',
  );
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  serverUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The cards listed once the server has answered: each one's code and moves. */
async function listed(): Promise<{ code: string; moves: number }[]> {
  // Attached, not visible: the status is empty once the cards are shown.
  await page.locator('[data-testid=library-status][data-state=listed]').waitFor({ state: 'attached' });
  return page.getByTestId('library-card').evaluateAll((cards) => cards.map((c) => ({ code: c.getAttribute('data-code') ?? '', moves: Number(c.getAttribute('data-moves')) })));
}

describe('Library view', () => {
  it('lists the server\'s puzzles hardest first with thumbnails, filters by moves, and opens one in Play with the server\'s distances', async () => {
    await running.open(`?puzzle=sliding-blocks&view=library&server=${encodeURIComponent(serverUrl)}`);
    const cards = await listed();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0].moves).toBe(hardestMoves);
    expect(cards.map((c) => c.moves)).toEqual([...cards.map((c) => c.moves)].sort((a, b) => b - a));
    // Each thumbnail is the board renderer's drawing of the card's layout: pieces drawn.
    expect(await page.locator('[data-testid=library-card] >> nth=0 >> [data-testid=library-thumb] g').count()).toBeGreaterThan(1);
    await screenshot(page, 'library-view');

    await page.getByTestId('library-hardest').uncheck();
    await page.getByTestId('library-moves').fill('2..3');
    await page.getByTestId('library-show').click();
    const easy = await listed();
    expect(easy.length).toBeGreaterThan(0);
    expect(easy.every((c) => c.moves >= 2 && c.moves <= 3)).toBe(true);
    expect(easy.map((c) => c.moves)).toEqual([...easy.map((c) => c.moves)].sort((a, b) => a - b));

    await page.getByTestId('library-hardest').check();
    await page.getByTestId('library-moves').fill('');
    await page.getByTestId('library-show').click();
    const [hardest] = await listed();
    await page.locator('[data-testid=library-card] >> nth=0 >> [data-testid=library-play]').click();
    await page.getByTestId('hint-button').click();
    await page.locator('[data-testid=hint][data-distances=server]').waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('play');
    expect(new URL(page.url()).searchParams.get('code')).toBe(hardest.code);
    expect(new URL(page.url()).searchParams.get('server')).toBe(serverUrl);
    await expect.poll(() => page.getByTestId('distance').textContent()).toContain(String(hardest.moves));
    expect(await page.getByTestId('hint-server').isVisible()).toBe(true);
    // Following the server's best move brings the position one nearer, down to solved (hints kept on screen after each move).
    await page.getByTestId('hints-always').check();
    for (let left = hardest.moves - 1; left >= 1; left--) {
      await page.getByTestId('best-move').click();
      await expect.poll(() => page.getByTestId('distance').textContent()).toContain(String(left));
    }
    await page.getByTestId('best-move').click();
    await expect.poll(() => page.getByTestId('play-status').textContent()).toMatch(/Solved/);
  });

  it('without a server says so in Chinese, shows the command, and connects to the address given', async () => {
    await running.open('?puzzle=sliding-blocks&view=library&lang=zh');
    expect(await page.getByTestId('library-no-server').textContent()).toContain('局面服务器');
    const origin = new URL(running.app.url).origin;
    const command = `npx puzzlekit serve --library DIR --cors ${origin}`;
    expect(await page.getByTestId('serve-command').textContent()).toBe(command);
    // No link out (the docs have no address, and the app may be offline): the command is copied whole.
    expect(await page.locator('.library-panel a[href^=http]').count()).toBe(0);
    await running.app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.getByTestId('serve-copy').click();
    await expect.poll(() => page.getByTestId('serve-copied').textContent()).toBe('已复制。');
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(command);
    expect(await page.getByTestId('tab-library').textContent()).toBe('题库');
    await page.getByTestId('server-address').fill('ftp://nowhere');
    await page.getByTestId('server-connect').click();
    expect(await page.getByTestId('server-address-error').textContent()).toContain('不是 http 或 https 地址');
    await page.getByTestId('server-address').fill(serverUrl);
    await page.getByTestId('server-connect').click();
    expect((await listed()).length).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('server')).toBe(serverUrl);
    expect(await page.getByTestId('library-card').first().textContent()).toMatch(/步 · 所在组有/);
  });
});

/**
 * Sokoban in the browser: a small level played to the win with the arrow
 * keys and WASD (the keys from a move-optimal solution found here in Node,
 * its moves replayed through the rules), a box pushed onto a dead square
 * crossed out at once and cleared by Undo, a box frozen against another
 * marked too, Hint and Watch from the worker, and a pasted XSB collection
 * opening the level picked by its title.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runSync, solve } from '../../src/engine/index.js';
import { openInstance } from '../../src/midend/index.js';
import { appForTests, screenshot } from './browser.js';

let page: Page;
const { open } = appForTests((app) => (page = app.page));

const KEY_OF_LETTER: Readonly<Record<string, string>> = { u: 'ArrowUp', d: 's', l: 'ArrowLeft', r: 'd' };

/** A level's keys to a win: a move-optimal solution, replayed through the rules, as key names (arrows and WASD mixed). */
function winningKeys(code: string): string[] {
  const opened = openInstance('sokoban', { source: { kind: 'code', code }, params: {}, metric: 'move' });
  const result = solve(opened.problem);
  expect(result.status).toBe('solved');
  const moves = result.solution!.moves;
  const states = opened.replay(moves);
  expect(opened.isGoal(states[states.length - 1])).toBe(true);
  return opened.moveCodes(moves).map((letter) => KEY_OF_LETTER[letter.toLowerCase()]);
}

/** The push-optimal solution the app's worker finds: the same search (`auto`) from the same start. */
function pushesFrom(opened: ReturnType<typeof openInstance>): unknown[] {
  return runSync(opened.solve({ algorithm: 'auto' })).solution!.moves;
}
function replayed(opened: ReturnType<typeof openInstance>, moves: unknown[]): [unknown[], unknown[]] {
  return [opened.replay(moves), moves];
}

const TWO_BOXES = '######|#.---#|#-$$-#|#-@--#|#.---#|######';

async function solvedFlag(): Promise<string | null> {
  return page.getByTestId('play-status').getAttribute('data-solved');
}

describe('Sokoban played with the keyboard', () => {
  it('plays a small level to the win with the arrow keys and WASD', async () => {
    const keys = winningKeys(TWO_BOXES);
    await open(`?puzzle=sokoban&code=${encodeURIComponent(TWO_BOXES)}&view=play`);
    expect(await page.getByTestId('play-status').textContent()).toBe('Moves: 0');
    for (const key of keys.slice(0, -1)) await page.keyboard.press(key);
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe(`Moves: ${keys.length - 1}`);
    expect(await solvedFlag()).toBe('false');
    // The last push wins.
    await page.keyboard.press(keys[keys.length - 1]);
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe(`Solved in ${keys.length} moves!`);
    expect(await solvedFlag()).toBe('true');
    await screenshot(page, 'sokoban-play-won');
    // Undo takes the last push back; Redo wins again.
    await page.keyboard.press('z');
    await expect.poll(() => solvedFlag()).toBe('false');
    await page.getByTestId('redo').click();
    await expect.poll(() => solvedFlag()).toBe('true');
  });

  it('crosses out a box pushed onto a dead square at once, Undo clears the mark, a swipe pushes it again', async () => {
    // Pushed left, the box stands on the wall's side, off the goal's row and column: no push brings it back.
    await open(`?puzzle=sokoban&code=${encodeURIComponent('######|#----#|#-$@-#|#---.#|######')}&view=play`);
    expect(await page.getByTestId('stuck-mark').count()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('stuck-mark').count()).toBe(1);
    expect(await page.getByTestId('stuck').textContent()).toBe('A box can no longer reach any goal: undo to go on.');
    await screenshot(page, 'sokoban-play-dead');
    await page.keyboard.press('z');
    await expect.poll(() => page.getByTestId('stuck-mark').count()).toBe(0);
    // A swipe to the left, as a finger on a phone makes it, is the same push.
    const board = (await page.getByTestId('board').boundingBox())!;
    const [x, y] = [board.x + board.width / 2, board.y + board.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - board.width / 4, y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('stuck-mark').count()).toBe(1);
    expect(await page.getByTestId('play-status').textContent()).toBe('Moves: 1');
    // Two boxes side by side against the top wall freeze each other: both are marked.
    await open(`?puzzle=sokoban&code=${encodeURIComponent('#######|#-----#|#-$$--#|#---@-#|#-..--#|#######')}&view=play`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByTestId('stuck-mark').count()).toBeGreaterThan(0);
  });

  it('gives the next push as a hint, and Watch plays a solution to the win', async () => {
    await open(`?puzzle=sokoban&code=${encodeURIComponent(TWO_BOXES)}&view=play`);
    const opened = openInstance('sokoban', { source: { kind: 'code', code: TWO_BOXES }, params: {} });
    const pushes = solve(opened.problem).solution!.moves.length;
    await page.getByTestId('hint-button').click();
    await page.locator('[data-testid=hint][data-state=solved]').waitFor();
    expect(await page.getByTestId('hint').textContent()).toMatch(new RegExp(`^Next: push the box at row \\d, column \\d \\w+ \\(${pushes} to go\\)$`));
    await page.getByTestId('watch').click();
    await expect.poll(() => solvedFlag(), { timeout: 30_000 }).toBe('true');
    // Played key by key: each push with the shortest walk to it, as the LURD of the solution counts them.
    const written = opened.writeSolution(...replayed(opened, pushesFrom(opened)))!;
    expect(await page.getByTestId('play-status').textContent()).toBe(`Solved in ${written.text.length} moves!`);
    await page.keyboard.press('z');
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe(`Moves: ${written.text.length - 1}`);
  });

  it('opens a pasted collection and plays the level picked by its title', async () => {
    const collection = ['; two levels', '#####', '#@$.#', '#####', 'Title: First', '', '######', '#@-$.#', '######', 'Title: Second one', ''].join('\n');
    await open('?puzzle=sokoban&view=play');
    await page.getByTestId('level-file').locator('summary').click();
    await page.getByTestId('levels-text').fill(collection);
    await page.getByTestId('levels-open').click();
    await page.getByTestId('level-select').waitFor();
    const options = await page.locator('[data-testid=level-select] option').allTextContents();
    expect(options).toEqual(['1: First', '2: Second one']);
    await page.getByTestId('level-select').selectOption({ label: '2: Second one' });
    const second = openInstance('sokoban', { source: { kind: 'text', text: collection, origin: 'x', level: 'Second one' }, params: {} }).code;
    await expect.poll(() => page.getByTestId('code-input').inputValue()).toBe(second);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => solvedFlag()).toBe('true');
    // A file chosen from the disk (File API), titled by its comment lines as Microban's are: its third level opens by the list.
    const file = ['; 1', '#####', '#@$.#', '#####', '', '; 2', '######', '#@$-.#', '######', '', '; 3', '#######', '#@-$-.#', '#######', ''].join('\n');
    await page.getByTestId('level-file').locator('summary').click();
    await page.getByTestId('levels-file').setInputFiles({ name: 'three.xsb', mimeType: 'text/plain', buffer: Buffer.from(file) });
    await expect.poll(() => page.locator('[data-testid=level-select] option').allTextContents()).toEqual(['1: 1', '2: 2', '3: 3']);
    await page.getByTestId('level-select').selectOption('3');
    const third = openInstance('sokoban', { source: { kind: 'text', text: file, origin: 'x', level: '3' }, params: {} }).code;
    await expect.poll(() => page.getByTestId('code-input').inputValue()).toBe(third);
    // A stray character is the backend's message, with its row and column from 1.
    await page.getByTestId('level-file').locator('summary').click();
    await page.getByTestId('levels-text').fill('#####\n#@$.#\n##x##\n');
    await page.getByTestId('levels-open').click();
    await expect.poll(() => page.getByTestId('levels-error').textContent()).toMatch(/row 3, column 3: "x" is not a Sokoban square/);
  });

  it('paints a level in the editor, shows the backend’s check as it is painted, then plays it', async () => {
    await open('?puzzle=sokoban&view=edit');
    const cell = (row: number, col: number) => page.locator(`[data-testid=paint-editor] rect[data-row="${row}"][data-col="${col}"]`);
    // The starter's room cut to 6 by 3, then painted cell by cell.
    await page.getByTestId('paint-width').fill('6');
    await page.getByTestId('paint-height').fill('3');
    await page.getByTestId('paint-resize').click();
    for (let col = 1; col <= 6; col++) {
      await page.getByTestId('paint-tool-wall').click();
      await cell(1, col).click();
      await cell(3, col).click();
    }
    await cell(2, 1).click();
    await page.getByTestId('paint-tool-floor').click();
    for (let col = 2; col <= 6; col++) await cell(2, col).click();
    await page.getByTestId('paint-tool-player').click();
    await cell(2, 2).click();
    await page.getByTestId('paint-tool-box').click();
    await cell(2, 3).click();
    // No goal yet, and the right wall is open: the parser says what is wrong first.
    await expect.poll(() => page.getByTestId('paint-check').textContent()).not.toMatch(/^✓/);
    expect(await page.getByTestId('paint-apply').isDisabled()).toBe(true);
    await page.getByTestId('paint-tool-goal').click();
    await cell(2, 5).click();
    await page.getByTestId('paint-tool-wall').click();
    await cell(2, 6).click();
    await expect.poll(() => page.getByTestId('paint-check').textContent()).toMatch(/^✓/);
    expect(await page.getByTestId('paint-text').textContent()).toBe('######\n#@$ .#\n######');
    await screenshot(page, 'sokoban-edit');
    await page.getByTestId('paint-play').click();
    await page.getByTestId('play-status').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => solvedFlag()).toBe('true');
  });

  it('speaks Chinese: 推箱子, its moves and its stuck box in the page’s language', async () => {
    await open(`?puzzle=sokoban&code=${encodeURIComponent('######|#----#|#-$@-#|#---.#|######')}&view=play&lang=zh`);
    expect(await page.locator('[data-testid=puzzle-select] option:checked').textContent()).toMatch(/^推箱子/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe('步数：1');
    expect(await page.getByTestId('stuck').textContent()).toBe('有 1 个箱子再也到不了任何目标：请悔棋。');
  });
});

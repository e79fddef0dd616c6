/**
 * The browser app on the backends that other branches bring: 华容道
 * (sliding-blocks), the Submarine toy and river crossings. Each block runs
 * against the catalog: a backend missing from it fails, never skips. Expected figures
 * come from the issues (横刀立马: 81 moves; missionaries and cannibals 3/3/2:
 * 11 crossings; wolf, goat and cabbage: 7) or from the backend itself, run
 * here in Node on the same input.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { solve } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { replayMoves } from '../../src/puzzles/replay.js';
import { appForTests, screenshot } from './browser.js';

let page: Page;
const { open } = appForTests((app) => (page = app.page));

/** The backend's message for bad input, or '' when it parses (the app names its text source "the editor"). */
function parseMessage(puzzleId: string, text: string): string {
  try {
    findPuzzle(puzzleId).parse({ source: { kind: 'text', text, origin: 'the editor' }, params: {} });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** What the result line should say for a text instance, from the engine in Node. */
function expectedResult(puzzleId: string, text: string): string {
  const puzzle = findPuzzle(puzzleId);
  const instance = puzzle.parse({ source: { kind: 'text', text, origin: 'the editor' }, params: {} });
  const result = solve(puzzle.problem(instance));
  return result.solution ? `Solved: ${result.solution.moves.length} moves` : 'No solution';
}

async function solveShown(): Promise<string> {
  await page.getByTestId('tab-solve').click();
  await page.getByTestId('solve').click();
  await expect.poll(() => page.getByTestId('result').textContent(), { timeout: 30_000 }).toMatch(/Solved|No solution|Stopped/);
  return (await page.getByTestId('result').textContent()) ?? '';
}

describe('华容道 (sliding-blocks)', () => {
  it('loads 横刀立马, solves it in 81 moves and steps through the playback', async () => {
    await open(`?puzzle=sliding-blocks&preset=${encodeURIComponent('横刀立马')}`);
    expect(await solveShown()).toContain('81 moves');
    expect(await page.locator('[data-testid=moves] li').count()).toBe(81);
    const before = await page.getByTestId('board').innerHTML();
    await page.getByTestId('step-forward').click();
    await page.getByTestId('step-forward').click();
    await expect.poll(() => page.getByTestId('step').textContent()).toBe('Step 2 / 81');
    await expect.poll(() => page.getByTestId('board').innerHTML()).not.toBe(before);
    await page.getByTestId('slider').fill('81');
    await expect.poll(() => page.getByTestId('step').textContent()).toBe('Step 81 / 81');
    await screenshot(page, 'sliding-blocks-solve');
  });

  it('the editor removes the 2x2 block: the backend’s message shows beside the grid as it is edited', async () => {
    await page.getByTestId('tab-edit').click();
    await page.getByTestId('blocks-tool-erase').click();
    // Row 0, column 1 of 横刀立马 is the 2x2 block.
    await page.locator('[data-testid=blocks-editor] rect[data-row="0"][data-col="1"]').click();
    const text = (await page.getByTestId('blocks-text').textContent())!;
    const expected = parseMessage('sliding-blocks', text);
    expect(expected).not.toBe('');
    await expect.poll(() => page.getByTestId('blocks-check').textContent()).toBe(expected);
    expect(await page.getByTestId('blocks-apply').isDisabled()).toBe(true);
    await screenshot(page, 'sliding-blocks-edit');
    // Draw it back as a new 2x2 piece, with the goal for it, and solve.
    await page.getByTestId('blocks-tool-draw').click();
    const from = (await page.locator('[data-testid=blocks-editor] rect[data-row="0"][data-col="1"]').boundingBox())!;
    const to = (await page.locator('[data-testid=blocks-editor] rect[data-row="1"][data-col="2"]').boundingBox())!;
    await page.mouse.move(from.x + 5, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(to.x + 5, to.y + 5, { steps: 3 });
    await page.mouse.up();
    const redrawn = (await page.getByTestId('blocks-text').textContent())!;
    const piece = redrawn.split('\n')[0][1];
    await page.getByTestId('blocks-goal-piece').fill(piece);
    // Rows and columns counted from 1, as a person counts: the bottom middle of 4x5 (the goal line's "3 1").
    await page.getByTestId('blocks-goal-row').fill('4');
    await page.getByTestId('blocks-goal-col').fill('2');
    await page.getByTestId('blocks-apply').click();
    const applied = (await page.getByTestId('blocks-text').textContent())!;
    await expect.poll(() => page.getByTestId('message').textContent()).toBe(parseMessage('sliding-blocks', applied));
    expect(await solveShown()).toContain(expectedResult('sliding-blocks', applied));
  });
  it('plays 横刀立马 by hand: distance 81, the best move, undo, and a piece dragged two cells', async () => {
    await open(`?puzzle=sliding-blocks&preset=${encodeURIComponent('横刀立马')}&view=play`);
    await page.getByTestId('hints-always').check();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 81');
    await page.getByTestId('best-move').click();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 80');
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 81');
    // J (bottom right) dragged two cells left, into both empty cells.
    const piece = page.locator('[data-testid=board] g[data-id]').filter({ has: page.locator('text', { hasText: /^J$/ }) });
    const box = (await piece.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 2 * box.width, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('play-status').textContent()).toContain('Moves made: 1');
    // After the slide's animation, J stands two cells to the left.
    await expect.poll(async () => Math.round((box.x - (await piece.boundingBox())!.x) / box.width)).toBe(2);
    await page.waitForTimeout(300); // the end of the slide
    await screenshot(page, 'sliding-blocks-play');
  });
});

describe('submarine', () => {
  it('solves the first preset and plays it back', async () => {
    const submarine = findPuzzle('submarine');
    const preset = submarine.presets[0].name;
    // The optimum as the engine finds it here, in Node, on the same level.
    const moves = solve(submarine.problem(submarine.parse({ source: { kind: 'preset', name: preset }, params: {} }))).solution!.moves.length;
    await open(`?puzzle=submarine&preset=${encodeURIComponent(preset)}`);
    expect(await solveShown()).toMatch(new RegExp(`Solved: ${moves} moves`));
    await page.getByTestId('step-forward').click();
    await expect.poll(() => page.getByTestId('step').textContent()).toMatch(/^Step 1 \//);
    await screenshot(page, 'submarine-solve');
    // The last step: the submarine is out, said on the board where it reads (not over the exit).
    await page.locator('input[type=range]').fill(String(moves));
    await expect.poll(() => page.getByTestId('board').textContent()).toContain('the submarine is out!');
    await screenshot(page, 'submarine-solved');
  });

  it('edits the level in the editor (rotate), applies it and solves it as the backend does', async () => {
    await page.getByTestId('tab-edit').click();
    await page.getByTestId('submarine-editor').waitFor();
    const before = await page.getByTestId('submarine-json').textContent();
    // The editor starts from the preset's level; a quarter turn changes a tile, four turn it back.
    await page.getByTestId('rotate-2-2').click();
    expect(await page.getByTestId('submarine-json').textContent()).not.toBe(before);
    for (let i = 0; i < 3; i++) await page.getByTestId('rotate-2-2').click();
    expect(await page.getByTestId('submarine-json').textContent()).toBe(before);
    await page.getByTestId('submarine-apply').click();
    const level = (await page.getByTestId('submarine-json').textContent())!;
    await expect.poll(() => page.getByTestId('message').textContent()).toBe(parseMessage('submarine', level));
    await screenshot(page, 'submarine-edit');
    // Four quarter turns give back the level the editor started from, a valid one.
    expect(parseMessage('submarine', level)).toBe('');
    expect(await solveShown()).toContain(expectedResult('submarine', level));
  });
  it('plays the first preset by hand: the distance falls by one with the best move', async () => {
    const preset = findPuzzle('submarine').presets[0].name;
    await open(`?puzzle=submarine&preset=${encodeURIComponent(preset)}&view=play`);
    await page.getByTestId('hints-always').check();
    await expect.poll(() => page.getByTestId('distance').textContent()).toMatch(/: \d+$/);
    const d = Number((await page.getByTestId('distance').textContent())!.split(': ')[1]);
    await page.getByTestId('best-move').click();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe(`Distance to solved: ${d - 1}`);
    await page.waitForTimeout(300); // the end of the slide's animation
    // The tile that moved stays marked; the legend names the submarine and each mine's colour.
    expect(await page.locator('.board g.moved').count()).toBeGreaterThan(0);
    const legend = await page.getByTestId('legend-entry').allTextContents();
    expect(legend).toContain('the submarine');
    expect(legend.some((entry) => / mines?$/.test(entry))).toBe(true);
    await screenshot(page, 'submarine-play');
  });
});

describe('river crossing', () => {
  it('solves missionaries and cannibals in 11 crossings and explores its space', async () => {
    await open('?puzzle=river-crossing&preset=missionaries-cannibals');
    expect(await solveShown()).toContain('11 moves');
    await page.getByTestId('step-forward').click();
    await screenshot(page, 'river-crossing-solve');
    await page.getByTestId('tab-explore').click();
    await page.getByTestId('explore-run').click();
    await page.getByTestId('explore-stats').waitFor({ timeout: 20_000 });
    expect(findPuzzle('river-crossing').spaceDiagram).toBeDefined();
    await page.getByTestId('space-diagram').waitFor();
    // The grid's colours and lines explained beside it, in the backend's words.
    const river = findPuzzle('river-crossing');
    const mc = river.parse({ source: { kind: 'preset', name: 'missionaries-cannibals' }, params: {} });
    const path = replayMoves(river, mc, river.problem(mc).start, solve(river.problem(mc)).solution!.moves);
    const legend = await page.locator('[data-testid=diagram-legend] li > span').allTextContents();
    expect(legend).toEqual(river.spaceDiagram!(mc, path)!.legend!.map((entry) => entry.text));
    expect(legend).toContain('a crossing to the far bank');
    await screenshot(page, 'river-crossing-explore');
  });

  it('plays by clicking the boat: every crossing moves it, so all three first crossings are offered', async () => {
    await open('?puzzle=river-crossing&preset=missionaries-cannibals&view=play');
    await page.getByTestId('hints-always').check();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 11');
    const legal = await page.locator('[data-testid=legal-moves] li').count();
    expect(legal).toBe(3);
    await page.locator('[data-testid=board] g[data-id="boat"]').click();
    await expect.poll(() => page.locator('h3', { hasText: 'Moves for the piece you picked' }).count()).toBe(1);
    expect(await page.locator('[data-testid=legal-moves] li').count()).toBe(3);
    await page.getByTestId('best-move').click();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 10');
    await page.waitForTimeout(300); // the end of the crossing's animation
    await screenshot(page, 'river-crossing-play');
  });

  it('takes a JSON spec in the editor: bad ones get the backend’s message as they are typed, good ones solve', async () => {
    await page.getByTestId('tab-edit').click();
    await page.getByTestId('river-json').fill('{"Entities": []}');
    await expect.poll(() => page.getByTestId('river-check').textContent()).toBe(parseMessage('river-crossing', '{"Entities": []}'));
    expect(await page.getByTestId('river-apply').isDisabled()).toBe(true);
    await open('?puzzle=river-crossing&view=edit');
    await page.getByTestId('river-json').waitFor();
    // The editor opens the default preset as its spec: it parses and solves in 11, as the preset does.
    const spec = await page.getByTestId('river-json').inputValue();
    expect(parseMessage('river-crossing', spec)).toBe('');
    await page.getByTestId('river-apply').click();
    await expect.poll(() => page.getByTestId('message').textContent()).toBe('');
    expect(await solveShown()).toContain('11 moves');
  });
});

/**
 * Sokoban's Hint under the `move` metric names the next push, not the next
 * step: "walk to row R, column C and push the box at row r, column c DIR",
 * counted in player moves. The named push is checked here against an
 * exhaustive search of the level: walking to that square, pushing that box
 * that way, and going on by the fewest moves from there is a solution of
 * the fewest moves from the position shown.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sokoban } from '../../src/puzzles/sokoban/index.js';
import type { SokobanLevel } from '../../src/puzzles/sokoban/level.js';
import { exhaustive } from '../puzzles/sokoban-levels.js';
import { appForTests } from './browser.js';

let page: Page;
const { open } = appForTests((app) => (page = app.page));

const TWO_BOXES = '######|#.---#|#-$$-#|#-@--#|#.---#|######';
const DIRS: Readonly<Record<string, number>> = { up: 0, down: 1, left: 2, right: 3 };
const HINT = /^Next: (?:walk to row (\d+), column (\d+) and )?push the box at row (\d+), column (\d+) (up|down|left|right) \((\d+) to go\)$/;

/** The square at a row and column (from 1). */
const squareAt = (lv: SokobanLevel, row: number, col: number) => lv.squareOf[(row - 1) * lv.cols + (col - 1)];

/** Steps from `from` to `to` without pushing, the boxes standing still (breadth-first on the floor). */
function walk(lv: SokobanLevel, boxes: readonly number[], from: number, to: number): number {
  const seen = new Map([[from, 0]]);
  for (const queue = [from]; queue.length > 0; ) {
    const at = queue.shift()!;
    if (at === to) return seen.get(at)!;
    for (let d = 0; d < 4; d++) {
      const next = lv.neighbour[at * 4 + d];
      if (next < 0 || boxes.includes(next) || seen.has(next)) continue;
      seen.set(next, seen.get(at)! + 1);
      queue.push(next);
    }
  }
  return Infinity;
}

/** The hint's push checked against the exhaustive search from `boxes` and `player`: the first push of a solution of the fewest moves, with the count left. */
function expectOptimalPush(lv: SokobanLevel, boxes: number[], player: number, hint: string): void {
  const m = HINT.exec(hint);
  expect(m, hint).not.toBeNull();
  const [, walkRow, walkCol, boxRow, boxCol, dirName, left] = m!;
  const truth = exhaustive({ ...lv, boxes, player });
  const fewest = truth.stepsLeft[0];
  expect(Number(left)).toBe(fewest);
  const box = squareAt(lv, Number(boxRow), Number(boxCol));
  const dir = DIRS[dirName];
  const behind = lv.neighbour[box * 4 + (dir ^ 1)];
  // Without "walk to", the player stands behind the box already.
  if (walkRow === undefined) expect(behind).toBe(player);
  else expect(squareAt(lv, Number(walkRow), Number(walkCol))).toBe(behind);
  expect(boxes).toContain(box);
  const to = lv.neighbour[box * 4 + dir];
  const moved = boxes.map((b) => (b === box ? to : b)).sort((a, b) => a - b);
  const after = truth.positions.findIndex((p) => p.player === box && p.boxes.join() === moved.join());
  expect(after).toBeGreaterThanOrEqual(0);
  expect(walk(lv, boxes, player, behind) + 1 + truth.stepsLeft[after]).toBe(fewest);
}

async function hintText(): Promise<string> {
  await page.getByTestId('hint-button').click();
  await page.locator('[data-testid=hint][data-state=solved]').waitFor();
  return (await page.getByTestId('hint').textContent()) ?? '';
}

describe('Sokoban hint under the move metric', () => {
  it('names the walk and the next push of a solution of the fewest moves, then the push alone once the player stands behind it', async () => {
    const lv = sokoban.parse({ source: { kind: 'code', code: TWO_BOXES }, params: {} });
    await open(`?puzzle=sokoban&code=${encodeURIComponent(TWO_BOXES)}&view=play&metric=move`);
    const first = await hintText();
    expect(first).toMatch(/^Next: walk to row \d+, column \d+ and push/);
    expectOptimalPush(lv, [...lv.boxes], lv.player, first);
    // One step right puts the player below a box: the hint is that push, one move fewer to go.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe('Moves: 1');
    const second = await hintText();
    expectOptimalPush(lv, [...lv.boxes], lv.neighbour[lv.player * 4 + DIRS.right], second);
    expect(Number(HINT.exec(second)![6])).toBe(Number(HINT.exec(first)![6]) - 1);
  });
});

/**
 * A PuzzleScript game in the browser: pasted into the Play view, its
 * levels listed as the command line counts them (the message not
 * counted), its title, author and homepage shown, drawn from its 5x5
 * sprites in its palette, played with the keys (arrows, X for action,
 * Z undo, R restart) to its win, solved in the Solve view and explored.
 * The figures are the backend's own, run here in Node on the same text.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { explore, solve } from '../../src/engine/index.js';
import { batchLevels, openInstance } from '../../src/midend/index.js';
import { appForTests, screenshot } from './browser.js';

let page: Page;
const { open } = appForTests((app) => (page = app.page));

/** A Sokoban-like game of two levels with a message before them. */
const GAME = `title Tiny Push
author Test Author
homepage example.org

========
OBJECTS
========

Background
lightgreen

Wall
brown

Player
blue
.000.
.000.
00000
.000.
.0.0.

Crate
orange

Target
red
.....
.000.
.0.0.
.000.
.....

=======
LEGEND
=======

. = Background
# = Wall
P = Player
* = Crate
O = Target

=======
SOUNDS
=======

================
COLLISIONLAYERS
================

Background
Target
Player, Wall, Crate

======
RULES
======

[ > Player | Crate ] -> [ > Player | > Crate ]

==============
WINCONDITIONS
==============

All Target on Crate

=======
LEVELS
=======

message Push the crate

######
#P*.O#
######

#######
#P.*.O#
#######
`;

describe('a PuzzleScript game', () => {
  it('is pasted, its level picked, played with the keys to its win, solved and explored', async () => {
    const levels = batchLevels({ puzzle: 'puzzlescript', text: GAME, origin: 'test' });
    expect(levels.length).toBe(2);
    const second = openInstance('puzzlescript', { source: { kind: 'text', text: GAME, origin: 'test', level: '2' }, params: {} });
    const fewest = solve(second.problem).solution!.moves.length;
    expect(fewest).toBe(3);

    await open('?puzzle=puzzlescript&view=play');
    await page.getByTestId('level-file').locator('summary').click();
    await page.getByTestId('levels-text').fill(GAME);
    await page.getByTestId('levels-open').click();
    await page.getByTestId('level-select').waitFor();
    expect(await page.locator('[data-testid=level-select] option').count()).toBe(2);
    // Level 1 won, the next one follows.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('next-level').click();
    await expect.poll(() => page.getByTestId('level-select').inputValue()).toBe('2');
    await expect.poll(() => page.getByTestId('code-input').inputValue()).toBe(second.code);
    expect(await page.getByTestId('credits').textContent()).toBe('Tiny Push by Test Authorexample.org');
    expect(await page.locator('[data-testid=credits] a').getAttribute('href')).toBe('https://example.org');
    // The player's sprite: its 16 blue pixels, a fifth of a square each, drawn as 6 runs (rows of one colour).
    const blue = page.locator('[data-testid=board] rect[fill="#1d57f7"]');
    expect(await blue.count()).toBe(6);
    const widths = await blue.evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('width'))));
    expect(Math.round(widths.reduce((a, b) => a + b, 0) * 5)).toBe(16);

    // X (the action) changes nothing in this game; R restarts, Z undoes.
    await page.keyboard.press('x');
    expect(await page.getByTestId('play-status').textContent()).toBe('Moves: 0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe('Moves: 2');
    await page.keyboard.press('r');
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe('Moves: 0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('z');
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe('Moves: 1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('play-status').getAttribute('data-solved')).toBe('true');
    expect(await page.getByTestId('play-status').textContent()).toBe('Solved in 3 moves!');
    await screenshot(page, 'puzzlescript-play-won');

    await page.getByTestId('tab-solve').click();
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('result').textContent()).toMatch(/^Solved: 3 moves/);

    await page.getByTestId('tab-explore').click();
    await page.getByTestId('explore-run').click();
    const reachable = explore(second.problem).reachableStates;
    await expect.poll(() => page.getByTestId('reachable').textContent()).toBe(String(reachable));
  });
});

/**
 * The browser app in a real browser (Debian's Chromium through
 * playwright-core): every view on the backends in this build, each checked
 * against the engine run here in Node on the same instance, with a
 * screenshot of each view (into .screenshots/, or docs/screenshots/ with `npm run screenshots`).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { countShortest, distances, explore, solve } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { replayMoves } from '../../src/puzzles/replay.js';
import { openInstance, replayCodes } from '../../src/midend/index.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { appForTests, screenshot } from './browser.js';

let page: Page;
const running = appForTests((app) => (page = app.page));
const open = running.open;

const tiles = findPuzzle('sliding-tiles');

/** Waits until the state graph's renderer holds its graph. */
async function graphDrawn(timeout = 20_000): Promise<void> {
  await page.locator('[data-testid=state-graph][data-nodes]').waitFor({ timeout });
}

/** Where the board shows each shape with an id, as "id x,y,w,h" (rounded). */
async function boardBoxes(p: Page = page): Promise<string[]> {
  return p.locator('[data-testid=board] g[data-id] rect').evaluateAll((rects) =>
    rects.map((r) => {
      const n = (a: string) => Math.round(Number(r.getAttribute(a)) * 100) / 100;
      return `${r.parentElement!.getAttribute('data-id')} ${n('x')},${n('y')},${n('width')},${n('height')}`;
    }),
  );
}

/** The same, from the backend's own drawing of a state. */
function expectedBoxes(puzzleId: string, instance: unknown, state: unknown): string[] {
  const puzzle = findPuzzle(puzzleId);
  return puzzle
    .draw(instance, state)
    .shapes.flatMap((s) => (s.kind === 'rect' && s.id ? [`${s.id} ${Math.round(s.x * 100) / 100},${Math.round(s.y * 100) / 100},${Math.round(s.w * 100) / 100},${Math.round(s.h * 100) / 100}`] : []));
}

describe('8-puzzle: solve and play back', () => {
  const instance = tiles.parse({ source: { kind: 'preset', name: '8-puzzle' }, params: {} });
  const problem = tiles.problem(instance);
  const solution = solve(problem).solution!;
  const states = replayMoves(tiles, instance, problem.start, solution.moves);

  it('loads the preset, solves it in 31 moves and lists them in words', async () => {
    await open('?puzzle=sliding-tiles&preset=8-puzzle');
    expect(await boardBoxes()).toEqual(expectedBoxes('sliding-tiles', instance, problem.start));
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('move-count').textContent()).toContain('31 moves');
    const words = await page.locator('[data-testid=moves] li').allTextContents();
    expect(words).toEqual(solution.moves.map((m, i) => tiles.describeMove(instance, m, states[i])));
    expect(await page.getByTestId('step').textContent()).toBe('Step 0 / 31');
  });

  it('steps forward and back, jumps by the slider and by the move list', async () => {
    for (let i = 1; i <= 3; i++) await page.getByTestId('step-forward').click();
    await expect.poll(() => page.getByTestId('step').textContent()).toBe('Step 3 / 31');
    await expect.poll(() => boardBoxes()).toEqual(expectedBoxes('sliding-tiles', instance, states[3]));
    await page.getByTestId('step-back').click();
    await expect.poll(() => boardBoxes()).toEqual(expectedBoxes('sliding-tiles', instance, states[2]));
    await page.getByTestId('slider').fill('20');
    await expect.poll(() => page.getByTestId('step').textContent()).toBe('Step 20 / 31');
    expect(await boardBoxes()).toEqual(expectedBoxes('sliding-tiles', instance, states[20]));
    await page.locator('[data-testid=moves] li').nth(30).click();
    await expect.poll(() => boardBoxes()).toEqual(expectedBoxes('sliding-tiles', instance, states[31]));
    expect(problem.isGoal(states[31])).toBe(true);
    await page.getByTestId('to-start').click();
    await page.getByTestId('speed').selectOption({ label: '4×' });
    await page.getByTestId('play').click();
    // Playing moves on: wait until it has, however slow the machine.
    await expect.poll(() => page.getByTestId('step').textContent()).not.toBe('Step 0 / 31');
    await page.getByTestId('play').click(); // pause
    const paused = Number((await page.getByTestId('step').textContent())!.match(/Step (\d+)/)![1]);
    expect(paused).toBeGreaterThan(0);
    await page.waitForTimeout(400);
    expect(await page.getByTestId('step').textContent()).toBe(`Step ${paused} / 31`);
    // The arrow keys step too.
    await page.getByTestId('to-start').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('step').textContent()).toBe('Step 1 / 31');
    await page.getByTestId('slider').fill('5');
    await screenshot(page, 'solve');
  });

  it('counts the shortest solutions on request, as the engine does', async () => {
    const count = countShortest(problem).count!;
    await page.getByTestId('count-shortest').click();
    await expect.poll(() => page.getByTestId('count').textContent()).toBe(`${count.toLocaleString('en-US')} shortest solutions`);
  });
});

describe('editing, messages and links', () => {
  it('an invalid tiles board stays drawn, the offending cells marked and the backend’s message beside it, as the person types', async () => {
    await open('?puzzle=sliding-tiles&preset=8-puzzle-easy&view=edit');
    // The preset is 1,2,3/4,0,6/7,5,8: an 8 typed in the blank's cell repeats tile 8.
    const bad = '1 2 3\n4 8 6\n7 5 8';
    let expected: PuzzleInputError | undefined;
    try {
      tiles.parse({ source: { kind: 'text', text: bad, origin: 'the editor' }, params: {} });
    } catch (error) {
      expect(error).toBeInstanceOf(PuzzleInputError);
      expected = error as PuzzleInputError;
    }
    expect(expected?.cells).toEqual([{ row: 2, col: 2 }, { row: 3, col: 3 }]);
    const grid = page.getByTestId('tiles-editor');
    const markedCells = () => grid.locator('input.marked').evaluateAll((inputs) => inputs.map((i) => `${i.getAttribute('data-row')},${i.getAttribute('data-col')}`));
    await grid.getByLabel('row 2, column 2', { exact: true }).fill('8');
    await expect.poll(() => page.getByTestId('tiles-check').textContent()).toBe(expected!.message);
    // The board is still drawn, every cell as typed, with the repeated tile's two cells marked; Apply waits.
    expect(await grid.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value))).toEqual(['1', '2', '3', '4', '8', '6', '7', '5', '8']);
    expect(await markedCells()).toEqual(['2,2', '3,3']);
    expect(await grid.locator('input[aria-invalid=true]').count()).toBe(2);
    expect((await grid.boundingBox())!.width).toBeGreaterThan(100);
    expect(await page.getByTestId('tiles-apply').isDisabled()).toBe(true);
    expect(await page.getByTestId('tab-solve').isVisible()).toBe(true);
    await screenshot(page, 'edit-invalid');
    // Emptying the cell again makes it the blank: the board reads, nothing is marked, Apply is offered.
    await grid.getByLabel('row 2, column 2', { exact: true }).fill('');
    await expect.poll(() => page.getByTestId('tiles-check').textContent()).toBe('✓ Valid: ready to apply');
    expect(await markedCells()).toEqual([]);
    expect(await page.getByTestId('tiles-apply').isDisabled()).toBe(false);
    // A bad file applied from the code-and-file editor: the tiles editor takes it up, drawn with its faults marked.
    await page.locator('details.more-sources summary').click();
    await page.getByTestId('editor-file').setInputFiles({ name: 'board.txt', mimeType: 'text/plain', buffer: Buffer.from('1 2 3\n4 5 6\n7 8 8\n') });
    await expect.poll(() => page.getByTestId('editor-text').inputValue()).toContain('7 8 8');
    await page.getByTestId('editor-apply').click();
    await expect.poll(() => markedCells()).toEqual(['3,2', '3,3']);
    expect(await page.getByTestId('tiles-check').textContent()).toBe('row 3, column 3: tile 8 again (already at row 3, column 2)');
    // A good file works as the text field does.
    await page.locator('details.more-sources summary').click();
    await page.getByTestId('editor-file').setInputFiles({ name: 'board.txt', mimeType: 'text/plain', buffer: Buffer.from('1 2 3\n4 5 6\n0 7 8\n') });
    await expect.poll(() => page.getByTestId('editor-text').inputValue()).toContain('0 7 8');
    await page.getByTestId('editor-apply').click();
    await expect.poll(() => page.getByTestId('message').textContent()).toBe('');
    await page.getByTestId('tab-solve').click();
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('move-count').textContent()).toContain('2 moves');
  });

  it('a shared URL opens the same instance, parameters and view', async () => {
    await open('?puzzle=sliding-tiles&preset=8-puzzle&view=edit');
    // The code, file and parameters are folded away under the tiles editor.
    await page.locator('details.more-sources summary').click();
    await page.getByTestId('editor-text').fill('0,1,2/3,4,5/6,8,7');
    await page.locator('input[data-param=goal]').fill('blank-first');
    await page.getByTestId('editor-apply').click();
    await expect.poll(() => page.getByTestId('message').textContent()).toBe('');
    const shared = page.url();
    expect(shared).toContain('param.goal=blank-first');
    const board = await boardBoxes();
    const other = await running.app.context.newPage();
    await other.goto(shared);
    await other.getByTestId('panel').waitFor();
    expect(await boardBoxes(other)).toEqual(board);
    expect(await other.getByTestId('editor-text').inputValue()).toBe('0,1,2/3,4,5/6,8,7');
    await other.getByTestId('tab-solve').click();
    await other.getByTestId('solve').click();
    // The parity rule, with the goal blank-first: this board cannot be solved.
    await expect.poll(() => other.getByTestId('result').textContent()).toContain('No solution');
    await other.close();
  });
  it('a link to a puzzle this build lacks says so, and the app still works', async () => {
    await open('?puzzle=no-such-puzzle&preset=x');
    await expect.poll(() => page.getByTestId('message').textContent()).toContain('unknown puzzle "no-such-puzzle"');
    await page.getByTestId('puzzle-select').selectOption('water-jugs');
    await expect.poll(() => page.getByTestId('message').textContent()).toBe('');
  });
});

describe('explore', () => {
  it('the 8-puzzle space: size, states per distance, farthest positions as boards', async () => {
    const instance = tiles.parse({ source: { kind: 'preset', name: '8-puzzle-easy' }, params: {} });
    const known = explore(tiles.problem(instance), { farthestExamples: 12 });
    await open('?puzzle=sliding-tiles&preset=8-puzzle-easy&view=explore');
    await page.getByTestId('explore-run').click();
    await expect.poll(() => page.getByTestId('reachable').textContent(), { timeout: 20_000 }).toBe('181,440');
    expect(await page.locator('[data-testid=depth-chart] rect[data-depth]').count()).toBe(known.statesPerDepth.length);
    const farthest = await page.locator('[data-testid=farthest] button .code').allTextContents();
    expect(farthest).toEqual(known.farthest.examples.map((s) => tiles.stateCode(instance, s)));
    // Each drawn as the backend draws that position: its tiles where the board puts them.
    const boards = page.locator('[data-testid=farthest-board]');
    expect(await boards.count()).toBe(farthest.length);
    const labels = await boards.first().locator('text.label').allTextContents();
    const drawn = tiles.draw(instance, known.farthest.examples[0]).shapes.flatMap((s) => (s.kind === 'rect' && s.label !== undefined ? [s.label] : []));
    expect(labels).toEqual(drawn);
    expect(await page.getByTestId('state-graph').count()).toBe(0);
    // A farthest position loads into play mode, with its distance to solved.
    await page.locator('[data-testid=farthest] button').first().click();
    await page.getByTestId('hints-always').check();
    await expect.poll(() => page.getByTestId('distance').textContent(), { timeout: 20_000 }).toMatch(/: \d+$/);
  });

  it('a small space is drawn as a graph with a shortest solution highlighted', async () => {
    await open('?puzzle=sliding-tiles&code=1,2,3/4,0,5&view=explore');
    await page.getByTestId('explore-run').click();
    await graphDrawn();
    expect(await page.getByTestId('reachable').textContent()).toBe('360');
    expect(await page.getByTestId('state-graph').getAttribute('data-nodes')).toBe('360');
    // 1 move from solved: the highlighted path has one move.
    expect(await page.getByTestId('state-graph').getAttribute('data-solution-edges')).toBe('1');
    // Drawn with WebGL. Each tile move joins two positions: 360 positions, 60 with the blank in each
    // cell, 2 moves from a corner and 3 from the middle column: 840 moves, 420 pairs. (The same
    // on the 2x4 board's 20,160 states, a few seconds of the browser's work: app-graph.slow.test.ts.)
    const graph = page.getByTestId('state-graph');
    expect(await graph.getAttribute('data-edges')).toBe('420');
    expect(await graph.locator('canvas').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('graph-legend').textContent()).toContain('360 states, 840 moves');
    await screenshot(page, 'explore');
  });

  it('a long exploration shows progress and stops on Cancel', async () => {
    await open('?puzzle=sliding-tiles&preset=15-puzzle&view=explore');
    await page.getByTestId('explore-run').click();
    await expect.poll(() => page.getByTestId('progress-text').textContent(), { timeout: 20_000 }).toMatch(/states/);
    await page.getByTestId('cancel').click();
    await expect.poll(() => page.getByTestId('explore').textContent(), { timeout: 20_000 }).toContain('cancelled');
    expect(await page.getByTestId('reachable').textContent()).toMatch(/\+$/);
  });
});

describe('play', () => {
  it('keeps hints behind a Hint button until a teacher switches them on', async () => {
    await open('?puzzle=sliding-tiles&preset=8-puzzle-easy&view=play');
    await page.getByTestId('hints-always').uncheck();
    await page.getByTestId('hint-button').waitFor();
    expect(await page.getByTestId('distance').count()).toBe(0);
    await page.getByTestId('hint-button').click();
    await expect.poll(() => page.getByTestId('distance').textContent(), { timeout: 20_000 }).toBe('Distance to solved: 2');
    // The next position hides them again.
    await page.locator('[data-testid=legal-moves] li').first().click();
    await page.getByTestId('hint-button').waitFor();
    await page.getByTestId('reset').click();
  });

  it('shows the distance to solved, suggests the best move, takes clicks, drags and undo', async () => {
    await open('?puzzle=sliding-tiles&preset=8-puzzle-easy&view=play');
    await page.getByTestId('hints-always').check();
    await expect.poll(() => page.getByTestId('distance').textContent(), { timeout: 20_000 }).toBe('Distance to solved: 2');
    expect(await page.locator('[data-testid=legal-moves] li').count()).toBe(4);
    // 1,2,3/4,_,6/7,5,8: clicking tile 5 slides it up.
    await page.locator('[data-testid=board] g[data-id="tile-5"]').click();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 1');
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 2');
    await page.getByTestId('best-move').click();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 1');
    await screenshot(page, 'play');
    // Drag tile 8 to the left, into the blank.
    const box = (await page.locator('[data-testid=board] g[data-id="tile-8"] rect').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - box.width / 3, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 0');
    expect(await page.getByTestId('play-status').textContent()).toContain('Solved!');
    // Solved in 2, the fewest this start needs; the chart shows the distance after each move played.
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe('Solved! Moves made: 2 · the fewest possible: 2 · optimal!');
    expect(await page.locator('[data-testid=distance-chart] circle').count()).toBe(3);
    // Undo and redo.
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 1');
    await page.getByTestId('redo').click();
    await expect.poll(() => page.getByTestId('distance').textContent()).toBe('Distance to solved: 0');
    await page.getByTestId('hints-always').uncheck();
  });
});

describe('play: where a piece can go', () => {
  it('marks the places a picked piece can go on the board, and a tap on one moves it there', async () => {
    await open(`?puzzle=sliding-blocks&preset=${encodeURIComponent('横刀立马')}&view=play`);
    const blocks = findPuzzle('sliding-blocks');
    const instance = blocks.parse({ source: { kind: 'preset', name: '横刀立马' }, params: {} });
    // G (a small block above the gap) can go down 1, or down 1 and right 1: two places.
    await page.locator('[data-testid=board] g[data-id]').filter({ has: page.locator('text', { hasText: /^G$/ }) }).first().click();
    await expect.poll(() => page.getByTestId('target').count()).toBe(2);
    expect(await page.locator('[data-testid=legal-moves] li').allTextContents()).toEqual(['G down 1', 'G down 1, then right 1']);
    await page.getByTestId('target').nth(1).click();
    await expect.poll(() => page.getByTestId('play-status').textContent()).toContain('Moves made: 1');
    expect(await page.getByTestId('target').count()).toBe(0);
    // The board is the rules' position after "G down 1, then right 1".
    const problem = blocks.problem(instance);
    const start = problem.start;
    let after: unknown;
    problem.successors(start, (_next, m) => {
      if (blocks.describeMove(instance, m, start) === 'G down 1, then right 1') after = blocks.applyMove(instance, start, m);
    });
    const expected = expectedBoxes('sliding-blocks', instance, after);
    // Polled: the piece slides there over a quarter of a second.
    await expect.poll(() => boardBoxes()).toEqual(expected);
    await page.getByTestId('reset').click();
  });
});

describe("knight's tour", () => {
  const knights = findPuzzle('knights');

  it('numbers the squares in visiting order along the drawn path', async () => {
    const instance = knights.parse({ source: { kind: 'code', code: 'tour:5x5:open' }, params: {} });
    const problem = knights.problem(instance);
    const states = replayMoves(knights, instance, problem.start, solve(problem).solution!.moves);
    await open('?puzzle=knights&code=tour:5x5:open');
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('move-count').textContent()).toContain('25 moves');
    await page.locator('[data-testid=moves] li').last().click();
    await expect.poll(() => page.locator('[data-testid=board] g > text:not(.label)').count()).toBe(25);
    const numbers = await page.locator('[data-testid=board] g > text:not(.label)').evaluateAll((texts) =>
      texts.map((t) => ({ n: Number(t.textContent), x: Math.floor(Number(t.getAttribute('x'))), y: Math.floor(Number(t.getAttribute('y'))) })),
    );
    // Every square once, each number a knight's move from the one before: a tour, drawn.
    const byNumber = numbers.sort((a, b) => a.n - b.n);
    expect(byNumber.map((p) => p.n)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(byNumber.map((p) => `${p.x},${p.y}`)).size).toBe(25);
    for (let i = 1; i < 25; i++) {
      const [dx, dy] = [Math.abs(byNumber[i].x - byNumber[i - 1].x), Math.abs(byNumber[i].y - byNumber[i - 1].y)];
      expect(dx * dy, `${i} to ${i + 1}`).toBe(2);
    }
    // The squares are those of the solution, in its order, and the path joins them.
    const expected = knights.drawPath!(instance, states).shapes.flatMap((s) => (s.kind === 'text' ? [`${s.text} ${Math.floor(s.x)},${Math.floor(s.y)}`] : []));
    expect(byNumber.map((p) => `${p.n} ${p.x},${p.y}`).sort()).toEqual(expected.sort());
    expect(await page.locator('[data-testid=board] g > line').count()).toBe(24);
    await screenshot(page, 'knights-tour');
  });
});

describe('water jugs', () => {
  const jugs = findPuzzle('water-jugs');

  it('picks the puzzle, solves 8-5-3 in 7 pours, animates the water', async () => {
    await open('?puzzle=sliding-tiles&preset=8-puzzle');
    await page.getByTestId('puzzle-select').selectOption('water-jugs');
    await page.getByTestId('preset-select').selectOption('8-5-3');
    expect(page.url()).toContain('puzzle=water-jugs');
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('move-count').textContent()).toContain('7 moves');
    const instance = jugs.parse({ source: { kind: 'preset', name: '8-5-3' }, params: {} });
    const solution = solve(jugs.problem(instance)).solution!;
    const played = replayMoves(jugs, instance, jugs.problem(instance).start, solution.moves);
    const state = played[played.length - 1];
    await page.locator('[data-testid=moves] li').last().click();
    await expect.poll(() => boardBoxes()).toEqual(expectedBoxes('water-jugs', instance, state));
    await screenshot(page, 'water-jugs-solve');
  });

  it('explores the whole space, draws its graph and saves it as GraphML that parses back', async () => {
    const instance = jugs.parse({ source: { kind: 'preset', name: '8-5-3' }, params: {} });
    const problem = jugs.problem(instance);
    const known = explore(problem);
    const map = distances(problem);
    let moves = 0;
    for (let i = 0; i < map.reachableStates; i++) map.forEachEdge(i, (target) => void (target !== i && moves++));
    await page.getByTestId('tab-explore').click();
    await page.getByTestId('explore-run').click();
    await graphDrawn();
    expect(await page.getByTestId('reachable').textContent()).toBe(known.reachableStates.toLocaleString('en-US'));
    expect(await page.getByTestId('state-graph').getAttribute('data-nodes')).toBe(String(known.reachableStates));
    expect(await page.getByTestId('state-graph').getAttribute('data-solution-edges')).toBe('7');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('graph-save-graphml').click()]);
    expect(download.suggestedFilename()).toBe('water-jugs-graph.graphml');
    const text = readFileSync((await download.path())!, 'utf8');
    // Parsed back by the browser's own XML parser (typed by hand: the tests compile without the DOM library).
    type XmlNode = { getElementsByTagName(tag: string): ArrayLike<XmlNode>; querySelector(selector: string): XmlNode | null; textContent: string | null };
    type XmlDocument = XmlNode & { documentElement: { namespaceURI: string | null } };
    const parsed = await page.evaluate((xml) => {
      const Parser = (globalThis as unknown as { DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument } }).DOMParser;
      const doc = new Parser().parseFromString(xml, 'application/xml');
      const data = (node: XmlNode, key: string) => node.querySelector(`data[key="${key}"]`)?.textContent ?? null;
      const nodes = Array.from(doc.getElementsByTagName('node'));
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.namespaceURI,
        nodes: nodes.length,
        edges: doc.getElementsByTagName('edge').length,
        start: nodes.filter((n) => data(n, 'start') === 'true').map((n) => data(n, 'label')),
        goals: nodes.filter((n) => data(n, 'goal') === 'true').length,
        solutionMoves: Array.from(doc.getElementsByTagName('edge')).filter((e) => data(e, 'solution_move') === 'true').length,
        board: data(nodes[0], 'board'),
      };
    }, text);
    expect(parsed).toEqual({
      error: false,
      root: 'http://graphml.graphdrawing.org/xmlns',
      nodes: known.reachableStates,
      edges: moves,
      start: [jugs.stateCode(instance, problem.start)],
      goals: known.goalStates,
      solutionMoves: 7,
      board: jugs.renderText(instance, problem.start),
    });
    await screenshot(page, 'water-jugs-explore');
  });


  it('plays by clicking the water: one move for it is made at once, several are offered', async () => {
    await page.getByTestId('tab-play').click();
    await page.getByTestId('hints-always').check();
    await expect.poll(() => page.getByTestId('distance').textContent(), { timeout: 20_000 }).toBe('Distance to solved: 7');
    await page.locator('[data-testid=board] g[data-id="water-1"]').click();
    // The full 8-litre jug can pour into either other jug: both are offered.
    await expect.poll(() => page.locator('[data-testid=legal-moves] li').count()).toBe(2);
  });
});

describe('labels', () => {
  it('switch between English and Chinese, and the link keeps the language', async () => {
    await open('?puzzle=sliding-tiles&preset=8-puzzle');
    await page.getByTestId('lang').click();
    expect(await page.getByTestId('tab-solve').textContent()).toBe('求解');
    expect(page.url()).toContain('lang=zh');
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('move-count').textContent()).toContain('31 步');
    await screenshot(page, 'chinese');
    await page.getByTestId('lang').click();
    expect(await page.getByTestId('tab-solve').textContent()).toBe('Solve');
  });
});

describe('Chinese all the way', () => {
  const ghosts = openInstance('river-crossing', { source: { kind: 'preset', name: 'ghosts' }, lang: 'zh' });
  const plan = solve(ghosts.problem).solution!;
  const replay = replayCodes(ghosts, plan.moves.map((m) => ghosts.moveCode(m)));
  const zhWords = replay.moves.map((m, i) => ghosts.describeMove(m, replay.states[i]));

  it('follows a Chinese browser on a first visit: the whole Solve view of 人鬼渡河 in Chinese, in the app’s own font; a switch to English is remembered', async () => {
    const zh = await running.app.context.newPage();
    // A first visit from a Chinese browser: its languages say so, and nothing is remembered yet (cleared once, not on the reload).
    await zh.addInitScript(`
      Object.defineProperty(navigator, 'languages', { get: () => ['zh-CN', 'zh'] });
      Object.defineProperty(navigator, 'language', { get: () => 'zh-CN' });
      if (!sessionStorage.getItem('visited')) { localStorage.removeItem('puzzlekit.lang'); sessionStorage.setItem('visited', '1'); }
    `);
    await zh.goto(`${running.app.url}?puzzle=river-crossing&preset=ghosts`);
    await zh.getByTestId('panel').waitFor();
    expect(await zh.getByTestId('tab-solve').textContent()).toBe('求解');
    await zh.getByTestId('solve').click();
    await expect.poll(() => zh.getByTestId('move-count').textContent()).toBe('已解出：11 步');
    expect(await zh.locator('[data-testid=moves] li').allTextContents()).toEqual(zhWords);
    expect(zhWords[0]).toBe('2 个鬼从东岸到西岸');
    // Every word of the app, each menu by its chosen item and the board apart (below), is Chinese but these names.
    const text = (await zh.evaluate(`(() => {
      const app = document.getElementById('app').cloneNode(true);
      app.querySelector('[data-testid=board]').remove();
      // The facts quote the puzzle's own description, which names its command-line parameters (missionaries, --file) as typed.
      app.querySelector('[data-testid=facts]')?.remove();
      app.querySelectorAll('select').forEach((s) => s.replaceWith(' ' + (s.querySelector('option[selected]')?.textContent ?? '') + ' '));
      return app.textContent;
    })()`)) as string;
    const words = new Set(text.match(/[A-Za-z]{2,}/g));
    expect([...words].sort()).toEqual(['English', 'cannibals', 'missionaries', 'ms', 'puzzlekit']);
    // The board's words too, and the Chinese drawn in the app's own font (the browser has no CJK font here: see browser.ts).
    expect(await zh.locator('[data-testid=board] text').allTextContents()).toEqual(expect.arrayContaining(['东岸', '西岸', '船']));
    await expect.poll(() => zh.evaluate(`document.fonts.check('16px "puzzlekit Noto Sans SC"', '鬼')`)).toBe(true);
    expect(await zh.evaluate(`[...document.fonts].filter((f) => f.family.includes('puzzlekit')).map((f) => f.status)`)).toEqual(['loaded']);
    await screenshot(zh, 'chinese-river-crossing');
    // Back to English: the same solution, now in English words; the choice outlives a reload.
    await zh.getByTestId('lang').click();
    expect(await zh.locator('[data-testid=moves] li').first().textContent()).toBe('2 ghosts cross east to west');
    // Every control has a name, and no two buttons share one (the Solve tab and the action that solves, say).
    const controls = (await zh.evaluate(`[...document.querySelectorAll('#app button, #app select, #app input')].map((el) =>
      el.getAttribute('aria-label') || (el.tagName === 'BUTTON' ? el.textContent.trim() : el.closest('label') ? 'in a label' : ''))`)) as string[];
    expect(controls.filter((name) => name === '')).toEqual([]);
    const buttons = controls.filter((name) => name !== 'in a label');
    expect(buttons.filter((name, i) => buttons.indexOf(name) !== i)).toEqual([]);
    expect(buttons).toEqual(expect.arrayContaining(['Solve', 'Play', 'Find shortest solution', '▶ Watch']));
    await zh.reload();
    await zh.getByTestId('panel').waitFor();
    expect(await zh.getByTestId('tab-solve').textContent()).toBe('Solve');
    await zh.close();
  });
});

describe('on a phone', () => {
  /** Page width past the viewport (sideways scrolling), the board's size, and where the panel's first button is. */
  const layout = async () => {
    // A string, evaluated in the page: these tests are type-checked without the DOM's types.
    const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
    const board = (await page.getByTestId('board').boundingBox())!;
    const button = await page.getByTestId('panel').locator('button').first().boundingBox();
    return { overflow, board: { width: board.width, height: board.height }, button: button ? { left: button.x, right: button.x + button.width } : null };
  };

  afterAll(async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it.each([
    ['?puzzle=sliding-blocks&view=solve'],
    ['?puzzle=sliding-blocks&view=play'],
    ['?puzzle=sliding-tiles&view=explore'],
    ['?puzzle=river-crossing&view=solve'],
    ['?puzzle=submarine&view=edit'],
  ])('portrait 390x844, %s: no sideways scrolling, the board across the screen, the controls on it', async (query) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(query);
    const seen = await layout();
    expect(seen.overflow, 'the page is no wider than the screen').toBeLessThanOrEqual(0);
    expect(seen.board.width, 'the board spans at least 90% of the screen').toBeGreaterThanOrEqual(0.9 * 390);
    if (seen.button) expect(seen.button.right).toBeLessThanOrEqual(390);
  });

  it('a piece dragged by touch goes where the finger takes it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(`?puzzle=sliding-blocks&preset=${encodeURIComponent('横刀立马')}&view=play`);
    // G can go down 1, or down 1 and right 1: a tap would only mark both places; a finger dragging it one cell down picks the first.
    const g = page.locator('[data-testid=board] g[data-id]').filter({ has: page.locator('text', { hasText: /^G$/ }) }).first();
    const box = (await g.locator('rect').first().boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const at = (dy: number) => [{ x: box.x + box.width / 2, y: box.y + box.height / 2 + dy }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (const k of [0.25, 0.5, 0.75, 1]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k * box.height) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => page.getByTestId('play-status').textContent()).toContain('Moves made: 1');
    const blocks = findPuzzle('sliding-blocks');
    const instance = blocks.parse({ source: { kind: 'preset', name: '横刀立马' }, params: {} });
    const problem = blocks.problem(instance);
    let after: unknown;
    problem.successors(problem.start, (_next, m) => {
      if (blocks.describeMove(instance, m, problem.start) === 'G down 1') after = blocks.applyMove(instance, problem.start, m);
    });
    const expected = expectedBoxes('sliding-blocks', instance, after);
    await expect.poll(() => boardBoxes()).toEqual(expected);
    await page.getByTestId('reset').click();
  });

  it('landscape 844x390: no sideways scrolling, the board within the screen height', async () => {
    await page.setViewportSize({ width: 844, height: 390 });
    await open('?puzzle=sliding-blocks&view=solve');
    const seen = await layout();
    expect(seen.overflow).toBeLessThanOrEqual(0);
    expect(seen.board.height).toBeLessThanOrEqual(390);
    expect(seen.board.height).toBeGreaterThanOrEqual(300);
  });
});

describe('editors', () => {
  /** The backend's message for an editor's text, or '' when it reads. */
  const parseMessage = (puzzleId: string, text: string): string => {
    try {
      findPuzzle(puzzleId).parse({ source: { kind: 'text', text, origin: 'the editor' }, params: {} });
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('a wrong 华容道 board stays drawn with its faults marked as it is edited, its message said once, and it is edited by keyboard too; the river form edits a preset by names, with one Apply, and solves', async () => {
    // A bad shared link: its message is said once, beside the editor's grid with its faults marked, not also where the board would be.
    const badLink = 'ABBC\nABBC\nDEEF\nDEEF\nI..J';
    const badMessage = parseMessage('sliding-blocks', badLink);
    await open(`?puzzle=sliding-blocks&text=${encodeURIComponent(badLink)}&view=edit`);
    await expect.poll(() => page.getByTestId('blocks-check').textContent()).toBe(badMessage);
    expect(await page.getByTestId('message').textContent()).toBe('');
    expect(await page.getByText(badMessage, { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('marked-cell').count()).toBe(8);
    await screenshot(page, 'edit-blocks-bad-link');
    await open('?puzzle=sliding-blocks&view=edit');
    // No goal line: the fields show the backend's default goal (B to row 4, column 2), and the grid where it is.
    expect(await page.getByTestId('blocks-goal-piece').getAttribute('placeholder')).toBe('B');
    expect(await page.getByTestId('blocks-goal-row').getAttribute('placeholder')).toBe('4');
    expect(await page.getByTestId('blocks-goal-col').getAttribute('placeholder')).toBe('2');
    expect(await page.getByTestId('blocks-goal-place').count()).toBe(1);
    // Remove E, G and H, and draw a second 2x2 piece where they were: two 2x2 pieces and no goal line.
    const cell = (row: number, col: number) => page.locator(`[data-testid=blocks-editor] rect[data-row="${row}"][data-col="${col}"]`);
    await page.getByTestId('blocks-tool-erase').click();
    for (const [row, col] of [[2, 1], [3, 1], [3, 2]]) await cell(row, col).click();
    await page.getByTestId('blocks-tool-draw').click();
    const from = (await cell(2, 1).boundingBox())!;
    const to = (await cell(3, 2).boundingBox())!;
    await page.mouse.move(from.x + 5, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(to.x + 5, to.y + 5, { steps: 3 });
    await page.mouse.up();
    const text = (await page.getByTestId('blocks-text').textContent())!;
    expect(text).toBe('ABBC\nABBC\nDEEF\nDEEF\nI..J');
    const expected = parseMessage('sliding-blocks', text);
    expect(expected).toContain('exactly one 2x2 piece');
    // Checked before any Apply: the grid is still drawn, both 2x2 pieces marked, the message beside it, Apply held back.
    await expect.poll(() => page.getByTestId('blocks-check').textContent()).toBe(expected);
    expect(await page.locator('[data-testid=blocks-editor] rect[data-row]').count()).toBe(20);
    expect(await page.getByTestId('marked-cell').count()).toBe(8);
    expect(await page.getByTestId('blocks-apply').isDisabled()).toBe(true);
    await screenshot(page, 'edit-blocks-invalid');
    // A goal line for B settles which piece must go where: the board reads, the marks go, Apply is offered.
    await page.getByTestId('blocks-goal-piece').fill('B');
    await page.getByTestId('blocks-goal-row').fill('4');
    await page.getByTestId('blocks-goal-col').fill('2');
    await expect.poll(() => page.getByTestId('marked-cell').count()).toBe(0);
    expect(await page.getByTestId('blocks-text').textContent()).toBe(`target: B 4 2\n${text}`);
    expect(await page.getByTestId('blocks-apply').isEnabled()).toBe(true);

    // By keyboard: Tab from the last tool button reaches the grid; the cursor is read out as it moves.
    await page.getByTestId('blocks-tool-move').click();
    await page.getByTestId('blocks-tool-erase').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe('blocks-editor');
    expect(await page.getByTestId('blocks-editor').getAttribute('aria-label')).toBe('The board being edited');
    // The keyboard's cell is where the pointer last pressed: the new piece's first corner.
    await expect.poll(() => page.getByTestId('blocks-cursor').textContent()).toBe('row 3, column 2: piece E');
    expect(await page.getByTestId('blocks-cursor-cell').isVisible()).toBe(true);
    // The move tool: I (bottom left) picked up with Enter, one to the right, put down with Space.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowLeft', 'Enter']) await page.keyboard.press(key);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('blocks-cursor').textContent()).toBe('row 5, column 2: piece I · piece I picked up: arrow keys move it, Enter or Space puts it down');
    await screenshot(page, 'edit-blocks-keyboard');
    await page.keyboard.press(' ');
    expect(await page.getByTestId('blocks-text').textContent()).toBe(`target: B 4 2\n${text.replace('I..J', '.I.J')}`);
    // Delete takes the piece off, whatever the tool, and the board is checked again.
    await page.keyboard.press('Delete');
    expect(await page.getByTestId('blocks-text').textContent()).toBe(`target: B 4 2\n${text.replace('I..J', '...J')}`);
    await expect.poll(() => page.getByTestId('blocks-check').textContent()).toBe(parseMessage('sliding-blocks', `target: B 4 2\n${text.replace('I..J', '...J')}`) || '✓ Valid: ready to apply');

    // The river form opens the preset as our own spec, travellers and rules by name.
    await open('?puzzle=river-crossing&preset=wolf-goat-cabbage&view=edit');
    expect(await page.getByTestId('river-name-1').inputValue()).toBe('wolf');
    expect(await page.getByTestId('river-rule-0-who').inputValue()).toBe('wolf');
    expect(await page.getByTestId('river-rule-0-unless').inputValue()).toBe('farmer');
    // One Apply in sight (the code and file editor is folded away).
    expect(await page.locator('button:visible', { hasText: /^Apply$/ }).count()).toBe(1);
    // Renaming the wolf renames it in its rule; a rule naming nobody known is the backend's message, and holds Apply back.
    await page.getByTestId('river-name-1').fill('fox');
    await page.getByTestId('river-name-1').press('Tab');
    await expect.poll(() => page.getByTestId('river-rule-0-who').inputValue()).toBe('fox');
    await page.getByTestId('river-rule-1-from').fill('cabbage, wolf');
    await page.getByTestId('river-rule-1-from').press('Tab');
    const unknown = parseMessage('river-crossing', await page.getByTestId('river-json').inputValue());
    expect(unknown).toContain('unknown traveller "wolf"');
    await expect.poll(() => page.getByTestId('river-check').textContent()).toBe(unknown);
    expect(await page.getByTestId('river-apply').isDisabled()).toBe(true);
    await page.getByTestId('river-rule-1-from').fill('cabbage, fox');
    await page.getByTestId('river-rule-1-from').press('Tab');
    // A boat for three: the farmer may take two at once.
    await page.getByTestId('river-capacity').fill('3');
    await page.getByTestId('river-capacity').press('Tab');
    const spec = await page.getByTestId('river-json').inputValue();
    expect(parseMessage('river-crossing', spec)).toBe('');
    expect(JSON.parse(spec).rules[1]).toMatchObject({ type: 'apart', who: ['goat'], from: ['cabbage', 'fox'], unless: ['farmer'] });
    await screenshot(page, 'edit-river');
    await page.getByTestId('river-apply').click();
    await expect.poll(() => page.getByTestId('message').textContent()).toBe('');
    const river = findPuzzle('river-crossing');
    const moves = solve(river.problem(river.parse({ source: { kind: 'text', text: spec, origin: 'the editor' }, params: {} }))).solution!.moves.length;
    await page.getByTestId('tab-solve').click();
    await page.getByTestId('solve').click();
    await expect.poll(() => page.getByTestId('move-count').textContent(), { timeout: 20_000 }).toContain(`${moves} moves`);
  });
});

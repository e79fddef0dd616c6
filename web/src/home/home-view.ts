/**
 * The home page: a card for every puzzle, each with its default instance
 * drawn by the app's own board renderer, the puzzle's description from its
 * catalog words, and Play and Solve buttons that open it in those views.
 * It loads no backend: the names, lines and pictures are the summaries and
 * thumbnails made from the catalog when the app is built (summaries-plugin.ts).
 */
import type { PageWords } from '../page-words.js';
import type { PuzzleSummary } from '../../../src/midend/shell.js';
import type { Drawing } from '../../../src/puzzles/drawing.js';
import { PUZZLE_SUMMARIES } from 'virtual:puzzle-summaries';
import { BoardView } from '../board-view.js';
import { h } from '../dom.js';
import type { ViewName } from '../selection.js';
import { HOME_WORDS } from './messages.js';

/** What the home page needs of the app: the page's words and a way to open a puzzle in a view. */
export interface HomeHost {
  readonly page: PageWords;
  open(puzzle: PuzzleSummary, view: ViewName): void;
}

export function homePage(host: HomeHost): HTMLElement {
  const { page } = host;
  return h(
    'main',
    { class: 'home', 'data-testid': 'home' },
    h('section', { class: 'home-intro' }, h('h2', {}, page.t(HOME_WORDS.heading())), h('p', {}, page.t(HOME_WORDS.intro()))),
    h('ul', { class: 'cards' }, ...PUZZLE_SUMMARIES.map((puzzle) => h('li', {}, puzzleCard(host, puzzle)))),
  );
}

function puzzleCard(host: HomeHost, puzzle: PuzzleSummary): HTMLElement {
  const { page } = host;
  const title = puzzle.title[page.lang];
  const headingId = `card-${puzzle.id}`;
  return h(
    'article',
    { class: 'card', 'data-testid': `card-${puzzle.id}`, 'aria-labelledby': headingId },
    thumbBox(puzzle, page, title),
    h('h3', { id: headingId }, title),
    h('p', { class: 'about' }, puzzle.description[page.lang]),
    h(
      'div',
      { class: 'card-actions' },
      h('button', { class: 'primary', 'data-testid': `card-play-${puzzle.id}`, 'aria-label': page.t(HOME_WORDS.playPuzzle({ puzzle: title })), onclick: () => host.open(puzzle, 'play') }, page.t(HOME_WORDS.play())),
      h('button', { 'data-testid': `card-solve-${puzzle.id}`, 'aria-label': page.t(HOME_WORDS.solvePuzzle({ puzzle: title })), onclick: () => host.open(puzzle, 'solve') }, page.t(HOME_WORDS.solve())),
      puzzle.presetCount > 1 ? h('span', { class: 'count' }, page.t(HOME_WORDS.presets({ count: puzzle.presetCount }))) : null,
    ),
  );
}

/**
 * The picture's box, filled a moment later: the pictures are data of their
 * own (a chunk the views never load), drawn each in a task of its own once
 * they arrive, so the cards show at once and no long task holds the page.
 */
function thumbBox(puzzle: PuzzleSummary, page: PageWords, title: string): HTMLElement {
  const box = h('div', { class: 'thumb' });
  void import('virtual:puzzle-thumbnails').then(({ PUZZLE_THUMBNAILS }) => {
    const drawing = PUZZLE_THUMBNAILS[puzzle.id]?.[page.lang] ?? null;
    setTimeout(() => {
      if (box.isConnected && drawing) box.append(thumbnail(drawing, page, title));
    }, 0);
  });
  return box;
}

/** The puzzle's default instance as the board draws it (no legend: the card is small). */
function thumbnail(drawing: Drawing, page: PageWords, title: string): SVGSVGElement {
  const board = new BoardView();
  board.show({ width: drawing.width, height: drawing.height, shapes: drawing.shapes });
  const svg = board.element;
  svg.setAttribute('class', 'board thumbnail');
  svg.setAttribute('data-testid', 'thumbnail');
  svg.setAttribute('aria-label', page.t(HOME_WORDS.picture({ puzzle: title })));
  return svg;
}

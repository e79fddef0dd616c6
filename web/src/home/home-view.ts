/**
 * The home page: a card for every puzzle the midend lists, each with its
 * default instance drawn by the app's own board renderer, the puzzle's
 * description from its catalog words, and Play and Solve buttons that open
 * it in those views.
 */
import type { PageWords } from '../page-words.js';
import type { AnyPuzzle } from '../../../src/puzzles/puzzle.js';
import type { Drawing } from '../../../src/puzzles/drawing.js';
import { PUZZLES, puzzleDescription, puzzleTitle } from '../../../src/midend/index.js';
import { BoardView } from '../board-view.js';
import { h } from '../dom.js';
import { defaultSelection, load, type ViewName } from '../selection.js';
import { HOME_WORDS } from './messages.js';

/** What the home page needs of the app: the page's words and a way to open a puzzle in a view. */
export interface HomeHost {
  readonly page: PageWords;
  open(puzzle: AnyPuzzle, view: ViewName): void;
}

export function homePage(host: HomeHost): HTMLElement {
  const { page } = host;
  return h(
    'main',
    { class: 'home', 'data-testid': 'home' },
    h('section', { class: 'home-intro' }, h('h2', {}, page.t(HOME_WORDS.heading())), h('p', {}, page.t(HOME_WORDS.intro()))),
    h('ul', { class: 'cards' }, ...PUZZLES.map((puzzle) => h('li', {}, puzzleCard(host, puzzle)))),
  );
}

function puzzleCard(host: HomeHost, puzzle: AnyPuzzle): HTMLElement {
  const { page } = host;
  const title = puzzleTitle(puzzle, page.lang);
  const headingId = `card-${puzzle.id}`;
  return h(
    'article',
    { class: 'card', 'data-testid': `card-${puzzle.id}`, 'aria-labelledby': headingId },
    thumbBox(puzzle, page, title),
    h('h3', { id: headingId }, title),
    h('p', { class: 'about' }, puzzleDescription(puzzle, page.lang)),
    h(
      'div',
      { class: 'card-actions' },
      h('button', { class: 'primary', 'data-testid': `card-play-${puzzle.id}`, 'aria-label': page.t(HOME_WORDS.playPuzzle({ puzzle: title })), onclick: () => host.open(puzzle, 'play') }, page.t(HOME_WORDS.play())),
      h('button', { 'data-testid': `card-solve-${puzzle.id}`, 'aria-label': page.t(HOME_WORDS.solvePuzzle({ puzzle: title })), onclick: () => host.open(puzzle, 'solve') }, page.t(HOME_WORDS.solve())),
      puzzle.presets.length > 1 ? h('span', { class: 'count' }, page.t(HOME_WORDS.presets({ count: puzzle.presets.length }))) : null,
    ),
  );
}

/**
 * Each puzzle's default picture by language (labels are words), drawn once a
 * page: coming back home does not open every puzzle again. Null: it did not open.
 */
const DRAWN = new Map<string, Drawing | null>();

function defaultDrawing(puzzle: AnyPuzzle, page: PageWords): Drawing | null {
  const key = `${page.lang}:${puzzle.id}`;
  if (!DRAWN.has(key)) {
    const loaded = load(defaultSelection(puzzle), page.lang);
    let drawing: Drawing | null = null;
    try {
      drawing = loaded.ok ? loaded.opened.draw(loaded.start) : null;
    } catch {
      // A backend that fails to draw still gets its card; the view says what failed.
    }
    DRAWN.set(key, drawing);
  }
  return DRAWN.get(key) ?? null;
}

/**
 * The picture's box, filled a moment later: each picture is drawn in a task
 * of its own after the page is up, so the cards show at once and no long task
 * holds the page (opening every puzzle at once took the main thread for
 * seconds on a slow phone).
 */
function thumbBox(puzzle: AnyPuzzle, page: PageWords, title: string): HTMLElement {
  const box = h('div', { class: 'thumb' });
  setTimeout(() => {
    if (box.isConnected) box.append(thumbnail(puzzle, page, title) ?? '');
  }, 0);
  return box;
}

/** The puzzle's default instance as the board draws it (no legend: the card is small); nothing when it does not open. */
function thumbnail(puzzle: AnyPuzzle, page: PageWords, title: string): SVGSVGElement | null {
  const drawing = defaultDrawing(puzzle, page);
  if (!drawing) return null;
  const board = new BoardView();
  board.show({ width: drawing.width, height: drawing.height, shapes: drawing.shapes });
  const svg = board.element;
  svg.setAttribute('class', 'board thumbnail');
  svg.setAttribute('data-testid', 'thumbnail');
  svg.setAttribute('aria-label', page.t(HOME_WORDS.picture({ puzzle: title })));
  return svg;
}

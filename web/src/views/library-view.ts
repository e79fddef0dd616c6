/**
 * The Library view (`?view=library`): a position server's puzzles of the
 * chosen puzzle by difficulty (fewest moves), each with a thumbnail drawn
 * by the app's own board renderer and a Play button that opens it. The
 * puzzles come from `GET /api/{puzzle}/library` of the server the URL names
 * (`?server=URL`); without one the view says so, shows the command that
 * starts one, and takes its address.
 */
import type { ViewHost } from './view-host.js';
import { BoardView } from '../board-view.js';
import { formatCount, h, replaceChildren } from '../dom.js';
import { LIBRARY_WORDS } from '../messages/library.js';
import { load } from '../load-selection.js';
import { serverUrlOf, ServerRequestError, type ServerPuzzleRow } from '../server-client.js';
import { puzzleTitle } from '../../../src/midend/browser.js';

/**
 * The command that starts a server this page may ask (its origin allowed by CORS). Shown whole,
 * with a copy button, rather than linked to a page: it works offline and needs no address.
 */
export function serveCommandLine(origin: string): string {
  return `npx puzzlekit serve --library DIR --cors ${origin}`;
}
/** Puzzles asked for at a time (the server gives at most 500). */
const PAGE = 24;

export function mountLibraryView(app: ViewHost, panel: HTMLElement): () => void {
  const { page } = app;
  const puzzleId = app.loaded.puzzle?.id ?? app.selection.puzzleId;
  const server = app.server;
  panel.classList.add('library-panel');
  if (!server) {
    panel.append(...connectForm(app));
    return () => panel.classList.remove('library-panel');
  }
  let disposed = false;
  const status = h('div', { class: 'note', 'data-testid': 'library-status' });
  const grid = h('ul', { class: 'library-grid', 'data-testid': 'library-list' });
  const movesInput = h('input', { 'data-testid': 'library-moves', class: 'code', placeholder: '..60', spellcheck: 'false' });
  const hardest = h('input', { type: 'checkbox', 'data-testid': 'library-hardest', checked: true });
  const more = h('button', { 'data-testid': 'library-more', hidden: true, onclick: () => void showPage(false) }, page.t(LIBRARY_WORDS.more()));
  let offset = 0;
  let ticket = 0;

  const showPage = async (fresh: boolean) => {
    const mine = ++ticket;
    if (fresh) {
      offset = 0;
      replaceChildren(grid);
    }
    status.textContent = page.t(LIBRARY_WORDS.loading());
    status.dataset.state = 'loading';
    more.hidden = true;
    try {
      const libraries = await server.libraries();
      if (disposed || mine !== ticket) return;
      if (!libraries.get(puzzleId)) {
        status.textContent = page.t(LIBRARY_WORDS.noLibrary({ puzzle: puzzleId }));
        status.dataset.state = 'no-library';
        return;
      }
      const moves = movesInput.value.trim();
      const { puzzles } = await server.list(puzzleId, { moves: moves || undefined, hardest: hardest.checked, limit: PAGE, offset }, page.lang);
      if (disposed || mine !== ticket) return;
      offset += puzzles.length;
      grid.append(...puzzles.map((row) => card(app, puzzleId, row)));
      status.textContent = grid.childElementCount === 0 ? page.t(LIBRARY_WORDS.none()) : '';
      status.dataset.state = 'listed';
      more.hidden = puzzles.length < PAGE;
    } catch (error) {
      if (disposed || mine !== ticket) return;
      status.dataset.state = 'failed';
      const why = error instanceof Error ? error.message : String(error);
      status.textContent = error instanceof ServerRequestError && error.status === 0 ? page.t(LIBRARY_WORDS.unreachable({ url: server.url, why })) : why;
    }
  };

  const title = app.loaded.puzzle ? puzzleTitle(app.loaded.puzzle, page.lang) : puzzleId;
  panel.append(
    h('h3', {}, page.t(LIBRARY_WORDS.heading({ puzzle: title }))),
    h(
      'div',
      { class: 'controls' },
      h('span', { 'data-testid': 'library-server' }, page.t(LIBRARY_WORDS.connected({ url: server.url }))),
      ' ',
      h('button', { 'data-testid': 'library-disconnect', onclick: () => app.setServer(null) }, page.t(LIBRARY_WORDS.disconnect())),
    ),
    h(
      'form',
      {
        class: 'controls',
        onsubmit: (event: Event) => {
          event.preventDefault();
          void showPage(true);
        },
      },
      h('label', {}, `${page.t(LIBRARY_WORDS.moves())} `, movesInput),
      h('label', {}, hardest, ` ${page.t(LIBRARY_WORDS.hardestFirst())}`),
      h('button', { type: 'submit', 'data-testid': 'library-show' }, page.t(LIBRARY_WORDS.show())),
    ),
    status,
    grid,
    more,
  );
  void showPage(true);
  return () => {
    disposed = true;
    panel.classList.remove('library-panel');
  };
}

/** One puzzle: its thumbnail, its moves and group, and Play. */
function card(app: ViewHost, puzzleId: string, row: ServerPuzzleRow): HTMLElement {
  const { page } = app;
  const selection = { puzzleId, source: 'code' as const, value: row.hardest, params: {} };
  const loaded = load(selection, page.lang);
  const thumb = new BoardView();
  thumb.element.setAttribute('data-testid', 'library-thumb');
  thumb.element.classList.add('thumb');
  if (loaded.ok) void thumb.show(loaded.opened.draw(loaded.start));
  return h(
    'li',
    { class: 'library-card', 'data-testid': 'library-card', 'data-code': row.hardest, 'data-moves': row.farthest },
    thumb.element,
    h('div', {}, page.t(LIBRARY_WORDS.card({ moves: row.farthest, size: formatCount(row.size) }))),
    h('code', {}, row.hardest),
    h('button', { 'data-testid': 'library-play', disabled: !loaded.ok, onclick: () => app.select(selection, { view: 'play' }) }, page.t(LIBRARY_WORDS.play())),
  );
}

/** No server: what the library needs, the command that starts one (this page's origin allowed), and a field for its address. */
function connectForm(app: ViewHost): HTMLElement[] {
  const { page } = app;
  const address = h('input', { 'data-testid': 'server-address', class: 'code', placeholder: 'http://127.0.0.1:8080', spellcheck: 'false' });
  const said = h('div', { class: 'message', 'data-testid': 'server-address-error' });
  const command = serveCommandLine(location.origin);
  const code = h('code', { 'data-testid': 'serve-command' }, command);
  const copied = h('span', { class: 'message', 'data-testid': 'serve-copied', 'aria-live': 'polite' });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      copied.textContent = page.t(LIBRARY_WORDS.copied());
    } catch {
      // No clipboard (a page on plain http, or permission refused): select the command for the person to copy.
      const range = document.createRange();
      range.selectNodeContents(code);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      copied.textContent = page.t(LIBRARY_WORDS.copyYourself());
    }
  };
  return [
    h('p', { 'data-testid': 'library-no-server' }, page.t(LIBRARY_WORDS.noServer())),
    h('p', {}, page.t(LIBRARY_WORDS.serveHow())),
    h('pre', {}, code),
    h('p', {}, h('button', { type: 'button', 'data-testid': 'serve-copy', onclick: () => void copy() }, page.t(LIBRARY_WORDS.copy())), ' ', copied),
    h(
      'form',
      {
        class: 'controls',
        onsubmit: (event: Event) => {
          event.preventDefault();
          const url = serverUrlOf(`?server=${encodeURIComponent(address.value)}`);
          if (url === null) said.textContent = page.t(LIBRARY_WORDS.badAddress({ address: address.value }));
          else app.setServer(url);
        },
      },
      h('label', {}, `${page.t(LIBRARY_WORDS.serverAddress())} `, address),
      h('button', { type: 'submit', 'data-testid': 'server-connect' }, page.t(LIBRARY_WORDS.connect())),
    ),
    said,
  ];
}


/**
 * The app shell: the header (home link, puzzle menu, language), the tabs,
 * the instance bar, the board with its message, the progress line with
 * Cancel, and the current view with the puzzle's facts under it; or the home
 * page, when the URL names no puzzle. It owns the selection (mirrored in the
 * URL) and what was computed for it. Each puzzle's backend loads when it is
 * first selected (the menu and the home page need only the summaries made at
 * build time), the opening of instances with the first puzzle shown
 * (views/workspace.ts), so a selection of a puzzle not yet loaded waits for
 * them, and each view when it is first shown (views/view-loaders.ts).
 */
import type { PageWords } from './page-words.js';
import type { SearchProgress } from '../../src/engine/index.js';
import { PUZZLE_SUMMARIES } from 'virtual:puzzle-summaries';
import { instanceMetrics, LAZY_PUZZLE_IDS, loadPuzzle, metricDescription, metricName, presetDescription, presetLabel, puzzleTitle } from '../../src/midend/shell.js';
import { factsSection } from './app-facts.js';
import { BoardView } from './board-view.js';
import { formatCount, h, replaceChildren } from './dom.js';
import type { Message } from '../../src/i18n/index.js';
import { homePage } from './home/home-view.js';
import { HOME_WORDS } from './home/messages.js';
import { homeQuery, isHomeQuery } from './home/home-route.js';
import { APP_WORDS } from './messages/app.js';
import { SearchClient } from './search-client.js';
import { defaultSelection, fromQuery, puzzleById, puzzleIdOfQuery, toQuery, VIEWS, type Loaded, type Selection, type ViewName } from './selection.js';
import { loadWorkspace, type Workspace } from './workspace-loader.js';
import { LIBRARY_WORDS } from './messages/library.js';
import { ServerClient, serverUrlOf, withServer } from './server-client.js';
import { SEARCH_WORDS } from './search-view/messages.js';
import type { Session, ViewHost } from './views/view-host.js';

const VIEW_LABEL: Record<ViewName, Message> = { solve: APP_WORDS.solveTab(), play: APP_WORDS.playTab(), explore: APP_WORDS.exploreTab(), edit: APP_WORDS.editTab(), search: SEARCH_WORDS.tab(), library: LIBRARY_WORDS.tab() };

export class App implements ViewHost {
  loaded: Loaded;
  view: ViewName;
  /** Whether the home page is shown instead of a view. */
  home: boolean;
  session: Session = {};
  readonly client: SearchClient;
  server: ServerClient | null;
  readonly board = new BoardView();
  private readonly root: HTMLElement;
  private readonly message = h('div', { class: 'message', 'data-testid': 'message', role: 'alert' });
  private readonly progressLine = h('div', { class: 'progress', 'data-testid': 'progress' });
  private readonly panel = h('section', { class: 'panel', 'data-testid': 'panel' });
  private unmount: (() => void) | null = null;
  private cancelCurrent: (() => void) | null = null;
  /** Counts the backends asked for: only the latest request, once loaded, goes on to select. */
  private loadTicket = 0;

  /**
   * `page`: the page's language, chosen by main.ts (a link's lang=, the remembered choice, the browser's).
   * Unless the URL asks for the home page, main.ts has loaded the backend the URL names and the views
   * (`workspace`); for the home page they load when it opens a puzzle.
   */
  constructor(root: HTMLElement, readonly page: PageWords, private workspace: Workspace | null) {
    this.root = root;
    this.client = new SearchClient(page);
    const serverUrl = serverUrlOf(location.search);
    this.server = serverUrl === null ? null : new ServerClient(serverUrl);
    const fromUrl = fromQuery(location.search);
    this.home = isHomeQuery(location.search);
    this.view = fromUrl?.view ?? 'solve';
    const selection = fromUrl?.selection ?? defaultSelection(PUZZLE_SUMMARIES[0]);
    // The home page opens no puzzle: the one chosen so far (for the way back) waits until it is selected.
    const opens = workspace !== null && (!this.home || puzzleById(selection.puzzleId) !== undefined);
    this.loaded = opens ? workspace.load(selection, this.page.lang) : { ok: false, puzzle: undefined, selection, message: '' };
    page.onChange(() => {
      // The same instance with its words in the new language: what was solved or played stays.
      if (this.loaded.ok) this.loaded = { ...this.loaded, opened: this.loaded.opened.withLang(this.page.lang) };
      this.render();
    });
    window.addEventListener('popstate', () => {
      if (isHomeQuery(location.search)) {
        this.goHome(false);
        return;
      }
      // The URL's default preset is the backend's: read the URL once it is loaded.
      const search = location.search;
      this.whenLoaded(puzzleIdOfQuery(search), () => {
        const back = fromQuery(search);
        if (back) this.select(back.selection, { view: back.view, history: false });
      });
    });
    this.render();
    this.updateUrl(false);
  }

  get selection(): Selection {
    return this.loaded.selection;
  }

  /** Loads a new selection: a new instance (or its error), a fresh session, the URL updated; after its backend, when that is still to load. */
  select(selection: Selection, options: { view?: ViewName; history?: boolean } = {}): void {
    const workspace = this.workspace;
    if (!workspace || (!puzzleById(selection.puzzleId) && LAZY_PUZZLE_IDS.includes(selection.puzzleId))) {
      this.whenLoaded(
        selection.puzzleId,
        () => this.select(selection, options),
        (message) => this.show({ ok: false, puzzle: undefined, selection, message }, options),
        options.view ?? this.view,
      );
      return;
    }
    this.loadTicket++;
    this.show(workspace.load(selection, this.page.lang), options);
  }

  /** Shows what was loaded: a fresh session, the URL updated. */
  private show(loaded: Loaded, options: { view?: ViewName; history?: boolean }): void {
    this.loaded = loaded;
    this.session = {};
    this.home = false;
    if (options.view) this.view = options.view;
    this.updateUrl(options.history ?? true);
    this.render();
  }

  /**
   * Runs `then` once the instances' chunk and the backend of `puzzleId` are loaded (at once when they
   * are; no backend is waited for when no built-in puzzle has that id: selecting it then says so), and
   * with the chunk the `view` to be shown, unless another selection was asked for meanwhile; `failed`
   * hears why they could not be fetched.
   */
  private whenLoaded(puzzleId: string | null, then: () => void, failed?: (message: string) => void, view?: ViewName): void {
    const ticket = ++this.loadTicket;
    const waits: Promise<unknown>[] = [];
    // The view with the chunk, so that the page is drawn once, with it (a view missing when drawn is fetched then).
    if (!this.workspace) {
      waits.push(
        loadWorkspace().then((workspace) => {
          this.workspace = workspace;
          return view ? workspace.loadView(view) : undefined;
        }),
      );
    }
    if (puzzleId !== null && !puzzleById(puzzleId) && LAZY_PUZZLE_IDS.includes(puzzleId)) waits.push(loadPuzzle(puzzleId));
    if (waits.length === 0) {
      then();
      return;
    }
    Promise.all(waits).then(
      () => {
        if (ticket === this.loadTicket) then();
      },
      (error: unknown) => {
        if (ticket !== this.loadTicket) return;
        const message = this.page.t(APP_WORDS.internalError({ detail: error instanceof Error ? error.message : String(error) }));
        if (failed) failed(message);
        else this.showMessage(message);
      },
    );
  }

  setServer(url: string | null): void {
    this.server = url === null ? null : new ServerClient(url);
    this.updateUrl(true);
    this.render();
  }

  setView(view: ViewName): void {
    this.view = view;
    this.home = false;
    this.updateUrl(true);
    this.render();
  }

  /** Shows the home page (the puzzle chosen so far stays loaded, for the way back). */
  goHome(history = true): void {
    // A puzzle still loading for a card or the menu is no longer wanted.
    this.loadTicket++;
    this.home = true;
    this.updateUrl(history);
    this.render();
  }

  /** Shows a message next to the board (null clears it). */
  showMessage(text: string | null, kind: 'error' | 'info' = 'error'): void {
    this.message.textContent = text ?? '';
    this.message.className = `message ${text ? kind : ''}`;
  }

  /** Shows a search's progress with a Cancel button; returns the function that clears it. */
  trackProgress(cancel: () => void): { update(progress: SearchProgress): void; done(): void } {
    this.cancelCurrent?.();
    this.cancelCurrent = cancel;
    const text = h('span', { 'data-testid': 'progress-text' }, '…');
    const button = h('button', { 'data-testid': 'cancel', onclick: () => cancel() }, this.page.t(APP_WORDS.cancel()));
    replaceChildren(this.progressLine, text, ' ', button);
    this.progressLine.classList.add('busy');
    return {
      update: (p) => {
        text.textContent = this.page.t(APP_WORDS.progress({ states: formatCount(p.states), depth: p.depth, rate: formatCount(Math.round(p.rate)) }));
      },
      done: () => {
        // A job that another has replaced leaves the other's progress and Cancel button up.
        if (this.cancelCurrent !== cancel) return;
        this.cancelCurrent = null;
        replaceChildren(this.progressLine);
        this.progressLine.classList.remove('busy');
      },
    };
  }

  private updateUrl(push: boolean): void {
    const query = withServer(this.home ? homeQuery(this.page.lang) : toQuery(this.selection, this.view, this.page.lang), this.server?.url ?? null);
    if (query === location.search) return;
    // An empty query (the home page in English) is the bare path, not a dangling "?".
    const url = query === '' ? location.pathname : query;
    if (push) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }

  /** Rebuilds the page around the board (the board element itself is kept, so animations continue). */
  render(): void {
    // The view that started a search is going away: stop its search too.
    this.cancelCurrent?.();
    this.unmount?.();
    this.unmount = null;
    this.board.onPick = null;
    const lang = this.page.lang;
    if (this.home) {
      document.title = this.page.t(APP_WORDS.appTitle());
      replaceChildren(this.root, this.header(), homePage({ page: this.page, open: (summary, view) => this.select(defaultSelection(summary), { view }) }));
      return;
    }
    document.title = `puzzlekit · ${this.loaded.puzzle ? puzzleTitle(this.loaded.puzzle, lang) : this.selection.puzzleId}`;
    replaceChildren(
      this.root,
      this.header(),
      this.tabs(),
      this.sourceBar(),
      h('main', { class: 'workspace' }, h('div', { class: 'board-column' }, this.board.element, this.message), this.panel),
      this.progressLine,
    );
    this.showMessage(this.loaded.ok ? null : this.loaded.message);
    // The view's name heads the panel for screen readers (the tabs show it on screen), so its own headings follow an h2.
    replaceChildren(this.panel, h('h2', { class: 'sr-only' }, this.page.t(VIEW_LABEL[this.view])));
    // Each view is a chunk of its own: the URL's is loaded before the page is shown (main.ts); another is
    // fetched when first chosen, the page drawn again once it is here.
    const mount = this.workspace?.loadedView(this.view);
    if (this.workspace && !mount) this.renderOnceLoaded(this.workspace, this.view);
    try {
      if (this.loaded.ok) this.board.show(this.loaded.opened.draw(this.loaded.start));
      else this.board.show({ width: 1, height: 1, shapes: [] });
      this.board.element.classList.toggle('empty', !this.loaded.ok);
      this.unmount = mount?.(this, this.panel) ?? null;
      this.panel.append(factsSection(this.loaded, this.page) ?? '');
    } catch (error) {
      // A backend that fails while drawing or describing: say so by the board, keep the rest of the page.
      this.showMessage(this.page.t(APP_WORDS.internalError({ detail: error instanceof Error ? error.message : String(error) })));
    }
  }

  /** Fetches a view's chunk and draws the page again with it, if that view is still the one shown; a failed fetch is said by the board. */
  private renderOnceLoaded(workspace: Workspace, view: ViewName): void {
    workspace.loadView(view).then(
      () => {
        if (this.view === view && !this.home) this.render();
      },
      (error: unknown) => {
        if (this.view === view && !this.home) this.showMessage(this.page.t(APP_WORDS.internalError({ detail: error instanceof Error ? error.message : String(error) })));
      },
    );
  }

  private header(): HTMLElement {
    const lang = this.page.lang;
    const known = PUZZLE_SUMMARIES.some((p) => p.id === this.selection.puzzleId);
    const select = h(
      'select',
      {
        'data-testid': 'puzzle-select',
        onchange: () => {
          const summary = PUZZLE_SUMMARIES.find((p) => p.id === select.value);
          if (summary) this.select(defaultSelection(summary));
        },
      },
      // A link to a puzzle this build lacks: no puzzle is shown as chosen, so any choice is a change.
      known ? null : h('option', { value: '', selected: true, disabled: true }, `${this.selection.puzzleId}?`),
      // The menu needs no backend: the summaries made at build time name every puzzle.
      ...PUZZLE_SUMMARIES.map((p) => h('option', { value: p.id, selected: p.id === this.selection.puzzleId }, p.title[lang])),
    );
    const other = lang === 'en' ? 'zh' : 'en';
    const switcher = h(
      'button',
      { class: 'lang', 'data-testid': 'lang', lang: other === 'zh' ? 'zh-CN' : 'en', onclick: () => { this.page.switchTo(other, { remember: true }); this.updateUrl(false); } },
      this.page.t(APP_WORDS.language()),
    );
    const homeLink = h(
      'a',
      {
        class: 'brand',
        href: homeQuery(lang) || './',
        'data-testid': 'home-link',
        'aria-label': this.page.t(HOME_WORDS.home()),
        onclick: (event: Event) => {
          event.preventDefault();
          this.goHome();
        },
      },
      h('img', { src: './icon.svg', alt: '', width: 26, height: 26 }),
      this.page.t(APP_WORDS.appTitle()),
    );
    return h(
      'header',
      { class: 'app-header' },
      h('h1', { class: 'brand-title' }, homeLink),
      h('label', { class: 'puzzle-pick' }, h('span', { class: 'label-text' }, this.page.t(APP_WORDS.puzzle())), select),
      switcher,
    );
  }

  private sourceBar(): HTMLElement {
    const puzzle = this.loaded.puzzle;
    if (!puzzle) return h('div', { class: 'source' });
    const sel = this.selection;
    const lang = this.page.lang;
    const preset = h(
      'select',
      {
        'data-testid': 'preset-select',
        onchange: () => this.select({ ...sel, source: 'preset', value: preset.value }),
      },
      h('option', { value: '', selected: sel.source !== 'preset', disabled: true }, '—'),
      ...puzzle.presets.map((p) =>
        h('option', { value: p.name, selected: sel.source === 'preset' && sel.value === p.name, title: presetDescription(p, lang) }, presetLabel(p, lang)),
      ),
    );
    const loaded = this.loaded;
    const currentCode = loaded.ok ? safe(() => loaded.opened.code) : sel.source === 'code' ? sel.value : '';
    const code = h('input', { 'data-testid': 'code-input', class: 'code', value: currentCode, spellcheck: 'false' });
    const loadCode = () => this.select({ ...sel, source: 'code', value: code.value.trim() });
    code.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') loadCode();
    });
    // A choice only where the instance counts differently under each metric (not "cost" where nothing takes time).
    const metrics = loaded.ok ? instanceMetrics(puzzle, loaded.instance) : puzzle.metrics;
    const metric =
      metrics.length > 1
        ? h(
            'label',
            {},
            h('span', { class: 'label-text' }, this.page.t(APP_WORDS.metric())),
            h(
              'select',
              { 'data-testid': 'metric-select', onchange: (e: Event) => this.select({ ...sel, metric: (e.target as HTMLSelectElement).value }) },
              ...metrics.map((m) =>
                h('option', { value: m.id, selected: (sel.metric ?? puzzle.metrics[0].id) === m.id, title: metricDescription(puzzle, m, lang) }, metricName(puzzle, m, lang)),
              ),
            ),
          )
        : null;
    // On a phone the code field folds away behind a button (layout.css), open when the code is what failed.
    const bar = h('div', { class: loaded.ok || sel.source !== 'code' ? 'source' : 'source show-code' });
    const codeToggle = h(
      'button',
      {
        class: 'code-toggle',
        'aria-expanded': String(bar.classList.contains('show-code')),
        onclick: () => codeToggle.setAttribute('aria-expanded', String(bar.classList.toggle('show-code'))),
      },
      this.page.t(APP_WORDS.code()),
    );
    bar.append(
      h('label', {}, h('span', { class: 'label-text' }, this.page.t(APP_WORDS.preset())), preset),
      h('span', { class: 'code-field' }, h('label', {}, h('span', { class: 'label-text' }, this.page.t(APP_WORDS.code())), code), h('button', { 'data-testid': 'code-load', onclick: loadCode }, this.page.t(APP_WORDS.load()))),
      metric ?? '',
      codeToggle,
    );
    return bar;
  }

  private tabs(): HTMLElement {
    return h(
      'nav',
      { class: 'tabs' },
      ...VIEWS.map((v) =>
        h('button', { class: v === this.view ? 'tab active' : 'tab', 'data-testid': `tab-${v}`, onclick: () => this.setView(v) }, this.page.t(VIEW_LABEL[v])),
      ),
    );
  }
}

function safe(get: () => string): string {
  try {
    return get();
  } catch {
    return '';
  }
}

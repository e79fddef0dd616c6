/**
 * Play's hints where the space is too big for the worker's distance map
 * (the 15-puzzle, 4x3 boards): the worker reads back or builds the board's
 * pattern databases (a progress bar in the hint area with its own Cancel), then
 * finds the position's distance and a best move by IDA* on them. What the
 * searches found is kept in the session by state code, so undo, redo and
 * the chart reuse it. The Play view decides when hints show; this module
 * runs the two jobs and says what they found.
 */
import type { PageWords } from '../page-words.js';
import type { ViewHost } from './view-host.js';
import { formatCount, h, replaceChildren } from '../dom.js';
import { PLAY_WORDS } from '../messages/play.js';
import { APP_WORDS } from '../messages/app.js';
import type { HintOutcome, StoredOutcome, TablesOutcome } from '../worker/protocol.js';
import { refOf } from './solve-view.js';

export interface SearchHintsHost {
  readonly app: ViewHost;
  /** Where the progress, the stops and the errors are said. */
  readonly hint: HTMLElement;
  /** The position shown now: its code, and its legal moves by code with the code of where each leads. */
  position(): { code: string; moves: readonly { code: string; nextCode: string; cost: number }[] };
  /** Whether hints are on screen: tables that become ready meanwhile start the search only then. */
  visible(): boolean;
  /** A search answered: the view shows what is known now. */
  answered(): void;
  /** The view is gone: late answers are dropped. */
  disposed(): boolean;
}

export interface SearchHints {
  /** The least cost to a goal from a position, where a search found it. */
  distanceOf(code: string): number | undefined;
  /** Records a distance known otherwise (0 at a goal). */
  record(code: string, distance: number): void;
  /** Finds the distance and best move of the position shown (the tables made ready first). */
  ask(): void;
  /** The position changed: a search for another one stops. */
  moved(code: string): void;
  /**
   * The last search's figures and where its tables came from, or null before the first answer:
   * one element, its words changed in place when the tables' store answers (nothing else redrawn).
   */
  note(): HTMLElement | null;
  /** Stops the build or the search under way (leaving Play). */
  stop(): void;
}

/** The hint area's attribute for each job, and the states it takes (the last ones of each are where it ends). */
export interface HintStates {
  tables: 'loading' | 'building' | 'ready' | 'cancelled' | 'failed';
  search: 'searching' | 'answered' | 'cancelled' | 'failed';
  stored: 'storing' | 'kept' | 'not-kept';
}

export function createSearchHints(host: SearchHintsHost): SearchHints {
  const { page } = host.app;
  const { app, hint } = host;
  const searched = (app.session.searched ??= new Map<string, number>());
  /** The pattern databases: not asked for, being read or built, or ready in the worker. */
  let tables: 'none' | 'loading' | 'ready' = 'none';
  /** Where they came from, and why a stored copy was not used; said under the hint. */
  let tablesNote: string | null = null;
  let rejectedNote: string | null = null;
  /** The build's progress bar, kept while the tables load (a move made meanwhile hides it, a Hint shows it again). */
  let tablesView: HTMLElement | null = null;
  let tablesJob: { cancel(): void } | null = null;
  /** The hint search running, and the position it is for. */
  let hintJob: { code: string; cancel(): void } | null = null;
  /** The last search's figures. */
  let searchNote: string | null = null;
  const noteView = h('div', { class: 'note', 'data-testid': 'hint-search' });
  const showNote = () => void (noteView.textContent = [searchNote, rejectedNote, tablesNote].filter(Boolean).join(' · '));

  /**
   * Each job's state on the hint area (data-tables, data-search, data-stored), which stays while
   * its words come and go: what a test waits for, rather than for words that may pass unseen.
   */
  const state = <K extends keyof HintStates>(job: K, value: HintStates[K]) => void (hint.dataset[job] = value);

  /** A Hint button after a stop, to ask again. */
  const askAgain = () => h('button', { 'data-testid': 'hint-button', onclick: () => ask() }, page.t(PLAY_WORDS.hintButton()));
  const stopped = () => replaceChildren(hint, page.t(PLAY_WORDS.hintStopped()), ' ', askAgain());

  const ask = () => {
    const { code, moves } = host.position();
    if (hintJob?.code === code) return;
    if (tables !== 'ready') return readyTables();
    const job = app.client.start<HintOutcome>({ kind: 'hint', ref: refOf(app), code }, (p) => progress.update(p));
    const progress = app.trackProgress(job.cancel);
    const mine = { code, cancel: job.cancel };
    hintJob = mine;
    state('search', 'searching');
    replaceChildren(hint, h('span', { 'data-testid': 'hint-searching' }, page.t(PLAY_WORDS.searchingHint())));
    void (async () => {
      try {
        const outcome = await job.promise;
        if (host.disposed() || hintJob !== mine) return;
        hintJob = null;
        if (outcome.status === 'limit' || outcome.distance === undefined) {
          state('search', outcome.limit === 'cancelled' ? 'cancelled' : 'failed');
          stopped();
          return;
        }
        searched.set(code, outcome.distance);
        // The first move of an optimal solution leads to a position that much nearer.
        const best = moves.find((m) => m.code === outcome.move);
        if (best) searched.set(best.nextCode, outcome.distance - best.cost);
        searchNote = page.t(PLAY_WORDS.hintSearchStats({ nodes: formatCount(outcome.statesExplored), ms: Math.round(outcome.milliseconds) }));
        showNote();
        state('search', 'answered');
        host.answered();
      } catch (error) {
        if (!host.disposed() && hintJob === mine) {
          hintJob = null;
          state('search', 'failed');
          hint.textContent = error instanceof Error ? error.message : String(error);
        }
      } finally {
        progress.done();
      }
    })();
  };

  /**
   * Reads back or builds the pattern databases in the worker, with a progress bar and a Cancel of
   * its own (the progress line's Cancel belongs to whichever search started last), then asks for the hint.
   */
  const readyTables = () => {
    if (tables === 'loading') {
      if (tablesView) replaceChildren(hint, tablesView);
      return;
    }
    tables = 'loading';
    state('tables', 'loading');
    /** Cancel was clicked: should the tables be installed all the same, no search follows. */
    let cancelAsked = false;
    let failed = false;
    const bar = h('progress', { max: '1', value: '0', 'data-testid': 'tables-bar' }) as HTMLProgressElement;
    const label = h('span', { 'data-testid': 'tables-label' }, page.t(PLAY_WORDS.readingTables()));
    const cancel = h(
      'button',
      {
        'data-testid': 'tables-cancel',
        onclick: () => {
          cancelAsked = true;
          job.cancel();
        },
      },
      page.t(APP_WORDS.cancel()),
    );
    tablesView = h('div', { 'data-testid': 'tables-progress' }, label, ' ', bar, ' ', cancel);
    replaceChildren(hint, tablesView);
    const job = app.client.start<TablesOutcome>({ kind: 'tables', ref: refOf(app) }, undefined, (p) => {
      state('tables', 'building');
      bar.value = p.fraction;
      label.textContent = page.t(PLAY_WORDS.buildingTables({ table: p.table + 1, tables: p.tables, percent: Math.floor(p.fraction * 100) }));
    });
    tablesJob = job;
    void (async () => {
      let outcome: TablesOutcome;
      try {
        outcome = await job.promise;
      } catch (error) {
        outcome = { status: 'limit' };
        failed = true;
        if (!host.disposed()) app.showMessage(error instanceof Error ? error.message : String(error));
      }
      if (host.disposed()) return;
      tablesJob = null;
      tablesView = null;
      if (outcome.status !== 'ready') {
        tables = 'none';
        state('tables', !failed && outcome.limit === 'cancelled' ? 'cancelled' : 'failed');
        if (host.visible()) stopped();
        return;
      }
      // Installed in the worker: ready, even where a Cancel came too late to stop the build.
      tables = 'ready';
      state('tables', 'ready');
      const seconds = ((outcome.buildMilliseconds ?? 0) / 1000).toFixed(1);
      if (outcome.from === 'built') awaitStore(seconds);
      else if (outcome.from === 'stored') tablesNote = page.t(PLAY_WORDS.tablesStored());
      if (outcome.rejected) rejectedNote = page.t(PLAY_WORDS.tablesRejected({ reason: outcome.rejected }));
      if (cancelAsked) {
        if (host.visible()) stopped();
        return;
      }
      if (host.visible()) ask();
    })();
  };

  /** After a build the worker stores the tables in the background: the note says so, then whether this browser kept them. */
  const awaitStore = (seconds: string) => {
    tablesNote = page.t(PLAY_WORDS.tablesStoring({ seconds }));
    state('stored', 'storing');
    const job = app.client.start<StoredOutcome>({ kind: 'stored', ref: refOf(app) });
    void job.promise
      .then((outcome) => outcome.kept === true)
      .catch(() => false)
      .then((kept) => {
        if (host.disposed()) return;
        tablesNote = page.t(kept ? PLAY_WORDS.tablesBuilt({ seconds }) : PLAY_WORDS.tablesNotKept({ seconds }));
        showNote();
        state('stored', kept ? 'kept' : 'not-kept');
      });
  };

  return {
    distanceOf: (code) => searched.get(code),
    record: (code, distance) => void searched.set(code, distance),
    ask,
    moved: (code) => {
      // A hint searched for a position left behind is of no use now.
      if (hintJob && hintJob.code !== code) {
        hintJob.cancel();
        hintJob = null;
        state('search', 'cancelled');
      }
    },
    note: () => (searchNote ? noteView : null),
    stop: () => {
      tablesJob?.cancel();
      hintJob?.cancel();
    },
  };
}

/**
 * Play it yourself: the legal moves from the current position (from the
 * midend, in the backend's words), a click or drag on a piece
 * to make the move that moves it, undo, and from the distance map in the
 * worker how far the position is from solved and the best next move. Where
 * the space is too big for the map (the 15-puzzle), the worker finds them
 * for the position at hand by IDA* on pattern databases (search-hints.ts).
 */
import type { PageWords } from '../page-words.js';
import type { LegalMove } from '../../../src/midend/browser.js';
import type { ViewHost } from './view-host.js';
import { boxOf, sameBox, shapeContains, type Pick } from '../board-view.js';
import { formatCount, h, replaceChildren } from '../dom.js';
import { PLAY_WORDS } from '../messages/play.js';
import { APP_WORDS } from '../messages/app.js';
import { distanceLine } from '../charts.js';
import type { DistancesOutcome } from '../worker/protocol.js';
import type { Drawing } from '../../../src/puzzles/drawing.js';
import { refOf } from './solve-view.js';
import { createSearchHints } from './search-hints.js';
import { serverDistances } from './server-distances.js';
import { LIBRARY_WORDS } from '../messages/library.js';
import { mountKeyPlayView } from '../play/key-play-view.js';

interface Option extends LegalMove<unknown, unknown> {
  drawing: Drawing;
  /** Least cost to a goal after this move, once the worker has answered. */
  distance?: number | null;
}

export function mountPlayView(app: ViewHost, panel: HTMLElement): () => void {
  const { page } = app;
  const loaded = app.loaded;
  if (!loaded.ok) return () => {};
  const { opened } = loaded;
  // Puzzles played by the arrow keys (Sokoban, PuzzleScript games) have a view of their own.
  if (opened.keyPlay) return mountKeyPlayView(app, panel, opened, opened.keyPlay);
  const played = (app.session.played ??= [loaded.start]);
  const undone = (app.session.undone ??= []);
  const status = h('div', { class: 'result', 'data-testid': 'play-status' });
  // Its data-distances (complete, limit, search, failed) says how the worker answered; search-hints.ts adds its jobs' states.
  const hint = h('div', { class: 'hint', 'data-testid': 'hint' });
  const chart = h('div', { class: 'distance-chart' });
  // Hints spoil the puzzle: shown for a position on request, or always for a teacher who switches them on.
  let hintsAlways = localStorage.getItem(HINTS_KEY) === 'always';
  let hintAsked = false;
  /** What the worker last said: the position's distance, and those of the positions played (null: not known). */
  let known: { here: number | null; played: (number | null)[] } | null = null;
  const list = h('ul', { class: 'moves choices', 'data-testid': 'legal-moves' });
  const listTitle = h('h3', {}, page.t(PLAY_WORDS.legalMoves()));
  let options: Option[] = [];
  let disposed = false;
  let asked = 0;
  /** The space is too big for the distance map: hints come from a search for the position at hand. */
  let bySearch = false;
  /** The distances shown came from the position server (`?server=URL`). */
  let byServer = false;

  const current = () => played[played.length - 1];
  const searchHints = createSearchHints({
    app,
    hint,
    position: () => ({
      code: opened.stateCode(current()),
      moves: options.map((o) => ({ code: o.code, nextCode: opened.stateCode(o.next), cost: o.cost })),
    }),
    visible: () => hintsVisible(),
    answered: () => {
      known = knownBySearch();
      showStatus();
      showHint();
    },
    disposed: () => disposed,
  });

  const refresh = (animate: boolean) => {
    try {
      show(animate);
    } catch (error) {
      // A backend that fails on this position: say so by the board rather than freeze the view.
      app.showMessage(page.t(APP_WORDS.internalError({ detail: error instanceof Error ? error.message : String(error) })));
    }
  };

  const show = (animate: boolean) => {
    const state = current();
    options = opened.legalMoves(state).map((m) => ({ ...m, drawing: opened.draw(m.next) }));
    app.board.show(opened.drawPath(played), animate ? 250 : 0);
    listTitle.textContent = page.t(PLAY_WORDS.legalMoves());
    showOptions(options);
    hintAsked = false;
    known = bySearch ? knownBySearch() : null;
    searchHints.moved(opened.stateCode(state));
    showStatus();
    showHint();
    if (!bySearch) askDistances(state);
  };

  /** What earlier hint searches found about this position, its next ones and the positions played; null until this one is searched. */
  const knownBySearch = (): typeof known => {
    const codeOf = (s: unknown) => opened.stateCode(s);
    if (opened.isGoal(current())) searchHints.record(codeOf(current()), 0);
    const here = searchHints.distanceOf(codeOf(current()));
    if (here === undefined) return null;
    options.forEach((o) => (o.distance = searchHints.distanceOf(codeOf(o.next))));
    return { here, played: played.map((p) => searchHints.distanceOf(codeOf(p)) ?? null) };
  };

  /** Moves made; once solved, a celebration with the fewest moves the start needed. */
  const showStatus = () => {
    const solved = opened.isGoal(current());
    const moves = played.length - 1;
    const fewest = known?.played[0];
    status.classList.toggle('celebrate', solved);
    if (!solved) {
      status.textContent = page.t(PLAY_WORDS.movesMade({ moves }));
      return;
    }
    status.textContent = page.t(
      typeof fewest === 'number'
        ? PLAY_WORDS.solvedAgainstFewest({ moves, fewest: distanceText(fewest), optimal: Math.abs(fewest - moves) < 1e-9 ? 'yes' : 'no' })
        : PLAY_WORDS.solved({ moves }),
    );
  };

  const hintsVisible = () => hintsAlways || hintAsked || opened.isGoal(current());

  /**
   * One Hint button for the view, left in place while it is shown: redrawn when the worker
   * answers, it would be swapped between a press and its release, and the click lost.
   */
  const hintButton = h('button', { 'data-testid': 'hint-button', onclick: () => ((hintAsked = true), showHint()) }, page.t(PLAY_WORDS.hintButton()));

  /** The distance and best move when hints are visible, else a Hint button; the chart of the game so far. */
  const showHint = () => {
    showOptions(listed);
    replaceChildren(chart);
    if (!hintsVisible()) {
      if (hint.childNodes.length !== 1 || hint.firstChild !== hintButton) replaceChildren(hint, hintButton);
      return;
    }
    if (known === null) {
      if (bySearch) searchHints.ask();
      else hint.textContent = page.t(PLAY_WORDS.computingDistances());
      return;
    }
    const here = known.here;
    const best = options.find(isBest);
    replaceChildren(
      hint,
      h('div', { 'data-testid': 'distance' }, page.t(PLAY_WORDS.distanceToGoal()), h('strong', {}, here === null ? '?' : distanceText(here))),
      best && here !== 0
        ? h('div', {}, page.t(PLAY_WORDS.bestMove()), h('button', { 'data-testid': 'best-move', onclick: () => make(best) }, best.words))
        : null,
      bySearch ? searchHints.note() : null,
      byServer ? h('div', { class: 'note', 'data-testid': 'hint-server' }, page.t(LIBRARY_WORDS.fromServer())) : null,
    );
    if (played.length > 1) replaceChildren(chart, h('div', { class: 'note' }, page.t(PLAY_WORDS.distanceChart())), distanceLine(known.played));
  };

  /** The moves listed: all of them, or those of the piece picked. */
  let listed: Option[] = [];
  const showOptions = (shown: Option[]) => {
    listed = shown;
    replaceChildren(
      list,
      ...shown.map((o) =>
        h(
          'li',
          { onclick: () => make(o), class: hintsVisible() && isBest(o) ? 'best' : undefined },
          o.words,
          hintsVisible() && o.distance !== undefined && o.distance !== null ? h('span', { class: 'dist' }, ` → ${distanceText(o.distance)}`) : null,
        ),
      ),
    );
  };

  const isBest = (o: Option) => {
    const known = options.filter((x) => typeof x.distance === 'number' && Number.isFinite(x.distance));
    if (known.length === 0 || typeof o.distance !== 'number') return false;
    const best = Math.min(...known.map((x) => x.cost + (x.distance as number)));
    return Math.abs(o.cost + o.distance - best) < 1e-9;
  };

  /** Asks the worker (which computes the map once) for the distance of the position, of each next one, and of each played. */
  const askDistances = async (state: unknown) => {
    const ticket = ++asked;
    // A server's library answers at once where it has the puzzle; else the worker, as without a server.
    const fromServer = await serverDistances(app, opened, state, options.map((o) => o.next), played);
    if (disposed || ticket !== asked) return;
    byServer = fromServer !== null;
    if (fromServer) {
      hint.dataset.distances = 'server';
      options.forEach((o, i) => (o.distance = fromServer.next[i]));
      known = { here: fromServer.here, played: fromServer.played };
      showStatus();
      showHint();
      return;
    }
    const codes = [opened.stateCode(state), ...options.map((o) => opened.stateCode(o.next)), ...played.map((p) => opened.stateCode(p))];
    const job = app.client.start<DistancesOutcome>({ kind: 'distances', ref: refOf(app), codes }, (p) => progress.update(p));
    const progress = app.trackProgress(job.cancel);
    try {
      const outcome = await job.promise;
      if (disposed || ticket !== asked) return;
      hint.dataset.distances = outcome.status;
      if (outcome.status === 'search') {
        bySearch = true;
        known = knownBySearch();
        showStatus();
        showHint();
        return;
      }
      if (outcome.status !== 'complete') {
        hint.textContent = page.t(PLAY_WORDS.tooBigForHints({ states: formatCount(outcome.reachableStates) }));
        return;
      }
      const [here, ...rest] = outcome.distances;
      options.forEach((o, i) => (o.distance = rest[i]));
      known = { here, played: rest.slice(options.length) };
      showStatus();
      showHint();
    } catch (error) {
      if (disposed || ticket !== asked) return;
      hint.dataset.distances = 'failed';
      hint.textContent = error instanceof Error ? error.message : String(error);
    } finally {
      progress.done();
    }
  };

  const make = (o: Option) => {
    played.push(o.next);
    undone.length = 0;
    refresh(true);
  };

  /** A click on a piece makes the move that moves it; a drag the one that moves it most that way. */
  const pick = (p: Pick) => {
    const drawing = app.board.current;
    if (!drawing) return;
    // The pressed shape, then every shape under the point, top first: the first with moves wins.
    const under = drawing.shapes
      .map((shape, index) => ({ shape, index }))
      .filter(({ shape, index }) => index === p.shape || shapeContains(shape, p.at.x, p.at.y))
      .sort((a, b) => (a.index === p.shape ? -1 : b.index === p.shape ? 1 : b.index - a.index));
    for (const { shape } of under) {
      const id = 'id' in shape ? shape.id : undefined;
      if (id === undefined) continue;
      const candidates = options.flatMap((o) => {
        const after = o.drawing.shapes.find((x) => 'id' in x && x.id === id);
        if (!after) return [];
        const from = boxOf(shape);
        const to = boxOf(after);
        return sameBox(from, to) ? [] : [{ option: o, dx: to.x - from.x, dy: to.y - from.y }];
      });
      if (candidates.length === 0) continue;
      const dragged = p.drag.dx !== 0 || p.drag.dy !== 0;
      if (dragged) {
        // The move that takes the piece nearest to where it was dropped, among those that go the drag's way.
        const ahead = candidates.filter((c) => c.dx * p.drag.dx + c.dy * p.drag.dy > 0);
        if (ahead.length > 0) {
          const miss = (c: (typeof ahead)[number]) => Math.hypot(c.dx - p.drag.dx, c.dy - p.drag.dy);
          return make(ahead.reduce((a, b) => (miss(b) < miss(a) ? b : a)).option);
        }
      }
      if (candidates.length === 1) return make(candidates[0].option);
      listTitle.textContent = page.t(PLAY_WORDS.movesForShape());
      showOptions(candidates.map((c) => c.option));
      // The piece picked, and where it can go, on the board: tap one to move it there.
      app.board.markTargets(
        candidates.map((c) => ({ box: boxOf(c.option.drawing.shapes.find((x) => 'id' in x && x.id === id)!), onSelect: () => make(c.option) })),
        { id, box: boxOf(shape) },
      );
      return;
    }
  };
  app.board.onPick = pick;

  panel.append(
    h('p', { class: 'note' }, page.t(PLAY_WORDS.clickHint())),
    h(
      'div',
      { class: 'controls' },
      h('button', { 'data-testid': 'undo', onclick: () => { if (played.length > 1) { undone.push(played.pop()); refresh(true); } } }, page.t(PLAY_WORDS.undo())),
      h('button', { 'data-testid': 'redo', onclick: () => { if (undone.length > 0) { played.push(undone.pop()); refresh(true); } } }, page.t(PLAY_WORDS.redo())),
      h('button', { 'data-testid': 'reset', onclick: () => { played.length = 1; undone.length = 0; refresh(false); } }, page.t(PLAY_WORDS.reset())),
      h(
        'label',
        {},
        h('input', {
          type: 'checkbox',
          'data-testid': 'hints-always',
          checked: hintsAlways,
          onchange: (event: Event) => {
            hintsAlways = (event.target as HTMLInputElement).checked;
            localStorage.setItem(HINTS_KEY, hintsAlways ? 'always' : 'asked');
            showHint();
          },
        }),
        ` ${page.t(PLAY_WORDS.hintsAlways())}`,
      ),
    ),
    status,
    hint,
    chart,
    listTitle,
    list,
  );
  refresh(false);
  return () => {
    disposed = true;
    // Leaving Play stops the build or search it started.
    searchHints.stop();
  };
}

/** Where the teacher's "always show hints" choice is kept between visits. */
const HINTS_KEY = 'puzzlekit.hints';

function distanceText(d: number): string {
  return Number.isFinite(d) ? String(Math.round(d * 1000) / 1000) : '∞';
}

/**
 * Play by keys, for puzzles whose backend offers it (Sokoban, PuzzleScript
 * games; src/puzzles/key-play.ts): the arrow keys, WASD and swipes on the
 * board make the backend's move for that key, which its rules apply or
 * refuse; X or space is the action where the puzzle has one. Undo, redo,
 * restart (Z, Y, R), the pieces the backend proves stuck crossed out at
 * once, a Hint (the next move of a solution the worker finds from the
 * position shown) and Watch (that solution played on the board).
 */
import type { OpenedInstance, OpenedKeyPlay, PlayKey } from '../../../src/midend/browser.js';
import { isIllegal, replayCodes } from '../../../src/midend/browser.js';
import type { Shape } from '../../../src/puzzles/drawing.js';
import type { ViewHost } from '../views/view-host.js';
import type { SolveOutcome } from '../worker/protocol.js';
import type { Pick } from '../board-view.js';
import { boxOf } from '../board-view.js';
import { h, replaceChildren, s } from '../dom.js';
import { PLAY_WORDS } from '../messages/play.js';
import { refOf } from '../views/solve-view.js';
import { keyOfEvent, keyOfSwipe } from './keys.js';
import { keyPath } from './key-path.js';
import { KEY_PLAY_WORDS } from './messages.js';
import { mountLevelChoice, nextLevelOf } from '../collections/level-choice-view.js';
import './key-play.css';

/** How long one move slides on the board, and one move of Watch lasts. */
const STEP_MS = 110;
const WATCH_MS = 320;

export function mountKeyPlayView(app: ViewHost, panel: HTMLElement, opened: OpenedInstance, keyPlay: OpenedKeyPlay<unknown, unknown>): () => void {
  const { page } = app;
  const loaded = app.loaded;
  if (!loaded.ok) return () => {};
  const played = (app.session.played ??= [loaded.start]);
  const undone = (app.session.undone ??= []);
  const status = h('div', { class: 'result', 'data-testid': 'play-status' });
  const stuckLine = h('div', { class: 'stuck', 'data-testid': 'stuck' });
  const refused = h('div', { class: 'refused', 'data-testid': 'refused' });
  const hint = h('div', { class: 'hint', 'data-testid': 'hint' });
  let disposed = false;
  /** The hint or watch job running, so that a move or leaving stops it. */
  let job: { cancel(): void } | null = null;
  /** Watch's playing, stopped by any key or button. */
  let watching = false;

  const current = () => played[played.length - 1];

  const stopJobs = () => {
    job?.cancel();
    job = null;
    watching = false;
    watchButton.textContent = page.t(KEY_PLAY_WORDS.watch());
  };

  /** Draws the position (sliding from the last one), crosses out the stuck pieces and says where play stands. */
  const show = async (animateMs: number) => {
    const state = current();
    const drawing = opened.drawPath(played);
    const stuck = keyPlay.stuck(state);
    const drawn = app.board.show(drawing, animateMs);
    // Marked at once, where the pieces will stand; the board's next drawing clears them.
    markStuck(app.board.element, drawing.shapes, stuck);
    const solved = opened.isGoal(state);
    const moves = played.length - 1;
    status.classList.toggle('celebrate', solved);
    status.dataset.solved = String(solved);
    status.textContent = page.t(solved ? KEY_PLAY_WORDS.won({ moves }) : KEY_PLAY_WORDS.movesMade({ moves }));
    // A file of levels goes on to its next one, as a game does.
    const next = solved ? nextLevelOf(app) : null;
    if (next !== null) status.append(' ', h('button', { 'data-testid': 'next-level', onclick: () => app.select({ ...app.selection, level: next }) }, page.t(KEY_PLAY_WORDS.nextLevel())));
    stuckLine.dataset.stuck = String(stuck.length);
    stuckLine.textContent = stuck.length > 0 ? page.t(KEY_PLAY_WORDS.stuck({ count: stuck.length })) : '';
    await drawn;
  };

  const moveBy = (key: PlayKey) => {
    if (opened.isGoal(current())) return;
    const move = keyPlay.move(current(), key);
    if (move === null) return;
    const next = opened.applyMove(current(), move);
    if (isIllegal(next)) {
      refused.textContent = next.illegal;
      return;
    }
    refused.textContent = '';
    played.push(next);
    undone.length = 0;
    clearHint();
    void show(STEP_MS);
  };

  const undo = () => {
    if (played.length <= 1) return;
    undone.push(played.pop());
    clearHint();
    void show(STEP_MS);
  };
  const redo = () => {
    if (undone.length === 0) return;
    played.push(undone.pop());
    clearHint();
    void show(STEP_MS);
  };
  const restart = () => {
    if (played.length <= 1) return;
    played.length = 1;
    undone.length = 0;
    clearHint();
    void show(0);
  };

  const clearHint = () => {
    stopJobs();
    refused.textContent = '';
    replaceChildren(hint);
  };

  /** A solution from the position shown, found in the worker; null when there is none (the hint area says why). */
  const solveFromHere = async (): Promise<{ moves: unknown[]; states: unknown[] } | null> => {
    stopJobs();
    const from = current();
    if (opened.isGoal(from)) {
      hint.textContent = page.t(KEY_PLAY_WORDS.hintSolved());
      return null;
    }
    hint.dataset.state = 'searching';
    hint.textContent = page.t(KEY_PLAY_WORDS.hintSearching());
    const started = app.client.start<SolveOutcome>({ kind: 'solve', ref: refOf(app), algorithm: 'auto', from: opened.stateCode(from) }, (p) => progress.update(p));
    const progress = app.trackProgress(started.cancel);
    job = started;
    try {
      const outcome = await started.promise;
      if (disposed || job !== started) return null;
      job = null;
      hint.dataset.state = outcome.status;
      if (outcome.status !== 'solved' || !outcome.moves) {
        hint.textContent = page.t(outcome.status === 'unsolvable' ? KEY_PLAY_WORDS.hintNone() : KEY_PLAY_WORDS.hintLimit());
        return null;
      }
      const replay = replayCodes(opened, outcome.moves, from);
      return { moves: replay.moves, states: replay.states };
    } catch (error) {
      if (!disposed && job === started) {
        job = null;
        hint.dataset.state = 'failed';
        hint.textContent = error instanceof Error ? error.message : String(error);
      }
      return null;
    } finally {
      progress.done();
    }
  };

  const giveHint = async () => {
    const from = current();
    const found = await solveFromHere();
    if (!found || current() !== from || found.moves.length === 0) return;
    // The backend may name more than the first move (Sokoban under `move`: the walk and the next push); the count left is in the metric's moves.
    hint.textContent = page.t(KEY_PLAY_WORDS.hintNext({ move: keyPlay.hintMove(found.states, found.moves), left: found.moves.length }));
  };

  const watch = async () => {
    if (watching) return stopJobs();
    const from = current();
    const found = await solveFromHere();
    if (!found || current() !== from) return;
    replaceChildren(hint);
    watching = true;
    watchButton.textContent = page.t(KEY_PLAY_WORDS.stopWatching());
    for (const state of found.states.slice(1)) {
      // A move of several keys (a walk and a push) is played key by key, as a person would.
      const steps = keyPath(opened, keyPlay, current(), state) ?? [state];
      for (const step of steps) {
        if (!watching || disposed) return;
        played.push(step);
        undone.length = 0;
        await Promise.all([show(steps.length > 1 ? STEP_MS : WATCH_MS * 0.6), pause(steps.length > 1 ? STEP_MS * 1.5 : WATCH_MS)]);
      }
    }
    watching = false;
    watchButton.textContent = page.t(KEY_PLAY_WORDS.watch());
  };

  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (event.ctrlKey || event.metaKey || event.altKey || (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    const key = keyOfEvent(event);
    if (key === null) return;
    // Space and Enter on a focused button press it, as a keyboard user expects.
    if (target?.tagName === 'BUTTON' && (event.key === ' ' || event.key === 'Enter')) return;
    if (key !== 'undo' && key !== 'redo' && key !== 'restart' && !keyPlay.keys.includes(key)) return;
    // The arrows and space would scroll the page.
    event.preventDefault();
    if (watching) stopJobs();
    if (key === 'undo') undo();
    else if (key === 'redo') redo();
    else if (key === 'restart') restart();
    else if (keyPlay.keys.includes(key)) moveBy(key);
  };
  document.addEventListener('keydown', onKey);
  app.board.element.classList.add('key-play');
  app.board.onPick = (pick: Pick) => {
    const key = keyOfSwipe(pick.drag);
    if (key !== null) moveBy(key);
  };

  const watchButton = h('button', { 'data-testid': 'watch', onclick: () => void watch() }, page.t(KEY_PLAY_WORDS.watch()));
  const credits = opened.credits();
  panel.classList.add('key-play-panel');
  const children: (Node | null)[] = [
    credits
      ? h(
          'p',
          { class: 'credits', 'data-testid': 'credits' },
          credits.author ? page.t(KEY_PLAY_WORDS.byAuthor({ title: credits.title, author: credits.author })) : credits.title,
          credits.homepage ? h('a', { href: linkOf(credits.homepage), target: '_blank', rel: 'noopener noreferrer' }, credits.homepage) : null,
        )
      : null,
    mountLevelChoice(app),
    h('p', { class: 'note' }, page.t(KEY_PLAY_WORDS.keysNote({ action: keyPlay.keys.includes('action') ? 'yes' : 'no' }))),
    h(
      'div',
      { class: 'controls' },
      h('button', { 'data-testid': 'undo', onclick: undo }, page.t(PLAY_WORDS.undo())),
      h('button', { 'data-testid': 'redo', onclick: redo }, page.t(PLAY_WORDS.redo())),
      h('button', { 'data-testid': 'reset', onclick: restart }, page.t(KEY_PLAY_WORDS.restart())),
      h('button', { 'data-testid': 'hint-button', onclick: () => void giveHint() }, page.t(PLAY_WORDS.hintButton())),
      watchButton,
    ),
    status,
    stuckLine,
    refused,
    hint,
  ];
  panel.append(...children.filter((c): c is Node => c !== null));
  void show(0);
  return () => {
    disposed = true;
    stopJobs();
    document.removeEventListener('keydown', onKey);
    app.board.element.classList.remove('key-play');
  };
}

/** A homepage as a link: one written without its scheme gets https; anything but http(s) is not linked to. */
function linkOf(homepage: string): string {
  const url = /^[a-z][a-z0-9+.-]*:/i.test(homepage) ? homepage : `https://${homepage}`;
  return /^https?:/i.test(url) ? url : '#';
}

/** Crosses out the shapes named by `ids` where they stand in the drawing. */
function markStuck(board: SVGSVGElement, shapes: readonly Shape[], ids: readonly string[]): void {
  board.querySelector('g.stuck-marks')?.remove();
  if (ids.length === 0) return;
  const layer = s('g', { class: 'stuck-marks' });
  for (const shape of shapes) {
    if (!('id' in shape) || shape.id === undefined || !ids.includes(shape.id)) continue;
    const { x, y, w, h: height } = boxOf(shape);
    layer.append(
      s('g', { class: 'stuck-mark', 'data-testid': 'stuck-mark', 'data-id': shape.id },
        s('line', { x1: x, y1: y, x2: x + w, y2: y + height }),
        s('line', { x1: x + w, y1: y, x2: x, y2: y + height }),
        s('rect', { x, y, width: w, height }),
      ),
    );
  }
  board.append(layer);
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

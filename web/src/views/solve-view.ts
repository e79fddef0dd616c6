/**
 * Solve: run a search in the worker, then play the solution back: play,
 * pause, step back and forth, a slider, speed, and the moves in words, each
 * clickable. On request, the number of shortest solutions.
 */
import type { PageWords } from '../page-words.js';
import { ALGORITHMS, isAlgorithmName, limitMessage, type AlgorithmName, type LimitReason } from '../../../src/engine/index.js';
import type { Message } from '../../../src/i18n/index.js';
import type { ViewHost } from './view-host.js';
import { formatCount, h, replaceChildren } from '../dom.js';
import { SOLVE_WORDS } from '../messages/solve.js';
import { APP_WORDS } from '../messages/app.js';
import type { CountOutcome, SolveOutcome } from '../worker/protocol.js';
import { replayCodes } from '../../../src/midend/browser.js';

/** Each algorithm's name, and what it does (the Chinese; the English is the engine's own description). */
const ALGORITHM_WORDS: Readonly<Record<AlgorithmName, { name: Message; about: Message }>> = {
  auto: { name: SOLVE_WORDS.algoAuto(), about: SOLVE_WORDS.algoAboutAuto() },
  bfs: { name: SOLVE_WORDS.algoBfs(), about: SOLVE_WORDS.algoAboutBfs() },
  ucs: { name: SOLVE_WORDS.algoUcs(), about: SOLVE_WORDS.algoAboutUcs() },
  astar: { name: SOLVE_WORDS.algoAstar(), about: SOLVE_WORDS.algoAboutAstar() },
  greedy: { name: SOLVE_WORDS.algoGreedy(), about: SOLVE_WORDS.algoAboutGreedy() },
  idastar: { name: SOLVE_WORDS.algoIdastar(), about: SOLVE_WORDS.algoAboutIdastar() },
  bidirectional: { name: SOLVE_WORDS.algoBidirectional(), about: SOLVE_WORDS.algoAboutBidirectional() },
  dfs: { name: SOLVE_WORDS.algoDfs(), about: SOLVE_WORDS.algoAboutDfs() },
};

const SPEEDS = [
  { label: '0.5×', ms: 1200 },
  { label: '1×', ms: 600 },
  { label: '2×', ms: 300 },
  { label: '4×', ms: 120 },
];

export function mountSolveView(app: ViewHost, panel: HTMLElement): () => void {
  const { page } = app;
  const loaded = app.loaded;
  if (!loaded.ok) {
    // No "Find shortest solution" button without an instance, so no hint to press it: say what to do instead.
    panel.append(h('p', { 'data-testid': 'solve-blocked' }, page.t(SOLVE_WORDS.inputFirst())));
    return () => {};
  }
  const { opened } = loaded;
  const lang = page.lang;
  const algorithm = h(
    'select',
    { 'data-testid': 'algorithm' },
    ...Object.entries(ALGORITHMS)
      .filter(([name]) => name !== 'dfs')
      .map(([name, description]) => {
        const words = ALGORITHM_WORDS[name as AlgorithmName];
        return h('option', { value: name, title: lang === 'zh' ? page.t(words.about) : description }, page.t(words.name));
      }),
  );
  /** A cost in the puzzle's unit ("17 minutes"), else "cost 17". */
  const costText = (cost: number): string => {
    const unit = safeValue(() => opened.withLang(lang).costUnit());
    if (!unit) return page.t(SOLVE_WORDS.costPlain({ cost }));
    return lang === 'zh' ? `${cost} ${unit.many}` : `${cost} ${cost === 1 ? unit.one : unit.many}`;
  };
  /** Why a search stopped: the engine's words for its limit. */
  const why = (limit: LimitReason | undefined): Message | string => (limit ? limitMessage(limit) : '');
  const result = h('div', { class: 'result', 'data-testid': 'result' }, page.t(SOLVE_WORDS.noSolutionYet()));
  const count = h('div', { class: 'count', 'data-testid': 'count' });
  const player = h('div', { class: 'player' });
  /** The pending timer while playing, else 0; `runs` counts starts and stops of play. */
  let playing = 0;
  let runs = 0;
  let disposed = false;

  const solve = async () => {
    const name: AlgorithmName = isAlgorithmName(algorithm.value) ? algorithm.value : 'auto';
    const job = app.client.start<SolveOutcome>({ kind: 'solve', ref: refOf(app), algorithm: name }, (p) => progress.update(p));
    const progress = app.trackProgress(job.cancel);
    try {
      app.session.solve = await job.promise;
      app.session.playback = undefined;
    } catch (error) {
      app.showMessage(error instanceof Error ? error.message : String(error));
    } finally {
      progress.done();
    }
    if (!disposed) show();
  };

  const countShortest = async () => {
    const job = app.client.start<CountOutcome>({ kind: 'count', ref: refOf(app) }, (p) => progress.update(p));
    const progress = app.trackProgress(job.cancel);
    try {
      const outcome = await job.promise;
      count.textContent =
        outcome.status === 'solved' && outcome.count !== undefined
          ? page.t(SOLVE_WORDS.shortestSolutions({ count: formatCount(outcome.count) }))
          : outcome.status === 'unsolvable'
            ? page.t(SOLVE_WORDS.unsolvable())
            : page.t(APP_WORDS.stopped({ why: why(outcome.limit) }));
    } catch (error) {
      count.textContent = error instanceof Error ? error.message : String(error);
    } finally {
      progress.done();
    }
  };

  /** Shows the result and, when solved, the player. */
  const show = () => {
    stop();
    const outcome = app.session.solve;
    replaceChildren(player);
    if (!outcome) return;
    const stats = SOLVE_WORDS.searchStats({ states: formatCount(outcome.statesExplored), ms: Math.round(outcome.milliseconds) });
    if (outcome.status !== 'solved' || !outcome.moves) {
      result.textContent =
        outcome.status !== 'unsolvable'
          ? page.t(SOLVE_WORDS.stoppedWithStats({ why: why(outcome.limit), stats }))
          : outcome.reason
            ? page.t(SOLVE_WORDS.unsolvableBecause({ reason: outcome.reason, stats }))
            : page.t(SOLVE_WORDS.unsolvableWithStats({ stats }));
      return;
    }
    const moves = outcome.moves;
    const solved =
      outcome.cost !== undefined && outcome.cost !== moves.length
        ? SOLVE_WORDS.solvedInCosting({ moves: moves.length, cost: costText(outcome.cost) })
        : SOLVE_WORDS.solvedIn({ moves: moves.length });
    replaceChildren(result, h('strong', { 'data-testid': 'move-count' }, page.t(solved)), page.t(SOLVE_WORDS.statsAfter({ stats })));
    if (!app.session.playback) {
      // The worker sends codes; each is read as one of the legal moves where it is made.
      const replayed = replayCodes(loaded.opened, moves);
      if (replayed.illegal) app.showMessage(page.t(APP_WORDS.internalError({ detail: SOLVE_WORDS.illegalSolutionMove({ n: replayed.illegal.index, code: replayed.illegal.code }) })));
      app.session.playback = { moves: replayed.moves, states: replayed.states, at: 0 };
    }
    buildPlayer();
  };

  const buildPlayer = () => {
    const playback = app.session.playback!;
    const { moves, states } = playback;
    const last = states.length - 1;
    const words = moves.slice(0, last).map((m, i) => safeText(() => opened.describeMove(m, states[i])));
    const slider = h('input', { type: 'range', min: 0, max: last, value: playback.at, 'data-testid': 'slider', 'aria-label': page.t(SOLVE_WORDS.stepSlider()) });
    const stepLabel = h('span', { 'data-testid': 'step' });
    const playButton = h('button', { 'data-testid': 'play' }, page.t(SOLVE_WORDS.play()));
    const speed = h('select', { 'data-testid': 'speed' }, ...SPEEDS.map((s, i) => h('option', { value: s.ms, selected: i === 1 }, s.label)));
    const list = h(
      'ol',
      { class: 'moves', 'data-testid': 'moves' },
      ...words.map((w, i) => h('li', { 'data-index': i + 1, onclick: () => goTo(i + 1, false) }, w)),
    );
    const render = (animate: boolean) => {
      slider.value = String(playback.at);
      stepLabel.textContent = page.t(SOLVE_WORDS.stepOf({ at: playback.at, last }));
      list.querySelectorAll('li').forEach((li, i) => li.classList.toggle('current', i + 1 === playback.at));
      list.querySelector('li.current')?.scrollIntoView({ block: 'nearest' });
      return app.board.show(opened.drawPath(states.slice(0, playback.at + 1)), animate ? Math.min(400, Number(speed.value) * 0.8) : 0);
    };
    const goTo = (at: number, animate: boolean) => {
      const target = Math.max(0, Math.min(last, at));
      // Only a single step forward or back animates; a jump just shows the position.
      const step = Math.abs(target - playback.at) === 1;
      playback.at = target;
      return render(animate && step);
    };
    // Each start of play is a run of its own: a step still animating when paused ends that run only.
    const tick = async (run: number) => {
      if (run !== runs) return;
      if (playback.at >= last) return stop();
      await goTo(playback.at + 1, true);
      if (run === runs) playing = window.setTimeout(() => tick(run), Math.max(0, Number(speed.value) - 400));
    };
    playButton.addEventListener('click', () => {
      if (playing) return stop();
      if (playback.at >= last) goTo(0, false);
      const run = ++runs;
      playing = window.setTimeout(() => tick(run), 0);
      playButton.textContent = page.t(SOLVE_WORDS.pause());
    });
    stopButton = () => (playButton.textContent = page.t(SOLVE_WORDS.play()));
    keys = (event: KeyboardEvent) => {
      // Arrow keys step, space plays or pauses; not while typing in a field.
      if ((event.target as Element).closest('input, textarea, select')) return;
      if (event.key === 'ArrowRight') (stop(), goTo(playback.at + 1, true));
      else if (event.key === 'ArrowLeft') (stop(), goTo(playback.at - 1, true));
      else if (event.key === ' ' && !(event.target as Element).closest('button')) playButton.click(); // a focused button takes space itself
      else return;
      event.preventDefault();
    };
    slider.addEventListener('input', () => {
      stop();
      goTo(Number(slider.value), false);
    });
    player.append(
      h(
        'div',
        { class: 'controls' },
        h('button', { 'data-testid': 'to-start', title: page.t(SOLVE_WORDS.toStart()), 'aria-label': page.t(SOLVE_WORDS.toStart()), onclick: () => (stop(), goTo(0, false)) }, '|◀'),
        h('button', { 'data-testid': 'step-back', onclick: () => (stop(), goTo(playback.at - 1, true)) }, page.t(SOLVE_WORDS.back())),
        playButton,
        h('button', { 'data-testid': 'step-forward', onclick: () => (stop(), goTo(playback.at + 1, true)) }, page.t(SOLVE_WORDS.forward())),
        h('label', {}, `${page.t(SOLVE_WORDS.speed())} `, speed),
      ),
      h('div', { class: 'controls' }, slider, ' ', stepLabel),
      list,
    );
    render(false);
  };

  let stopButton: () => void = () => {};
  let keys: ((event: KeyboardEvent) => void) | null = null;
  const onKey = (event: KeyboardEvent) => keys?.(event);
  document.addEventListener('keydown', onKey);
  const stop = () => {
    runs++;
    if (playing) window.clearTimeout(playing);
    playing = 0;
    stopButton();
  };

  panel.append(
    h(
      'div',
      { class: 'controls' },
      h('button', { class: 'primary', 'data-testid': 'solve', onclick: solve }, page.t(SOLVE_WORDS.solve())),
      h('label', {}, `${page.t(SOLVE_WORDS.algorithm())} `, algorithm),
      h('button', { 'data-testid': 'count-shortest', onclick: countShortest }, page.t(SOLVE_WORDS.countShortest())),
    ),
    result,
    count,
    player,
  );
  show();
  return () => {
    disposed = true;
    document.removeEventListener('keydown', onKey);
    stop();
  };
}

export function refOf(app: ViewHost) {
  const sel = app.selection;
  return { puzzle: sel.puzzleId, request: app.loaded.ok ? app.loaded.request : { source: { kind: 'params' as const }, params: {} }, ...(sel.metric ? { metric: sel.metric } : {}) };
}

function safeValue<T>(get: () => T): T | null {
  try {
    return get();
  } catch {
    return null;
  }
}

function safeText(get: () => string): string {
  try {
    return get();
  } catch (error) {
    return `(${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * Search: watch a search work, one expansion at a time. The worker runs the
 * engine's own search with its trace hook on and sends the events; the view
 * replays them (TraceReplay): step, play at a speed, or run to the end, one
 * run or two side by side stepping together, with a table at the end. A
 * link keeps the instance, the algorithms and the step.
 */
import type { Message } from '../../../src/i18n/index.js';
import { FRONTIER_KIND, TraceReplay, type TraceAlgorithm, type TraceOutcome } from '../../../src/midend/browser.js';
import type { Selection } from '../selection.js';
import type { TraceJobOutcome } from '../worker/protocol.js';
import type { ViewHost } from './view-host.js';
import type { PageWords } from '../page-words.js';
import { h, replaceChildren } from '../dom.js';
import { SEARCH_WORDS } from '../search-view/messages.js';
import { ended, runPanel } from '../search-view/run-panel.js';
import { summaryTable } from '../search-view/summary.js';
import { readViewState, TRACE_ALGORITHMS, writeViewState, type RunChoice } from '../search-view/url-state.js';
import { refOf } from './solve-view.js';

/** Expansions a trace records at most: a teaching run, sent whole to the page. */
const MAX_STEPS = 2000;

const ALGORITHM_NAMES: Readonly<Record<TraceAlgorithm, Message>> = {
  bfs: SEARCH_WORDS.algoBfs(),
  dfs: SEARCH_WORDS.algoDfs(),
  ucs: SEARCH_WORDS.algoUcs(),
  greedy: SEARCH_WORDS.algoGreedy(),
  astar: SEARCH_WORDS.algoAstar(),
  idastar: SEARCH_WORDS.algoIdastar(),
  bidirectional: SEARCH_WORDS.algoBidirectional(),
};

/** Instances small enough to follow by eye, each a button. */
const TEACHING: readonly { words: Message; selection: Selection }[] = [
  { words: SEARCH_WORDS.presetTiles2(), selection: { puzzleId: 'sliding-tiles', source: 'code', value: '3,1/0,2', params: { heuristic: 'manhattan' } } },
  { words: SEARCH_WORDS.presetEight(), selection: { puzzleId: 'sliding-tiles', source: 'code', value: '1,2,3/4,0,6/7,5,8', params: { heuristic: 'manhattan' } } },
  { words: SEARCH_WORDS.presetWolf(), selection: { puzzleId: 'river-crossing', source: 'preset', value: 'wolf-goat-cabbage', params: {} } },
  { words: SEARCH_WORDS.presetJugs(), selection: { puzzleId: 'water-jugs', source: 'preset', value: '8-5-3', params: {} } },
  { words: SEARCH_WORDS.presetHanoi(), selection: { puzzleId: 'hanoi', source: 'preset', value: 'small', params: {} } },
];

const SPEEDS = [
  { label: '0.5×', ms: 1000 },
  { label: '1×', ms: 500 },
  { label: '4×', ms: 125 },
  { label: '16×', ms: 30 },
];

interface Traced {
  job: TraceJobOutcome;
  replays: TraceReplay[];
  labels: string[];
}

export function mountSearchView(app: ViewHost, panel: HTMLElement): () => void {
  const t = (message: Message) => app.page.t(message);
  const loaded = app.loaded;
  const teaching = h(
    'div',
    { class: 'controls view-extras' },
    t(SEARCH_WORDS.teaching()),
    ...TEACHING.map(({ words, selection }) => h('button', { onclick: () => app.select(selection, { view: 'search' }) }, t(words))),
  );
  panel.append(h('p', { class: 'note view-intro' }, t(SEARCH_WORDS.intro())), teaching);
  if (!loaded.ok) return () => {};
  const { opened } = loaded;
  const initial = readViewState(location.search);

  const algorithmSelect = (testId: string, value: TraceAlgorithm | null, allowNone: boolean) =>
    h(
      'select',
      { 'data-testid': testId, 'aria-label': t(SEARCH_WORDS.algorithm()) },
      allowNone ? h('option', { value: '', selected: value === null }, t(SEARCH_WORDS.none())) : null,
      ...TRACE_ALGORITHMS.map((name) => h('option', { value: name, selected: name === value }, t(ALGORITHM_NAMES[name]))),
    );
  const heuristicSelect = (testId: string, value: RunChoice['heuristic']) =>
    h(
      'select',
      { 'data-testid': testId, 'aria-label': t(SEARCH_WORDS.heuristic()) },
      h('option', { value: 'puzzle', selected: value === 'puzzle' }, t(SEARCH_WORDS.heuristicPuzzle())),
      h('option', { value: 'zero', selected: value === 'zero' }, t(SEARCH_WORDS.heuristicZero())),
    );
  const first = algorithmSelect('trace-algorithm', initial.runs[0].algorithm, false);
  const firstHeuristic = heuristicSelect('trace-heuristic', initial.runs[0].heuristic);
  const second = algorithmSelect('trace-algorithm-2', initial.runs[1]?.algorithm ?? null, true);
  const secondHeuristic = heuristicSelect('trace-heuristic-2', initial.runs[1]?.heuristic ?? 'puzzle');
  const runButton = h('button', { 'data-testid': 'trace-run', class: 'primary', onclick: () => void trace(0) }, t(SEARCH_WORDS.run()));
  panel.append(
    h(
      'div',
      { class: 'controls' },
      h('label', {}, `${t(SEARCH_WORDS.algorithm())} `, first),
      h('label', {}, `${t(SEARCH_WORDS.heuristic())} `, firstHeuristic),
      h('label', {}, `${t(SEARCH_WORDS.compare())} `, second, ' ', secondHeuristic),
      runButton,
    ),
  );

  const stepLabel = h('span', { 'data-testid': 'trace-step' });
  const playButton = h('button', { 'data-testid': 'trace-play', onclick: () => togglePlay() }, t(SEARCH_WORDS.play()));
  const speed = h('select', { 'data-testid': 'trace-speed', 'aria-label': t(SEARCH_WORDS.speed()) }, ...SPEEDS.map((sp, i) => h('option', { value: sp.ms, selected: i === 1 }, sp.label)));
  const exportButton = h('button', { 'data-testid': 'trace-export', onclick: () => exportJson() }, t(SEARCH_WORDS.exportJson()));
  const player = h(
    'div',
    { class: 'controls', hidden: true },
    h('button', { 'data-testid': 'trace-start', onclick: () => go(0) }, t(SEARCH_WORDS.toStart())),
    h('button', { 'data-testid': 'trace-back', onclick: () => go(at - 1) }, t(SEARCH_WORDS.stepBack())),
    h('button', { 'data-testid': 'trace-forward', onclick: () => go(at + 1) }, t(SEARCH_WORDS.step())),
    playButton,
    h('button', { 'data-testid': 'trace-end', onclick: () => go(lastStep()) }, t(SEARCH_WORDS.toEnd())),
    h('label', {}, `${t(SEARCH_WORDS.speed())} `, speed),
    stepLabel,
    exportButton,
    h('span', { class: 'note' }, t(SEARCH_WORDS.keys())),
  );
  const runs = h('div', { class: 'trace-runs', 'data-testid': 'trace-runs' }, h('p', { class: 'note' }, t(SEARCH_WORDS.noTraceYet())));
  const summary = h('div', {});
  panel.append(player, runs, summary);

  let traced: Traced | null = null;
  let at = 0;
  let timer = 0;
  let disposed = false;

  const choices = (): RunChoice[] => {
    const list: RunChoice[] = [{ algorithm: first.value as TraceAlgorithm, heuristic: firstHeuristic.value === 'zero' ? 'zero' : 'puzzle' }];
    if (second.value) list.push({ algorithm: second.value as TraceAlgorithm, heuristic: secondHeuristic.value === 'zero' ? 'zero' : 'puzzle' });
    return list;
  };
  const lastStep = () => (traced ? Math.max(...traced.replays.map((r) => r.steps)) : 0);

  const trace = async (step: number) => {
    stop();
    const chosen = choices();
    const job = app.client.start<TraceJobOutcome>({
      kind: 'trace',
      ref: refOf(app),
      // "The puzzle's" where it has one, else none: A* on a river crossing runs with h = 0 (its label says so) rather than failing.
      runs: chosen.map((c) => ({ algorithm: c.algorithm, maxSteps: MAX_STEPS, ...(c.heuristic === 'zero' && { heuristic: 'zero' as const }) })),
    });
    const progress = app.trackProgress(job.cancel);
    try {
      const outcome = await job.promise;
      if (disposed) return;
      traced = {
        job: outcome,
        replays: outcome.runs.map((o) => new TraceReplay(o)),
        labels: chosen.map((c, i) => labelOf(app.page, c, outcome.runs[i])),
      };
      app.showMessage(null);
      player.hidden = false;
      go(step);
    } catch (error) {
      app.showMessage(error instanceof Error ? error.message : String(error));
    } finally {
      progress.done();
    }
  };

  /** Shows every run at `step` (a run that has ended stays at its end), and the table once all have. */
  const go = (step: number) => {
    if (!traced) return;
    at = Math.max(0, Math.min(step, lastStep()));
    const kinds = traced.replays.map((r) => FRONTIER_KIND[r.outcome.algorithm]);
    const snaps = traced.replays.map((r) => r.at(at));
    replaceChildren(runs, ...snaps.map((snap, i) => runPanel(app.page, opened, traced!.replays[i].outcome, kinds[i], snap, traced!.labels[i], `trace-run-${i + 1}`)));
    const current = snaps[0].current?.state ?? traced.replays[0].outcome.events[0]?.state;
    if (current !== undefined) {
      try {
        void app.board.show(opened.draw(opened.parseState(current)));
      } catch {
        // A state the backend cannot draw leaves the board as it was.
      }
    }
    stepLabel.textContent = t(SEARCH_WORDS.stepOf({ at, last: lastStep() }));
    const allEnded = snaps.every((snap, i) => ended(traced!.replays[i].outcome, snap));
    replaceChildren(summary, allEnded ? summaryTable(app.page, traced.replays.map((r, i) => ({ label: traced!.labels[i], outcome: r.outcome })), traced.job.optimalCost) : null);
    history.replaceState(null, '', writeViewState(location.search, { runs: choices(), step: at }));
    if (allEnded) stop();
  };

  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = 0;
    playButton.textContent = t(SEARCH_WORDS.play());
  };
  const togglePlay = () => {
    if (timer) return stop();
    if (at >= lastStep()) go(0);
    playButton.textContent = t(SEARCH_WORDS.pause());
    const tick = () => {
      if (disposed || !traced) return;
      go(at + 1);
      timer = at >= lastStep() ? 0 : window.setTimeout(tick, Number(speed.value));
      if (!timer) stop();
    };
    timer = window.setTimeout(tick, Number(speed.value));
  };

  const exportJson = () => {
    if (!traced) return;
    const runsJson = traced.replays.map((r) => ({ algorithm: r.outcome.algorithm, heuristic: r.outcome.heuristic, events: r.outcome.events, length: r.outcome.length }));
    const blob = new Blob([JSON.stringify({ puzzle: opened.puzzleId, instance: opened.code, runs: runsJson }, null, 2)], { type: 'application/json' });
    const link = h('a', { href: URL.createObjectURL(blob), download: `trace-${opened.puzzleId}.json` });
    link.click();
    URL.revokeObjectURL(link.href);
  };

  /** Arrow keys step, Home and End jump, wherever focus is but in a field. */
  const onKey = (event: KeyboardEvent) => {
    if (!traced || event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement || event.target instanceof HTMLTextAreaElement) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: lastStep() }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    stop();
    go(to);
  };
  document.addEventListener('keydown', onKey);

  // A link that names a step traces at once and opens there.
  if (initial.step !== null) void trace(initial.step);

  return () => {
    disposed = true;
    stop();
    document.removeEventListener('keydown', onKey);
  };
}

function labelOf(page: PageWords, choice: RunChoice, outcome: TraceOutcome): string {
  const name = page.t(ALGORITHM_NAMES[choice.algorithm]);
  return outcome.heuristic === 'zero' && ['astar', 'greedy', 'idastar'].includes(choice.algorithm) ? `${name} (h = 0)` : name;
}

/**
 * The search worker: every search runs here, in slices (`runAsync`), so the
 * page never freezes, progress is posted a few times a second, and a cancel
 * message aborts the job's AbortSignal between slices. It loads the backend a
 * job names when that job comes (the midend's lazy catalog, as the page does),
 * so its script holds the engine and the midend, and no puzzle until asked.
 */
import {
  runAsync,
  solveSteps,
  type AlgorithmName,
  type DistanceMap,
  type LimitReason,
  type SearchOptions,
} from '../../../src/engine/index.js';
import {
  inputErrorIn,
  LAZY_PUZZLE_IDS,
  loadPuzzle,
  openBackend,
  PuzzleInputError,
  stateGraphOf,
  traceSteps,
  type HintTablesHooks,
  type OpenedInstance,
  type TraceRunOptions,
} from '../../../src/midend/browser.js';
import type { Message } from '../../../src/i18n/index.js';
import type { Lang } from '../../../src/puzzles/lang.js';
import { APP_WORDS } from '../messages/app.js';
import { WORKER_WORDS } from '../messages/worker.js';
import type { TableSetSpec } from '../../../src/puzzles/heuristic-tables.js';
import type {
  CountOutcome,
  DistancesOutcome,
  ExploreOutcome,
  FromWorker,
  HintOutcome,
  InstanceRef,
  Job,
  Outcome,
  SolveOutcome,
  StoredOutcome,
  TablesOutcome,
  TablesProgress,
  ToWorker,
  TraceJobOutcome,
} from './protocol.js';
import { indexedDbTableStore } from './table-store.js';
import { heldAt, holdForTests, holdsAt, releaseForTests } from './test-holds.js';

/** The worker global, typed by hand: the app's code is checked against the DOM library, not WebWorker's. */
const port = self as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

/** Searches hold at most this many states in the browser (a tab has far less memory than a terminal). */
const MAX_STATES = 8_000_000;
/** The distance map keeps every edge too. */
const MAX_DISTANCE_STATES = 3_000_000;

interface Prepared {
  /** The instance as the midend opened it, in the language of the job that first asked: the searches run on it. */
  opened: OpenedInstance;
  distances?: DistanceMap<unknown>;
  /** Why the distance map could not be had, once a limit stopped it (the map itself is dropped: it holds the states seen). */
  distancesStopped?: { limit: LimitReason; reachableStates: number };
  /** The pattern databases that give hints instead of the map, where the space is too big for it; null when none do. */
  hintTables?: TableSetSpec | null;
}

/** The last instance used, with its distance map: play mode asks about it on every move. */
let cached: { key: string; prepared: Prepared } | null = null;
const running = new Map<number, AbortController>();

port.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'cancel') {
    running.get(message.id)?.abort();
    return;
  }
  if (message.type === 'hold' || message.type === 'release') {
    if (message.type === 'hold') holdForTests(message.points);
    else releaseForTests(message.point);
    return;
  }
  const controller = new AbortController();
  running.set(message.id, controller);
  const options: SearchOptions = {
    signal: controller.signal,
    maxStates: MAX_STATES,
    onProgress: (progress) => port.postMessage({ type: 'progress', id: message.id, progress }),
  };
  const onTables = (progress: TablesProgress) => port.postMessage({ type: 'tables', id: message.id, progress });
  run(message.job, message.lang, options, onTables)
    .then((outcome) => port.postMessage({ type: 'done', id: message.id, outcome }))
    .catch((error: unknown) => port.postMessage({ type: 'error', id: message.id, ...failure(error) }))
    .finally(() => running.delete(message.id));
});

/** A job's failure as the page shows it: bad input in the backend's words, anything else an internal error with its own message. */
function failure(error: unknown): { words: Message; inputError: boolean } {
  const detail = error instanceof Error ? error.message : String(error);
  if (!(error instanceof PuzzleInputError)) return { words: APP_WORDS.internalError({ detail }), inputError: false };
  // Bad input as the message the backend made from its catalog, else its words in both languages: the page picks one.
  return { words: error.words ?? WORKER_WORDS.inBoth({ en: inputErrorIn(error, 'en'), zh: inputErrorIn(error, 'zh') }), inputError: true };
}

async function prepare(ref: InstanceRef, lang: Lang): Promise<Prepared> {
  // The language is no part of the key: the distance map serves both.
  const key = JSON.stringify(ref);
  if (cached?.key === key) return cached.prepared;
  // The page names a puzzle by its id (it has loaded that backend itself): fetched once here, then kept.
  const backend = await loadPuzzle(ref.puzzle);
  if (!backend) throw new PuzzleInputError(APP_WORDS.unknownPuzzle({ id: ref.puzzle, known: LAZY_PUZZLE_IDS.join(', ') }));
  // Another job may have opened it meanwhile: the first one's stays, with what it has computed.
  if (cached?.key === key) return cached.prepared;
  const opened = openBackend(backend, { ...ref.request, metric: ref.metric, lang });
  const prepared: Prepared = { opened };
  cached = { key, prepared };
  return prepared;
}

async function run(job: Job, lang: Lang, options: SearchOptions, onTables: (p: TablesProgress) => void): Promise<Outcome> {
  const prepared = await prepare(job.ref, lang);
  switch (job.kind) {
    case 'solve':
      return solveJob(prepared, job.algorithm, options, job.from);
    case 'count':
      return countJob(prepared, options);
    case 'explore':
      return exploreJob(prepared, job.graphLimit, options);
    case 'distances':
      return distancesJob(prepared, job.codes, options);
    case 'tables':
      return tablesJob(prepared, options, onTables);
    case 'stored':
      return { kept: await prepared.opened.hintTablesKept(hintSpec(prepared)) } satisfies StoredOutcome;
    case 'hint':
      return hintJob(prepared, job.code, options, onTables);
    case 'trace':
      return traceJob(prepared, job.runs, options);
  }
}

/** The traces the Search view steps through, and the least cost to judge each solution by (the search `auto` picks, on the states it may hold). */
async function traceJob({ opened }: Prepared, runs: TraceRunOptions[], options: SearchOptions): Promise<TraceJobOutcome> {
  const traced = [];
  // No state limit: a trace is bounded by its expansions (the view asks for 2,000), and a limit of millions would size the
  // tables up front for them, so that the memory the view shows (the engine's own count, in bytes) would be that, not the search's.
  for (const run of runs) traced.push(await runAsync(traceSteps(opened, run, { signal: options.signal })));
  const best = await runAsync(opened.solve({ signal: options.signal, maxStates: MAX_DISTANCE_STATES, algorithm: 'auto' }));
  return { runs: traced, optimalCost: best.solution ? best.solution.cost : null };
}

async function solveJob({ opened }: Prepared, algorithm: AlgorithmName, options: SearchOptions, from?: string): Promise<SolveOutcome> {
  const run = { ...options, algorithm };
  const result = await runAsync(from === undefined ? opened.solve(run) : opened.solveFrom(opened.parseState(from), run));
  const outcome: SolveOutcome = {
    status: result.status,
    statesExplored: result.stats.statesExplored,
    milliseconds: result.stats.milliseconds,
  };
  if (result.limit) outcome.limit = result.limit;
  // The problem's proof as the backend words it in each language (it words it for a language asked), the page showing the one it is in.
  if (result.reason) outcome.reason = inBothLangs((each) => opened.withLang(each).unsolvableReason(result.reasonMessage ?? result.reason) ?? result.reason!);
  if (result.solution) {
    outcome.moves = opened.moveCodes(result.solution.moves);
    outcome.cost = result.solution.cost;
  }
  return outcome;
}

async function countJob({ opened }: Prepared, options: SearchOptions): Promise<CountOutcome> {
  const result = await runAsync(opened.countShortest(options));
  const outcome: CountOutcome = { status: result.status };
  if (result.limit) outcome.limit = result.limit;
  if (result.cost !== undefined) outcome.cost = result.cost;
  if (result.count !== undefined) outcome.count = result.count;
  return outcome;
}

async function exploreJob(prepared: Prepared, graphLimit: number, options: SearchOptions): Promise<ExploreOutcome> {
  const { opened } = prepared;
  const result = await runAsync(opened.explore({ ...options, farthestExamples: 12 }));
  const outcome: ExploreOutcome = {
    status: result.status,
    reachableStates: result.reachableStates,
    goalStates: result.goalStates,
    shortest: result.shortest,
    statesPerDepth: result.statesPerDepth,
    farthest: {
      distance: result.farthest.distance,
      count: result.farthest.count,
      examples: result.farthest.examples.map((state) => opened.stateCode(state)),
    },
    milliseconds: result.stats.milliseconds,
  };
  if (result.limit) outcome.limit = result.limit;
  if (result.status === 'complete' && result.reachableStates <= graphLimit) {
    const map = await distanceMap(prepared, options);
    if (map.status === 'complete') outcome.graph = stateGraphOf(map, (state) => opened.stateCode(state));
  }
  return outcome;
}

/** The instance's distance map, computed on first use; a limit leaves only the figures of how far it got. */
async function distanceMap(
  prepared: Prepared,
  options: SearchOptions,
): Promise<DistanceMap<unknown> | { status: 'limit'; limit: LimitReason; reachableStates: number }> {
  if (prepared.distances) return prepared.distances;
  if (prepared.distancesStopped) return { status: 'limit', ...prepared.distancesStopped };
  const map = await runAsync(prepared.opened.distances({ ...options, maxStates: MAX_DISTANCE_STATES }));
  if (map.status === 'complete') {
    prepared.distances = map;
    return map;
  }
  const stopped = { limit: map.limit ?? 'states', reachableStates: map.reachableStates } as const;
  // A cancelled computation is not remembered: asking again starts it again.
  if (stopped.limit !== 'cancelled') prepared.distancesStopped = stopped;
  return { status: 'limit', ...stopped };
}

async function distancesJob(prepared: Prepared, codes: string[], options: SearchOptions): Promise<DistancesOutcome> {
  // A browser test may hold the answer here, to act on the page before it comes (test-holds.ts).
  if (holdsAt('distances')) await heldAt('distances', options.signal);
  if (hintTables(prepared)) {
    // Every position reachable from a start the puzzle's theory proves unsolvable is unsolvable too: no tables needed.
    if (prepared.opened.provedUnsolvable()) return { status: 'complete', reachableStates: 0, distances: codes.map(() => Infinity) };
    return { status: 'search', reachableStates: 0, distances: codes.map(() => null) };
  }
  const map = await distanceMap(prepared, options);
  if (map.status !== 'complete') {
    return { status: 'limit', limit: map.limit, reachableStates: map.reachableStates, distances: codes.map(() => null) };
  }
  return {
    status: 'complete',
    reachableStates: map.reachableStates,
    distances: codes.map((code) => map.distance(prepared.opened.parseState(code))),
  };
}

/**
 * The pattern databases that give this instance's hints, where its space is
 * too big for the distance map (the midend chooses them).
 */
function hintTables(prepared: Prepared): TableSetSpec | null {
  if (prepared.hintTables !== undefined) return prepared.hintTables;
  prepared.hintTables = prepared.opened.hintTableSet(MAX_DISTANCE_STATES);
  return prepared.hintTables;
}

function hintSpec(prepared: Prepared): TableSetSpec {
  const spec = hintTables(prepared);
  if (!spec) throw new Error('this instance has no pattern databases for hints');
  return spec;
}

/** Where a browser test holds the build of hint tables and their store (test-holds.ts); inert in the app. */
const hintHolds: HintTablesHooks = {
  beforeBuild: (signal) => (holdsAt('build') ? heldAt('build', signal) : undefined),
  beforeStore: () => (holdsAt('store') ? heldAt('store') : undefined),
};

/** The hint tables made ready (from memory, IndexedDB, or a build with progress): installed, a build's store still under way. */
async function tablesJob(prepared: Prepared, options: SearchOptions, onTables: (p: TablesProgress) => void): Promise<TablesOutcome> {
  const ready = await prepared.opened.readyHintTables(hintSpec(prepared), indexedDbTableStore, { signal: options.signal!, onTablesProgress: onTables, hooks: hintHolds });
  if (ready.status !== 'ready') return { status: 'limit', limit: ready.limit };
  const outcome: TablesOutcome = { status: 'ready', from: ready.from };
  if (ready.buildMilliseconds !== undefined) outcome.buildMilliseconds = ready.buildMilliseconds;
  if (ready.rejected) outcome.rejected = WORKER_WORDS.inBoth({ en: ready.rejected.reason, zh: ready.rejected.zh });
  return outcome;
}

/** A sentence a backend words for the language it is asked for, in both, as one message. */
function inBothLangs(wordsIn: (lang: Lang) => string): Message {
  return WORKER_WORDS.inBoth({ en: wordsIn('en'), zh: wordsIn('zh') });
}

/** One position's distance and best move: the midend's IDA* on the pattern databases (made ready first if they are not). */
async function hintJob(prepared: Prepared, code: string, options: SearchOptions, onTables: (p: TablesProgress) => void): Promise<HintOutcome> {
  const spec = hintSpec(prepared);
  const { opened } = prepared;
  const state = opened.parseState(code);
  return opened.hint(state, spec, indexedDbTableStore, { ...options, signal: options.signal!, onTablesProgress: onTables, hooks: hintHolds });
}

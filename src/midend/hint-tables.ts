/**
 * Pattern databases for hints on spaces too big for a distance map (the
 * 15-puzzle): the set a puzzle's `heuristicTables` builds in seconds for the
 * instance, installed from this process's memory, else read back from the
 * store passed in (checked), else built here with progress. A set is ready
 * once installed: a built one is kept in the store after that, in the
 * background (`hintTablesKept` says how that went), so a hint never waits
 * for the store to commit, and a cancel that comes once the set is
 * installed no longer stops it.
 *
 * One build at a time, shared: a hint asked while the set is building (the
 * player moved on) waits for the same build instead of starting another, and
 * the build stops only when every job waiting for it has been cancelled
 * (Play left, the puzzle changed).
 */
import { runAsync, type LimitReason } from '../engine/index.js';
import type { SearchProblem } from '../engine/problem.js';
import type { TableBuildProgress, TableSetSpec } from '../puzzles/heuristic-tables.js';
import type { PuzzleBackend } from '../puzzles/puzzle.js';
import { tablesInUse } from './prepare-tables.js';
import type { HintTablesHooks, HintTablesOptions, HintTablesProgress, HintTablesReady } from './table-runs.js';
import type { StoredTablesRead, TableStore } from './table-store.js';

/** No set needing more at its peak is built for hints (a browser tab builds them): those that build in seconds (5-5-5, 6-5) need about 9 MB. */
const MAX_BUILD_BYTES = 32 * 2 ** 20;

/**
 * The set hints use for this instance, where its space is too big for a
 * distance map of `mapStates` states (a ranked space of more, or one without
 * a size: the 15-puzzle's 10 trillion): the one a plain solve builds on first
 * use, else the backend's best that builds quickly; null when the space fits
 * the map, the backend has none that fits, or the instance uses none (then
 * there are no hints for big spaces).
 */
export function hintTableSet<I, S, M>(puzzle: PuzzleBackend<I, S, M>, instance: I, metric: string, problem: SearchProblem<S, M>, mapStates: number): TableSetSpec | null {
  const big = problem.size === undefined || problem.size > mapStates;
  if (!big) return null;
  const tables = tablesInUse(puzzle, instance, metric);
  if (!tables) return null;
  const specOf = (name: string): TableSetSpec | null => {
    try {
      return tables.spec(instance, name);
    } catch {
      // A partition that does not fit this goal (the blank's goal not in a corner): not offered.
      return null;
    }
  };
  const candidates = [tables.defaultFor(instance), ...tables.available(instance).map((a) => specOf(a.name))];
  return candidates.find((spec): spec is TableSetSpec => spec !== null && spec.buildBytes <= MAX_BUILD_BYTES) ?? null;
}

/** The sets installed in this process (installing is global to the backend: every later search uses them). */
const installed = new Set<string>();
/** The stores of the sets built in this process, by set: whether the store took each copy. */
const stores = new Map<string, Promise<boolean>>();

type BuildEnd = { status: 'built'; milliseconds: number } | { status: 'limit'; limit: LimitReason };

interface SharedBuild {
  id: string;
  controller: AbortController;
  /** The progress callbacks of the jobs waiting for it. */
  waiting: Set<(p: HintTablesProgress) => void>;
  /** The last progress, for a job that joins: its page says "building" at once, not at the next report. */
  latest: HintTablesProgress;
  done: Promise<BuildEnd>;
}

let building: SharedBuild | null = null;

/** Makes `spec`'s tables the ones `puzzle`'s searches use, by whatever way is quickest. */
export async function readyHintTables<I, S, M>(puzzle: PuzzleBackend<I, S, M>, spec: TableSetSpec, store: TableStore, options: HintTablesOptions): Promise<HintTablesReady> {
  const { signal } = options;
  const onProgress = options.onTablesProgress ?? (() => {});
  const tables = puzzle.heuristicTables!;
  if (installed.has(spec.id)) return { status: 'ready', from: 'memory' };
  // A build under way is joined at once, before any await: the job it was started for may be cancelled next.
  const underWay = building?.id === spec.id && !building.controller.signal.aborted;
  const read = underWay ? ({ status: 'missing' } as const) : await readKept(store, spec);
  if (signal.aborted) return { status: 'limit', limit: 'cancelled' };
  if (read.status === 'ok') {
    tables.install(spec, read.tables);
    installed.add(spec.id);
    return { status: 'ready', from: 'stored' };
  }
  const rejected = read.status === 'invalid' ? { reason: read.reason, zh: read.zh } : undefined;
  const build = joinBuild(puzzle, spec, store, options.hooks);
  build.waiting.add(onProgress);
  onProgress(build.latest);
  const cancelled = new Promise<{ status: 'limit'; limit: LimitReason }>((resolve) => {
    const leave = () => {
      build.waiting.delete(onProgress);
      if (build.waiting.size === 0) build.controller.abort();
      resolve({ status: 'limit', limit: 'cancelled' });
    };
    if (signal.aborted) leave();
    else signal.addEventListener('abort', leave, { once: true });
  });
  const outcome = await Promise.race([build.done, cancelled]);
  build.waiting.delete(onProgress);
  if (outcome.status !== 'built') return outcome;
  return { status: 'ready', from: 'built', buildMilliseconds: outcome.milliseconds, ...(rejected ? { rejected } : {}) };
}

/** Whether the store took the copy of `spec` built in this process (waiting for its store); null when none was built here. */
export async function hintTablesKept(spec: TableSetSpec): Promise<boolean | null> {
  return (await stores.get(spec.id)) ?? null;
}

/** The kept copy; a store that fails to answer has none (a private window may refuse IndexedDB). */
async function readKept(store: TableStore, spec: TableSetSpec): Promise<StoredTablesRead> {
  try {
    return await store.read(spec);
  } catch {
    return { status: 'missing' };
  }
}

/** The build of `spec` under way, or a new one (stopping one of another set: its jobs are gone with their puzzle). */
function joinBuild<I, S, M>(puzzle: PuzzleBackend<I, S, M>, spec: TableSetSpec, store: TableStore, hooks: HintTablesHooks | undefined): SharedBuild {
  if (building?.id === spec.id && !building.controller.signal.aborted) return building;
  building?.controller.abort();
  const controller = new AbortController();
  const waiting = new Set<(p: HintTablesProgress) => void>();
  const total = spec.sizes.reduce((a, b) => a + b, 0);
  const before = spec.sizes.map((_, i) => spec.sizes.slice(0, i).reduce((a, b) => a + b, 0));
  // The share of the whole build done, each table weighted by its entries.
  const report = (p: TableBuildProgress) => {
    const fraction = (before[p.table] + spec.sizes[p.table] * Math.min(1, p.reached / p.size)) / total;
    const progress = { table: p.table, tables: p.tables, fraction };
    if (building?.controller === controller) building.latest = progress;
    for (const listener of waiting) listener(progress);
  };
  const done = (async (): Promise<BuildEnd> => {
    // A front end may hold the build here (a browser test); a cancel lets it go at once.
    const held = hooks?.beforeBuild?.(controller.signal);
    if (held) await held;
    const started = performance.now();
    const built = await runAsync(puzzle.heuristicTables!.build(spec, { signal: controller.signal, progressIntervalMs: 200 }, report));
    if (built.status !== 'built') return { status: 'limit', limit: built.limit };
    const milliseconds = performance.now() - started;
    puzzle.heuristicTables!.install(spec, built.tables);
    installed.add(spec.id);
    // Kept for later hints and page loads, after the hint that asked has its answer; a store that cannot take them leaves them for now.
    stores.set(spec.id, keep(store, spec, built.tables, hooks));
    return { status: 'built', milliseconds };
  })().finally(() => {
    if (building?.controller === controller) building = null;
  });
  building = { id: spec.id, controller, waiting, latest: { table: 0, tables: spec.sizes.length, fraction: 0 }, done };
  return building;
}

async function keep(store: TableStore, spec: TableSetSpec, tables: Uint8Array[], hooks: HintTablesHooks | undefined): Promise<boolean> {
  const held = hooks?.beforeStore?.();
  if (held) await held;
  try {
    await store.write(spec, tables);
    return true;
  } catch {
    return false;
  }
}

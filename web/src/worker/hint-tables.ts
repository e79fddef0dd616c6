/**
 * Pattern databases for hints on spaces too big for a distance map (the
 * 15-puzzle): the set a puzzle's `heuristicTables` builds in seconds for the
 * instance, installed from this worker's memory, else read back from
 * IndexedDB (checked), else built here with progress. A set is ready once
 * installed: a built one is kept in IndexedDB after that, in the background
 * (`storedHintTables` says how that went), so a hint never waits for the
 * database to commit, and a cancel that comes once the set is installed no
 * longer stops it.
 *
 * One build at a time, shared: a hint asked while the set is building (the
 * player moved on) waits for the same build instead of starting another, and
 * the build stops only when every job waiting for it has been cancelled
 * (Play left, the puzzle changed).
 */
import { runAsync, type LimitReason } from '../../../src/engine/index.js';
import type { TableBuildProgress, TableSetSpec } from '../../../src/puzzles/heuristic-tables.js';
import type { AnyPuzzle } from '../../../src/puzzles/puzzle.js';
import type { TablesProgress } from './protocol.js';
import { readStoredTables, storeTables } from './table-store.js';
import { heldAt, holdsAt } from './test-holds.js';

/** No set needing more at its peak is built in a tab: those that build in seconds (5-5-5, 6-5) need about 9 MB. */
const MAX_BUILD_BYTES = 32 * 2 ** 20;

/**
 * The set hints use for this instance under this metric: the one a plain
 * solve builds on first use, else the backend's best that builds quickly; null
 * when the backend has none that fits, or the instance uses none (then there
 * are no hints for big spaces).
 */
export function hintTablesFor(puzzle: AnyPuzzle, instance: unknown, metric: string): TableSetSpec | null {
  const tables = puzzle.heuristicTables;
  if (!tables || tables.metric !== metric || !tables.usedBy(instance)) return null;
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

export type TablesReady =
  | {
      status: 'ready';
      /** Installed already in this worker, read back from IndexedDB, or built just now. */
      from: 'memory' | 'stored' | 'built';
      buildMilliseconds?: number;
      /** Why the copy in IndexedDB was not used (it was then rebuilt). */
      rejected?: { reason: string; zh: string };
    }
  | { status: 'limit'; limit: LimitReason };

/** The sets installed in this worker (installing is global to the backend: every later search uses them). */
const installed = new Set<string>();
/** The stores of the sets built in this worker, by set: whether IndexedDB took each copy. */
const stores = new Map<string, Promise<boolean>>();

interface SharedBuild {
  id: string;
  controller: AbortController;
  /** The progress callbacks of the jobs waiting for it. */
  waiting: Set<(p: TablesProgress) => void>;
  /** The last progress, for a job that joins: its page says "building" at once, not at the next report. */
  latest: TablesProgress;
  done: Promise<{ status: 'built'; milliseconds: number } | { status: 'limit'; limit: LimitReason }>;
}

let building: SharedBuild | null = null;

/** Makes `spec`'s tables the ones `puzzle`'s searches use, by whatever way is quickest. */
export async function readyHintTables(
  puzzle: AnyPuzzle,
  spec: TableSetSpec,
  signal: AbortSignal,
  onProgress: (p: TablesProgress) => void,
): Promise<TablesReady> {
  const tables = puzzle.heuristicTables!;
  if (installed.has(spec.id)) return { status: 'ready', from: 'memory' };
  // A build under way is joined at once, before any await: the job it was started for may be cancelled next.
  const underWay = building?.id === spec.id && !building.controller.signal.aborted;
  const read = underWay ? ({ status: 'missing' } as const) : await readStoredTables(spec).catch(() => ({ status: 'missing' }) as const);
  if (signal.aborted) return { status: 'limit', limit: 'cancelled' };
  if (read.status === 'ok') {
    tables.install(spec, read.tables);
    installed.add(spec.id);
    return { status: 'ready', from: 'stored' };
  }
  const rejected = read.status === 'invalid' ? { reason: read.reason, zh: read.zh } : undefined;
  const build = joinBuild(puzzle, spec);
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

/** Whether IndexedDB took the copy of `spec` built in this worker (waiting for its store); null when none was built here. */
export async function storedHintTables(spec: TableSetSpec): Promise<boolean | null> {
  return (await stores.get(spec.id)) ?? null;
}

/** The build of `spec` under way, or a new one (stopping one of another set: its jobs are gone with their puzzle). */
function joinBuild(puzzle: AnyPuzzle, spec: TableSetSpec): SharedBuild {
  if (building?.id === spec.id && !building.controller.signal.aborted) return building;
  building?.controller.abort();
  const controller = new AbortController();
  const waiting = new Set<(p: TablesProgress) => void>();
  const total = spec.sizes.reduce((a, b) => a + b, 0);
  const before = spec.sizes.map((_, i) => spec.sizes.slice(0, i).reduce((a, b) => a + b, 0));
  // The share of the whole build done, each table weighted by its entries.
  const report = (p: TableBuildProgress) => {
    const fraction = (before[p.table] + spec.sizes[p.table] * Math.min(1, p.reached / p.size)) / total;
    const progress = { table: p.table, tables: p.tables, fraction };
    if (building?.controller === controller) building.latest = progress;
    for (const listener of waiting) listener(progress);
  };
  const done = (async () => {
    // A browser test may hold the build here (test-holds.ts); a cancel lets it go at once.
    if (holdsAt('build')) await heldAt('build', controller.signal);
    const started = performance.now();
    const built = await runAsync(puzzle.heuristicTables!.build(spec, { signal: controller.signal, progressIntervalMs: 200 }, report));
    if (built.status !== 'built') return { status: 'limit' as const, limit: built.limit };
    const milliseconds = performance.now() - started;
    puzzle.heuristicTables!.install(spec, built.tables);
    installed.add(spec.id);
    // Kept for later hints and page loads, after the hint that asked has its answer; a tab that cannot store them still has them for now.
    stores.set(spec.id, keep(spec, built.tables));
    return { status: 'built' as const, milliseconds };
  })().finally(() => {
    if (building?.controller === controller) building = null;
  });
  building = { id: spec.id, controller, waiting, latest: { table: 0, tables: spec.sizes.length, fraction: 0 }, done };
  return building;
}

async function keep(spec: TableSetSpec, tables: Uint8Array[]): Promise<boolean> {
  if (holdsAt('store')) await heldAt('store');
  return storeTables(spec, tables);
}

/**
 * Heuristic tables for a solve, and `pdb build`: which set, read back from
 * the store passed in (the first in the backend's order that reads back
 * intact), else built within the memory limit, installed and kept. What
 * happens is reported as data (table-runs.ts); the words are the front
 * end's.
 */
import { runAsync } from '../engine/index.js';
import type { HeuristicTables, TableBuild, TableSetSpec } from '../puzzles/heuristic-tables.js';
import type { PuzzleBackend } from '../puzzles/puzzle.js';
import type { PrepareTablesOptions, TableBuildOutcome, TableRunOptions, TableSetChoice } from './table-runs.js';
import type { TableStore } from './table-store.js';

/** The backend's tables where searches of `instance` under `metric` use them, else null. */
export function tablesInUse<I, S, M>(puzzle: PuzzleBackend<I, S, M>, instance: I, metric: string): HeuristicTables<I> | null {
  const tables = puzzle.heuristicTables;
  return tables && tables.metric === metric && tables.usedBy(instance) ? tables : null;
}

/**
 * Installs the best kept table set for the instance, else builds the
 * default one and keeps it. Returns what it installed, or null (also when
 * the tables are not for this metric, or the instance does not use them).
 */
export async function prepareTables<I, S, M>(
  puzzle: PuzzleBackend<I, S, M>,
  instance: I,
  metric: string,
  store: TableStore,
  options: PrepareTablesOptions = {},
): Promise<TableSetSpec | null> {
  const tables = tablesInUse(puzzle, instance, metric);
  if (!tables) return null;
  const emit = options.onEvent ?? (() => {});
  // A kept set is used on any board that has one (the 24-puzzle's 6-6-6-6 too); only the default is built on first use.
  const wanted = tables.defaultFor(instance);
  const candidates = tables.available(instance).map((a) => tables.spec(instance, a.name));
  for (const spec of candidates) {
    const read = await store.read(spec);
    if (read.status === 'ok') {
      tables.install(spec, read.tables);
      return spec;
    }
    if (read.status === 'invalid') emit({ kind: 'cached-invalid', spec, reason: read.reason, zh: read.zh });
  }
  if (options.build === false || !wanted) return null;
  const needsMegabytes = megabytesToBuild(wanted);
  if (wanted.buildBytes > (options.maxMemoryBytes ?? Infinity)) {
    emit({ kind: 'too-big', spec: wanted, needsMegabytes });
    return null;
  }
  emit({ kind: 'building', spec: wanted, needsMegabytes });
  const built = await timedBuild(tables, wanted, options);
  if (built.status !== 'built') {
    emit({ kind: 'build-stopped', spec: wanted, limit: built.limit });
    return null;
  }
  tables.install(wanted, built.tables);
  try {
    await store.write(wanted, built.tables);
    emit({ kind: 'built-and-stored', spec: wanted, milliseconds: built.milliseconds, where: store.where(wanted) });
  } catch (error) {
    emit({ kind: 'built-not-stored', spec: wanted, milliseconds: built.milliseconds, error: (error as Error).message });
  }
  return wanted;
}

/** The set `pdb build` makes: the partition named, else the default, else the backend's first for this board. */
export function tableSetToBuild<I, S, M>(puzzle: PuzzleBackend<I, S, M>, instance: I, partition?: string): TableSetChoice {
  const tables = puzzle.heuristicTables;
  if (!tables) return { status: 'no-tables' };
  const name = partition ?? tables.defaultFor(instance)?.name ?? tables.available(instance)[0]?.name;
  if (!name) return { status: 'none-for-board' };
  // An unknown partition is the backend's PuzzleInputError, naming the known ones.
  return { status: 'chosen', spec: tables.spec(instance, name) };
}

/**
 * Builds `spec` and keeps it in the store (not installed: `pdb build` only
 * fills the cache). The tables are allocated whole, so a set that cannot fit
 * the memory limit is refused before the build begins. The one event is
 * 'building'; the rest is the outcome. A store that cannot take the set
 * throws, as it does.
 */
export async function buildTables<I, S, M>(puzzle: PuzzleBackend<I, S, M>, spec: TableSetSpec, store: TableStore, options: TableRunOptions = {}): Promise<TableBuildOutcome> {
  const tables = puzzle.heuristicTables!;
  const needsMegabytes = megabytesToBuild(spec);
  if (spec.buildBytes > (options.maxMemoryBytes ?? Infinity)) return { status: 'too-big', needsMegabytes };
  options.onEvent?.({ kind: 'building', spec, needsMegabytes });
  const built = await timedBuild(tables, spec, options);
  if (built.status !== 'built') return { status: 'stopped', limit: built.limit };
  await store.write(spec, built.tables);
  return { status: 'built', where: store.where(spec), entries: spec.sizes.reduce((a, b) => a + b, 0), milliseconds: built.milliseconds };
}

function megabytesToBuild(spec: TableSetSpec): number {
  return Math.ceil(spec.buildBytes / 2 ** 20);
}

async function timedBuild<I>(tables: HeuristicTables<I>, spec: TableSetSpec, options: PrepareTablesOptions): Promise<TableBuild & { milliseconds: number }> {
  const started = performance.now();
  const { onBuildProgress, onEvent: _onEvent, build: _build, ...limits } = options;
  const built = await runAsync(tables.build(spec, { ...limits, progressIntervalMs: 200 }, onBuildProgress));
  return { ...built, milliseconds: performance.now() - started };
}

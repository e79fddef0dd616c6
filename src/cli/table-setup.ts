/**
 * Heuristic tables for a command: read from the cache, or built (with a
 * progress bar on a terminal) and cached, then installed in the backend.
 */
import cliProgress from 'cli-progress';
import { runAsync, type SearchOptions } from '../engine/index.js';
import type { TableBuild, TableSetSpec } from '../puzzles/heuristic-tables.js';
import type { AnyPuzzle } from '../puzzles/puzzle.js';
import { milliseconds } from './format.js';
import { readTables, writeTables } from './table-cache.js';
import { showCursorOnExit } from './progress.js';
import { limitWords, say } from './lang.js';
import { cliIo } from './io.js';

export interface TableSetup {
  cacheDir: string;
  /** Build the default tables when none are cached (a plain solve does; --no-pdb turns it all off). */
  build: boolean;
  options: SearchOptions;
}

function note(line: string): void {
  cliIo().stderr.write(`puzzlekit: ${line}\n`);
}

/**
 * Installs the best cached table set for the instance (the first in the
 * backend's order that reads back intact), else builds the default one. Returns what it installed, or null
 * (also when the tables are not for this metric, or the instance does not use them).
 */
export async function prepareTables(puzzle: AnyPuzzle, instance: unknown, metric: string, setup: TableSetup): Promise<TableSetSpec | null> {
  const tables = puzzle.heuristicTables;
  if (!tables || tables.metric !== metric || !tables.usedBy(instance)) return null;
  // A cached set is used on any board that has one (the 24-puzzle's 6-6-6-6 too); only the default is built on first use.
  const wanted = tables.defaultFor(instance);
  const candidates = tables.available(instance).map((a) => tables.spec(instance, a.name));
  for (const spec of candidates) {
    const read = readTables(setup.cacheDir, spec);
    if (read.status === 'ok') {
      tables.install(spec, read.tables);
      return spec;
    }
    if (read.status === 'invalid') note(say(`the cached ${spec.description} ${read.reason}: not used`, `缓存的 ${spec.zh ?? spec.description}${read.zh}：不使用`));
  }
  if (!setup.build || !wanted) return null;
  if (wanted.buildBytes > (setup.options.maxMemoryBytes ?? Infinity)) {
    const needs = Math.ceil(wanted.buildBytes / 2 ** 20);
    note(say(`the ${wanted.description} need about ${needs} MB to build, more than --max-memory: solving without pattern databases`, `${wanted.zh ?? wanted.description}构建约需 ${needs} MB，超过了 --max-memory：不用模式数据库求解`));
    return null;
  }
  note(say(`building the ${wanted.description} (first use; pass --no-pdb to skip) ...`, `正在构建 ${wanted.zh ?? wanted.description}（首次使用；加 --no-pdb 可跳过）……`));
  const built = await buildTables(puzzle, wanted, setup.options);
  if (built.status !== 'built') {
    note(say(`the build stopped (${built.limit}): solving without pattern databases`, `构建已停止（${limitWords(built.limit)}）：不用模式数据库求解`));
    return null;
  }
  tables.install(wanted, built.tables);
  try {
    const path = writeTables(setup.cacheDir, wanted, built.tables);
    note(say(`built in ${milliseconds(built.milliseconds)}, cached in ${path}`, `构建用时 ${milliseconds(built.milliseconds)}，已缓存到 ${path}`));
  } catch (error) {
    note(say(`built in ${milliseconds(built.milliseconds)}, but not cached: ${(error as Error).message}`, `构建用时 ${milliseconds(built.milliseconds)}，但没能缓存：${(error as Error).message}`));
  }
  return wanted;
}

/** Builds a table set with a progress bar on a terminal. */
export async function buildTables(puzzle: AnyPuzzle, spec: TableSetSpec, options: SearchOptions): Promise<TableBuild & { milliseconds: number }> {
  const started = performance.now();
  let bar: cliProgress.SingleBar | undefined;
  let forgetCursor = () => {};
  const onProgress = cliIo().stderr.isTTY
    ? (p: { table: number; tables: number; reached: number; size: number }) => {
        if (!bar) {
          bar = new cliProgress.SingleBar(
            { format: say('building table {table}/{tables} [{bar}] {percentage}% | {seconds} s', '正在构建第 {table}/{tables} 张表 [{bar}] {percentage}% | {seconds} 秒'), stream: cliIo().stderr, hideCursor: true, clearOnComplete: true },
            cliProgress.Presets.shades_classic,
          );
          bar.start(1, 0, { table: 1, tables: p.tables, seconds: '0' });
          forgetCursor = showCursorOnExit();
        }
        bar.update(Math.min(1, p.reached / p.size), { table: p.table + 1, tables: p.tables, seconds: ((performance.now() - started) / 1000).toFixed(0) });
      }
    : undefined;
  try {
    const built = await runAsync(puzzle.heuristicTables!.build(spec, { ...options, progressIntervalMs: 200 }, onProgress));
    return { ...built, milliseconds: performance.now() - started };
  } finally {
    bar?.stop();
    forgetCursor();
  }
}

/**
 * Heuristic tables for a command, in words: the midend reads them from the
 * cache, or builds, installs and caches them (`prepareTables`); this prints
 * what it did on stderr, with a progress bar on a terminal while it builds.
 */
import cliProgress from 'cli-progress';
import type { OpenedInstance, TablesEvent } from '../midend/index.js';
import type { TableBuildProgress, TableSetSpec } from '../puzzles/heuristic-tables.js';
import { diskTableStore } from '../storage/table-cache-files.js';
import { milliseconds } from './format.js';
import { showCursorOnExit } from './progress.js';
import { limitWords, say } from './lang.js';
import { cliIo } from './io.js';

function note(line: string): void {
  cliIo().stderr.write(`puzzlekit: ${line}\n`);
}

/**
 * Installs the best cached table set for the instance (the first in the
 * backend's order that reads back intact), else builds the default one and
 * caches it in `cacheDir`. Returns what it installed, or null (also when the
 * tables are not for this metric, or the instance does not use them).
 */
export async function prepareTables(opened: OpenedInstance, cacheDir: string, options: { signal?: AbortSignal; maxMemoryBytes?: number }): Promise<TableSetSpec | null> {
  const bar = buildProgressBar();
  const onEvent = (event: TablesEvent) => {
    // The bar goes before the line that says how the build ended.
    if (event.kind !== 'building') bar.stop();
    note(tablesEventWords(event));
    if (event.kind === 'building') bar.begin();
  };
  try {
    return await opened.prepareTables(diskTableStore(cacheDir), { ...options, onBuildProgress: bar.onProgress, onEvent });
  } finally {
    bar.stop();
  }
}

/** What a solve's table event says on stderr (after "puzzlekit: "). */
function tablesEventWords(event: TablesEvent): string {
  const { spec } = event;
  const zhName = spec.zh ?? spec.description;
  switch (event.kind) {
    case 'cached-invalid':
      return say(`the cached ${spec.description} ${event.reason}: not used`, `缓存的 ${zhName}${event.zh}：不使用`);
    case 'too-big':
      return say(
        `the ${spec.description} need about ${event.needsMegabytes} MB to build, more than --max-memory: solving without pattern databases`,
        `${zhName}构建约需 ${event.needsMegabytes} MB，超过了 --max-memory：不用模式数据库求解`,
      );
    case 'building':
      return say(`building the ${spec.description} (first use; pass --no-pdb to skip) ...`, `正在构建 ${zhName}（首次使用；加 --no-pdb 可跳过）……`);
    case 'build-stopped':
      return say(`the build stopped (${event.limit}): solving without pattern databases`, `构建已停止（${limitWords(event.limit)}）：不用模式数据库求解`);
    case 'built-and-stored': {
      const took = milliseconds(event.milliseconds);
      return say(`built in ${took}, cached in ${event.where}`, `构建用时 ${took}，已缓存到 ${event.where}`);
    }
    case 'built-not-stored': {
      const took = milliseconds(event.milliseconds);
      return say(`built in ${took}, but not cached: ${event.error}`, `构建用时 ${took}，但没能缓存：${event.error}`);
    }
  }
}

export interface BuildProgressBar {
  /** For the build's progress; undefined when stderr is no terminal (nothing is drawn). */
  onProgress?: (progress: TableBuildProgress) => void;
  /** The build begins: the bar's seconds count from now. */
  begin(): void;
  /** Takes the bar away, if one was drawn (again: nothing). */
  stop(): void;
}

/** A progress bar for a table build on a terminal, drawn from the build's first report. */
export function buildProgressBar(): BuildProgressBar {
  if (!cliIo().stderr.isTTY) return { begin: () => {}, stop: () => {} };
  let started = performance.now();
  let bar: cliProgress.SingleBar | undefined;
  let forgetCursor = () => {};
  return {
    onProgress: (p) => {
      if (!bar) {
        bar = new cliProgress.SingleBar(
          { format: say('building table {table}/{tables} [{bar}] {percentage}% | {seconds} s', '正在构建第 {table}/{tables} 张表 [{bar}] {percentage}% | {seconds} 秒'), stream: cliIo().stderr, hideCursor: true, clearOnComplete: true },
          cliProgress.Presets.shades_classic,
        );
        bar.start(1, 0, { table: 1, tables: p.tables, seconds: '0' });
        forgetCursor = showCursorOnExit();
      }
      bar.update(Math.min(1, p.reached / p.size), { table: p.table + 1, tables: p.tables, seconds: ((performance.now() - started) / 1000).toFixed(0) });
    },
    begin: () => {
      started = performance.now();
    },
    stop: () => {
      bar?.stop();
      bar = undefined;
      forgetCursor();
      forgetCursor = () => {};
    },
  };
}

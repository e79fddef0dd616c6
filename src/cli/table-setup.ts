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
import { limitMessage } from '../engine/budget.js';
import { inLang } from '../i18n/index.js';
import { TABLE_SETUP } from './messages/table-setup.js';
import { cliIo } from './io.js';
import type { CliWords } from './cli-words.js';

function note(line: string): void {
  cliIo().stderr.write(`puzzlekit: ${line}\n`);
}

/**
 * Installs the best cached table set for the instance (the first in the
 * backend's order that reads back intact), else builds the default one and
 * caches it in `cacheDir`. Returns what it installed, or null (also when the
 * tables are not for this metric, or the instance does not use them).
 */
export async function prepareTables(cli: CliWords, opened: OpenedInstance, cacheDir: string, options: { signal?: AbortSignal; maxMemoryBytes?: number }): Promise<TableSetSpec | null> {
  const bar = buildProgressBar(cli);
  const onEvent = (event: TablesEvent) => {
    // The bar goes before the line that says how the build ended.
    if (event.kind !== 'building') bar.stop();
    note(tablesEventWords(cli, event));
    if (event.kind === 'building') bar.begin();
  };
  try {
    return await opened.prepareTables(diskTableStore(cacheDir), { ...options, onBuildProgress: bar.onProgress, onEvent });
  } finally {
    bar.stop();
  }
}

/** What a solve's table event says on stderr (after "puzzlekit: "). */
function tablesEventWords(cli: CliWords, event: TablesEvent): string {
  const { spec } = event;
  // The table set's names and the cache's reasons come in both languages from the puzzle's tables.
  const name = inLang({ en: spec.description, zh: spec.zh }, cli.lang);
  switch (event.kind) {
    case 'cached-invalid':
      return cli.words(TABLE_SETUP.cachedInvalid({ name, reason: inLang({ en: event.reason, zh: event.zh }, cli.lang) }));
    case 'too-big':
      return cli.words(TABLE_SETUP.tooBig({ name, megabytes: event.needsMegabytes }));
    case 'building':
      return cli.words(TABLE_SETUP.building({ name }));
    case 'build-stopped':
      return cli.words(TABLE_SETUP.buildStopped({ why: limitMessage(event.limit) }));
    case 'built-and-stored':
      return cli.words(TABLE_SETUP.builtAndCached({ time: milliseconds(event.milliseconds), where: event.where }));
    case 'built-not-stored':
      return cli.words(TABLE_SETUP.builtNotCached({ time: milliseconds(event.milliseconds), error: event.error }));
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
export function buildProgressBar(cli: CliWords): BuildProgressBar {
  if (!cliIo().stderr.isTTY) return { begin: () => {}, stop: () => {} };
  let started = performance.now();
  let bar: cliProgress.SingleBar | undefined;
  let forgetCursor = () => {};
  return {
    onProgress: (p) => {
      if (!bar) {
        bar = new cliProgress.SingleBar(
          { format: cli.words(TABLE_SETUP.buildBar({ table: '{table}', tables: '{tables}', bar: '{bar}', percentage: '{percentage}', seconds: '{seconds}' })), stream: cliIo().stderr, hideCursor: true, clearOnComplete: true },
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

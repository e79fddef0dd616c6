/** `puzzlekit pdb build|list|clear`: the cache of pattern databases. */
import type { TableBuildOutcome, TablesEvent } from '../../midend/index.js';
import { clearTables, diskTableStore, listTables } from '../../storage/table-cache-files.js';
import { LimitError, UsageError, EXIT } from '../errors.js';
import { byteSize, grouped, milliseconds, printJson } from '../format.js';
import type { InstanceOptions } from '../instance-options.js';
import { searchLimits, type LimitOptions } from '../limits.js';
import { openInstance } from '../open-instance.js';
import { buildProgressBar } from '../table-setup.js';
import { cacheDirectory } from '../table-cache.js';
import { inLang } from '../../i18n/index.js';
import { PDB } from '../messages/pdb.js';
import { cliIo } from '../io.js';
import { checkFolderOption } from '../output-options.js';
import type { CliWords } from '../cli-words.js';

export interface PdbOptions extends InstanceOptions, LimitOptions {
  partition?: string;
  cacheDir?: string;
  json?: boolean;
}

export async function pdbBuildCommand(cli: CliWords, puzzleId: string, options: PdbOptions, signal: AbortSignal): Promise<number> {
  const opened = openInstance(cli, puzzleId, options);
  const { puzzle } = opened;
  const choice = opened.tableSetToBuild(options.partition);
  if (choice.status === 'no-tables') throw new UsageError(cli.words(PDB.noTables({ puzzle: puzzle.id })));
  if (choice.status === 'none-for-board') throw new UsageError(cli.words(PDB.noneForBoard({ puzzle: puzzle.id })));
  const { spec } = choice;
  // The tables' description in the command line's language (tables made before Chinese descriptions have English only).
  const tables = inLang({ en: spec.description, zh: spec.zh }, cli.lang);
  const directory = cacheDirectory(options.cacheDir);
  // Before the build: a cache folder that cannot be written would lose it.
  checkFolderOption(cli, '--cache-dir', directory);
  const limits = searchLimits(cli, options);
  const bar = buildProgressBar(cli);
  const onEvent = (event: TablesEvent) => {
    if (event.kind !== 'building') return;
    cliIo().stderr.write(`puzzlekit: ${cli.words(PDB.building({ tables, megabytes: event.needsMegabytes }))}\n`);
    bar.begin();
  };
  let built: TableBuildOutcome;
  try {
    built = await opened.buildTables(spec, diskTableStore(directory), { ...limits, signal, onBuildProgress: bar.onProgress, onEvent });
  } finally {
    bar.stop();
  }
  // The tables are allocated whole: a cap they cannot fit stops the build before it begins, with nothing written.
  if (built.status === 'too-big') {
    const needs = built.needsMegabytes;
    const cap = byteSize(limits.maxMemoryBytes!);
    throw new LimitError(cli.words(PDB.tooBig({ tables, megabytes: needs, cap })));
  }
  if (built.status === 'stopped') {
    cliIo().stderr.write(`puzzlekit: ${cli.words(PDB.stopped({ why: cli.limitWords(built.limit) }))}\n`);
    return EXIT.limit;
  }
  const { where: path, entries } = built;
  if (options.json) printJson({ status: 'built', id: spec.id, path, entries, milliseconds: Math.round(built.milliseconds) });
  else {
    const took = milliseconds(built.milliseconds);
    cliIo().stdout.write(`${cli.words(PDB.built({ tables, entries: grouped(entries), took, path }))}\n`);
  }
  return EXIT.ok;
}

export function pdbListCommand(cli: CliWords, options: { cacheDir?: string; json?: boolean }): number {
  const directory = cacheDirectory(options.cacheDir);
  const files = listTables(directory);
  if (options.json) {
    // JSON is for programs: the English descriptions only, as always.
    printJson({ directory, files: files.map(({ zh: _zh, ...file }) => file) });
    return EXIT.ok;
  }
  if (files.length === 0) cliIo().stdout.write(`${cli.words(PDB.noneIn({ directory }))}\n`);
  else {
    cliIo().stdout.write(`${cli.words(PDB.listHeading({ directory }))}\n`);
    for (const f of files) {
      const description = inLang({ en: f.description, zh: f.zh }, cli.lang);
      const said = f.valid ? description : cli.words(PDB.unusable({ description }));
      cliIo().stdout.write(`  ${f.file}  ${(f.bytes / 2 ** 20).toFixed(1)} MB  ${said}\n`);
    }
  }
  return EXIT.ok;
}

export function pdbClearCommand(cli: CliWords, options: { cacheDir?: string }): number {
  const directory = cacheDirectory(options.cacheDir);
  const removed = clearTables(directory);
  cliIo().stdout.write(`${cli.words(PDB.removed({ removed, directory }))}\n`);
  return EXIT.ok;
}

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
import { limitWords, say } from '../lang.js';
import { cliIo } from '../io.js';
import { checkFolderOption } from '../output-options.js';

export interface PdbOptions extends InstanceOptions, LimitOptions {
  partition?: string;
  cacheDir?: string;
  json?: boolean;
}

export async function pdbBuildCommand(puzzleId: string, options: PdbOptions, signal: AbortSignal): Promise<number> {
  const opened = openInstance(puzzleId, options);
  const { puzzle } = opened;
  const choice = opened.tableSetToBuild(options.partition);
  if (choice.status === 'no-tables') throw new UsageError(say(`${puzzle.id} has no pattern databases`, `${puzzle.id} 没有模式数据库`));
  if (choice.status === 'none-for-board') throw new UsageError(say(`${puzzle.id} has no pattern databases for this board`, `${puzzle.id} 没有适用于这个盘面的模式数据库`));
  const { spec } = choice;
  const directory = cacheDirectory(options.cacheDir);
  // Before the build: a cache folder that cannot be written would lose it.
  checkFolderOption('--cache-dir', directory);
  const limits = searchLimits(options);
  const bar = buildProgressBar();
  const onEvent = (event: TablesEvent) => {
    if (event.kind !== 'building') return;
    cliIo().stderr.write(`puzzlekit: ${say(`building the ${spec.description} (needs about ${event.needsMegabytes} MB) ...`, `正在构建 ${spec.zh ?? spec.description}（约需 ${event.needsMegabytes} MB）……`)}\n`);
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
    throw new LimitError(
      say(
        `pdb build stopped before it began: the ${spec.description} need about ${needs} MB while building, more than the memory limit of ${cap} (give --max-memory ${needs} or more)`,
        `pdb build 还没开始就停止了：${spec.zh ?? spec.description}构建时约需 ${needs} MB，超过了内存上限 ${cap}（请给 --max-memory ${needs} 或更多）`,
      ),
    );
  }
  if (built.status === 'stopped') {
    cliIo().stderr.write(`puzzlekit: ${say(`stopped: ${built.limit}`, `已停止：${limitWords(built.limit)}`)}\n`);
    return EXIT.limit;
  }
  const { where: path, entries } = built;
  if (options.json) printJson({ status: 'built', id: spec.id, path, entries, milliseconds: Math.round(built.milliseconds) });
  else {
    const took = milliseconds(built.milliseconds);
    cliIo().stdout.write(say(`Built ${spec.description}: ${grouped(entries)} entries in ${took}, saved as ${path}\n`, `已构建 ${spec.zh ?? spec.description}：${grouped(entries)} 个条目，用时 ${took}，存为 ${path}\n`));
  }
  return EXIT.ok;
}

export function pdbListCommand(options: { cacheDir?: string; json?: boolean }): number {
  const directory = cacheDirectory(options.cacheDir);
  const files = listTables(directory);
  if (options.json) {
    // JSON is for programs: the English descriptions only, as always.
    printJson({ directory, files: files.map(({ zh: _zh, ...file }) => file) });
    return EXIT.ok;
  }
  if (files.length === 0) cliIo().stdout.write(say(`No pattern databases in ${directory}.\n`, `${directory} 中没有模式数据库。\n`));
  else {
    cliIo().stdout.write(say(`Pattern databases in ${directory}:\n`, `${directory} 中的模式数据库：\n`));
    for (const f of files) {
      const words = say(f.valid ? f.description : `unusable: ${f.description}`, f.valid ? (f.zh ?? f.description) : `不能用：${f.zh ?? f.description}`);
      cliIo().stdout.write(`  ${f.file}  ${(f.bytes / 2 ** 20).toFixed(1)} MB  ${words}\n`);
    }
  }
  return EXIT.ok;
}

export function pdbClearCommand(options: { cacheDir?: string }): number {
  const directory = cacheDirectory(options.cacheDir);
  const removed = clearTables(directory);
  cliIo().stdout.write(say(`Removed ${removed} file${removed === 1 ? '' : 's'} from ${directory}.\n`, `已从 ${directory} 删除 ${removed} 个文件。\n`));
  return EXIT.ok;
}

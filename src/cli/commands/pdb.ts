/** `puzzlekit pdb build|list|clear`: the cache of pattern databases. */
import { findPuzzle } from '../../puzzles/catalog.js';
import { UsageError, EXIT } from '../errors.js';
import { grouped, milliseconds, printJson } from '../format.js';
import type { InstanceOptions } from '../instance-options.js';
import { searchLimits, type LimitOptions } from '../limits.js';
import { openInstance } from '../open-instance.js';
import { buildTables } from '../table-setup.js';
import { cacheDirectory, clearTables, listTables, writeTables } from '../table-cache.js';
import { cliIo } from '../io.js';

export interface PdbOptions extends InstanceOptions, LimitOptions {
  partition?: string;
  cacheDir?: string;
  json?: boolean;
}

export async function pdbBuildCommand(puzzleId: string, options: PdbOptions, signal: AbortSignal): Promise<number> {
  const { puzzle, instance } = openInstance(puzzleId, options);
  const tables = puzzle.heuristicTables;
  if (!tables) throw new UsageError(`${findPuzzle(puzzleId).id} has no pattern databases`);
  const names = tables.available(instance);
  const name = options.partition ?? tables.defaultFor(instance)?.name ?? names[0]?.name;
  if (!name) throw new UsageError(`${puzzle.id} has no pattern databases for this board`);
  const spec = tables.spec(instance, name);
  const directory = cacheDirectory(options.cacheDir);
  cliIo().stderr.write(`puzzlekit: building the ${spec.description} (needs about ${Math.ceil(spec.buildBytes / 2 ** 20)} MB) ...\n`);
  const built = await buildTables(puzzle, spec, { ...searchLimits(options), signal });
  if (built.status !== 'built') {
    cliIo().stderr.write(`puzzlekit: stopped: ${built.limit}\n`);
    return EXIT.limit;
  }
  const path = writeTables(directory, spec, built.tables);
  const entries = spec.sizes.reduce((a, b) => a + b, 0);
  if (options.json) printJson({ status: 'built', id: spec.id, path, entries, milliseconds: Math.round(built.milliseconds) });
  else cliIo().stdout.write(`Built ${spec.description}: ${grouped(entries)} entries in ${milliseconds(built.milliseconds)}, saved as ${path}\n`);
  return EXIT.ok;
}

export function pdbListCommand(options: { cacheDir?: string; json?: boolean }): number {
  const directory = cacheDirectory(options.cacheDir);
  const files = listTables(directory);
  if (options.json) {
    printJson({ directory, files });
    return EXIT.ok;
  }
  if (files.length === 0) cliIo().stdout.write(`No pattern databases in ${directory}.\n`);
  else {
    cliIo().stdout.write(`Pattern databases in ${directory}:\n`);
    for (const f of files) cliIo().stdout.write(`  ${f.file}  ${(f.bytes / 2 ** 20).toFixed(1)} MB  ${f.valid ? f.description : `unusable: ${f.description}`}\n`);
  }
  return EXIT.ok;
}

export function pdbClearCommand(options: { cacheDir?: string }): number {
  const directory = cacheDirectory(options.cacheDir);
  const removed = clearTables(directory);
  cliIo().stdout.write(`Removed ${removed} file${removed === 1 ? '' : 's'} from ${directory}.\n`);
  return EXIT.ok;
}

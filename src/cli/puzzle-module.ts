/**
 * `--puzzle-module FILE`: a user's own puzzle, a module whose default export
 * is `definePuzzle({...})`, joins the catalog for this run, so `list`,
 * `show`, `solve`, `explore` and `table` treat it like a built-in one.
 * Loading runs the module's code, as `node FILE` would: it is the user's own.
 * The command line runs it in a worker thread (module-run.ts), and its
 * functions behind a guard (module-guard.ts), so that a module that loops,
 * throws or returns garbage is one clear line, never a hang.
 */
import type { CliWords } from './cli-words.js';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addPuzzle } from '../midend/index.js';
import type { AnyPuzzle } from '../puzzles/puzzle.js';
import { pathKind, somethingAt } from '../storage/path-kind.js';
import { UsageError } from './errors.js';
import { guardedBackend } from './module-guard.js';
import { MODULE } from './messages/module.js';

export async function loadPuzzleModule(cli: CliWords, path: string): Promise<AnyPuzzle> {
  const where = `--puzzle-module ${path}`;
  const full = resolve(path);
  if (!somethingAt(full)) throw new UsageError(cli.words(MODULE.noSuchFile({ where })));
  if (pathKind(full) !== 'file') throw new UsageError(cli.words(MODULE.notAFile({ where })));
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(cli.words(MODULE.didNotLoad({ where, why: error instanceof Error ? error.message : String(error) })));
  }
  if (module.default === undefined) throw new UsageError(cli.words(MODULE.noDefaultExport({ where })));
  return addPuzzle(guardedBackend(cli, module.default, where), where);
}

/**
 * Options naming a place to write (--out, --graph, --checkpoints,
 * --segments, --cache-dir), checked before the work starts: an empty name,
 * a path of the wrong kind or a place that cannot be written is one line,
 * exit 2, not a failure at the end of the work.
 */
import { checkOutputFile, checkOutputFolder } from '../storage/output-path.js';
import { UsageError } from './errors.js';
import { USAGE } from './messages/usage.js';
import type { CliWords } from './cli-words.js';

/** A file the command will write (an OutputPathError when it cannot be). */
export function checkFileOption(cli: CliWords, option: string, path: string): void {
  if (path.trim() === '') throw new UsageError(cli.words(USAGE.expectedFileName({ option })));
  checkOutputFile(path);
}

/** A folder the command will write in, made if missing (an OutputPathError when it cannot be). */
export function checkFolderOption(cli: CliWords, option: string, dir: string): void {
  if (dir.trim() === '') throw new UsageError(cli.words(USAGE.expectedFolder({ option })));
  checkOutputFolder(dir);
}

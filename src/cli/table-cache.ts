/**
 * The command line's cache of pattern databases: which folder it is (the
 * files themselves are src/storage/table-cache-files.ts's).
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { cliIo } from './io.js';

/** The cache folder: --cache-dir, else $PUZZLEKIT_CACHE, else $XDG_CACHE_HOME/puzzlekit, else ~/.cache/puzzlekit. */
export function cacheDirectory(option?: string): string {
  if (option) return option;
  const env = cliIo().env;
  if (env.PUZZLEKIT_CACHE) return env.PUZZLEKIT_CACHE;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'puzzlekit');
}


/**
 * Turns INSTANCE options (--preset, --file, --code, --param) into a request
 * for a puzzle's parser. Reading files and standard input happens here, so
 * backends never touch the file system.
 */
import type { InstanceRequest, InstanceSource } from '../puzzles/puzzle.js';
import { UsageError } from './errors.js';
import { USAGE } from './messages/usage.js';
import { LEVELS } from './messages/levels.js';
import { ALL_LEVELS } from '../midend/index.js';
import { readInputFile } from './read-input.js';
import type { CliWords } from './cli-words.js';

export interface InstanceOptions {
  preset?: string;
  file?: string;
  code?: string;
  param?: string[];
  /** With --file: a level of a collection (a number from 1 or a title); `all` is solve's batch, which reads the file itself. */
  level?: string;
  /** PuzzleScript's own index of the level among levels and messages, from 0: the parameter `start-index`. */
  startIndex?: string;
}

/** Whether --level asks for every level (solve's batch). */
export function isAllLevels(level: string | undefined): boolean {
  return level !== undefined && level.trim().toLowerCase() === ALL_LEVELS;
}

export function parseParams(cli: CliWords, pairs: readonly string[] = []): Record<string, string> {
  // No prototype: "__proto__" or "constructor" is a key like any other, so the puzzle rejects it.
  const params = Object.create(null) as Record<string, string>;
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(cli.words(USAGE.paramNotPair({ pair })));
    const key = pair.slice(0, eq).trim();
    if (Object.hasOwn(params, key)) throw new UsageError(cli.words(USAGE.paramTwice({ key })));
    params[key] = pair.slice(eq + 1);
  }
  return params;
}

export function instanceRequest(cli: CliWords, options: InstanceOptions): InstanceRequest {
  const given = (['preset', 'file', 'code'] as const).filter((k) => options[k] !== undefined);
  if (given.length > 1) {
    const [first, second, third] = given.map((k) => `--${k}`);
    throw new UsageError(cli.words(third === undefined ? USAGE.twoSources({ first, second }) : USAGE.threeSources({ first, second, third })));
  }
  const params = parseParams(cli, [...(options.param ?? []), ...(options.startIndex === undefined ? [] : [`start-index=${options.startIndex}`])]);
  let source: InstanceSource;
  if (options.preset !== undefined) source = { kind: 'preset', name: options.preset };
  else if (options.code !== undefined) source = { kind: 'code', code: options.code };
  else if (options.file !== undefined) source = { kind: 'text', text: readInstanceFile(options.file), origin: options.file === '-' ? 'stdin' : options.file };
  else source = { kind: 'params' };
  if (options.level !== undefined) {
    if (source.kind !== 'text') throw new UsageError(cli.words(LEVELS.levelNeedsFile()));
    if (isAllLevels(options.level)) throw new UsageError(cli.words(LEVELS.levelAllHere()));
    source.level = options.level;
  }
  return { source, params };
}

/** Texts of `--file` paths read ahead (asynchronously, with bounds) by `preloadInstanceFile`. */
const preloaded = new Map<string, string>();

/**
 * Reads `--file PATH` before the command runs: reading a pipe needs the event
 * loop, and the commands parse their instance synchronously.
 */
export async function preloadInstanceFile(cli: CliWords, path: string, signal?: AbortSignal): Promise<void> {
  if (!preloaded.has(path)) preloaded.set(path, await readInputFile(cli, path, signal));
}

/** Forgets the files read ahead: a command line run again in the same process reads them afresh. */
export function forgetPreloadedFiles(): void {
  preloaded.clear();
}

function readInstanceFile(path: string): string {
  const text = preloaded.get(path);
  if (text === undefined) throw new UsageError(`--file ${path} was not read before the command ran`);
  return text;
}

/** LIMITS options: --max-states, --max-seconds, --max-memory. */
import { totalmem } from 'node:os';
import type { SearchLimits } from '../engine/index.js';
import { THREAD_BYTES, threadsBytes } from '../parallel/thread-memory.js';
import { LimitError, UsageError } from './errors.js';
import { byteSize } from './format.js';
import { USAGE } from './messages/usage.js';
import type { CliWords } from './cli-words.js';

export interface LimitOptions {
  maxStates?: string;
  maxSeconds?: string;
  maxMemory?: string;
}

/**
 * Without --max-memory a search may use half the machine's memory (at most
 * 16 GiB), so that a huge space ends with exit code 3, not an out-of-memory crash.
 */
const DEFAULT_MEMORY_BYTES = Math.min(totalmem() / 2, 16 * 2 ** 30);

/** Plain decimal digits (a point and a fraction where allowed): not 0x10, 1e3 or Infinity, which Number() would also read. */
const DECIMAL_WHOLE = /^\d+$/;
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * A positive number no larger than `max` (so that a value such as 1e308 cannot
 * turn into Infinity once scaled to bytes or milliseconds, which would lift the
 * limit, and a count stays an exact whole number), written in decimal digits.
 */
function positive(cli: CliWords, option: string, raw: string, integer: boolean, max: number): number {
  const text = raw.trim();
  const value = Number(text);
  const shown = raw.length > 30 ? `${raw.slice(0, 30)}...` : raw;
  const decimal = (integer ? DECIMAL_WHOLE : DECIMAL).test(text);
  if (!decimal || value <= 0) {
    // Digits that say 0 need no lesson in notation; 0x10 or -1 does.
    const kind = integer ? 'whole' : 'number';
    throw new UsageError(cli.words((decimal ? USAGE.notPositive : USAGE.notPositiveDecimal)({ option, shown, kind })));
  }
  if (value > max) throw new UsageError(cli.words(USAGE.atMost({ option, shown, max: max.toLocaleString('en-US') })));
  return value;
}

/** Largest limits accepted: far past any real run, and exact once scaled. */
const MAX_STATES = Number.MAX_SAFE_INTEGER;
const MAX_SECONDS = 1e9;
const MAX_MEGABYTES = 2 ** 30;

/**
 * What the process may grow by, beyond --max-memory, before the RSS check
 * stops a run: the runtime's own churn (its young generation, garbage not
 * yet collected, code compiled as a search warms up) that no table holds.
 * Without it a small cap (out of core, --max-memory 0.02) would stop on the
 * first collection's delay rather than on the search's memory.
 */
export const RUNTIME_ALLOWANCE_BYTES = 64 * 2 ** 20;

/**
 * The process's growth in RSS since `rssAtStart`, less the runtime's
 * allowance: what the Budget holds against --max-memory as a last line, so
 * that memory the tables' accounting misses (worker threads' heaps, garbage,
 * a table and its grown copy) still stops the run. Cheap: one read of the
 * process's resident size.
 */
function processGrowth(rssAtStart: number): () => number {
  return () => process.memoryUsage.rss() - rssAtStart - RUNTIME_ALLOWANCE_BYTES;
}

/** A number of seconds given by `option` (--level-seconds, say), checked as --max-seconds is. */
export function secondsOption(cli: CliWords, option: string, raw: string): number {
  return positive(cli, option, raw, false, MAX_SECONDS);
}

export function searchLimits(cli: CliWords, options: LimitOptions): SearchLimits {
  const limits: SearchLimits = { maxMemoryBytes: DEFAULT_MEMORY_BYTES, processBytes: processGrowth(process.memoryUsage.rss()) };
  if (options.maxStates !== undefined) limits.maxStates = positive(cli, '--max-states', options.maxStates, true, MAX_STATES);
  if (options.maxSeconds !== undefined) limits.maxSeconds = positive(cli, '--max-seconds', options.maxSeconds, false, MAX_SECONDS);
  if (options.maxMemory !== undefined) limits.maxMemoryBytes = positive(cli, '--max-memory', options.maxMemory, false, MAX_MEGABYTES) * 2 ** 20;
  return limits;
}

/**
 * The worker threads a run starts within its memory cap, beside `tablesBytes`
 * the run holds whatever the threads (the compact search's marks, say): each
 * worker thread costs THREAD_BYTES before it holds a state. A count given by
 * --threads that does not fit is refused before any work (exit 3, a limit:
 * the command is right, the cap too small for it), saying what fits; the
 * default (the cores) is cut to what fits, down to one thread, the main
 * thread alone, which costs nothing more.
 */
export function threadsWithinMemory(cli: CliWords, 
  threads: number,
  asked: boolean,
  maxBytes: number | undefined,
  tablesBytes = 0,
  workersOf: (threads: number) => number = (t) => (t > 1 ? t : 0),
): number {
  const fits = (t: number) => maxBytes === undefined || threadsBytes(workersOf(t)) + tablesBytes <= maxBytes;
  // No worker thread (the main thread alone): the search itself says whether its tables fit.
  if (workersOf(threads) === 0 || fits(threads)) return threads;
  let fit = threads - 1;
  while (fit > 1 && !fits(fit)) fit--;
  if (!asked) return fit;
  const workers = workersOf(threads);
  const [needs, cap, each] = [byteSize(threadsBytes(workers) + tablesBytes), byteSize(maxBytes!), byteSize(THREAD_BYTES)];
  const give = Math.ceil((threadsBytes(workers) + tablesBytes) / 2 ** 20);
  const tables = tablesBytes > 0 ? byteSize(tablesBytes) : 'none';
  throw new LimitError(cli.words(USAGE.threadsPastMemory({ threads, needs, workers, each, tables, cap, fit, give })));
}

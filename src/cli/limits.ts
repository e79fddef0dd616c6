/** LIMITS options: --max-states, --max-seconds, --max-memory. */
import { totalmem } from 'node:os';
import type { SearchLimits } from '../engine/index.js';
import { UsageError } from './errors.js';
import { say } from './lang.js';

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
function positive(option: string, raw: string, integer: boolean, max: number): number {
  const text = raw.trim();
  const value = Number(text);
  const shown = raw.length > 30 ? `${raw.slice(0, 30)}...` : raw;
  const decimal = (integer ? DECIMAL_WHOLE : DECIMAL).test(text);
  if (!decimal || value <= 0) {
    // Digits that say 0 need no lesson in notation; 0x10 or -1 does.
    const how = decimal ? { en: '', zh: '' } : { en: ` in decimal digits, such as ${integer ? '1000' : '2.5'}`, zh: `，用十进制数字写，如 ${integer ? '1000' : '2.5'}` };
    throw new UsageError(say(`${option} ${shown}: expected a positive ${integer ? 'whole number' : 'number'}${how.en}`, `${option} ${shown}：应为正${integer ? '整数' : '数'}${how.zh}`));
  }
  if (value > max) throw new UsageError(say(`${option} ${shown}: at most ${max.toLocaleString('en-US')}`, `${option} ${shown}：最多 ${max.toLocaleString('en-US')}`));
  return value;
}

/** Largest limits accepted: far past any real run, and exact once scaled. */
const MAX_STATES = Number.MAX_SAFE_INTEGER;
const MAX_SECONDS = 1e9;
const MAX_MEGABYTES = 2 ** 30;

export function searchLimits(options: LimitOptions): SearchLimits {
  const limits: SearchLimits = { maxMemoryBytes: DEFAULT_MEMORY_BYTES };
  if (options.maxStates !== undefined) limits.maxStates = positive('--max-states', options.maxStates, true, MAX_STATES);
  if (options.maxSeconds !== undefined) limits.maxSeconds = positive('--max-seconds', options.maxSeconds, false, MAX_SECONDS);
  if (options.maxMemory !== undefined) limits.maxMemoryBytes = positive('--max-memory', options.maxMemory, false, MAX_MEGABYTES) * 2 ** 20;
  return limits;
}

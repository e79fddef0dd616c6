/** LIMITS options: --max-states, --max-seconds, --max-memory. */
import { totalmem } from 'node:os';
import type { SearchLimits } from '../engine/index.js';
import { UsageError } from './errors.js';

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

function positive(option: string, raw: string, integer: boolean): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new UsageError(`${option} ${raw}: expected a positive ${integer ? 'whole number' : 'number'}`);
  }
  return value;
}

export function searchLimits(options: LimitOptions): SearchLimits {
  const limits: SearchLimits = { maxMemoryBytes: DEFAULT_MEMORY_BYTES };
  if (options.maxStates !== undefined) limits.maxStates = positive('--max-states', options.maxStates, true);
  if (options.maxSeconds !== undefined) limits.maxSeconds = positive('--max-seconds', options.maxSeconds, false);
  if (options.maxMemory !== undefined) limits.maxMemoryBytes = positive('--max-memory', options.maxMemory, false) * 2 ** 20;
  return limits;
}

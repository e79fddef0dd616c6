/** Exit codes and the one-line error the command line prints for bad input. */
import { say } from './lang.js';

export const EXIT = {
  /** Solved, or explored. */
  ok: 0,
  /** Proved unsolvable. */
  unsolvable: 1,
  /** `check`: the moves are not a solution (a move is illegal, or the last position is not solved). */
  notASolution: 1,
  /** Bad input or usage. */
  usage: 2,
  /** A limit on states, time or memory was reached, or the search was cancelled. */
  limit: 3,
} as const;

/** A mistake in the command line itself (an unknown option value, two sources). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A run that a limit ends before it begins (--max-memory too small for the work at all): one line, exit 3. */
export class LimitError extends Error {
  override readonly name = 'LimitError';
}

/** An option's value that must be a whole number in [min, max]; a UsageError naming the option otherwise. */
export function wholeNumberOption(option: string, raw: string, min: number, max = Infinity): number {
  const text = raw.trim();
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new UsageError(
      say(
        `${option} ${raw}: expected a whole number ${max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`}`,
        `${option} ${raw}：应为${max === Infinity ? `不小于 ${min} 的整数` : ` ${min} 到 ${max} 的整数`}`,
      ),
    );
  }
  return value;
}

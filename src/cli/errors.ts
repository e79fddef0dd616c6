/** Exit codes and the one-line error the command line prints for bad input. */
import { USAGE } from './messages/usage.js';
import type { CliWords } from './cli-words.js';

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

/** Ctrl-C before a search began (while waiting for input, say): exit code 3, like a cancelled search. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
}

/** An option that only means something beside another: alone it would be quietly ignored, so it is refused, naming both. */
export function requirePartner(cli: CliWords, option: string, given: boolean, partner: string, partnerGiven: boolean): void {
  if (given && !partnerGiven) throw new UsageError(cli.words(USAGE.needsPartner({ option, partner })));
}

/**
 * An option's value that must be a whole number in [min, max], in decimal
 * digits; a UsageError naming the option otherwise. `max` is at most
 * Number.MAX_SAFE_INTEGER: past it whole numbers are no longer exact (2^53 + 1
 * reads as 2^53), so a larger value would silently mean another.
 */
export function wholeNumberOption(cli: CliWords, option: string, raw: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const text = raw.trim();
  const value = Number(text);
  const top = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (!/^\d+$/.test(text) || value < min || value > top) {
    throw new UsageError(cli.words(USAGE.wholeNumber({ option, raw, min, max: top })));
  }
  return value;
}

/**
 * Limits, cancellation and progress for every search. A search calls
 * `checkpoint` every few thousand steps; the budget reads the clock only
 * then, so the hot loop pays one counter decrement.
 */

import { render, type Message } from '../i18n/index.js';
import { SearchSetupError } from './errors.js';
import { ENGINE_MESSAGES } from './messages.js';

export interface SearchLimits {
  /** Stop after storing (or, for depth-first searches, generating) this many states. */
  maxStates?: number;
  /** Stop after this many seconds. */
  maxSeconds?: number;
  /** Stop when the search's own tables hold more than this many bytes. */
  maxMemoryBytes?: number;
  /**
   * Bytes the whole process holds beyond what the search may ignore (the
   * command line reads its RSS): past `maxMemoryBytes` the search stops with
   * 'memory' too. The last line behind the tables' own accounting, which
   * misses what they do not hold (garbage not yet collected, a table and its
   * grown copy side by side, worker threads' heaps); read at each checkpoint.
   */
  processBytes?: () => number;
  /** Stop when this signal aborts (seen between time slices; see `runAsync`). */
  signal?: AbortSignal;
}

export interface SearchProgress {
  /** States stored (or nodes generated, for depth-first searches). */
  states: number;
  /** Depth (or cost bound) reached so far. */
  depth: number;
  /** States per second since the start. */
  rate: number;
  milliseconds: number;
  bytes: number;
}

export interface SearchOptions extends SearchLimits {
  /** Called a few times a second while a search runs. */
  onProgress?: (progress: SearchProgress) => void;
  /** Milliseconds between progress reports (default 250). */
  progressIntervalMs?: number;
  /** Milliseconds of work between yields to the caller (default 50). */
  sliceMs?: number;
}

export type LimitReason = 'states' | 'time' | 'memory' | 'cancelled';

/**
 * Why a search stopped, as a message a front end renders in its user's language.
 *
 * @example
 * ```ts
 * const r = breadthFirst(problem, { maxStates: 1000 });
 * // { id: 'engine.limitStates', params: {} }: the front end renders it in its user's language.
 * const why = r.status === 'limit' ? limitMessage(r.limit!) : undefined;
 * ```
 */
export function limitMessage(reason: LimitReason): Message {
  switch (reason) {
    case 'states':
      return ENGINE_MESSAGES.limitStates();
    case 'time':
      return ENGINE_MESSAGES.limitTime();
    case 'memory':
      return ENGINE_MESSAGES.limitMemory();
    case 'cancelled':
      return ENGINE_MESSAGES.limitCancelled();
  }
}

/**
 * What a limit means, in words, for messages.
 *
 * @example
 * ```ts
 * const r = breadthFirst(problem, { maxStates: 1000 });
 * if (r.status === 'limit') console.log(`stopped: ${describeLimit(r.limit!)}`);
 * ```
 */
export function describeLimit(reason: LimitReason): string {
  return render(limitMessage(reason), 'en');
}

const now: () => number =
  typeof performance !== 'undefined' && typeof performance.now === 'function'
    ? () => performance.now()
    : () => Date.now();

/** Steps between clock reads. */
export const CHECK_EVERY = 4096;

export class Budget {
  readonly startedAt = now();
  readonly maxStates: number;
  private readonly deadline: number;
  private readonly maxBytes: number;
  private nextProgress: number;
  private sliceEnds: number;
  /** Set by `checkpoint` when the current time slice is over. */
  sliceOver = false;

  constructor(private readonly options: SearchOptions = {}) {
    this.maxStates = limitOr('maxStates', options.maxStates, Infinity);
    this.deadline = this.startedAt + limitOr('maxSeconds', options.maxSeconds, Infinity) * 1000;
    this.maxBytes = limitOr('maxMemoryBytes', options.maxMemoryBytes, Infinity);
    if (options.signal !== undefined && (options.signal === null || typeof options.signal.aborted !== 'boolean')) {
      throw new SearchSetupError(ENGINE_MESSAGES.notASignal());
    }
    this.nextProgress = this.startedAt + (options.progressIntervalMs ?? 250);
    this.sliceEnds = this.startedAt + (options.sliceMs ?? 50);
  }

  /**
   * Reads the clock: returns the limit that has been passed, if any, and
   * reports progress when it is due.
   */
  checkpoint(states: number, depth: number, bytes: number): LimitReason | null {
    const t = now();
    if (this.options.signal?.aborted) return 'cancelled';
    if (t > this.deadline) return 'time';
    if (bytes > this.maxBytes || (this.options.processBytes !== undefined && this.options.processBytes() > this.maxBytes)) return 'memory';
    if (states >= this.maxStates) return 'states';
    if (t >= this.sliceEnds) {
      this.sliceOver = true;
      this.sliceEnds = t + (this.options.sliceMs ?? 50);
    }
    if (this.options.onProgress && t >= this.nextProgress) {
      this.nextProgress = t + (this.options.progressIntervalMs ?? 250);
      this.options.onProgress(this.progress(states, depth, bytes, t));
    }
    return null;
  }

  /** Clears and returns the slice flag: a search yields when this is true. */
  takeSliceOver(): boolean {
    const over = this.sliceOver;
    this.sliceOver = false;
    return over;
  }

  elapsedMs(): number {
    return now() - this.startedAt;
  }

  private progress(states: number, depth: number, bytes: number, t: number): SearchProgress {
    const ms = t - this.startedAt;
    return { states, depth, rate: ms > 0 ? (states * 1000) / ms : 0, milliseconds: ms, bytes };
  }
}

/**
 * A limit as given, or `fallback` when it is absent. A negative, NaN or
 * non-number limit is a mistake to report, not a silent "no limit".
 */
function limitOr(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) {
    throw new SearchSetupError(`${name} must be a number of at least 0 (or left out for no limit), not ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`);
  }
  return value;
}

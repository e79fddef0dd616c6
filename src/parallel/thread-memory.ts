/**
 * What a worker thread costs in memory before it holds a single state, so
 * that a memory cap counts the threads as well as the tables they fill: a
 * worker is a V8 isolate of its own, with its own heap and its own copy of
 * the code it loads (the puzzles, the engine).
 */
import { render } from '../i18n/index.js';
import { PARALLEL_MESSAGES } from './messages.js';
import { getHeapStatistics } from 'node:v8';
import type { ResourceLimits } from 'node:worker_threads';
import { StateTableFullError } from '../engine/index.js';

/**
 * Bytes one worker thread takes on starting, whatever its work: measured
 * (Node 20, RSS of the process before and after starting them) at 19 to 21 MB
 * a thread for the explore, compact and classify workers, 2 to 16 threads.
 */
export const THREAD_BYTES = 20 * 2 ** 20;

/** The fixed cost of `threads` worker threads. */
export function threadsBytes(threads: number): number {
  return threads * THREAD_BYTES;
}

/**
 * A worker thread's heap passed its cap (ERR_WORKER_OUT_OF_MEMORY): the
 * thread is gone and the run stops at the memory limit (exit 3 on the
 * command line, as a full state table does).
 */
export class ThreadMemoryError extends StateTableFullError {
  constructor() {
    super(PARALLEL_MESSAGES.threadMemory());
  }
}

/** A worker thread that ended without an error (killed, or out of memory): an error carrying its sentence. */
export function threadStopped(code: number): Error {
  return Object.assign(new Error(render(PARALLEL_MESSAGES.threadStopped({ code }), 'en')), { words: PARALLEL_MESSAGES.threadStopped({ code }) });
}

/** Whether a worker's 'error' is V8's heap limit (resourceLimits) ending it. */
export function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | null | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/** A worker's 'error' as the run's: its heap limit ending it is a ThreadMemoryError, anything else itself. */
export function threadError(error: unknown): unknown {
  return isOutOfMemory(error) ? new ThreadMemoryError() : error;
}

/**
 * The resourceLimits of a worker thread that may hold `shareBytes` of
 * tables: its heap stops at its own cost plus that share (at least twice
 * its own cost, which loading its code takes), so a runaway thread dies
 * rather than grows. None where that is no tighter than V8's own limit.
 */
export function threadHeapLimits(shareBytes: number): ResourceLimits | undefined {
  const heapMb = Math.ceil(Math.max(2 * THREAD_BYTES, THREAD_BYTES + shareBytes) / 2 ** 20);
  return heapMb < getHeapStatistics().heap_size_limit / 2 ** 20 ? { maxOldGenerationSizeMb: heapMb } : undefined;
}

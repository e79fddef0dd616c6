/**
 * Runners: the ways of exploring that need what only some platforms have
 * (worker threads, a disk for segments and checkpoints, a Redis cluster).
 * The midend runs every search, but it cannot import them: they open their
 * instances through the midend (a worker thread opens the same request
 * again), so the import would go round in a circle, and the browser has
 * none of them. A platform registers the runners it has at start (the
 * command line imports `src/parallel/register-runners.ts` and the like);
 * the midend looks a runner up by kind and says clearly when none is there.
 *
 * Each kind's options and result are declared beside its runner; this module
 * holds only the table, so that it imports nothing but the contract of an
 * opened instance.
 */
import type { OpenedInstance } from './opened-instance.js';

/** The kinds of runner a platform may register. */
export type RunnerKind = 'threads' | 'compact' | 'segmented' | 'cluster';

/** A runner: an async run over an opened instance, with limits, progress and cancel in its options. */
export type Runner<O, R> = (opened: OpenedInstance, options: O) => Promise<R>;

const registered = new Map<RunnerKind, Runner<never, unknown>>();

/** Makes `run` the runner of `kind` (a second registration replaces the first: the platform's latest word). */
export function registerRunner<O, R>(kind: RunnerKind, run: Runner<O, R>): void {
  registered.set(kind, run as Runner<never, unknown>);
}

/** Whether this platform has a runner of `kind`. */
export function hasRunner(kind: RunnerKind): boolean {
  return registered.has(kind);
}

/**
 * The runner of `kind`, typed by its caller (the module that declares the
 * kind's options and result). Throws when the platform registered none:
 * a front end that offers a run must register its runner first.
 */
export function runnerOf<O, R>(kind: RunnerKind): Runner<O, R> {
  const run = registered.get(kind);
  if (!run) throw new Error(`no ${kind} runner is registered on this platform`);
  return run as unknown as Runner<O, R>;
}

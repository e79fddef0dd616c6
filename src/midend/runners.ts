/**
 * Runners: the ways of running a search that need what only some platforms
 * have (worker threads, a disk for segments and checkpoints, a Redis
 * cluster). The midend runs every search, but it cannot import them: they
 * open their instances through the midend (a worker thread opens the same
 * request again), so the import would go round in a circle, and the browser
 * has none of them. A platform registers the runners it has at start (the
 * command line imports src/node-runners.ts); the midend looks a
 * runner up by kind and says clearly when none is there.
 *
 * Each kind's options and result are declared in a contract module of their
 * own (run-options.ts, compact-contract.ts, family-run-options.ts); this
 * module holds only the table.
 */
import type { ExploreResult } from '../engine/index.js';
import type { FamilyType, TypeSummary } from '../puzzles/family.js';
import type { ClusterPlan, CompactOutcome, CompactRunnerOptions, InMemoryPlan, SegmentedPlan } from './compact-contract.js';
import type { ClusterRunOptions, ThreadsRunOptions } from './family-run-options.js';
import type { OpenedInstance } from './opened-instance.js';
import type { ThreadsRunnerOptions } from './run-options.js';
import type { CollectionLevel } from '../puzzles/collection.js';
import type { LevelBatchLimits, LevelBatchRequest, LevelOutcome } from './level-batch-contract.js';

/** A run over an opened instance, with limits, progress and cancel in its options. */
export type Runner<O, R> = (opened: OpenedInstance, options: O) => Promise<R>;

/** A classification of the types of the family of the puzzle `puzzle` (an id, as a worker opens it), returning the summaries in the order given. */
export type FamilyRunner<O> = (puzzle: string, types: readonly FamilyType[], options: O) => Promise<TypeSummary[]>;

/** A level batch's levels solved on worker threads, answers in the order of `levels`; `onLevel` hears each as it comes. */
export type LevelsRunner = (
  request: LevelBatchRequest,
  levels: readonly CollectionLevel[],
  limits: LevelBatchLimits,
  onLevel?: (outcome: LevelOutcome) => void,
) => Promise<LevelOutcome[]>;

/** Every kind of runner, with what it takes and gives. */
export interface Runners {
  /** The hash-table exploration on worker threads. */
  threads: Runner<ThreadsRunnerOptions, ExploreResult<unknown>>;
  /** The compact exploration in memory: on threads, or one thread with checkpoints. */
  compact: Runner<CompactRunnerOptions<InMemoryPlan>, CompactOutcome>;
  /** The compact exploration out of core, its layers in segment files. */
  segmented: Runner<CompactRunnerOptions<SegmentedPlan>, CompactOutcome>;
  /** The compact exploration on a cluster of worker machines. */
  cluster: Runner<CompactRunnerOptions<ClusterPlan>, CompactOutcome>;
  /** A family's classification on worker threads. */
  'classify-threads': FamilyRunner<ThreadsRunOptions>;
  /** A family's classification on a cluster. */
  'classify-cluster': FamilyRunner<ClusterRunOptions>;
  /** A level batch's levels on worker threads (level-batch.ts). */
  levels: LevelsRunner;
}

export type RunnerKind = keyof Runners;

const registered: Partial<Runners> = {};

/** Makes `run` the runner of `kind` (a later registration replaces an earlier one: the platform's latest word). */
export function registerRunner<K extends RunnerKind>(kind: K, run: Runners[K]): void {
  registered[kind] = run;
}

/** Whether this platform has a runner of `kind`. */
export function hasRunner(kind: RunnerKind): boolean {
  return registered[kind] !== undefined;
}

/** The runner of `kind`; throws when the platform registered none (a front end that offers a run registers its runner first). */
export function runnerOf<K extends RunnerKind>(kind: K): Runners[K] {
  const run = registered[kind];
  if (!run) throw new Error(`no ${kind} runner is registered on this platform`);
  return run as Runners[K];
}

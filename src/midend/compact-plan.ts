/**
 * How an exploration goes: by the hash-table search or the compact one, and
 * the compact one in memory (threads, or one with checkpoints), out of core,
 * or on a cluster. The front end says what was asked; the midend decides,
 * looking into the folders given (through `RunFolders`) before anything is
 * written, and answers with a plan or a `CompactTrouble`, never with words.
 */
import { isRanked, marksBytes, type SearchProblem } from '../engine/index.js';
import type { CheckpointRun } from '../storage/checkpoint-run.js';
import type { CompactAsk, CompactPlan, CompactTrouble, RunFolders } from './compact-contract.js';
import type { OpenedInstance } from './opened-instance.js';

/** Ranked spaces from this many states on are explored compactly unless asked otherwise. */
export const AUTO_COMPACT_STATES = 2 ** 22;

/** What the front end asked that bears on the choice of search. */
export interface SearchAsk {
  /** Anything that only the compact search does (compact marks, a table, checkpoints, segments, a cluster). */
  compact: boolean;
  threads: boolean;
  mergeSymmetric: boolean;
}

/** The search an exploration takes, or why the compact one asked for cannot be. */
export type ExploreSearch = 'compact' | 'hash-table' | { refused: 'not-ranked' | 'merge-symmetric' };

/**
 * The compact search when asked for, or for a big ranked space; threads
 * alone ask for it on a ranked puzzle (without merging symmetric states):
 * elsewhere the hash-table search runs on threads.
 */
export function exploreSearchOf(problem: SearchProblem<unknown, unknown>, ask: SearchAsk): ExploreSearch {
  if (ask.compact) {
    if (!isRanked(problem)) return { refused: 'not-ranked' };
    if (ask.mergeSymmetric) return { refused: 'merge-symmetric' };
    return 'compact';
  }
  if (ask.mergeSymmetric || !isRanked(problem)) return 'hash-table';
  return ask.threads || problem.size >= AUTO_COMPACT_STATES ? 'compact' : 'hash-table';
}

/**
 * The plan of a compact exploration of a ranked instance: on the cluster
 * when asked; out of core with segments, with a folder of them to resume,
 * or with checkpoints for marks over the memory limit; else in memory, with
 * the checkpoint to resume read back here.
 */
export function compactPlan(opened: OpenedInstance, ask: CompactAsk, folders: RunFolders): { plan: CompactPlan } | { trouble: CompactTrouble } {
  const fromGoals = ask.table !== undefined;
  const run = checkpointRunOf(opened, fromGoals);
  const base = { fromGoals, run, marksBytes: marksBytes(fromGoals ? 'bytes' : 'bits', run.size), ...(ask.table && { table: ask.table }) };
  if (ask.cluster) return { plan: { kind: 'cluster', ...base } };
  const { segments, checkpoints, resume } = ask;
  const marksFit = base.marksBytes <= (ask.maxMemoryBytes ?? Infinity);
  let out: { dir: string; resume: boolean; automatic: boolean } | undefined;
  if (segments !== undefined) out = { dir: segments, resume: false, automatic: false };
  else if (resume !== undefined && folders.holds(resume).segments) out = { dir: resume, resume: true, automatic: false };
  else if (checkpoints !== undefined && resume === undefined && !marksFit) out = { dir: checkpoints, resume: false, automatic: true };
  if (out) return ask.moreThreads ? { trouble: { kind: 'one-thread', run: 'segmented' } } : { plan: { kind: 'segmented', ...base, ...out } };
  if (checkpoints !== undefined && resume !== undefined) return { trouble: { kind: 'checkpoints-and-resume' } };
  const dir = resume ?? checkpoints;
  if (dir === undefined) return { plan: { kind: 'in-memory', ...base } };
  if (ask.moreThreads) return { trouble: { kind: 'one-thread', run: 'checkpoints' } };
  if (resume !== undefined) {
    const resumeFrom = folders.resumable(dir, run);
    if ('unusable' in resumeFrom) return { trouble: { kind: 'unusable', message: resumeFrom.unusable } };
    return { plan: { kind: 'in-memory', ...base, checkpoints: { dir, resumeFrom } } };
  }
  const holds = folders.holds(dir);
  if (holds.segments) return { trouble: { kind: 'folder-holds', dir, holds: 'segments', wanted: 'in-memory' } };
  if (holds.checkpoint) return { trouble: { kind: 'folder-holds', dir, holds: 'checkpoint', wanted: 'in-memory' } };
  return { plan: { kind: 'in-memory', ...base, checkpoints: { dir } } };
}

/** What a compact search is about, as its checkpoints name it. */
function checkpointRunOf(opened: OpenedInstance, fromGoals: boolean): CheckpointRun {
  const { puzzle, instance, metric, problem } = opened;
  return {
    puzzle: puzzle.id,
    // From the goals the space alone decides the run; from the start, the start does too.
    instance: fromGoals ? (problem.spaceName ?? puzzle.instanceCode(instance)) : `${puzzle.instanceCode(instance)}${problem.spaceName ? ` (${problem.spaceName})` : ''}`,
    metric,
    from: fromGoals ? 'goals' : 'start',
    marks: fromGoals ? 'bytes' : 'bits',
    size: (problem as { size: number }).size,
  };
}

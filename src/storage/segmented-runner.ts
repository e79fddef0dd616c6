/**
 * The runner of an out-of-core compact exploration (`SegmentedPlan`): its
 * marks in segment files sized to the memory limit (segment-files.ts), one
 * thread; the folder is also the run's checkpoint, which a plan to resume
 * goes on from. Trouble with the folder or the table comes back as data.
 */
import { runAsync, segmentedExploreSteps, segmentRanksFor, type SegmentedResult, type SearchProblem } from '../engine/index.js';
import type { CompactOutcome, CompactRunnerOptions, SegmentedPlan } from '../midend/compact-contract.js';
import type { OpenedInstance } from '../midend/opened-instance.js';
import { hasCheckpoint } from './checkpoint-dir.js';
import { writeRunTable } from './run-table.js';
import { SegmentFileError, SegmentFiles } from './segment-files.js';

export async function runSegmented(opened: OpenedInstance, options: CompactRunnerOptions<SegmentedPlan>): Promise<CompactOutcome> {
  const { plan, threads: _threads, cluster: _cluster, ...limits } = options;
  const search = { ...limits, distances: plan.fromGoals, fromGoals: plan.fromGoals };
  const problem = opened.problem as SearchProblem<unknown, unknown> & { size: number };
  let files: SegmentFiles;
  let result: SegmentedResult<unknown>;
  try {
    if (plan.resume) {
      const saved = SegmentFiles.resume(plan.dir, plan.run);
      files = saved.files;
      result = await runAsync(segmentedExploreSteps(problem, { ...search, store: files, ranksPerSegment: files.ranksPerSegment, resumeFrom: saved.state }));
    } else {
      if (hasCheckpoint(plan.dir)) return { kind: 'trouble', trouble: { kind: 'folder-holds', dir: plan.dir, holds: 'checkpoint', wanted: 'segmented' } };
      const ranksPerSegment = segmentRanksFor(plan.fromGoals ? 'bytes' : 'bits', problem.size, search.maxMemoryBytes ?? Infinity);
      files = SegmentFiles.create(plan.dir, plan.run, ranksPerSegment);
      result = await runAsync(segmentedExploreSteps(problem, { ...search, store: files, ranksPerSegment }));
    }
    // A run stopped mid-layer leaves that layer's files: free their disk now (a resume would anyway).
    if (result.status !== 'complete') files.discardUncommitted();
  } catch (error) {
    // Its message as data where it has one, so that the front end words it in its user's language.
    if (error instanceof SegmentFileError) return { kind: 'trouble', trouble: { kind: 'unusable', message: error.words ?? error.message } };
    throw error;
  }
  const segments = { dir: files.dir, count: result.segments, ranksPerSegment: result.ranksPerSegment, bytes: files.segmentBytes(), bucketBytes: result.bucketEntries * 4 };
  if (!plan.table || result.status !== 'complete') return { kind: 'done', result, threads: 1, segments };
  const written = writeRunTable(plan.table, plan.run, result, () => files.committedTable());
  if ('unusable' in written) return { kind: 'trouble', trouble: { kind: 'unusable', message: written.unusable } };
  return { kind: 'done', result, threads: 1, segments, table: written.written };
}

/**
 * `explore --segments DIR`: the compact search out of core, its marks in
 * segment files in DIR sized to --max-memory (src/storage/segment-files.ts),
 * one thread. DIR is also the run's checkpoint: `--resume DIR` goes on from
 * its last complete layer. `--checkpoints DIR` for marks that do not fit in
 * --max-memory takes this road too.
 */
import { runAsync, segmentedExploreSteps, segmentRanksFor, type CompactOptions, type SegmentedResult, type SearchProblem } from '../../engine/index.js';
import type { OpenedInstance } from '../../midend/index.js';
import { hasCheckpoint, type CheckpointRun } from '../../storage/checkpoint-dir.js';
import { hasSegments, SegmentFileError, SegmentFiles } from '../../storage/segment-files.js';
import { UsageError } from '../errors.js';
import { say } from '../lang.js';

/** Where an out-of-core run goes: a new one in `dir`, or going on with the one there. */
export interface SegmentedPlan {
  dir: string;
  resume: boolean;
  /** Chosen on its own (--checkpoints with marks over --max-memory), to be said so. */
  automatic: boolean;
}

/**
 * Whether this explore runs out of core: --segments DIR, --resume of a
 * folder an out-of-core run left, or --checkpoints DIR for marks that do not
 * fit in the memory limit.
 */
export function segmentedPlan(
  options: { segments?: string; checkpoints?: string; resume?: string; threads?: string },
  marksFit: boolean,
): SegmentedPlan | undefined {
  const { segments, checkpoints, resume } = options;
  if (segments !== undefined && (checkpoints !== undefined || resume !== undefined)) {
    throw new UsageError(
      say(
        "--segments DIR is already the run's checkpoint: give --segments DIR for a new run or --resume DIR to go on with one, not --checkpoints or both",
        '--segments 文件夹本身就是这次运行的检查点：新的运行给 --segments 文件夹，接着做给 --resume 文件夹，不要再给 --checkpoints，也不要两个都给',
      ),
    );
  }
  let plan: SegmentedPlan | undefined;
  if (segments !== undefined) plan = { dir: segments, resume: false, automatic: false };
  else if (resume !== undefined && hasSegments(resume)) plan = { dir: resume, resume: true, automatic: false };
  else if (checkpoints !== undefined && resume === undefined && !marksFit) plan = { dir: checkpoints, resume: false, automatic: true };
  if (plan && options.threads !== undefined && options.threads !== '1') throw new UsageError(say('the out-of-core search (--segments) runs on one thread: leave out --threads', '外存搜索（--segments）只用一个线程：请去掉 --threads'));
  return plan;
}

export interface SegmentedRun {
  result: SegmentedResult<unknown>;
  files: SegmentFiles;
}

/** Runs (or resumes) the out-of-core search; segment-file trouble becomes a one-line usage error (exit 2). */
export async function runSegmented(
  opened: OpenedInstance,
  plan: SegmentedPlan,
  run: CheckpointRun,
  search: Omit<CompactOptions, 'shared' | 'onLayer' | 'resumeFrom'>,
): Promise<SegmentedRun> {
  const problem = opened.problem as SearchProblem<unknown, unknown> & { size: number };
  const kind = search.distances ? 'bytes' : 'bits';
  let files: SegmentFiles;
  try {
    if (plan.resume) {
      const saved = SegmentFiles.resume(plan.dir, run);
      files = saved.files;
      const result = await runAsync(segmentedExploreSteps(problem, { ...search, store: files, ranksPerSegment: files.ranksPerSegment, resumeFrom: saved.state }));
      return finished(result, files);
    }
    if (hasCheckpoint(plan.dir)) {
      throw new UsageError(say(`${plan.dir} holds the checkpoint of an in-memory run: go on with it by --resume ${plan.dir}, or give another folder`, `${plan.dir} 里有一次内存中运行的检查点：用 --resume ${plan.dir} 接着做，或者换一个文件夹`));
    }
    const ranksPerSegment = segmentRanksFor(kind, problem.size, search.maxMemoryBytes ?? Infinity);
    files = SegmentFiles.create(plan.dir, run, ranksPerSegment);
    const result = await runAsync(segmentedExploreSteps(problem, { ...search, store: files, ranksPerSegment }));
    return finished(result, files);
  } catch (error) {
    if (error instanceof SegmentFileError) throw new UsageError(error.message);
    throw error;
  }
}

function finished(result: SegmentedResult<unknown>, files: SegmentFiles): SegmentedRun {
  // A run stopped mid-layer leaves that layer's files: free their disk now (a resume would anyway).
  if (result.status !== 'complete') files.discardUncommitted();
  return { result, files };
}

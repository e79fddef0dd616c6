/**
 * The runner of an in-memory compact exploration (`InMemoryPlan`): on worker
 * threads, or on one thread with a checkpoint after every layer; the
 * distance table written when asked for and the run is whole.
 */
import { compactExploreSteps, runAsync, type CompactOptions, type CompactResult } from '../engine/index.js';
import type { CompactOutcome, CompactRunnerOptions, InMemoryPlan } from '../midend/compact-contract.js';
import type { OpenedInstance } from '../midend/opened-instance.js';
import { writeCheckpoint } from '../storage/checkpoint-dir.js';
import { writeRunTable } from '../storage/run-table.js';
import { compactExploreThreaded } from './compact-threads.js';

export async function runCompactInMemory(opened: OpenedInstance, options: CompactRunnerOptions<InMemoryPlan>): Promise<CompactOutcome> {
  const { plan, threads: threadsAsked, cluster: _cluster, ...limits } = options;
  const { checkpoints, fromGoals } = plan;
  const search: CompactOptions = { ...limits, distances: fromGoals, fromGoals };
  if (checkpoints) {
    search.onLayer = (checkpoint) => writeCheckpoint(checkpoints.dir, plan.run, checkpoint);
    if (checkpoints.resumeFrom) search.resumeFrom = checkpoints.resumeFrom;
  }
  const threads = checkpoints ? 1 : Math.max(1, threadsAsked ?? 1);
  let result: CompactResult<unknown>;
  if (threads === 1) result = await runAsync(compactExploreSteps(opened.problem, search));
  else {
    // Each thread opens the same instance from the request as the midend settled it.
    const source = { puzzle: opened.puzzle.id, request: opened.request, metric: opened.metric };
    result = await compactExploreThreaded(source, { ...search, threads });
  }
  if (!plan.table || result.status !== 'complete') return { kind: 'done', result, threads };
  const table = result.distanceTable!.subarray(0, plan.run.size);
  const written = writeRunTable(plan.table, plan.run, result, () => [table]);
  if ('unusable' in written) return { kind: 'trouble', trouble: { kind: 'unusable', message: written.unusable } };
  return { kind: 'done', result, threads, table: written.written };
}

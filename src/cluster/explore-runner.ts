/**
 * The runner of a compact exploration on a cluster (`ClusterPlan`): the
 * cluster code loaded when the run starts (load-module.ts), the layers done
 * by `puzzlekit worker`s (explore-run.ts), the distance table written when
 * asked for. A run cancelled or stopped keeps its finished layers in the
 * shared folder and comes back as `stopped`; a cluster or a folder that
 * cannot be used comes back as trouble, in the cluster's own words.
 */
import type { RankedProblem } from '../engine/index.js';
import type { ClusterPlan, CompactOutcome, CompactRunnerOptions } from '../midend/compact-contract.js';
import type { OpenedInstance } from '../midend/opened-instance.js';
import { CheckpointError } from '../storage/checkpoint-dir.js';
import { writeRunTable } from '../storage/run-table.js';
import { errorIn, type Message } from '../i18n/index.js';
import { loadCluster } from './load-module.js';

const unusable = (message: string | Message): CompactOutcome => ({ kind: 'trouble', trouble: { kind: 'unusable', message } });

export async function runCompactOnCluster(opened: OpenedInstance, options: CompactRunnerOptions<ClusterPlan>): Promise<CompactOutcome> {
  const { plan, cluster: ask } = options;
  if (!ask) throw new Error('internal error: a cluster run without the cluster to run on');
  const cluster = await loadCluster();
  let url: string;
  try {
    url = cluster.checkRedisUrl(ask.url);
  } catch (error) {
    return unusable(error instanceof Error ? errorIn(error, ask.lang ?? 'en') : String(error));
  }
  const { puzzle, instance, metric, problem } = opened;
  let result;
  try {
    result = await cluster.compactExploreOnCluster(
      { puzzle: puzzle.id, code: puzzle.instanceCode(instance), metric, problem: problem as RankedProblem<unknown, unknown>, run: plan.run },
      { url, shared: ask.shared, jobsPerLayer: ask.jobsPerLayer, maxMemoryBytes: options.maxMemoryBytes, signal: options.signal, notice: ask.notice, lang: ask.lang, status: ask.status },
    );
  } catch (error) {
    if (error instanceof cluster.ClusterSetupError || error instanceof cluster.SharedFolderError) return unusable(errorIn(error, ask.lang ?? 'en'));
    if (error instanceof cluster.ClusterCancelledError) return { kind: 'stopped', why: { kind: 'cancelled' } };
    if (error instanceof cluster.ClusterStoppedError) return { kind: 'stopped', why: { kind: 'cluster', message: errorIn(error, ask.lang ?? 'en') } };
    if (error instanceof CheckpointError) return unusable(errorIn(error, ask.lang ?? 'en'));
    throw error;
  }
  if (!plan.table || result.status !== 'complete') return { kind: 'done', result, threads: 1 };
  const table = result.distanceTable!.subarray(0, plan.run.size);
  const written = writeRunTable(plan.table, plan.run, result, () => [table]);
  if ('unusable' in written) return unusable(written.unusable);
  return { kind: 'done', result, threads: 1, table: written.written };
}

/**
 * A compact exploration run by the midend: the plan (compact-plan.ts) goes
 * to the runner of its kind that the platform registered (runners.ts), all
 * of which touch a disk, worker threads or a cluster; only a run on one
 * thread that writes nothing is the engine's search, here.
 */
import { compactExploreSteps, runAsync } from '../engine/index.js';
import type { CompactOutcome, CompactPlan, CompactRunOptions } from './compact-contract.js';
import type { OpenedInstance } from './opened-instance.js';
import { runnerOf } from './runners.js';

export async function exploreCompact(opened: OpenedInstance, plan: CompactPlan, options: CompactRunOptions): Promise<CompactOutcome> {
  if (plan.kind === 'in-memory' && !plan.checkpoints && !plan.table && (options.threads ?? 1) <= 1) {
    const result = await runAsync(compactExploreSteps(opened.problem, { ...options, distances: plan.fromGoals, fromGoals: plan.fromGoals }));
    return { kind: 'done', result, threads: 1 };
  }
  switch (plan.kind) {
    case 'in-memory':
      return runnerOf('compact')(opened, { ...options, plan });
    case 'segmented':
      return runnerOf('segmented')(opened, { ...options, plan });
    case 'cluster':
      return runnerOf('cluster')(opened, { ...options, plan });
  }
}

/**
 * The compact search on several worker threads. The marks live in a
 * SharedArrayBuffer; each layer's segments are taken from a shared counter
 * by whichever thread is free, and a state is claimed by one atomic
 * operation, so the marks, counts and examples equal a one-thread run's
 * whatever the interleaving (the tallies are merged in segment order).
 */
import { PARALLEL_MESSAGES } from './messages.js';
import { Worker } from 'node:worker_threads';
import {
  Budget,
  CompactTotals,
  MAX_BYTE_DEPTH,
  SEGMENT,
  createMarks,
  marksFit,
  rankedFor,
  seedsOf,
  SearchSetupError,
  type CompactOptions,
  type CompactResult,
  type LimitReason,
  type SegmentTally,
} from './engine-internals.js';
import type { LayerReply, LayerRequest, WorkerSetup } from './compact-worker.js';
import { openProblem, type ProblemSource } from './problem-source.js';
import { threadHeapLimits, ThreadMemoryError, threadsBytes } from './thread-memory.js';
import { askAll, defaultThreads, terminateAll, watching } from './worker-pool.js';

export { defaultThreads } from './worker-pool.js';

export interface ThreadedOptions extends CompactOptions {
  /** Worker threads (default: the machine's cores). */
  threads?: number;
}

export async function compactExploreThreaded(source: ProblemSource, options: ThreadedOptions = {}): Promise<CompactResult<unknown>> {
  const problem = rankedFor(openProblem(source), options);
  const threads = Math.max(1, Math.floor(options.threads ?? defaultThreads()));
  const kind = options.distances ? 'bytes' : 'bits';
  const budget = new Budget(options);
  const wanted = options.farthestExamples ?? 5;
  const unrank = (r: number) => problem.unrank(r);
  const seeds = seedsOf(problem, options);
  const totals = new CompactTotals(seeds.ranks.length, seeds.goals);
  // The threads count against the memory cap beside the marks they share.
  const fixedBytes = threadsBytes(threads);
  const marksCap = options.maxMemoryBytes === undefined ? undefined : options.maxMemoryBytes - fixedBytes;
  if (!marksFit(kind, problem.size, { maxMemoryBytes: marksCap })) return totals.result('limit', 'memory', createMarks(kind, 1, false), unrank, budget.elapsedMs());
  const marks = createMarks(kind, problem.size, true);
  for (const r of seeds.ranks) marks.claim(r, 0);
  const control = new SharedArrayBuffer(4 * (2 + threads));
  const flags = new Int32Array(control);
  const workerUrl = new URL('../parallel/compact-worker.js', import.meta.url);
  const workers = Array.from(
    { length: threads },
    (_, index) =>
      new Worker(workerUrl, {
        workerData: {
          source,
          kind,
          size: problem.size,
          marks: marks.buffer as SharedArrayBuffer,
          control,
          index,
          fromGoals: options.fromGoals === true,
        } satisfies WorkerSetup,
        // The marks are shared and counted once: a worker's heap holds only its own code and tallies.
        resourceLimits: threadHeapLimits(0),
      }),
  );
  const segments = Math.ceil(problem.size / SEGMENT);
  let limit: LimitReason | null = null;
  const claimedSoFar = () => {
    let n = 0;
    for (let i = 0; i < threads; i++) n += flags[2 + i];
    return n;
  };
  try {
    for (let depth = 0; ; depth++) {
      if (kind === 'bytes' && depth + 1 > MAX_BYTE_DEPTH) throw new SearchSetupError(PARALLEL_MESSAGES.byteTableDepth({ most: MAX_BYTE_DEPTH }));
      Atomics.store(flags, 0, 0);
      for (let i = 0; i < threads; i++) Atomics.store(flags, 2 + i, 0);
      const request: LayerRequest = { depth, segment: SEGMENT, segments, examples: wanted };
      // Watch the limits while the workers run; a passed limit stops them after their current segment.
      const all = await watching(askAll<LayerReply>(workers, request), () => {
        limit ??= budget.checkpoint(totals.states + claimedSoFar(), depth, fixedBytes + marks.bytes);
        if (limit) Atomics.store(flags, 1, 1);
      });
      const tallies: SegmentTally[] = new Array(segments);
      for (const reply of all) for (const [i, t] of reply.tallies) tallies[i] = t;
      const done = tallies.filter((t) => t !== undefined);
      // A short layer may end before the watch first looks: check once more.
      limit ??= budget.checkpoint(totals.states + claimedSoFar(), depth, fixedBytes + marks.bytes);
      if (limit && done.length === segments && done.every((t) => t.claimed === 0)) limit = null;
      if (limit) {
        totals.addLayer(depth, done, wanted);
        break;
      }
      if (totals.addLayer(depth, done, wanted) === 0) break;
    }
  } catch (error) {
    // A thread whose heap passed its cap (resourceLimits): the layers done stand.
    if (!(error instanceof ThreadMemoryError)) throw error;
    limit = 'memory';
  } finally {
    await terminateAll(workers);
  }
  return totals.result(limit ? 'limit' : 'complete', limit, marks, unrank, budget.elapsedMs());
}

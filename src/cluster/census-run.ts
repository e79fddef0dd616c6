/**
 * A census (census-family.ts) on a cluster: the midend's census cluster
 * runner. The run's chunks are cut into batches of consecutive chunks, one
 * job a batch; each worker classifies its batch and writes the results as
 * one file in the run's folder of the shared directory
 * (storage/census-batch-file.ts: temporary name, rename, SHA-256). The
 * coordinator reads each batch back as it appears, checked, and hands its
 * chunks to the midend, which orders them, keeps them in its checkpoint and
 * merges them exactly as the one-machine run does. Batches an interrupted
 * run left in the folder are read back, not done again; a job whose worker
 * died is given to another by BullMQ's stalled-job check (worker-service.ts).
 * Cancelled, it ends as the cluster's other runs do (ClusterCancelledError),
 * which the front end registering it turns into the midend's ClassifyCancelled.
 */
import type { CensusClusterRunner } from '../midend/census-run-options.js';
import { findPuzzle } from '../puzzles/catalog.js';
import type { CensusChunk, CensusFamily } from '../puzzles/census-family.js';
import { isCensusFamily } from '../puzzles/family.js';
import { censusBatchName, readCensusBatch } from '../storage/census-batch-file.js';
import { namesIn, removeFile, removeFolder } from '../storage/folder-files.js';
import { render } from '../i18n/index.js';
import { runIdOf } from './explore-run.js';
import type { CensusJob } from './job-payloads.js';
import { CLUSTER_MESSAGES } from './messages.js';
import { ClusterStoppedError, JOB_ATTEMPTS, RunQueue, type QueuedJob } from './run-queue.js';
import { runFile, runFolder, sharedRoot } from './shared-folder.js';
import { grouped, statusLine } from './status-line.js';

/** About how many jobs a run is cut into by default: enough to keep many machines busy to the end, few enough for Redis to carry lightly. */
const JOBS_PER_RUN = 256;
/**
 * The fewest chunks a job gets by default: a job's trip through Redis, the
 * worker and the shared folder costs tens of milliseconds, more than a
 * small board's chunk (the 363 chunks of 4x4 with a wall took 20 s one a
 * job on two loaded workers, 1.5 s ten a job).
 */
const MIN_CHUNKS_PER_JOB = 8;

/** Milliseconds a listing of the run's folder serves the frequent checks of every pending job (one listing, not a look a job: the folder may be on a network). */
const LISTING_MS = 15;

interface Batch {
  from: number;
  to: number;
  /** The chunks of the batch this run wants (the others were done before, and kept by the midend). */
  wanted: number[];
  name: string;
  done: boolean;
  /** Files of this batch that failed their checks (removed, the job done again). */
  refused: number;
}

function censusFamilyOf(puzzle: string): CensusFamily {
  const family = findPuzzle(puzzle).family;
  if (!family || !isCensusFamily(family)) throw new Error(`internal error: ${puzzle} has no census family`);
  return family;
}

/** The batches of `perJob` chunks that hold a chunk of `chunks`, each with those chunks. */
export function batchesOf(chunks: readonly number[], perJob: number, total: number): Batch[] {
  const batches = new Map<number, Batch>();
  for (const c of chunks) {
    const index = Math.floor(c / perJob);
    let batch = batches.get(index);
    if (!batch) {
      const from = index * perJob;
      const to = Math.min(from + perJob, total);
      batch = { from, to, wanted: [], name: censusBatchName(from, to), done: false, refused: 0 };
      batches.set(index, batch);
    }
    batch.wanted.push(c);
  }
  return [...batches.values()].sort((a, b) => a.from - b.from);
}

export const censusOnCluster: CensusClusterRunner = async (puzzle, settings, chunks, { cluster: options, signal, onChunk }) => {
  const started = performance.now();
  const lang = options.lang ?? 'en';
  const family = censusFamilyOf(puzzle);
  const total = family.chunks(settings);
  const perJob = options.chunksPerJob ?? Math.max(MIN_CHUNKS_PER_JOB, Math.ceil(total / JOBS_PER_RUN));
  const shared = sharedRoot(options.shared);
  // Named by what it computes, not by what is left to do: a resumed run finds the batches of the first.
  const runId = runIdOf('classify', { census: puzzle, settings, chunks: total, perJob });
  // Redis first: a run that cannot start leaves nothing in the shared folder.
  const queue = await RunQueue.open(options.url, runId);
  const status = statusLine(options.statusOutput);
  let over = false;
  let folder = '';
  let chunksDone = 0;
  try {
    folder = runFolder(shared, runId);
    const batches = batchesOf(chunks, perJob, total);
    let layouts = 0;
    let names = new Set<string>();
    let listed = -Infinity;
    /**
     * Takes in a batch once its file is there and passes its checks; a file
     * that fails them is removed, and its job done again. `now`: look at the
     * file itself, not at a listing of the folder that may be out of date.
     */
    const collect = (batch: Batch, now: boolean): boolean => {
      if (batch.done) return true;
      if (!now && performance.now() - listed > LISTING_MS) {
        names = new Set(namesIn(folder));
        listed = performance.now();
      }
      if (!now && !names.has(batch.name)) return false;
      const path = runFile(folder, batch.name);
      const read = readCensusBatch(path, { run: runId, from: batch.from, to: batch.to });
      if (!read) return false;
      if ('problem' in read) {
        names.delete(batch.name);
        removeFile(path);
        // A worker that keeps writing a batch wrong (a disk that corrupts it) stops the run rather than looping.
        if (++batch.refused >= JOB_ATTEMPTS) {
          throw new ClusterStoppedError(CLUSTER_MESSAGES.workerFileUnusable({ why: CLUSTER_MESSAGES.censusBatchUnusable({ path, problem: read.problem }) }));
        }
        return false;
      }
      batch.done = true;
      const byChunk = new Map<number, CensusChunk>(read.chunks.map((c) => [c.chunk, c]));
      for (const c of batch.wanted) {
        const result = byChunk.get(c)!;
        layouts += result.layouts;
        chunksDone++;
        onChunk(result);
      }
      return true;
    };
    for (const batch of batches) collect(batch, false);
    const readBack = chunksDone;
    if (readBack > 0) options.notice?.(render(CLUSTER_MESSAGES.censusResuming({ folder, done: readBack, total: chunks.length }), lang));
    const jobs: QueuedJob[] = batches
      .filter((b) => !b.done)
      .map((batch) => {
        const data: CensusJob = { kind: 'census', shared, run: runId, puzzle, settings: { ...settings }, chunks: total, from: batch.from, to: batch.to };
        const what = CLUSTER_MESSAGES.jobOfChunks({ from: batch.from, to: batch.to - 1 });
        return { id: `${runId}-${batch.from}`, data, done: () => collect(batch, false), doneNow: () => collect(batch, true), what };
      });
    await queue.add(jobs);
    await queue.waitFor(jobs, signal, (s) => {
      const seconds = (performance.now() - started) / 1000;
      const rate = grouped(layouts / Math.max(seconds, 1e-3));
      const words = CLUSTER_MESSAGES.censusStatus({
        done: chunksDone,
        total: chunks.length,
        active: s.active,
        layouts: grouped(layouts),
        rate,
        workers: s.workers,
        seconds: seconds.toFixed(1),
      });
      status.show(render(words, lang));
    });
    over = true;
    removeFolder(folder);
    return { readBack };
  } catch (error) {
    if (error instanceof ClusterStoppedError) {
      throw new ClusterStoppedError(CLUSTER_MESSAGES.censusStopped({ stopped: error.words, done: chunksDone, folder }));
    }
    throw error;
  } finally {
    status.stop();
    await queue.close(over);
  }
};

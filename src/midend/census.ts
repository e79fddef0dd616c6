/**
 * A census family's run (census-family.ts): its chunks in order, those an
 * earlier run kept read back from the checkpoint, the rest classified here
 * (one thread), on the threads runner the platform registered, or on the
 * cluster runner a front end registered, each kept in the checkpoint as it
 * is done, so an interrupted run resumes where it stopped. It returns data;
 * the front end words it.
 */
import type { CensusChunk, CensusFamily } from '../puzzles/census-family.js';
import { ClassifyCancelled } from './family-run-options.js';
import type { CensusChunksRunner, CensusClusterRunner, CensusOutcome, CensusRun } from './census-run-options.js';
import type { CensusSettings } from '../puzzles/census-family.js';

let threadsRunner: CensusChunksRunner | undefined;
let clusterRunner: CensusClusterRunner | undefined;

/** Makes `run` the way chunks go to worker threads (a Node platform registers it at start). */
export function registerCensusThreads(run: CensusChunksRunner): void {
  threadsRunner = run;
}

/** Makes `run` the way chunks go to a cluster (a front end registers it once it has loaded the cluster code). */
export function registerCensusCluster(run: CensusClusterRunner): void {
  clusterRunner = run;
}

export async function runCensus(puzzle: string, family: CensusFamily, settings: CensusSettings, run: CensusRun): Promise<CensusOutcome> {
  const chunks = family.chunks(settings);
  const results = new Map<number, CensusChunk>();
  for (const c of run.checkpoint?.done ?? []) if (c.chunk >= 0 && c.chunk < chunks) results.set(c.chunk, c);
  let resumed = results.size;
  let layouts = [...results.values()].reduce((sum, c) => sum + c.layouts, 0);
  const todo: number[] = [];
  for (let c = 0; c < chunks; c++) if (!results.has(c)) todo.push(c);
  const limit = Math.min(todo.length, run.stopAfterChunks ?? Infinity);
  const batch = todo.slice(0, limit);
  const take = (result: CensusChunk) => {
    results.set(result.chunk, result);
    layouts += result.layouts;
    run.checkpoint?.keep(result);
    run.onProgress?.(results.size, chunks, layouts);
  };
  run.onProgress?.(results.size, chunks, layouts);
  if (run.cluster) {
    if (!clusterRunner) throw new Error('internal error: a census on a cluster, but no cluster runner is registered');
    if (batch.length > 0) resumed += (await clusterRunner(puzzle, settings, batch, { cluster: run.cluster, signal: run.signal, onChunk: take })).readBack;
  } else if (run.threads > 1 && threadsRunner && batch.length > 1) {
    await threadsRunner(puzzle, settings, batch, { threads: run.threads, signal: run.signal, onChunk: take });
  } else {
    for (const chunk of batch) {
      if (run.signal?.aborted) throw new ClassifyCancelled('cancelled');
      take(family.classifyChunk(settings, chunk));
      // Let a Ctrl-C and the progress bar through between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const all = [...results.values()];
  return {
    settings,
    chunks,
    done: results.size,
    resumed,
    complete: results.size === chunks,
    enumerated: all.reduce((sum, c) => sum + c.enumerated, 0),
    layouts,
    groups: all.reduce((sum, c) => sum + c.groups, 0),
    solvable: all.reduce((sum, c) => sum + c.solvable, 0),
    puzzles: all.flatMap((c) => c.puzzles).sort(family.comparePuzzles),
  };
}

/**
 * The compact search of a ranked space on a cluster. The machine that starts
 * the run (the coordinator) keeps the marks and writes them, after every
 * layer, as a checkpoint in the run's folder of the shared directory
 * (storage/checkpoint-dir.ts: temporary name, rename, SHA-256). A layer is
 * split by rank range into jobs; each worker reads the layer's marks, expands
 * its range and writes the successors it found as a part file; the
 * coordinator merges the parts in range order, claiming each state once,
 * exactly as the one-machine search claims them, so layer sizes, goals and
 * examples come out the same. A run stopped at any point goes on from its
 * last complete layer when the same command is given again.
 */
import { createHash } from 'node:crypto';
import { CompactTotals, marksFit, rankedFor, seedsOf, type CompactResult } from '../engine/compact-search.js';
import { SEGMENT, segmentExpander, type RankedProblem, type SegmentTally } from '../engine/compact-layer.js';
import { createMarks, MAX_BYTE_DEPTH, type LayerMarks } from '../engine/layer-marks.js';
import { hasCheckpoint, readCheckpoint, writeCheckpoint, type CheckpointRun } from '../storage/checkpoint-dir.js';
import { fileExists, namesIn, removeFile, removeFolder } from '../storage/folder-files.js';
import type { LayerJob } from './job-payloads.js';
import { partName, readPart, PartFileError } from '../storage/part-files.js';
import { forEachInLayer } from './range-expand.js';
import { ClusterCancelledError, ClusterSetupError, ClusterStoppedError, RunQueue, type QueuedJob, type WaitStatus } from './run-queue.js';
import { runFile, runFolder, sharedRoot } from './shared-folder.js';
import { grouped, statusLine, type StatusLine } from './status-line.js';
import type { Lang } from '../puzzles/lang.js';
import { render } from '../i18n/index.js';
import { CLUSTER_MESSAGES } from './messages.js';

export interface ClusterExploreRun {
  puzzle: string;
  /** The instance's code: workers reopen the instance from it. */
  code: string;
  metric: string;
  problem: RankedProblem<unknown, unknown>;
  /** What the run is about, as its checkpoint names it. */
  run: CheckpointRun;
}

export interface ClusterExploreOptions {
  url: string;
  shared: string;
  /** Jobs a big layer is split into (default 16). */
  jobsPerLayer?: number;
  farthestExamples?: number;
  maxMemoryBytes?: number;
  signal?: AbortSignal;
  /** One line for the user (resuming, say). */
  notice?: (line: string) => void;
  /** The language of the lines for the user: the notices, the status line, why a run stopped (default English). */
  lang?: Lang;
  /** The progress line (default: on standard error when it is a terminal). */
  status?: StatusLine;
}

/** Fewer states than this in a job (or a layer) are not worth their trip through Redis. */
const MIN_JOB_STATES = 50_000;

/**
 * MIN_JOB_STATES, or a lower figure a test sets in the coordinator's
 * environment (PUZZLEKIT_TEST_MIN_JOB_STATES): with it a small space still
 * sends layers through the cluster (test/cluster/cluster-runs.test.ts runs
 * the 8-puzzle's 181,440 states rather than a space ten times bigger). A
 * setting for tests, not for users: the results are the same, only the
 * work moves between the machines.
 */
function minJobStates(): number {
  const set = Number(process.env.PUZZLEKIT_TEST_MIN_JOB_STATES);
  return Number.isSafeInteger(set) && set > 0 ? set : MIN_JOB_STATES;
}

export function runIdOf(prefix: 'explore' | 'classify', what: unknown): string {
  return `${prefix}-${createHash('sha256').update(JSON.stringify(what)).digest('hex').slice(0, 16)}`;
}

/** Ranges of whole segments holding layer `depth`, each with about `target` of its states (empty stretches left out). */
export function planRanges(marks: LayerMarks, bytes: Uint8Array, depth: number, jobsPerLayer: number, minStates = MIN_JOB_STATES): { from: number; to: number }[] {
  const segments = Math.ceil(marks.size / SEGMENT);
  const perSegment = new Float64Array(segments);
  const layer = forEachInLayer({ kind: marks.kind, bytes }, depth, 0, marks.size, (r) => perSegment[Math.floor(r / SEGMENT)]++);
  const target = Math.max(minStates, Math.ceil(layer / jobsPerLayer));
  const ranges: { from: number; to: number }[] = [];
  let start = -1;
  let held = 0;
  for (let s = 0; s < segments; s++) {
    if (perSegment[s] === 0 && start < 0) continue;
    if (start < 0) start = s;
    held += perSegment[s];
    if (held >= target || s === segments - 1) {
      ranges.push({ from: start * SEGMENT, to: Math.min((s + 1) * SEGMENT, marks.size) });
      start = -1;
      held = 0;
    }
  }
  if (start >= 0) ranges.push({ from: start * SEGMENT, to: marks.size });
  return ranges;
}

export async function compactExploreOnCluster(spec: ClusterExploreRun, options: ClusterExploreOptions): Promise<CompactResult<unknown>> {
  const started = performance.now();
  const lang = options.lang ?? 'en';
  const fromGoals = spec.run.from === 'goals';
  const problem = rankedFor(spec.problem, { fromGoals });
  if (problem.size > 2 ** 32) {
    throw new ClusterSetupError(CLUSTER_MESSAGES.exploreTooLarge({ size: grouped(problem.size) }));
  }
  const kind = spec.run.marks as 'bits' | 'bytes';
  if (!marksFit(kind, problem.size, { maxMemoryBytes: options.maxMemoryBytes })) {
    throw new ClusterSetupError(CLUSTER_MESSAGES.exploreMarksTooLarge({ size: grouped(problem.size) }));
  }
  const shared = sharedRoot(options.shared);
  const runId = runIdOf('explore', spec.run);
  // Redis first: a run that cannot start leaves nothing in the shared folder.
  const queue = await RunQueue.open(options.url, runId);
  let over = false;
  try {
    const result = await runLayers({ spec, options, problem, kind, shared, runId, queue, started });
    over = true;
    return result;
  } finally {
    await queue.close(over);
  }
}

interface LayersRun {
  spec: ClusterExploreRun;
  options: ClusterExploreOptions;
  problem: RankedProblem<unknown, unknown>;
  kind: 'bits' | 'bytes';
  shared: string;
  runId: string;
  queue: RunQueue;
  started: number;
}

/** The run's layers, from its checkpoint if it has one, to the end. */
async function runLayers({ spec, options, problem, kind, shared, runId, queue, started }: LayersRun): Promise<CompactResult<unknown>> {
  const lang = options.lang ?? 'en';
  const fromGoals = spec.run.from === 'goals';
  const wanted = options.farthestExamples ?? 5;
  const folder = runFolder(shared, runId);
  const marks = createMarks(kind, problem.size, false);
  const bytes = new Uint8Array(marks.buffer, 0, marks.bytes);
  const expandHere = segmentExpander(problem, marks, fromGoals);
  const minStates = minJobStates();
  /** A layer expanded on this machine, exactly as the one-machine search does it. */
  const layerHere = (depth: number): SegmentTally[] => {
    const tallies: SegmentTally[] = [];
    for (let from = 0; from < problem.size; from += SEGMENT) tallies.push(expandHere(depth, from, Math.min(from + SEGMENT, problem.size), wanted));
    return tallies;
  };
  /** A layer split into jobs by rank range, done by the workers, merged here in range order. */
  const layerOnCluster = async (depth: number, onStatus: (s: WaitStatus) => void): Promise<SegmentTally[]> => {
    const ranges = planRanges(marks, bytes, depth, options.jobsPerLayer ?? 16, minStates);
    removeParts(folder, depth);
    const jobs: QueuedJob[] = ranges.map(({ from, to }, index) => {
      const data: LayerJob = {
        kind: 'layer',
        shared,
        run: runId,
        puzzle: spec.puzzle,
        code: spec.code,
        metric: spec.metric,
        checkpoint: spec.run as LayerJob['checkpoint'],
        depth,
        index,
        from,
        to,
        examples: wanted,
      };
      const path = runFile(folder, partName(depth, index));
      return { id: `${runId}-${depth}-${index}`, data, done: () => fileExists(path), what: CLUSTER_MESSAGES.jobOfLayer({ depth, from: grouped(from), to: grouped(to - 1) }) };
    });
    await queue.add(jobs);
    await queue.waitFor(jobs, options.signal, onStatus);
    return mergeParts(folder, runId, depth, ranges, marks);
  };

  let totals: CompactTotals;
  let depth: number;
  if (hasCheckpoint(folder)) {
    const resume = readCheckpoint(folder, spec.run);
    bytes.set(resume.marks);
    totals = CompactTotals.restore(resume.totals);
    depth = resume.nextDepth;
    options.notice?.(render(CLUSTER_MESSAGES.exploreResuming({ folder, depth }), lang));
  } else {
    const seeds = seedsOf(problem, { fromGoals });
    totals = new CompactTotals(seeds.ranks.length, seeds.goals);
    for (const r of seeds.ranks) marks.claim(r, 0);
    depth = 0;
  }
  const status = options.status ?? statusLine();
  try {
    for (; ; depth++) {
      if (options.signal?.aborted) throw new ClusterCancelledError('cancelled');
      if (kind === 'bytes' && depth + 1 > MAX_BYTE_DEPTH) {
        throw new ClusterSetupError(CLUSTER_MESSAGES.exploreTooDeep({ most: MAX_BYTE_DEPTH }));
      }
      const layerSize = totals.statesPerDepth[depth];
      const statesBefore = totals.states;
      const onStatus = (s: WaitStatus) => {
        const seconds = (performance.now() - started) / 1000;
        const rate = grouped(statesBefore / Math.max(seconds, 1e-3));
        const words = CLUSTER_MESSAGES.exploreStatus({
          depth,
          layer: grouped(layerSize),
          done: s.done,
          total: s.total,
          active: s.active,
          states: grouped(statesBefore),
          rate,
          workers: s.workers,
          seconds: seconds.toFixed(1),
        });
        status.show(render(words, lang));
      };
      // A small layer costs less here than its trip through Redis and the shared folder.
      const tallies = layerSize < minStates ? layerHere(depth) : await layerOnCluster(depth, onStatus);
      // 2-bit marks: close the layer just expanded, so that its code can mean layer depth + 2.
      if (kind === 'bits') marks.scanLayer(depth, 0, problem.size, () => {});
      if (totals.addLayer(depth, tallies, wanted) === 0) break;
      writeCheckpoint(folder, spec.run, { nextDepth: depth + 1, totals: totals.snapshot(), marks });
      removeParts(folder, depth);
    }
  } catch (error) {
    if (error instanceof ClusterStoppedError) {
      throw new ClusterStoppedError(CLUSTER_MESSAGES.exploreStopped({ stopped: error.words, folder, depth }));
    }
    throw error;
  } finally {
    status.stop();
  }
  removeFolder(folder);
  return totals.result('complete', null, marks, (r) => problem.unrank(r), performance.now() - started);
}

/** Claims the parts' states into layer depth + 1, in range order; returns the tallies the one-machine search would have. */
function mergeParts(folder: string, run: string, depth: number, ranges: { from: number; to: number }[], marks: LayerMarks): SegmentTally[] {
  const goalsSeen = new Set<number>();
  return ranges.map(({ from, to }, index) => {
    let part;
    try {
      part = readPart(runFile(folder, partName(depth, index)), { run, depth, index, from, to });
    } catch (error) {
      if (error instanceof PartFileError) throw new ClusterStoppedError(CLUSTER_MESSAGES.partFileUnusable({ why: error.words }));
      throw error;
    }
    let claimed = 0;
    for (const r of part.ranks) {
      if (r >= marks.size) throw new ClusterStoppedError(CLUSTER_MESSAGES.rankBeyondSpace({ part: partName(depth, index), rank: r }));
      if (marks.claim(r, depth + 1)) claimed++;
    }
    let goals = 0;
    for (const g of part.goals) {
      if (!goalsSeen.has(g)) {
        goalsSeen.add(g);
        goals++;
      }
    }
    return { expanded: part.header.expanded, claimed, goals, examples: part.header.examples };
  });
}

function removeParts(folder: string, depth: number): void {
  const prefix = `part-${depth}-`;
  for (const name of namesIn(folder)) if (name.startsWith(prefix)) removeFile(runFile(folder, name));
}

/**
 * The hash-table explore (engine/explore.ts) on several worker threads, for
 * puzzles that are not ranked. Each state belongs to one thread, chosen by a
 * hash of its key (key-routing.ts), which keeps it in its own state table;
 * the search goes a layer at a time, every thread expanding the states of the
 * layer it owns and sending successors to their owners (explore-worker.ts).
 * A layer's states are the same whoever finds them first, so the counts per
 * depth, goals and farthest states equal a one-thread run's; the farthest
 * examples are those of smallest key, as the one-thread search reports them.
 *
 * A limit stops the workers within a few hundred expansions: the figures are
 * then those of the layers done and the part of the next one found, as on
 * one thread, though where within a layer the stop falls may differ.
 *
 * Front ends do not call it: it is the midend's `threads` runner
 * (register-runners.ts), which an opened instance's `exploreOnThreads` uses.
 */
import { PARALLEL_MESSAGES } from './messages.js';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { compareKeys, stateOfKey, type ExploreOptions, type ExploreResult, type SearchProblem, type StateKey } from '../engine/index.js';
import { Budget, checkProblem, SearchSetupError, type LimitReason } from './engine-internals.js';
import { STOP, STOP_MAIN, STOP_MEMORY, STOP_STATES, type ExploreWorkerSetup, type FinishReport, type FinishRequest, type LayerReport, type LayerRequest } from './explore-protocol.js';
import { openProblem, type ProblemSource } from './problem-source.js';
import { threadHeapLimits, ThreadMemoryError, threadsBytes } from './thread-memory.js';
import { askAll, defaultThreads, terminateAll, watching } from './worker-pool.js';

export interface ThreadedExploreOptions extends ExploreOptions {
  /** Worker threads (default: the machine's cores). */
  threads?: number;
}

/** Keys a batch between two threads holds: big enough that sending costs little a key, small enough to keep the threads busy. */
const BATCH_KEYS = 4096;

export async function exploreThreaded(source: ProblemSource, options: ThreadedExploreOptions = {}): Promise<ExploreResult<unknown>> {
  const problem = openProblem(source);
  checkProblem(problem, 'explore');
  const merge = options.mergeSymmetric === true;
  if (merge && !problem.canonical) throw new SearchSetupError(PARALLEL_MESSAGES.noSymmetry());
  const threads = Math.max(1, Math.floor(options.threads ?? defaultThreads()));
  const budget = new Budget(options);
  const wanted = options.farthestExamples ?? 5;
  // The threads themselves count against the memory cap, before their tables: what is left is shared among the tables.
  const fixedBytes = threadsBytes(threads);
  const maxBytes = options.maxMemoryBytes ?? Infinity;
  if (fixedBytes > maxBytes) return notStarted(problem, merge, budget);
  const control = new SharedArrayBuffer(4 * (1 + threads));
  const flags = new Int32Array(control);
  const counters = new SharedArrayBuffer(8 * 2 * threads);
  const counts = new Float64Array(counters);
  const sum = (offset: number) => {
    let n = 0;
    for (let i = 0; i < threads; i++) n += counts[2 * i + offset];
    return n;
  };
  // One channel a pair of workers.
  const peers: (MessagePort | null)[][] = Array.from({ length: threads }, () => new Array<MessagePort | null>(threads).fill(null));
  for (let i = 0; i < threads; i++) {
    for (let j = i + 1; j < threads; j++) {
      const { port1, port2 } = new MessageChannel();
      peers[i][j] = port1;
      peers[j][i] = port2;
    }
  }
  const url = new URL('../parallel/explore-worker.js', import.meta.url);
  const workers = peers.map((ports, index) => {
    const workerData: ExploreWorkerSetup = {
      source,
      mergeSymmetric: merge,
      index,
      threads,
      peers: ports,
      control,
      counters,
      maxStates: budget.maxStates,
      maxBytes: (maxBytes - fixedBytes) / threads,
      batchKeys: BATCH_KEYS,
    };
    // Its heap stops at its share too (string keys live there): a runaway thread dies rather than grows.
    return new Worker(url, { workerData, transferList: ports.filter((p) => p !== null), resourceLimits: threadHeapLimits(workerData.maxBytes) });
  });
  const sizes = [1];
  let states = 1;
  let goals = 0;
  let shortest: number | null = null;
  let expansions = 0;
  let limit: LimitReason | null = null;
  let depth = 0;
  let finals: FinishReport[] = [];
  try {
    for (; ; depth++) {
      const reports = await watching(askAll<LayerReport>(workers, { kind: 'layer' } satisfies LayerRequest), () => {
        limit ??= budget.checkpoint(sum(0), depth, fixedBytes + sum(1));
        if (limit) Atomics.compareExchange(flags, STOP, 0, STOP_MAIN);
      });
      const added = reports.reduce((n, r) => n + r.added, 0);
      const found = reports.reduce((n, r) => n + r.goals, 0);
      expansions += reports.reduce((n, r) => n + r.expanded, 0);
      if (found > 0) {
        goals += found;
        shortest ??= depth;
      }
      const stop = Atomics.load(flags, STOP);
      if (stop === STOP_STATES) limit ??= 'states';
      if (stop === STOP_MEMORY) limit ??= 'memory';
      // A short layer may end before the watch first looks: look once more.
      limit ??= budget.checkpoint(states + added, depth, fixedBytes + sum(1));
      if (added > 0) sizes.push(added);
      states += added;
      if (limit || added === 0) break;
    }
    finals = await askAll<FinishReport>(workers, { kind: 'finish', examples: limit ? 0 : wanted } satisfies FinishRequest);
  } catch (error) {
    // A thread that passed its heap's cap took its table with it: the figures are those of the layers done.
    if (!(error instanceof ThreadMemoryError)) throw error;
    limit = 'memory';
  } finally {
    await terminateAll(workers);
  }
  if (limit) {
    const here = finals.reduce((n, r) => n + r.goalsHere, 0);
    const next = finals.reduce((n, r) => n + r.goalsNext, 0);
    if (here > 0) shortest ??= depth;
    if (next > 0) shortest ??= depth + 1;
    goals += here + next;
  }
  const keys: StateKey[] = finals.flatMap((r) => r.keys).sort(compareKeys).slice(0, wanted);
  const reached = finals.length > 0 ? finals.reduce((n, r) => n + r.states, 0) : states;
  const bytes = fixedBytes + (finals.length > 0 ? finals.reduce((n, r) => n + r.bytes, 0) : sum(1));
  const last = sizes.length - 1;
  const result: ExploreResult<unknown> = {
    status: limit ? 'limit' : 'complete',
    reachableStates: reached,
    goalStates: goals,
    solvable: goals > 0 ? true : limit ? null : false,
    shortest,
    statesPerDepth: sizes,
    farthest: { distance: last, count: sizes[last], examples: keys.map((k) => stateOfKey(problem.codec, k)) },
    stats: { statesExplored: reached, expansions, milliseconds: budget.elapsedMs(), bytes },
  };
  if (limit) result.limit = limit;
  return result;
}

/** The result of a run whose threads alone would pass the memory cap: stopped before any worker started, the start its only state. */
function notStarted(problem: SearchProblem<unknown, unknown>, merge: boolean, budget: Budget): ExploreResult<unknown> {
  const start = merge ? problem.canonical!(problem.start) : problem.start;
  const goal = problem.isGoal(start);
  return {
    status: 'limit',
    limit: 'memory',
    reachableStates: 1,
    goalStates: goal ? 1 : 0,
    solvable: goal ? true : null,
    shortest: goal ? 0 : null,
    statesPerDepth: [1],
    farthest: { distance: 0, count: 1, examples: [start] },
    stats: { statesExplored: 1, expansions: 0, milliseconds: budget.elapsedMs(), bytes: 0 },
  };
}

/**
 * A worker thread of the threaded compact search: it rebuilds the problem,
 * views the shared marks, and for each layer takes segments from a shared
 * counter until none is left, sending back each segment's tally by index.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { attachMarks, segmentExpander, type RankedProblem, type SegmentTally } from '../engine/index.js';
import { openProblem, type ProblemSource } from './problem-source.js';

export interface WorkerSetup {
  source: ProblemSource;
  kind: 'bits' | 'bytes';
  size: number;
  marks: SharedArrayBuffer;
  /** [0]: next segment to take; [1]: 1 when the run must stop; [2 + worker]: states claimed this layer. */
  control: SharedArrayBuffer;
  index: number;
  fromGoals: boolean;
}

export interface LayerRequest {
  depth: number;
  segment: number;
  segments: number;
  examples: number;
}

export interface LayerReply {
  tallies: [number, SegmentTally][];
}

const setup = workerData as WorkerSetup;
const problem = openProblem(setup.source) as RankedProblem<unknown, unknown>;
const marks = attachMarks(setup.kind, setup.size, setup.marks);
const control = new Int32Array(setup.control);
const expand = segmentExpander(problem, marks, setup.fromGoals);

parentPort!.on('message', (request: LayerRequest) => {
  const tallies: [number, SegmentTally][] = [];
  let claimed = 0;
  for (;;) {
    if (Atomics.load(control, 1) !== 0) break;
    const i = Atomics.add(control, 0, 1);
    if (i >= request.segments) break;
    const from = i * request.segment;
    const tally = expand(request.depth, from, Math.min(from + request.segment, setup.size), request.examples);
    tallies.push([i, tally]);
    claimed += tally.claimed;
    Atomics.store(control, 2 + setup.index, claimed);
  }
  parentPort!.postMessage({ tallies } satisfies LayerReply);
});

/**
 * A recorded trace replayed step by step (TraceReplay): the frontier in the
 * search's own order, checked by hand on the 2x2 puzzle, and on an
 * 8-puzzle against what the search really expanded next.
 */
import { describe, expect, it } from 'vitest';
import { runSync } from '../../src/engine/index.js';
import { openInstance, TraceReplay, traceSteps, type TraceAlgorithm } from '../../src/midend/index.js';

const tiles = () => openInstance('sliding-tiles', { source: { kind: 'code', code: '3,1/0,2' }, params: { heuristic: 'manhattan' } });
const replayOf = (algorithm: TraceAlgorithm, opened = tiles()) => new TraceReplay(runSync(traceSteps(opened, { algorithm })));
const entries = (list: { state: string; f: number }[]) => list.map((e) => `${e.state} f=${e.f}`);

describe('the frontier, step by step, on 3,1/0,2', () => {
  it('A*: a heap listed best first', () => {
    const replay = replayOf('astar');
    expect(replay.steps).toBe(3);
    expect(entries(replay.at(0).frontier)).toEqual(['3,1/0,2 f=3']);
    expect(entries(replay.at(1).frontier)).toEqual(['0,1/3,2 f=3', '3,1/2,0 f=5']);
    const two = replay.at(2);
    expect(entries(two.frontier)).toEqual(['1,0/3,2 f=3', '3,1/2,0 f=5']);
    expect(two.current?.state).toBe('0,1/3,2');
    expect(two.successors.map((e) => `${e.type} ${e.state}`)).toEqual(['prune 3,1/0,2', 'generate 1,0/3,2']);
    expect(two.explored).toEqual(['3,1/0,2', '0,1/3,2']);
    const end = replay.at(3);
    expect(end.goal?.state).toBe('1,2/3,0');
    expect(entries(end.frontier)).toEqual(['3,1/2,0 f=5']);
    expect(end.counters).toMatchObject({ expanded: 3, generated: 5, pruned: 2, frontierMax: 2 });
    // Back a step: the replay starts again and lands on the same picture.
    expect(replay.at(1).frontier).toEqual(replayOf('astar').at(1).frontier);
  });

  it('breadth-first: a queue, first in first out', () => {
    const replay = replayOf('bfs');
    expect(entries(replay.at(1).frontier)).toEqual(['0,1/3,2 f=1', '3,1/2,0 f=1']);
    expect(entries(replay.at(2).frontier)).toEqual(['3,1/2,0 f=1', '1,0/3,2 f=2']);
  });

  it('IDA*: a stack, the first child on top, its children above its siblings', () => {
    const replay = replayOf('idastar');
    expect(replay.at(1).iterations).toEqual([{ bound: 3, expanded: 1 }]);
    expect(entries(replay.at(1).frontier)).toEqual(['0,1/3,2 f=3', '3,1/2,0 f=5']);
    expect(entries(replay.at(2).frontier)).toEqual(['1,0/3,2 f=3', '3,1/2,0 f=5']);
  });
});

describe('the frontier\'s order is the order the search takes states from it', () => {
  const eight = openInstance('sliding-tiles', { source: { kind: 'code', code: '4,1,3/7,2,6/0,5,8' }, params: { heuristic: 'manhattan' } });
  for (const algorithm of ['astar', 'greedy', 'ucs', 'bfs', 'idastar'] as const) {
    it(algorithm, () => {
      const replay = replayOf(algorithm, eight);
      expect(replay.steps).toBeGreaterThan(3);
      let before = replay.at(0);
      for (let step = 1; step <= replay.steps; step++) {
        const after = replay.at(step);
        // IDA* starts each iteration again from the start, which is on no stack.
        if (!(algorithm === 'idastar' && after.current?.depth === 0)) expect(after.current?.state, `step ${step}`).toBe(before.frontier[0]?.state);
        before = after;
      }
    });
  }
});

describe('the memory counter', () => {
  it("shows the bytes the engine counted at the step's expansion, none before the first", () => {
    const replay = replayOf('astar');
    const bytes = replay.outcome.expansionBytes!;
    expect(bytes).toHaveLength(replay.steps);
    expect(replay.at(0).counters.bytes).toBeNull();
    for (let step = 1; step <= replay.steps; step++) expect(replay.at(step).counters.bytes).toBe(bytes[step - 1]);
    expect(replayOf('idastar').at(1).counters.bytes).toBeNull();
  });
});

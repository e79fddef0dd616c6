/**
 * Limits, cancellation and progress: every search stops on maxStates,
 * maxSeconds, maxMemoryBytes and an AbortSignal with status 'limit' and the
 * reason, and a search driven by runAsync sees a signal that fires while it
 * runs.
 */
import { describe, expect, it } from 'vitest';
import {
  allSolutions,
  allSolutionsSteps,
  aStar,
  aStarSteps,
  bidirectional,
  breadthFirst,
  breadthFirstSteps,
  countShortest,
  countShortestSteps,
  depthFirst,
  describeLimit,
  explore,
  exploreSteps,
  idaStar,
  idaStarSteps,
  runAsync,
  runSync,
  solveAsync,
  uniformCost,
  type LimitReason,
  type SearchOptions,
  type SearchProgress,
  type SearchProblem,
} from '../../src/engine/index.js';
import { endlessCounter, lattice, latticeLayer } from '../support/graphs.js';

/** What every search's result has in common, for checks across searches. */
interface Stopped {
  status: string;
  limit?: LimitReason;
  stats: { statesExplored: number; milliseconds: number; bytes: number };
}

type Search = (problem: SearchProblem<number, string>, options: SearchOptions) => Stopped;

/** Every search, on a problem whose space never ends and holds no goal. */
const SEARCHES: [string, Search][] = [
  ['breadthFirst', (p, o) => breadthFirst(p, o)],
  ['uniformCost', (p, o) => uniformCost(p, o)],
  ['aStar', (p, o) => aStar(p, o)],
  ['idaStar', (p, o) => idaStar(p, o)],
  ['depthFirst', (p, o) => depthFirst(p, { ...o, maxDepth: 1e9 })],
  ['countShortest', (p, o) => countShortest(p, o)],
  ['explore', (p, o) => explore(p, o)],
  ['allSolutions', (p, o) => allSolutions(p, o)],
];

/** The searches that keep tables, and so can run out of memory. */
const TABLE_SEARCHES = SEARCHES.filter(([name]) => !['idaStar', 'depthFirst', 'allSolutions'].includes(name));

/** A bidirectional problem that never meets: the counter, walked back from a goal far away. */
function endlessBothWays(): SearchProblem<number, string> {
  const goal = 2 ** 52;
  return {
    ...endlessCounter(),
    isGoal: (n) => n === goal,
    goalStates: () => [goal],
    predecessors(n, emit) {
      if (n > 0) emit(n - 1, '+1');
    },
  };
}

describe('maxStates', () => {
  it.each(SEARCHES)('stops %s with status limit and limit states', (_name, run) => {
    const r = run(endlessCounter(), { maxStates: 5000, maxSeconds: 10 });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('states');
    // States stored (or, depth-first, nodes generated) reach the limit and overshoot by at most one expansion.
    expect(r.stats.statesExplored).toBeGreaterThanOrEqual(5000);
    expect(r.stats.statesExplored).toBeLessThanOrEqual(5002);
  });

  it('stops bidirectional search too', () => {
    const r = bidirectional(endlessBothWays(), { maxStates: 5000, maxSeconds: 10 });
    expect(r).toMatchObject({ status: 'limit', limit: 'states' });
    expect(r.solution).toBeUndefined();
  });

  it('stops a search that would succeed later, without a solution', () => {
    const r = breadthFirst(lattice(100, 100, 'uint32'), { maxStates: 1000 });
    expect(r.status).toBe('limit');
    expect(r.solution).toBeUndefined();
    expect(breadthFirst(lattice(100, 100, 'uint32'), { maxStates: 10_001 }).status).toBe('solved');
  });

  it('stops explore with the figures so far: complete layers, then the layer being found', () => {
    const w = 300;
    const r = explore(lattice(w, w, 'uint32'), { maxStates: 5000 });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('states');
    expect(r.reachableStates).toBeGreaterThanOrEqual(5000);
    const layers = r.statesPerDepth;
    expect(layers.reduce((a, b) => a + b, 0)).toBe(r.reachableStates);
    // Every layer but the last is complete; the last is partly found.
    layers.slice(0, -1).forEach((n, d) => expect(n, `layer ${d}`).toBe(latticeLayer(w, w, d)));
    expect(layers[layers.length - 1]).toBeGreaterThan(0);
    expect(layers[layers.length - 1]).toBeLessThanOrEqual(latticeLayer(w, w, layers.length - 1));
    expect(r.farthest.distance).toBe(layers.length - 1);
    expect(r.farthest.count).toBe(layers[layers.length - 1]);
  });
});

describe('maxSeconds', () => {
  it.each(SEARCHES)('stops %s with limit time soon after the deadline', (_name, run) => {
    const started = performance.now();
    const r = run(endlessCounter(), { maxSeconds: 0.05 });
    const ms = performance.now() - started;
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('time');
    expect(r.stats.milliseconds).toBeGreaterThanOrEqual(50);
    expect(ms).toBeLessThan(1500);
  });
});

describe('maxMemoryBytes', () => {
  it.each(TABLE_SEARCHES)('stops %s with limit memory once its tables pass the bound', (_name, run) => {
    const r = run(endlessCounter(), { maxMemoryBytes: 2_000_000, maxSeconds: 10 });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('memory');
    expect(r.stats.bytes).toBeGreaterThan(2_000_000);
    expect(r.stats.bytes).toBeLessThan(20_000_000);
  });
});

describe('an AbortSignal', () => {
  it.each(SEARCHES)('aborted before the call stops %s with limit cancelled', (_name, run) => {
    const controller = new AbortController();
    controller.abort();
    const started = performance.now();
    const r = run(endlessCounter(), { signal: controller.signal, maxSeconds: 5 });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('cancelled');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  const STEPS: [string, (o: SearchOptions) => Promise<Stopped>][] = [
    ['breadthFirstSteps', (o) => runAsync(breadthFirstSteps(endlessCounter(), o))],
    ['aStarSteps', (o) => runAsync(aStarSteps(endlessCounter(), o))],
    ['idaStarSteps', (o) => runAsync(idaStarSteps(endlessCounter(), o))],
    ['countShortestSteps', (o) => runAsync(countShortestSteps(endlessCounter(), o))],
    ['exploreSteps', (o) => runAsync(exploreSteps(endlessCounter(), o))],
    ['allSolutionsSteps', (o) => runAsync(allSolutionsSteps(endlessCounter(), o))],
    ['solveAsync', (o) => solveAsync(endlessCounter(), 'bfs', o)],
  ];

  it.each(STEPS)(
    'aborted by a timer while %s runs under runAsync stops it with limit cancelled',
    async (_name, run) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 40);
      const started = performance.now();
      // maxSeconds is a safety net: were the signal missed, the limit would read 'time'.
      const r = await run({ signal: controller.signal, maxSeconds: 3, sliceMs: 10 });
      const ms = performance.now() - started;
      expect(r.status).toBe('limit');
      expect(r.limit).toBe('cancelled');
      expect(ms).toBeGreaterThanOrEqual(35);
      expect(ms).toBeLessThan(1500);
    },
  );

  it('is not seen by runSync, which never lets the timer fire (the reason for runAsync)', () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 10);
    const r = runSync(breadthFirstSteps(endlessCounter(), { signal: controller.signal, maxSeconds: 0.1 }));
    clearTimeout(timer);
    expect(r.limit).toBe('time');
  });
});

describe('time slices and progress', () => {
  it('a search yields between time slices of about sliceMs', () => {
    const steps = breadthFirstSteps(endlessCounter(), { maxSeconds: 0.2, sliceMs: 10 });
    let yields = 0;
    for (let r = steps.next(); !r.done; r = steps.next()) yields++;
    expect(yields).toBeGreaterThanOrEqual(5);
    expect(yields).toBeLessThanOrEqual(25);
  });

  it('onProgress is called during a longer search, with growing counts', () => {
    const reports: SearchProgress[] = [];
    const r = breadthFirst(endlessCounter(), {
      maxSeconds: 0.3,
      progressIntervalMs: 20,
      onProgress: (p) => reports.push(p),
    });
    expect(r.limit).toBe('time');
    expect(reports.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < reports.length; i++) {
      expect(reports[i].states).toBeGreaterThan(reports[i - 1].states);
      expect(reports[i].milliseconds).toBeGreaterThan(reports[i - 1].milliseconds);
      expect(reports[i].depth).toBeGreaterThanOrEqual(reports[i - 1].depth);
      expect(reports[i].bytes).toBeGreaterThanOrEqual(reports[i - 1].bytes);
    }
    const last = reports[reports.length - 1];
    expect(last.rate).toBeGreaterThan(0);
    expect(last.states).toBeLessThanOrEqual(r.stats.statesExplored);
  });

  it('onProgress reports IDA* nodes too', () => {
    const reports: SearchProgress[] = [];
    idaStar(endlessCounter(), { maxSeconds: 0.15, progressIntervalMs: 20, onProgress: (p) => reports.push(p) });
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports[reports.length - 1].states).toBeGreaterThan(reports[0].states);
  });
});

describe('describeLimit', () => {
  it('says in words what each limit means', () => {
    expect(describeLimit('states')).toMatch(/state/);
    expect(describeLimit('time')).toMatch(/time/);
    expect(describeLimit('memory')).toMatch(/memory/);
    expect(describeLimit('cancelled')).toMatch(/cancel/);
  });
});

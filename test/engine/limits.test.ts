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
  depthFirstSteps,
  describeLimit,
  distances,
  distancesSteps,
  bidirectionalSteps,
  uniformCostSteps,
  explore,
  exploreSteps,
  idaStar,
  idaStarSteps,
  runAsync,
  runSync,
  SearchSetupError,
  solve,
  solveAsync,
  uniformCost,
  type LimitReason,
  type SearchOptions,
  type SearchProgress,
  type SearchProblem,
} from '../../src/engine/index.js';
import { CHECK_EVERY } from '../../src/engine/budget.js';
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
  // How soon after the deadline depends on the machine; that it stops, with
  // the reason, does not. A search that never stopped is caught by the runner's timeout.
  it.each(SEARCHES)('stops %s with limit time after the deadline', (_name, run) => {
    const r = run(endlessCounter(), { maxSeconds: 0.05 });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('time');
    expect(r.stats.milliseconds).toBeGreaterThanOrEqual(50);
  });
});

/**
 * A problem whose every state has `fanOut` successors, all new: a costly
 * expansion. `onExpand` is told the number of each expansion as it starts.
 */
function wideCounter(fanOut: number, onExpand: (n: number) => void): SearchProblem<number, string> {
  let expansions = 0;
  let next = 1;
  return {
    ...endlessCounter(),
    successors(_n, emit) {
      onExpand(++expansions);
      for (let i = 0; i < fanOut; i++) emit(next++, '+');
    },
    predecessors(_n, emit) {
      onExpand(++expansions);
      for (let i = 0; i < fanOut; i++) emit(-next++, '-');
    },
    goalStates: () => [-1],
  };
}

describe('limits are checked by work done, not by expansions', () => {
  const WIDE: [string, Search][] = [
    ...SEARCHES.filter(([name]) => name !== 'idaStar'),
    ['bidirectional', (p, o) => bidirectional(p, o)],
  ];
  // The signal aborts inside the second expansion. Checked every 4,096
  // expansions, the search would go on for 4,095 more costly expansions;
  // checked by successors generated, it stops right after this one.
  it.each(WIDE)('%s stops within one costly expansion of a cancel', (_name, run) => {
    const controller = new AbortController();
    let expansions = 0;
    const problem = wideCounter(5000, (n) => {
      expansions = n;
      if (n === 2) controller.abort();
    });
    const r = run(problem, { signal: controller.signal, maxDepth: 1e9 } as SearchOptions);
    expect(r).toMatchObject({ status: 'limit', limit: 'cancelled' });
    expect(expansions).toBe(2);
  });
});

// A problem may try far more than it emits: a river crossing's expansion tries
// every group the boat could carry (a quarter of a million for 50 travellers
// and a boat of 4) and emits the few that fit. Counted by successors alone,
// thousands of such expansions ran between two looks at the limits.
describe("an expansion's own work counts too (expansionWork)", () => {
  const WIDE: [string, Search][] = [
    ...SEARCHES.filter(([name]) => name !== 'idaStar'),
    ['bidirectional', (p, o) => bidirectional(p, o)],
  ];
  it.each(WIDE)('%s stops within one costly expansion of a cancel, though each emits a single successor', (_name, run) => {
    const controller = new AbortController();
    let expansions = 0;
    const problem: SearchProblem<number, string> = {
      ...wideCounter(1, (n) => {
        expansions = n;
        if (n === 2) controller.abort();
      }),
      expansionWork: 5000,
    };
    const r = run(problem, { signal: controller.signal, maxDepth: 1e9 } as SearchOptions);
    expect(r).toMatchObject({ status: 'limit', limit: 'cancelled' });
    expect(expansions).toBe(2);
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
    const r = run(endlessCounter(), { signal: controller.signal, maxSeconds: 5 });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('cancelled');
    // Seen at the first step: one expansion (depth-first walks: two) of two successors each.
    expect(r.stats.statesExplored).toBeLessThanOrEqual(5);
  });

  const STEPS: [string, (o: SearchOptions) => Promise<Stopped>][] = [
    ['breadthFirstSteps', (o) => runAsync(breadthFirstSteps(endlessCounter(), o))],
    ['aStarSteps', (o) => runAsync(aStarSteps(endlessCounter(), o))],
    ['idaStarSteps', (o) => runAsync(idaStarSteps(endlessCounter(), o))],
    ['countShortestSteps', (o) => runAsync(countShortestSteps(endlessCounter(), o))],
    ['exploreSteps', (o) => runAsync(exploreSteps(endlessCounter(), o))],
    ['allSolutionsSteps', (o) => runAsync(allSolutionsSteps(endlessCounter(), o))],
    ['solveAsync', (o) => solveAsync(endlessCounter(), 'bfs', o)],
    ['uniformCostSteps', (o) => runAsync(uniformCostSteps(endlessCounter(), o))],
    ['bidirectionalSteps', (o) => runAsync(bidirectionalSteps(endlessBothWays(), o))],
    ['depthFirstSteps', (o) => runAsync(depthFirstSteps(endlessCounter(), { ...o, maxDepth: 1e9 }))],
    ['distancesSteps', (o) => runAsync(distancesSteps(endlessCounter(), o)).then((m) => ({ ...m, status: m.status }))],
  ];

  it.each(STEPS)(
    'aborted by a timer while %s runs under runAsync stops it with limit cancelled',
    async (_name, run) => {
      const controller = new AbortController();
      let fired = false;
      // The timer fires at the first yield, after one slice of 10 ms of work at most. The net is in states, which
      // no machine stores in one slice: a missed signal reads 'states', and no load can make it read anything else.
      setTimeout(() => {
        fired = true;
        controller.abort();
      }, 0);
      const r = await run({ signal: controller.signal, maxStates: 50_000_000, sliceMs: 10 });
      expect(fired).toBe(true);
      expect(r.status).toBe('limit');
      expect(r.limit).toBe('cancelled');
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
  // How many yields fit in a time window depends on the machine; what the
  // search promises is that it yields once a slice is over, and that between
  // two looks at the clock it does a bounded amount of work.
  it('a search yields between time slices, with a bounded amount of work between yields', () => {
    let generated = 0;
    const counter = endlessCounter();
    const problem: SearchProblem<number, string> = {
      ...counter,
      successors(n, emit) {
        counter.successors(n, (next, move) => {
          generated++;
          emit(next, move);
        });
      },
    };
    // sliceMs 0: every slice is over at the first look at the clock.
    const steps = breadthFirstSteps(problem, { maxStates: 100_000, sliceMs: 0 });
    const between: number[] = [];
    let last = 0;
    let r = steps.next();
    for (; !r.done; r = steps.next()) {
      between.push(generated - last);
      last = generated;
    }
    expect(r.value).toMatchObject({ status: 'limit', limit: 'states' });
    // 100,000 states at two successors an expansion: a clock read every 4,096 successors.
    expect(between.length).toBeGreaterThanOrEqual(Math.floor(100_000 / CHECK_EVERY) - 1);
    // The first slice ends at the first step's clock read; after it, at most 4,096 successors and one expansion.
    for (const work of between.slice(1)) expect(work).toBeLessThanOrEqual(CHECK_EVERY + 2);
  });

  it('a search does not yield while its slice lasts', () => {
    const steps = breadthFirstSteps(endlessCounter(), { maxStates: 20_000, sliceMs: 3_600_000 });
    let yields = 0;
    for (let r = steps.next(); !r.done; r = steps.next()) yields++;
    expect(yields).toBe(0);
  });

  it('yields after each costly expansion when slices are short', () => {
    let expansions = 0;
    const steps = breadthFirstSteps(
      wideCounter(10_000, (n) => (expansions = n)),
      { maxStates: 100_000, sliceMs: 0 },
    );
    const atYields: number[] = [];
    for (let r = steps.next(); !r.done; r = steps.next()) atYields.push(expansions);
    expect(atYields.slice(1)).toEqual(atYields.slice(1).map((_, i) => i + 2));
  });

  it('onProgress is called during a longer search, with growing counts', () => {
    const reports: SearchProgress[] = [];
    // progressIntervalMs 0: a report at every look at the clock, however fast the machine.
    const r = breadthFirst(endlessCounter(), {
      maxStates: 50_000,
      progressIntervalMs: 0,
      onProgress: (p) => reports.push(p),
    });
    expect(r.limit).toBe('states');
    expect(reports.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < reports.length; i++) {
      expect(reports[i].states).toBeGreaterThan(reports[i - 1].states);
      expect(reports[i].milliseconds).toBeGreaterThanOrEqual(reports[i - 1].milliseconds);
      expect(reports[i].depth).toBeGreaterThanOrEqual(reports[i - 1].depth);
      expect(reports[i].bytes).toBeGreaterThanOrEqual(reports[i - 1].bytes);
    }
    const last = reports[reports.length - 1];
    expect(last.rate).toBeGreaterThanOrEqual(0);
    expect(last.states).toBeLessThanOrEqual(r.stats.statesExplored);
  });

  it('onProgress reports IDA* nodes too', () => {
    const reports: SearchProgress[] = [];
    idaStar(endlessCounter(), { maxStates: 50_000, progressIntervalMs: 0, onProgress: (p) => reports.push(p) });
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports[reports.length - 1].states).toBeGreaterThan(reports[0].states);
  });
});

describe('bidirectional search and distances under every limit', () => {
  it('bidirectional stops at maxSeconds', () => {
    expect(bidirectional(endlessBothWays(), { maxSeconds: 0.05 })).toMatchObject({ status: 'limit', limit: 'time' });
  });

  it('bidirectional stops at maxMemoryBytes', () => {
    const r = bidirectional(endlessBothWays(), { maxMemoryBytes: 2_000_000, maxSeconds: 30 });
    expect(r).toMatchObject({ status: 'limit', limit: 'memory' });
    expect(r.stats.bytes).toBeGreaterThan(2_000_000);
  });

  it('bidirectional stops at a signal aborted before the call', () => {
    const controller = new AbortController();
    controller.abort();
    expect(bidirectional(endlessBothWays(), { signal: controller.signal })).toMatchObject({
      status: 'limit',
      limit: 'cancelled',
    });
  });

  it('distances stops at maxSeconds and maxMemoryBytes, knowing no distance', () => {
    const timed = distances(endlessCounter(), { maxSeconds: 0.05 });
    expect(timed).toMatchObject({ status: 'limit', limit: 'time' });
    expect(timed.distance(0)).toBeNull();
    const bounded = distances(endlessCounter(), { maxMemoryBytes: 2_000_000, maxSeconds: 30 });
    expect(bounded).toMatchObject({ status: 'limit', limit: 'memory' });
  });

  it('distances cancelled mid-run, in the pass from the goals, stops there', () => {
    const controller = new AbortController();
    const base = lattice(300, 300, 'uint32');
    let goalChecks = 0;
    // The first isGoal call comes after the whole space is stored: the pass from the goals has begun.
    const problem = {
      ...base,
      isGoal(s: Parameters<typeof base.isGoal>[0]) {
        if (++goalChecks === 1) controller.abort();
        return base.isGoal(s);
      },
    };
    const map = distances(problem, { signal: controller.signal });
    expect(map).toMatchObject({ status: 'limit', limit: 'cancelled' });
    expect(map.reachableStates).toBe(300 * 300);
    expect(goalChecks).toBeLessThan(300 * 300);
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

describe('limits and requests checked at the API edge', () => {
  it.each([
    ['a negative maxStates', { maxStates: -1 }],
    ['a NaN maxSeconds', { maxSeconds: NaN }],
    ['a string maxMemoryBytes', { maxMemoryBytes: '5' as unknown as number }],
    ['a signal that is not one', { signal: {} as AbortSignal }],
  ])('%s is a SearchSetupError, not a silent "no limit"', (_what, options) => {
    for (const [, run] of SEARCHES) expect(() => run(endlessCounter(), options)).toThrow(SearchSetupError);
  });

  it('an unknown algorithm or a problem that is not one: a SearchSetupError naming it', () => {
    expect(() => solve(endlessCounter(), 'nope' as 'bfs')).toThrow(/unknown algorithm "nope"/);
    expect(() => solve(null as unknown as SearchProblem<number, string>)).toThrow(SearchSetupError);
  });
});

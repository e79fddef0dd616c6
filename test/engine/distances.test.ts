/**
 * Distances to the nearest goal from every reachable state: checked against
 * Bellman-Ford on every small graph with every kind of key, on the
 * 8-puzzle's known figures, and under limits.
 */
import { describe, expect, it } from 'vitest';
import { countShortest, distances, runAsync, distancesSteps, type SearchProblem } from '../../src/engine/index.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { bruteForce, CODEC_KINDS, costToGoal, smallGraphs, toProblem, weighted } from '../support/graphs.js';

describe('distances on small graphs', () => {
  for (const graph of smallGraphs()) {
    for (const codec of CODEC_KINDS) {
      it(`${graph.name} (${codec} keys): every reachable node's least cost to a goal`, () => {
        const problem = toProblem(graph, { codec });
        const map = distances(problem);
        const expected = costToGoal(graph);
        const reachable = reachableFrom(graph.edges, graph.start, graph.size);
        expect(map.status).toBe('complete');
        expect(map.reachableStates).toBe(reachable.size);
        expect(map.goalStates).toBe(graph.goals.filter((g) => reachable.has(g)).length);
        for (let id = 0; id < graph.size; id++) {
          expect(map.distance({ id }), `node ${id}`).toBe(reachable.has(id) ? expected[id] : null);
        }
        if (graph.known.cheapest !== null) expect(map.distance({ id: graph.start })).toBe(graph.known.cheapest);
        const brute = bruteForce(graph);
        expect(map.distance({ id: graph.start })).toBe(brute.cheapest ?? Infinity);
      });
    }
  }

  it('keeps the edges, with their costs, and depths from the start', () => {
    const graph = weighted();
    const map = distances(toProblem(graph));
    expect(map.unitCosts).toBe(false);
    const start = map.indexOf({ id: 0 });
    expect(start).toBe(0);
    const seen: [number, number][] = [];
    map.forEachEdge(start, (target, cost) => seen.push([map.state(target).id, cost]));
    expect(seen.sort()).toEqual([[1, 1], [1, 5], [3, 10]].sort());
    expect(map.depthAt(map.indexOf({ id: 3 }))).toBe(1);
    expect(map.depthAt(map.indexOf({ id: 2 }))).toBe(2);
  });
});

describe('distances on the 8-puzzle', () => {
  const instance = slidingTiles.parse({ source: { kind: 'preset', name: '8-puzzle' }, params: {} });
  const problem = slidingTiles.problem(instance);

  it('covers the 181,440 states; the preset is 31 from solved, and so is the farthest state', () => {
    const map = distances(problem);
    expect(map.status).toBe('complete');
    expect(map.reachableStates).toBe(181_440);
    expect(map.goalStates).toBe(1);
    expect(map.unitCosts).toBe(true);
    expect(map.distance(problem.start)).toBe(31);
    expect(map.maxDistance).toBe(31);
  });

  it('following a successor one closer each time reaches the goal in 31 legal moves', () => {
    const map = distances(problem);
    let state = problem.start;
    let moves = 0;
    while (!problem.isGoal(state)) {
      const d = map.distance(state)!;
      let chosen: number | undefined;
      problem.successors(state, (next, move) => {
        if (chosen === undefined && map.distance(next) === d - 1) chosen = move;
      });
      expect(chosen, `a move one closer from distance ${d}`).toBeDefined();
      const after = slidingTiles.applyMove(instance, state, chosen!);
      expect(after).not.toHaveProperty('illegal');
      state = after as typeof state;
      moves++;
    }
    expect(moves).toBe(31);
  });

  it('an unsolvable 3x2 board: 360 states, none with a finite distance', () => {
    const odd = slidingTiles.parse({ source: { kind: 'code', code: '2,1,3/4,5,0' }, params: {} });
    const map = distances(slidingTiles.problem(odd));
    expect(map.reachableStates).toBe(360);
    expect(map.goalStates).toBe(0);
    expect(map.distance(slidingTiles.problem(odd).start)).toBe(Infinity);
  });

  it('stops at a state limit and then knows no distance', () => {
    const map = distances(problem, { maxStates: 1000 });
    expect(map.status).toBe('limit');
    expect(map.limit).toBe('states');
    expect(map.distance(problem.start)).toBeNull();
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const map = await runAsync(distancesSteps(problem, { signal: controller.signal }));
    expect(map.status).toBe('limit');
    expect(map.limit).toBe('cancelled');
  });
});

function reachableFrom(edges: readonly { from: number; to: number }[], start: number, size: number): Set<number> {
  const out: number[][] = Array.from({ length: size }, () => []);
  for (const e of edges) out[e.from].push(e.to);
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) for (const to of out[queue.shift()!]) if (!seen.has(to)) (seen.add(to), queue.push(to));
  return seen;
}

describe('distances with countPaths', () => {
  /** A walker on a w x h grid moving right or down (cost 1, or `downCost`), the goal the far corner. */
  const walker = (w: number, h: number, downCost = 1): SearchProblem<number, string> => ({
    start: 0,
    isGoal: (s) => s === w * h - 1,
    successors: (s, emit) => {
      if (s % w < w - 1) emit(s + 1, 'R');
      if (s + w < w * h) emit(s + w, 'D', downCost);
    },
    codec: { kind: 'uint32', encode: (s) => s, decode: (k) => k },
  });

  it('counts the shortest paths to the goal from every state: binomial coefficients on a grid', () => {
    const map = distances(walker(4, 3), { countPaths: true });
    expect(map.status).toBe('complete');
    // From the corner: 3 rights and 2 downs in any order, C(5, 2) = 10.
    expect(map.pathsAt(map.indexOf(0))).toBe(10);
    expect(map.pathsAt(map.indexOf(5))).toBe(3); // (1,1): 2 rights and 1 down
    expect(map.pathsAt(map.indexOf(11))).toBe(1); // the goal itself
  });

  it('counts only the least-cost paths when costs differ (Dijkstra)', () => {
    // Downs cost 2: every path still has 3 rights and 2 downs, so all 10 tie at cost 7.
    const map = distances(walker(4, 3, 2), { countPaths: true });
    expect(map.distance(0)).toBe(7);
    expect(map.pathsAt(map.indexOf(0))).toBe(10);
  });

  it('is 0 where no goal is reachable, NaN when not asked for', () => {
    const dead: SearchProblem<number, string> = { ...walker(2, 2), successors: (s, emit) => (s === 0 ? emit(1, 'R') : undefined) };
    const map = distances(dead, { countPaths: true });
    expect(map.pathsAt(map.indexOf(0))).toBe(0);
    expect(distances(walker(2, 2)).pathsAt(0)).toBeNaN();
  });
});

describe('countPaths agrees with countShortest', () => {
  for (const graph of smallGraphs()) {
    it(`${graph.name}: the paths from the start are the shortest solutions countShortest counts`, () => {
      const problem = toProblem(graph);
      const counted = countShortest(problem);
      const map = distances(problem, { countPaths: true });
      expect(map.pathsAt(0)).toBe(counted.status === 'solved' ? Number(counted.count) : 0);
    });
  }
});

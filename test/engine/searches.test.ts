/**
 * Every search for one solution, on small graphs with known answers, with
 * every kind of state key: the right status, the right length or cost, and a
 * solution that really is a path of the graph.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aStar,
  bidirectional,
  breadthFirst,
  depthFirst,
  explore,
  idaStar,
  SearchSetupError,
  solve,
  uniformCost,
  type SearchResult,
} from '../../src/engine/index.js';
import {
  bruteForce,
  CODEC_KINDS,
  costToGoal,
  disconnectedCycle,
  disconnectedDag,
  expectValidSolution,
  grid,
  inconsistent,
  lattice,
  latticeLayer,
  makeGraph,
  noGoal,
  smallGraphs,
  startIsGoal,
  toProblem,
  weighted,
  type CodecKind,
  type EdgeSpec,
  type Graph,
  type Move,
  type Node,
} from '../support/graphs.js';

/** Checks a result against a known optimum: `measure` is the length or the cost of the solution. */
function expectOptimum(
  graph: Graph,
  result: SearchResult<Node, Move>,
  optimum: number | null,
  measure: 'moves' | 'cost',
): void {
  if (optimum === null) {
    expect(result.status).toBe('unsolvable');
    expect(result.solution).toBeUndefined();
    return;
  }
  expect(result.status).toBe('solved');
  expectValidSolution(graph, result.solution);
  const s = result.solution!;
  expect(measure === 'moves' ? s.moves.length : s.cost).toBe(optimum);
}

/** A* and IDA* need a heuristic: the graph's own, else h = 0. */
const withHeuristic = (graph: Graph) => (graph.heuristic ? 'graph' : 'zero') as 'graph' | 'zero';

describe.each(CODEC_KINDS)('with %s keys', (kind: CodecKind) => {
  describe.each(smallGraphs().map((g) => [g.name, g] as const))('on the %s', (_name, graph) => {
    const known = graph.known;

    it('breadthFirst finds a solution with the fewest moves, or says there is none', () => {
      expectOptimum(graph, breadthFirst(toProblem(graph, { codec: kind })), known.fewestMoves, 'moves');
    });

    it('uniformCost finds a cheapest solution', () => {
      expectOptimum(graph, uniformCost(toProblem(graph, { codec: kind })), known.cheapest, 'cost');
    });

    it('aStar finds a cheapest solution', () => {
      const problem = toProblem(graph, { codec: kind, heuristic: withHeuristic(graph) });
      expectOptimum(graph, aStar(problem), known.cheapest, 'cost');
    });

    it('idaStar finds a cheapest solution, on plain successors and on an in-place cursor', () => {
      for (const inPlace of [false, true]) {
        const problem = toProblem(graph, { codec: kind, heuristic: withHeuristic(graph), inPlace });
        const result = idaStar(problem, { maxStates: 10_000 });
        if (known.cheapest === null && graph.cyclic) {
          // IDA* keeps no table of visited states, so on a cycle without a
          // goal its bound rises for ever: only a limit ends it.
          expect(result.status).toBe('limit');
          expect(result.limit).toBe('states');
        } else {
          expectOptimum(graph, result, known.cheapest, 'cost');
        }
      }
    });

    it('bidirectional finds a solution with the fewest moves', () => {
      expectOptimum(graph, bidirectional(toProblem(graph, { codec: kind })), known.fewestMoves, 'moves');
    });

    it('depthFirst finds a solution within its bound, and none below the fewest moves', () => {
      const problem = toProblem(graph, { codec: kind });
      // Every path that never repeats a node has at most size - 1 moves.
      const wide = depthFirst(problem, { maxDepth: graph.size - 1 });
      if (known.fewestMoves === null) {
        expect(wide.status).toBe('unsolvable');
      } else {
        expect(wide.status).toBe('solved');
        expectValidSolution(graph, wide.solution);
        expect(wide.solution!.moves.length).toBeLessThanOrEqual(graph.size - 1);
        const tight = depthFirst(problem, { maxDepth: known.fewestMoves });
        expectOptimum(graph, tight, known.fewestMoves, 'moves');
        if (known.fewestMoves > 0) {
          const short = depthFirst(problem, { maxDepth: known.fewestMoves - 1 });
          expect(short.status).toBe('unsolvable');
          expect(short.reason).toContain(`${known.fewestMoves - 1} moves`);
        }
      }
    });

    it("solve(..., 'auto') is optimal for what the problem offers", () => {
      const problem = toProblem(graph, { codec: kind });
      const result = solve(problem, 'auto');
      // auto: A* with a heuristic, BFS for unit costs (fewest moves = cheapest), else uniform-cost.
      expectOptimum(graph, result, known.cheapest, 'cost');
      if (graph.unitCosts && known.fewestMoves !== null) expect(result.solution!.moves.length).toBe(known.fewestMoves);
    });

    it('solve by name runs the named search', () => {
      const problem = toProblem(graph, { codec: kind, heuristic: withHeuristic(graph) });
      expectOptimum(graph, solve(problem, 'bfs'), known.fewestMoves, 'moves');
      expectOptimum(graph, solve(problem, 'ucs'), known.cheapest, 'cost');
      expectOptimum(graph, solve(problem, 'astar'), known.cheapest, 'cost');
      expectOptimum(graph, solve(problem, 'bidirectional'), known.fewestMoves, 'moves');
      const dfs = solve(problem, 'dfs', { maxDepth: graph.size });
      expect(dfs.status).toBe(known.fewestMoves === null ? 'unsolvable' : 'solved');
    });
  });
});

describe('a start that is a goal', () => {
  const graph = startIsGoal();
  const searches = {
    breadthFirst: (p: ReturnType<typeof toProblem>) => breadthFirst(p),
    uniformCost: (p: ReturnType<typeof toProblem>) => uniformCost(p),
    aStar: (p: ReturnType<typeof toProblem>) => aStar(p),
    idaStar: (p: ReturnType<typeof toProblem>) => idaStar(p),
    idaStarInPlace: (p: ReturnType<typeof toProblem>) => idaStar({ ...p, inPlace: toProblem(graph, { inPlace: true }).inPlace }),
    bidirectional: (p: ReturnType<typeof toProblem>) => bidirectional(p),
    depthFirst: (p: ReturnType<typeof toProblem>) => depthFirst(p, { maxDepth: 3 }),
    solve: (p: ReturnType<typeof toProblem>) => solve(p),
  };
  it.each(Object.entries(searches))('%s returns the empty solution: no moves, the start alone, cost 0', (_name, run) => {
    const result = run(toProblem(graph));
    expect(result.status).toBe('solved');
    expect(result.solution).toEqual({ moves: [], states: [{ id: 0 }], cost: 0 });
  });
});

describe('breadth-first and best-first searches on weights', () => {
  const graph = weighted();
  it('breadthFirst takes the fewest moves even when they cost more', () => {
    const r = breadthFirst(toProblem(graph));
    expect(r.solution?.moves).toEqual(['direct']);
    expect(r.solution?.cost).toBe(10);
  });
  it('uniformCost and A* take the cheapest moves, the cheaper of two parallel moves included', () => {
    for (const r of [uniformCost(toProblem(graph)), aStar(toProblem(graph)), idaStar(toProblem(graph))]) {
      expect(r.solution?.moves).toEqual(['fast', '1>2', '2>3']);
      expect(r.solution?.states.map((s) => s.id)).toEqual([0, 1, 2, 3]);
      expect(r.solution?.cost).toBe(3);
    }
  });
});

describe('A* with an admissible heuristic that is not consistent', () => {
  const graph = inconsistent();
  it('the heuristic is admissible and inconsistent (the premise of the test)', () => {
    const truth = costToGoal(graph);
    const h = graph.heuristic!;
    for (let v = 0; v < graph.size; v++) expect(h(v)).toBeLessThanOrEqual(truth[v]);
    expect(graph.edges.some((e) => h(e.from) > e.cost + h(e.to))).toBe(true);
  });
  it.each(CODEC_KINDS)('still returns the optimum, reopening a state it expanded too early (%s keys)', (kind) => {
    const r = aStar(toProblem(graph, { codec: kind }));
    expect(r.status).toBe('solved');
    expect(r.solution!.cost).toBe(5);
    expect(r.solution!.states.map((s) => s.id)).toEqual([0, 1, 3, 4]);
    expectValidSolution(graph, r.solution);
  });
  it('IDA* returns the optimum too', () => {
    expect(idaStar(toProblem(graph)).solution?.cost).toBe(5);
  });
});

describe('unsolvable problems', () => {
  it('IDA* proves a finite acyclic graph unsolvable', () => {
    const r = idaStar(toProblem(disconnectedDag()));
    expect(r.status).toBe('unsolvable');
  });

  it('IDA* cannot end on a cycle without a goal: the state limit stops it', () => {
    for (const graph of [disconnectedCycle(), noGoal()]) {
      const r = idaStar(toProblem(graph, { heuristic: 'zero' }), { maxStates: 10_000 });
      expect(r.status).toBe('limit');
      expect(r.limit).toBe('states');
      expect(r.stats.statesExplored).toBeGreaterThanOrEqual(10_000);
    }
  });

  it('bidirectional search with no goal states at all says unsolvable', () => {
    expect(bidirectional(toProblem(noGoal())).status).toBe('unsolvable');
  });

  describe('unsolvableReason short-circuits every search for a solution', () => {
    const graph = grid(4);
    const searches: [string, (p: ReturnType<typeof toProblem>) => SearchResult<Node, Move>][] = [
      ['breadthFirst', (p) => breadthFirst(p)],
      ['uniformCost', (p) => uniformCost(p)],
      ['aStar', (p) => aStar(p)],
      ['idaStar', (p) => idaStar(p)],
      ['bidirectional', (p) => bidirectional(p)],
      ['depthFirst', (p) => depthFirst(p, { maxDepth: 10 })],
      ['solve', (p) => solve(p)],
    ];
    it.each(searches)('%s returns unsolvable with the reason, without generating a move', (_name, run) => {
      // The grid is solvable: only the proof can make the search say otherwise.
      const problem = toProblem(graph, { unsolvableReason: 'the parity is odd' });
      const r = run(problem);
      expect(r.status).toBe('unsolvable');
      expect(r.reason).toBe('the parity is odd');
      expect(problem.calls.successors).toBe(0);
      expect(problem.calls.predecessors).toBe(0);
    });
  });
});

describe('setup errors', () => {
  const bare = toProblem(weighted(), { heuristic: 'none', oneWay: true });
  it('A* and IDA* need a heuristic', () => {
    expect(() => aStar(bare)).toThrow(SearchSetupError);
    expect(() => idaStar(bare)).toThrow(SearchSetupError);
    expect(() => solve(bare, 'astar')).toThrow(SearchSetupError);
    expect(() => solve(bare, 'idastar')).toThrow(SearchSetupError);
  });
  it('bidirectional search needs predecessors and goal states', () => {
    expect(() => bidirectional(bare)).toThrow(TypeError);
    expect(() => solve(bare, 'bidirectional')).toThrow(SearchSetupError);
  });
});

describe('random small graphs agree with a brute-force enumeration', () => {
  const graphs = fc
    .integer({ min: 2, max: 7 })
    .chain((n) =>
      fc.record({
        n: fc.constant(n),
        // Costs in halves: fractional (so IDA*'s next bound is not just bound + 1), yet sums stay exact.
        edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: 1, max: 8 }).map((c) => c / 2)), {
          maxLength: 16,
        }),
        goals: fc.uniqueArray(fc.nat(n - 1), { maxLength: 2 }),
        shrink: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: n, maxLength: n }),
        kind: fc.constantFrom(...CODEC_KINDS),
      }),
    );

  it('every search returns the optimum the enumeration finds', () => {
    fc.assert(
      fc.property(graphs, ({ n, edges, goals, shrink, kind }) => {
        const specs: EdgeSpec[] = edges.map(([a, b, c]) => [a, b, c]);
        const base = makeGraph('random', n, specs, 0, goals, { fewestMoves: null, cheapest: null });
        // An admissible heuristic, often inconsistent: a random fraction of the true cost.
        const truth = costToGoal(base);
        const graph: Graph = { ...base, heuristic: (v) => (Number.isFinite(truth[v]) ? (truth[v] * shrink[v]) / 4 : 99) };
        const oracle = bruteForce(graph);
        const problem = () => toProblem(graph, { codec: kind });

        expectOptimum(graph, breadthFirst(problem()), oracle.fewestMoves, 'moves');
        expectOptimum(graph, bidirectional(problem()), oracle.fewestMoves, 'moves');
        expectOptimum(graph, uniformCost(problem()), oracle.cheapest, 'cost');
        expectOptimum(graph, aStar(problem()), oracle.cheapest, 'cost');
        for (const inPlace of [false, true]) {
          const ida = idaStar(toProblem(graph, { codec: kind, inPlace }), { maxStates: 20_000 });
          if (oracle.cheapest === null && graph.cyclic) expect(ida.status).not.toBe('solved');
          else expectOptimum(graph, ida, oracle.cheapest, 'cost');
        }
        const dfs = depthFirst(problem(), { maxDepth: n - 1 });
        expect(dfs.status).toBe(oracle.fewestMoves === null ? 'unsolvable' : 'solved');
        if (dfs.solution) expectValidSolution(graph, dfs.solution);
      }),
      { numRuns: 100 },
    );
  });
});

describe('a big implicit graph makes the state table grow', () => {
  // 720 x 720 = 518,400 states: the index doubles from 1,024 slots to 2^20
  // (10 resizes) and the keys fill 8 chunks of 65,536 entries.
  it('explore finds each of the 518,400 states of a 720 x 720 lattice exactly once (uint32 keys)', () => {
    const w = 720;
    const h = 720;
    const r = explore(lattice(w, h, 'uint32'), { farthestExamples: 3 });
    expect(r.status).toBe('complete');
    expect(r.reachableStates).toBe(w * h);
    expect(r.goalStates).toBe(1);
    expect(r.shortest).toBe(w + h - 2);
    expect(r.statesPerDepth.length).toBe(w + h - 1);
    expect(r.statesPerDepth.every((n, d) => n === latticeLayer(w, h, d))).toBe(true);
    expect(r.farthest.distance).toBe(w + h - 2);
    expect(r.farthest.count).toBe(1);
    expect(r.farthest.examples).toEqual([{ id: w * h - 1 }]);
  });

  it.each(['float53', 'words', 'string'] as const)(
    'explore finds each of the 180,000 states of a 600 x 300 lattice exactly once (%s keys)',
    (kind) => {
      const w = 600;
      const h = 300;
      const r = explore(lattice(w, h, kind));
      expect(r.reachableStates).toBe(w * h);
      expect(r.statesPerDepth.every((n, d) => n === latticeLayer(w, h, d))).toBe(true);
      expect(r.farthest.examples.map((s) => s.id)).toEqual([w * h - 1]);
    },
  );

  it.each(CODEC_KINDS)('breadthFirst and A* cross a 300 x 300 lattice in 598 moves (%s keys)', (kind) => {
    const w = 300;
    for (const r of [breadthFirst(lattice(w, w, kind)), aStar(lattice(w, w, kind))]) {
      expect(r.status).toBe('solved');
      const ids = r.solution!.states.map((s) => s.id);
      expect(ids.length).toBe(2 * w - 1);
      expect(ids[0]).toBe(0);
      expect(ids[ids.length - 1]).toBe(w * w - 1);
      for (let i = 1; i < ids.length; i++) expect([1, w]).toContain(Math.abs(ids[i] - ids[i - 1]));
    }
  });
});

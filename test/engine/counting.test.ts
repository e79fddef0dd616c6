/**
 * The searches that count: the number of cheapest solutions (countShortest),
 * every solution that never repeats a state (allSolutions), and the whole
 * reachable space (explore).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allSolutions, countShortest, explore, type Solution } from '../../src/engine/index.js';
import {
  binomial,
  bruteForce,
  CODEC_KINDS,
  completeDag,
  completeDigraph,
  diamondChain,
  disconnectedCycle,
  disconnectedDag,
  distances,
  expectValidSolution,
  goalsInARow,
  grid,
  makeGraph,
  noGoal,
  smallGraphs,
  startIsGoal,
  toProblem,
  weightedTies,
  type EdgeSpec,
  type Graph,
  type Move,
  type Node,
} from '../support/graphs.js';

const nodeList = (s: Solution<Node, Move>) => s.states.map((x) => x.id).join(' ');

function expectNoRepeatedState(s: Solution<Node, Move>): void {
  const ids = s.states.map((x) => x.id);
  expect(new Set(ids).size, `path ${ids.join(' ')} repeats a state`).toBe(ids.length);
}

describe('countShortest', () => {
  it.each([2, 3, 4, 5, 6, 8, 10])('counts binomial(2k-2, k-1) shortest paths across a k x k grid, k = %i', (k) => {
    const r = countShortest(toProblem(grid(k)));
    expect(r.status).toBe('solved');
    expect(r.cost).toBe(2 * k - 2);
    expect(r.count).toBe(binomial(2 * k - 2, k - 1));
    expectValidSolution(grid(k), r.solution);
    expect(r.solution!.moves.length).toBe(2 * k - 2);
  });

  it('counts 2^n paths through a chain of n diamonds, as a number while below 2^53', () => {
    expect(countShortest(toProblem(diamondChain(10))).count).toBe(1024);
    const r = countShortest(toProblem(diamondChain(52)));
    expect(typeof r.count).toBe('number');
    expect(r.count).toBe(2 ** 52);
  });

  it('switches to an exact BigInt at 2^53, where a double would lose count', () => {
    const r = countShortest(toProblem(diamondChain(53)));
    expect(r.count).toBe(2n ** 53n);
  });

  it.each(CODEC_KINDS)('counts 2^60 paths through 60 diamonds exactly, as the BigInt 2n ** 60n (%s keys)', (kind) => {
    const graph = diamondChain(60);
    const r = countShortest(toProblem(graph, { codec: kind }));
    expect(r.status).toBe('solved');
    expect(r.count).toBe(2n ** 60n);
    expect(r.cost).toBe(120);
    expectValidSolution(graph, r.solution);
  });

  it('counts ties of cost, not of moves, on weighted graphs', () => {
    const r = countShortest(toProblem(weightedTies()));
    expect(r.cost).toBe(3);
    expect(r.count).toBe(3);
    const chain = countShortest(toProblem(diamondChain(60, { weighted: true })));
    expect(chain.cost).toBe(180);
    expect(chain.count).toBe(2n ** 60n); // the cheaper-in-moves shortcuts cost more and are not counted
  });

  it('returns a plain number when the final count is small, even if a dead end counted past 2^53', () => {
    // A chain of 60 diamonds that leads nowhere (2^60 paths to its last hub),
    // and a separate line of 200 moves to the goal: one cheapest solution.
    const diamonds = diamondChain(60);
    const line = 200;
    const size = diamonds.size + line;
    const specs: EdgeSpec[] = diamonds.edges.map((e) => [e.from, e.to, e.cost, e.label]);
    specs.push([0, diamonds.size, 1, 'line']);
    for (let i = 1; i < line; i++) specs.push([diamonds.size + i - 1, diamonds.size + i, 1, 'line']);
    const graph = makeGraph('dead-end diamonds', size, specs, 0, [size - 1], { fewestMoves: line, cheapest: line });
    const r = countShortest(toProblem(graph));
    expect(r.status).toBe('solved');
    expect(r.cost).toBe(line);
    expect(r.count).toBe(1);
  });

  it('sums the counts of several goals at the same cost, and stops a path at its first goal', () => {
    const two = makeGraph('two goals', 3, [[0, 1], [0, 2]], 0, [1, 2], { fewestMoves: 1, cheapest: 1 });
    expect(countShortest(toProblem(two)).count).toBe(2);
    const r = countShortest(toProblem(goalsInARow()));
    expect(r.cost).toBe(1);
    expect(r.count).toBe(1);
  });

  it('counts one empty solution when the start is a goal', () => {
    const r = countShortest(toProblem(startIsGoal()));
    expect(r).toMatchObject({ status: 'solved', cost: 0, count: 1 });
    expect(r.solution?.moves).toEqual([]);
  });

  it('says unsolvable when no goal is reachable (even around a cycle)', () => {
    for (const graph of [disconnectedDag(), disconnectedCycle(), noGoal()]) {
      const r = countShortest(toProblem(graph));
      expect(r.status).toBe('unsolvable');
      expect(r.count).toBeUndefined();
    }
  });

  it('honours unsolvableReason without generating a move', () => {
    const problem = toProblem(grid(3), { unsolvableReason: 'odd parity' });
    const r = countShortest(problem);
    expect(r.status).toBe('unsolvable');
    expect(r.reason).toBe('odd parity');
    expect(problem.calls.successors).toBe(0);
  });

  describe.each(CODEC_KINDS)('with %s keys', (kind) => {
    it.each(smallGraphs().map((g) => [g.name, g] as const))('agrees with brute force on the %s', (_name, graph) => {
      const oracle = bruteForce(graph);
      expect(oracle.cheapestCount).toBe(graph.known.cheapestCount); // the known answer is right
      const r = countShortest(toProblem(graph, { codec: kind }));
      if (oracle.cheapest === null) {
        expect(r.status).toBe('unsolvable');
      } else {
        expect(r.status).toBe('solved');
        expect(r.cost).toBe(oracle.cheapest);
        expect(r.count).toBe(oracle.cheapestCount);
        expectValidSolution(graph, r.solution);
        expect(r.solution!.cost).toBe(oracle.cheapest);
      }
    });
  });
});

describe('allSolutions', () => {
  describe.each(CODEC_KINDS)('with %s keys', (kind) => {
    it.each(smallGraphs().map((g) => [g.name, g] as const))(
      'finds every path that never repeats a state on the %s, as brute force does',
      (_name, graph) => {
        const oracle = bruteForce(graph);
        if (graph.known.simplePaths !== undefined) expect(oracle.simplePaths).toBe(graph.known.simplePaths);
        const r = allSolutions(toProblem(graph, { codec: kind }), { maxSolutions: 10_000 });
        expect(r.status).toBe('complete');
        expect(r.limit).toBeUndefined();
        expect(r.count).toBe(oracle.simplePaths);
        expect(r.solutions.length).toBe(oracle.simplePaths);
        for (const s of r.solutions) {
          expectValidSolution(graph, s);
          expectNoRepeatedState(s);
        }
        // The same paths, as many times each (parallel moves make separate solutions).
        expect(r.solutions.map(nodeList).sort()).toEqual(oracle.paths.map((p) => p.join(' ')).sort());
        // And no two solutions are the same move sequence.
        expect(new Set(r.solutions.map((s) => s.moves.join(','))).size).toBe(r.count);
      },
    );
  });

  it.each(smallGraphs().map((g) => [g.name, g] as const))(
    'lists the same solutions shortest first on the %s',
    (_name, graph) => {
      const oracle = bruteForce(graph);
      const r = allSolutions(toProblem(graph), { maxSolutions: 10_000, order: 'shortest-first' });
      expect(r.status).toBe('complete');
      expect(r.count).toBe(oracle.simplePaths);
      const lengths = r.solutions.map((x) => x.moves.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      expect(r.solutions.map(nodeList).sort()).toEqual(oracle.paths.map((p) => p.join(' ')).sort());
    },
  );

  it('gives the shortest solutions first when capped', () => {
    // A 6 x 6 grid has 1,262,816 corner-to-corner simple paths; the first 5
    // found shortest-first are among the binomial(10, 5) = 252 shortest.
    const r = allSolutions(toProblem(grid(6)), { maxSolutions: 5, stopAfter: 5, order: 'shortest-first' });
    expect(r.solutions.map((x) => x.moves.length)).toEqual([10, 10, 10, 10, 10]);
    expect(r.stats.statesExplored).toBeLessThan(20_000);
  });

  it('counts 2^(n-2) paths in a complete DAG on n nodes', () => {
    for (const n of [2, 3, 5, 8, 12]) expect(allSolutions(toProblem(completeDag(n))).count).toBe(2 ** (n - 2));
  });

  it('counts the simple paths of a complete digraph and of a 5 x 5 grid', () => {
    expect(allSolutions(toProblem(completeDigraph(6))).count).toBe(65);
    expect(allSolutions(toProblem(completeDigraph(7))).count).toBe(326);
    expect(allSolutions(toProblem(grid(5))).count).toBe(8512);
  });

  it('keeps at most maxSolutions solutions while the count goes on', () => {
    const r = allSolutions(toProblem(completeDigraph(6)), { maxSolutions: 10 });
    expect(r.status).toBe('complete');
    expect(r.count).toBe(65);
    expect(r.solutions.length).toBe(10);
    const none = allSolutions(toProblem(completeDigraph(6)), { maxSolutions: 0 });
    expect(none.count).toBe(65);
    expect(none.solutions).toEqual([]);
  });

  it('keeps 1000 solutions by default', () => {
    const r = allSolutions(toProblem(grid(5)));
    expect(r.count).toBe(8512);
    expect(r.solutions.length).toBe(1000);
  });

  it('ends with status limit after stopAfter solutions', () => {
    const r = allSolutions(toProblem(completeDigraph(6)), { stopAfter: 7 });
    expect(r.status).toBe('limit');
    expect(r.count).toBe(7);
    expect(r.solutions.length).toBe(7);
  });

  it('streams each solution to onSolution as it is found, in order, past the kept ones', () => {
    const streamed: Solution<Node, Move>[] = [];
    const r = allSolutions(toProblem(completeDigraph(6)), {
      maxSolutions: 5,
      onSolution: (s) => streamed.push(s),
    });
    expect(streamed.length).toBe(65);
    expect(streamed.slice(0, 5)).toEqual(r.solutions);
    const all = allSolutions(toProblem(completeDigraph(6)));
    expect(streamed).toEqual(all.solutions);
    for (const s of streamed) expectNoRepeatedState(s);
  });

  it('stops streaming when stopAfter is reached', () => {
    let calls = 0;
    allSolutions(toProblem(completeDigraph(6)), { stopAfter: 3, onSolution: () => calls++ });
    expect(calls).toBe(3);
  });

  it('limits the length of paths with maxDepth', () => {
    const graph = completeDigraph(6);
    const oracle = bruteForce(graph);
    for (const depth of [0, 1, 2, 3]) {
      const r = allSolutions(toProblem(graph), { maxDepth: depth });
      expect(r.count).toBe(oracle.paths.filter((p) => p.length - 1 <= depth).length);
      expect(r.solutions.every((s) => s.moves.length <= depth)).toBe(true);
    }
  });

  it('finds the one empty solution when the start is a goal', () => {
    const r = allSolutions(toProblem(startIsGoal()));
    expect(r.count).toBe(1);
    expect(r.solutions).toEqual([{ moves: [], states: [{ id: 0 }], cost: 0 }]);
  });

  it('finds none, and ends, on a cycle without a goal', () => {
    const r = allSolutions(toProblem(noGoal()));
    expect(r).toMatchObject({ status: 'complete', count: 0, solutions: [] });
  });

  it('finds none when unsolvableReason proves there are none', () => {
    const problem = toProblem(grid(3), { unsolvableReason: 'odd parity' });
    expect(allSolutions(problem).count).toBe(0);
    expect(problem.calls.successors).toBe(0);
  });
});

describe('explore', () => {
  it.each(CODEC_KINDS)('describes a 5 x 5 grid: states, goals, states per depth, the farthest (%s keys)', (kind) => {
    const r = explore(toProblem(grid(5), { codec: kind }));
    expect(r.status).toBe('complete');
    expect(r.reachableStates).toBe(25);
    expect(r.goalStates).toBe(1);
    expect(r.solvable).toBe(true);
    expect(r.shortest).toBe(8);
    expect(r.statesPerDepth).toEqual([1, 2, 3, 4, 5, 4, 3, 2, 1]);
    expect(r.farthest).toEqual({ distance: 8, count: 1, examples: [{ id: 24 }] });
  });

  it('describes a diamond chain', () => {
    const r = explore(toProblem(diamondChain(3)));
    expect(r.reachableStates).toBe(10);
    expect(r.statesPerDepth).toEqual([1, 2, 1, 2, 1, 2, 1]);
    expect(r.farthest).toMatchObject({ distance: 6, count: 1 });
  });

  it('returns up to farthestExamples of the farthest states (default 5)', () => {
    const graph = completeDigraph(7);
    const r = explore(toProblem(graph));
    expect(r.statesPerDepth).toEqual([1, 6]);
    expect(r.farthest.distance).toBe(1);
    expect(r.farthest.count).toBe(6);
    expect(r.farthest.examples.length).toBe(5);
    const two = explore(toProblem(graph), { farthestExamples: 2 });
    expect(two.farthest.examples.length).toBe(2);
    for (const s of two.farthest.examples) expect([1, 2, 3, 4, 5, 6]).toContain(s.id);
    // Those of smallest key (the key grows with the id here), whatever order the search met them in.
    expect(two.farthest.examples).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('counts the reachable part only, and no goals where none is reachable', () => {
    const r = explore(toProblem(disconnectedDag()));
    expect(r).toMatchObject({
      status: 'complete',
      reachableStates: 5,
      goalStates: 0,
      solvable: false,
      shortest: null,
      statesPerDepth: [1, 2, 1, 1],
      farthest: { distance: 3, count: 1, examples: [{ id: 4 }] },
    });
  });

  it('does not call a space without a goal unsolvable when a limit stopped it (solvable: null)', () => {
    const r = explore(toProblem(disconnectedDag()), { maxStates: 2 });
    expect(r).toMatchObject({ status: 'limit', goalStates: 0, solvable: null, shortest: null });
  });

  it('counts every reachable goal, also those behind a goal, and a start that is a goal', () => {
    expect(explore(toProblem(goalsInARow()))).toMatchObject({ goalStates: 2, shortest: 1, reachableStates: 4 });
    expect(explore(toProblem(startIsGoal()))).toMatchObject({ goalStates: 2, shortest: 0, reachableStates: 3 });
  });

  it('describes a start without moves', () => {
    const lone = makeGraph('lone', 2, [[1, 0]], 0, [1], { fewestMoves: null, cheapest: null });
    expect(explore(toProblem(lone))).toMatchObject({
      reachableStates: 1,
      statesPerDepth: [1],
      farthest: { distance: 0, count: 1, examples: [{ id: 0 }] },
    });
  });

  it('agrees with a plain breadth-first computation on random graphs', () => {
    const graphs = fc.integer({ min: 1, max: 9 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 20 }),
        goals: fc.uniqueArray(fc.nat(n - 1), { maxLength: 3 }),
        kind: fc.constantFrom(...CODEC_KINDS),
      }),
    );
    fc.assert(
      fc.property(graphs, ({ n, edges, goals, kind }) => {
        const graph: Graph = makeGraph('random', n, edges, 0, goals, { fewestMoves: null, cheapest: null });
        const dist = distances(graph);
        const reached = dist.filter((d): d is number => d !== null);
        const maxD = Math.max(...reached);
        const perDepth = Array.from({ length: maxD + 1 }, (_, d) => reached.filter((x) => x === d).length);
        const goalDists = goals.map((g) => dist[g]).filter((d): d is number => d !== null);
        const r = explore(toProblem(graph, { codec: kind }), { farthestExamples: n });
        expect(r.reachableStates).toBe(reached.length);
        expect(r.statesPerDepth).toEqual(perDepth);
        expect(r.goalStates).toBe(goalDists.length);
        expect(r.shortest).toBe(goalDists.length ? Math.min(...goalDists) : null);
        expect(r.farthest.distance).toBe(maxD);
        expect(r.farthest.count).toBe(perDepth[maxD]);
        expect(r.farthest.examples.map((s) => s.id).sort()).toEqual(
          dist.flatMap((d, v) => (d === maxD ? [v] : [])).sort(),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('random graphs: counts agree with brute force', () => {
  it('countShortest and allSolutions', () => {
    const graphs = fc.integer({ min: 2, max: 7 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        // Costs in halves: fractional, yet sums and ties stay exact.
        edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: 1, max: 6 }).map((c) => c / 2)), {
          maxLength: 16,
        }),
        goals: fc.uniqueArray(fc.nat(n - 1), { maxLength: 2 }),
        kind: fc.constantFrom(...CODEC_KINDS),
      }),
    );
    fc.assert(
      fc.property(graphs, ({ n, edges, goals, kind }) => {
        const specs: EdgeSpec[] = edges.map(([a, b, c]) => [a, b, c]);
        const graph = makeGraph('random', n, specs, 0, goals, { fewestMoves: null, cheapest: null });
        const oracle = bruteForce(graph);
        const counted = countShortest(toProblem(graph, { codec: kind }));
        if (oracle.cheapest === null) {
          expect(counted.status).toBe('unsolvable');
        } else {
          expect(counted.cost).toBe(oracle.cheapest);
          expect(counted.count).toBe(oracle.cheapestCount);
        }
        const all = allSolutions(toProblem(graph, { codec: kind }), { maxSolutions: 100_000 });
        expect(all.count).toBe(oracle.simplePaths);
        expect(all.solutions.map(nodeList).sort()).toEqual(oracle.paths.map((p) => p.join(' ')).sort());
      }),
      { numRuns: 200 },
    );
  });
});

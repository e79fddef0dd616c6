/**
 * Depths, counted from 0 at the start: every breadth-first search of the
 * engine (explore on states and on keys, breadthFirst, countShortest,
 * distances, the compact search) against a plain breadth-first search
 * written here, over a Map of state keys, on small spaces of several
 * puzzles. A depth counter that starts at 1, or a layer closed one state
 * late, shows as a wrong layer size or a shortest length one off.
 */
import { describe, expect, it } from 'vitest';
import { breadthFirst, compactExplore, countShortest, distances, explore, stateKey, type SearchProblem } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import type { InstanceSource } from '../../src/puzzles/puzzle.js';

interface Reference {
  /** layerSizes[d]: states first reached in d moves. */
  layerSizes: number[];
  /** Each state's depth, by its key. */
  depthOf: Map<string | number, number>;
  /** The depth of the nearest goal, or null when no goal is reachable. */
  shortest: number | null;
}

/** The plain breadth-first search: one layer after another, the start at depth 0. */
function referenceBfs<S, M>(problem: SearchProblem<S, M>): Reference {
  const key = (state: S) => stateKey(problem.codec, state);
  const depthOf = new Map<string | number, number>([[key(problem.start), 0]]);
  const layerSizes: number[] = [];
  let shortest: number | null = null;
  let layer = [problem.start];
  for (let depth = 0; layer.length > 0; depth++) {
    layerSizes.push(layer.length);
    if (shortest === null && layer.some((s) => problem.isGoal(s))) shortest = depth;
    const next: S[] = [];
    for (const state of layer) {
      problem.successors(state, (successor) => {
        const k = key(successor);
        if (depthOf.has(k)) return;
        depthOf.set(k, depth + 1);
        next.push(successor);
      });
    }
    layer = next;
  }
  return { layerSizes, depthOf, shortest };
}

/** The problem with only the four members every search needs: explore walks it state by state, not by keys. */
function plainOf<S, M>(problem: SearchProblem<S, M>): SearchProblem<S, M> {
  return { start: problem.start, isGoal: (s) => problem.isGoal(s), successors: (s, emit) => problem.successors(s, emit), codec: problem.codec, unitCosts: true };
}

const CASES: { puzzle: string; source: InstanceSource; params?: Record<string, string> }[] = [
  { puzzle: 'sliding-tiles', source: { kind: 'code', code: '5,4,3/2,1,0' } },
  { puzzle: 'sliding-tiles', source: { kind: 'code', code: '5,1,2,3/0,6,7,4' } },
  { puzzle: 'hanoi', source: { kind: 'params' }, params: { discs: '4' } },
  { puzzle: 'water-jugs', source: { kind: 'preset', name: '8-5-3' } },
  { puzzle: 'river-crossing', source: { kind: 'preset', name: 'missionaries-cannibals' } },
  { puzzle: 'frogs', source: { kind: 'params' }, params: { left: '3', right: '3' } },
  { puzzle: 'knights', source: { kind: 'preset', name: 'guarini' } },
];

describe.each(CASES.map((c) => [`${c.puzzle} ${c.source.kind === 'code' ? c.source.code : c.source.kind === 'preset' ? c.source.name : JSON.stringify(c.params)}`, c] as const))(
  'breadth-first depths on %s',
  (_name, { puzzle: id, source, params }) => {
    const puzzle = findPuzzle(id)!;
    const instance = puzzle.parse({ source, params: params ?? {} });
    const problem = puzzle.problem(instance) as SearchProblem<unknown, unknown>;
    const reference = referenceBfs(problem);

    it('the reference itself: a goal is reached, past the start, in a space of several layers', () => {
      expect(reference.shortest).toBeGreaterThan(0);
      expect(reference.layerSizes.length).toBeGreaterThan(3);
    });

    it.each([
      ['as given', problem],
      ['walked state by state', plainOf(problem)],
    ])('explore (%s): states per depth, the farthest layer and the shortest solution', (_how, searched) => {
      const space = explore(searched);
      expect(space.status).toBe('complete');
      expect(space.statesPerDepth).toEqual(reference.layerSizes);
      expect(space.farthest.distance).toBe(reference.layerSizes.length - 1);
      expect(space.farthest.count).toBe(reference.layerSizes.at(-1));
      expect(space.shortest).toBe(reference.shortest);
      expect(space.reachableStates).toBe(reference.depthOf.size);
    });

    it.each([
      ['as given', problem],
      ['walked state by state', plainOf(problem)],
    ])('breadthFirst and countShortest (%s): a solution as long as the nearest goal is deep', (_how, searched) => {
      const found = breadthFirst(searched);
      expect(found.status).toBe('solved');
      expect(found.solution!.moves).toHaveLength(reference.shortest!);
      const states = found.solution!.states;
      states.forEach((state, d) => expect(reference.depthOf.get(stateKey(problem.codec, state)), `the solution's state ${d}`).toBe(d));
      const counted = countShortest(searched);
      expect(counted.status).toBe('solved');
      expect(counted.solution!.moves).toHaveLength(reference.shortest!);
    });

    it("distances: each state's depth from the start", () => {
      const map = distances(problem);
      expect(map.status).toBe('complete');
      expect(map.reachableStates).toBe(reference.depthOf.size);
      const depths: number[] = [];
      const expected: (number | undefined)[] = [];
      for (let i = 0; i < map.reachableStates; i++) {
        depths.push(map.depthAt(i));
        expected.push(reference.depthOf.get(stateKey(problem.codec, map.state(i))));
      }
      expect(depths).toEqual(expected);
    });

    it.runIf(problem.rank !== undefined)('the compact search: states per depth and the shortest solution', () => {
      const space = compactExplore(problem, {});
      expect(space.statesPerDepth).toEqual(reference.layerSizes);
      expect(space.shortest).toBe(reference.shortest);
    });
  },
);

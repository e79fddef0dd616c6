/**
 * A problem's keyed form (SearchProblem.keyed): breadth-first search,
 * explore, distances, countShortest and uniform-cost search run on the keys
 * and give what the states give, with the problem's own states in what they
 * return; a copy with another goal test keeps the keyed successors, one with
 * other successors is searched by its states.
 */
import { describe, expect, it } from 'vitest';
import { breadthFirst, countShortest, distances, explore, uniformCost, type SearchProblem, type SuccessorKeys } from '../../src/engine/index.js';

/** A walker on cells 0..n-1 of a ring, one step either way, goal cell `goal`; a state is an object naming its cell and the walker. */
interface Walker {
  cell: number;
  name: string;
}

function ring(n: number, goal: number, keyed: boolean): { problem: SearchProblem<Walker, string>; stateCalls: () => number } {
  let calls = 0;
  const next = (cell: number, emit: (cell: number, move: string) => void) => {
    emit((cell + 1) % n, '+');
    emit((cell + n - 1) % n, '-');
  };
  const problem: SearchProblem<Walker, string> = {
    start: { cell: 0, name: 'Ann' },
    isGoal: (s) => s.cell === goal,
    successors: (s, emit) => {
      calls++;
      next(s.cell, (cell, move) => emit({ cell, name: s.name }, move));
    },
    codec: { kind: 'uint32', encode: (s) => s.cell, decode: (cell) => ({ cell, name: 'Ann' }) },
    canonical: (s) => (s.cell <= n - s.cell ? s : { cell: (n - s.cell) % n, name: s.name }),
    unitCosts: true,
  };
  if (keyed) {
    problem.keyed = {
      successors: (cell, emit) => next(cell, emit),
      isGoal: (cell) => cell === goal,
      canonical: (cell) => Math.min(cell, (n - cell) % n),
      matches: { successors: problem.successors, isGoal: problem.isGoal, canonical: problem.canonical },
    };
  }
  return { problem, stateCalls: () => calls };
}

describe('a keyed form', () => {
  it('gives the same answers as the states, without expanding a state', () => {
    const plain = ring(12, 5, false).problem;
    const { problem, stateCalls } = ring(12, 5, true);
    const bfs = breadthFirst(problem);
    expect(bfs.solution!.moves).toEqual(breadthFirst(plain).solution!.moves);
    expect(bfs.solution!.states.map((s) => s.cell)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(bfs.solution!.states[5]).toEqual({ cell: 5, name: 'Ann' });
    expect(uniformCost(problem).solution!.cost).toBe(5);
    const space = explore(problem);
    expect(space.statesPerDepth).toEqual(explore(plain).statesPerDepth);
    expect(space.farthest.examples).toEqual([{ cell: 6, name: 'Ann' }]);
    expect(explore(problem, { mergeSymmetric: true }).reachableStates).toBe(7);
    const map = distances(problem);
    expect(map.distance({ cell: 11, name: 'Bo' })).toBe(6);
    expect(map.state(map.indexOf({ cell: 3, name: 'Bo' }))).toEqual({ cell: 3, name: 'Ann' });
    expect(countShortest(problem).count).toBe(1);
    expect(stateCalls()).toBe(0);
  });

  it('serves a copy of the problem with another goal test, which is asked of each decoded key', () => {
    const { problem, stateCalls } = ring(12, 5, true);
    const other = breadthFirst({ ...problem, isGoal: (s) => s.cell === 9 });
    expect(other.solution!.moves).toEqual(['-', '-', '-']);
    expect(stateCalls()).toBe(0);
  });

  it('takes the keys written by successorKeys in breadth-first search, with the same answers as emit gives', () => {
    const { problem } = ring(12, 5, true);
    let emitCalls = 0;
    let writeCalls = 0;
    const keyed = problem.keyed!;
    const successors: typeof keyed.successors = (cell, emit) => {
      emitCalls++;
      keyed.successors(cell, emit);
    };
    const successorKeys: SuccessorKeys = {
      maxSuccessors: 2,
      write: (keys, at) => {
        writeCalls++;
        const cell = keys[at];
        keys[at] = (cell + 1) % 12;
        keys[at + 1] = (cell + 11) % 12;
        return 2;
      },
      matches: successors,
    };
    const withWriter: SearchProblem<Walker, string> = { ...problem, keyed: { ...keyed, successors, successorKeys } };
    const bfs = breadthFirst(withWriter);
    expect(bfs.solution!.states.map((s) => s.cell)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(bfs.solution!.moves).toEqual(breadthFirst(problem).solution!.moves);
    expect(bfs.stats.statesExplored).toBe(breadthFirst(problem).stats.statesExplored);
    // The moves come from emit, once a step of the solution; the search itself only wrote keys.
    expect(writeCalls).toBeGreaterThan(0);
    expect(emitCalls).toBe(5);
  });

  it('is not used by a copy of the problem with other successors', () => {
    const { problem } = ring(12, 9, true);
    // The keyed form would go back three cells; the copy only goes forward.
    const oneWay = breadthFirst({ ...problem, successors: (s, emit) => emit({ cell: (s.cell + 1) % 12, name: s.name }, '+') });
    expect(oneWay.solution!.moves).toHaveLength(9);
  });
});

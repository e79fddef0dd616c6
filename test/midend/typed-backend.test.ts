/**
 * A user's own backend, typed: the library's functions take it without casts
 * and give back its own types. `npm test` type-checks this file, so a
 * signature that erases or rejects the backend's types (TS2345) fails it.
 */
import { describe, expect, it } from 'vitest';
import { definePuzzle, openInstance, openTyped, PuzzleInputError, replayMoves, runSync, solveSteps, type OpenedInstance } from '../../src/index.js';

type Move = 'add1' | 'double';
interface Target {
  goal: number;
}

const counter = definePuzzle<Target, number, Move>({
  id: 'counter',
  title: 'Counter',
  description: 'from 1 to the goal by adding 1 or doubling',
  presets: [],
  params: [{ key: 'goal', description: 'the number to reach', default: '10' }],
  metrics: [{ id: 'moves', description: 'each move counts 1' }],
  parse: ({ params }) => {
    const goal = Number(params.goal ?? '10');
    if (!Number.isInteger(goal) || goal < 1 || goal > 1000) throw new PuzzleInputError(`goal ${params.goal}: expected 1 to 1000`);
    return { goal };
  },
  problem: ({ goal }) => ({
    start: 1,
    isGoal: (n) => n === goal,
    successors: (n, emit) => {
      if (n + 1 <= goal) emit(n + 1, 'add1');
      if (n * 2 <= goal) emit(n * 2, 'double');
    },
    codec: { kind: 'uint32', encode: (n) => n, decode: (k) => k },
    unitCosts: true,
  }),
  instanceCode: ({ goal }) => String(goal),
  stateCode: (_t, n) => String(n),
  parseState: (_t, code) => Number(code),
  describeMove: (_t, move) => (move === 'add1' ? 'add 1' : 'double'),
  moveCode: (_t, move) => move,
  applyMove: (_t, n, move) => (move === 'add1' ? n + 1 : n * 2),
  renderText: (_t, n) => String(n),
  draw: () => ({ width: 1, height: 1, shapes: [] }),
});

describe('a typed backend keeps its types through the library', () => {
  it('replayMoves gives the states as the backend types them', () => {
    const instance = counter.parse({ source: { kind: 'params' }, params: { goal: '10' } });
    const problem = counter.problem(instance);
    const result = runSync(solveSteps(problem, 'bfs'));
    expect(result.status).toBe('solved');
    const states: number[] = replayMoves(counter, instance, problem.start, result.solution!.moves);
    // 1 -> 2 -> 4 -> 5 -> 10: four moves, the fewest.
    expect(states).toEqual([1, 2, 4, 5, 10]);
  });

  it('openTyped keeps them; openInstance takes the same backend', () => {
    const opened: OpenedInstance<Target, number, Move> = openTyped(counter, { params: { goal: '6' } });
    const moves: Move[] = opened.legalMoves(opened.start).map((m) => m.move);
    expect(moves).toEqual(['add1', 'double']);
    expect(openInstance(counter, { params: { goal: '6' } }).code).toBe('6');
  });
});

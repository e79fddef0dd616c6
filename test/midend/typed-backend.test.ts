/**
 * A user's own backend, typed: the library's functions take it without casts
 * and give back its own types. `npm test` type-checks this file, so a
 * signature that erases or rejects the backend's types (TS2345) fails it.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { explore, solve, type SearchResult } from '../../src/engine/index.js';
import {
  definePuzzle,
  findPuzzle,
  openInstance,
  openTyped,
  PuzzleInputError,
  replayMoves,
  runSync,
  solveSteps,
  type AnyPuzzle,
  type OpenedInstance,
  type PuzzleBackend,
} from '../../src/index.js';
import type { TilesInstance } from '../../src/puzzles/sliding-tiles/board.js';
import type { TileMove, TileState } from '../../src/puzzles/sliding-tiles/problem.js';
import type { JugsInstance } from '../../src/puzzles/water-jugs/jugs.js';
import type { JugMove } from '../../src/puzzles/water-jugs/moves.js';
import type { JugState } from '../../src/puzzles/water-jugs/state.js';

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

describe("the docs' library pattern keeps the types", () => {
  it('findPuzzle with a built-in id gives that backend, typed; replayMoves gives its states', () => {
    // As docs/extend/api.md writes it.
    const puzzle = findPuzzle('sliding-tiles');
    expectTypeOf(puzzle).toEqualTypeOf<PuzzleBackend<TilesInstance, TileState, TileMove>>();
    const instance = puzzle.parse({ source: { kind: 'code', code: '8,6,7/2,5,4/3,0,1' }, params: {} });
    const problem = puzzle.problem(instance);
    const result = solve(problem, 'astar', { maxStates: 1_000_000 });
    expect(result.status).toBe('solved');
    const states = replayMoves(puzzle, instance, problem.start, result.solution!.moves);
    expectTypeOf(states).toEqualTypeOf<TileState[]>();
    expectTypeOf(result.solution!.moves).toEqualTypeOf<TileMove[]>();
    const words = result.solution!.moves.map((m, i) => puzzle.describeMove(instance, m, states[i]));
    // One of the two hardest 8-puzzle positions: 31 moves, replayed to the goal.
    expect(words).toHaveLength(31);
    expect(words[0]).toMatch(/^slide \d [a-z]+$/);
    expect(puzzle.stateCode(instance, states[31])).toBe('1,2,3/4,5,6/7,8,0');
    // The pattern databases' member takes the backend's own instance.
    expectTypeOf(puzzle.heuristicTables!.spec).parameter(0).toEqualTypeOf<TilesInstance>();
  });

  it("the docs' pattern-database example type-checks (built only by the pdb tests: 5-5-5 takes a while)", () => {
    const readmeExample = () => {
      const tiles = findPuzzle('sliding-tiles');
      const instance = tiles.parse({ source: { kind: 'preset', name: '15-puzzle' }, params: {} });
      const spec = tiles.heuristicTables!.spec(instance, '5-5-5');
      const built = runSync(tiles.heuristicTables!.build(spec));
      if (built.status === 'built') tiles.heuristicTables!.install(spec, built.tables);
      return solve(tiles.problem(instance));
    };
    expectTypeOf(readmeExample).returns.toEqualTypeOf<SearchResult<TileState, TileMove>>();
  });

  it('every built-in id is typed; any other string, an alias included, is an AnyPuzzle', () => {
    expectTypeOf(findPuzzle('water-jugs')).toEqualTypeOf<PuzzleBackend<JugsInstance, JugState, JugMove>>();
    const jugs = findPuzzle('water-jugs');
    const instance = jugs.parse({ source: { kind: 'params' }, params: {} });
    expectTypeOf(jugs.problem(instance).start).toEqualTypeOf<JugState>();
    expect(explore(jugs.problem(instance)).reachableStates).toBeGreaterThan(1);
    const name: string = 'klotski';
    expectTypeOf(findPuzzle(name)).toEqualTypeOf<AnyPuzzle>();
    expectTypeOf(findPuzzle('klotski')).toEqualTypeOf<AnyPuzzle>();
    // The alias still finds its backend at run time.
    expect(findPuzzle('klotski')).toBe(findPuzzle('sliding-blocks'));
  });

  it("a user's own backend goes through the same pattern (solve, replayMoves) without casts", () => {
    const instance = counter.parse({ source: { kind: 'params' }, params: { goal: '12' } });
    const problem = counter.problem(instance);
    const result = solve(problem, 'bfs');
    expectTypeOf(result.solution!.moves).toEqualTypeOf<Move[]>();
    const states = replayMoves(counter, instance, problem.start, result.solution!.moves);
    expectTypeOf(states).toEqualTypeOf<number[]>();
    // 1 -> 2 -> 3 -> 6 -> 12: four moves, the fewest.
    expect(states).toEqual([1, 2, 3, 6, 12]);
  });
});

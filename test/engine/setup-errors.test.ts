/**
 * The library's edge: a request it cannot serve is one SearchSetupError (for
 * searches) or PuzzleInputError (for parsing), in every entry point and every
 * backend alike, never a TypeError from deep inside and never a run without end.
 */
import { describe, expect, it } from 'vitest';
import {
  allSolutions,
  aStar,
  bidirectional,
  breadthFirst,
  countShortest,
  depthFirst,
  distances,
  explore,
  idaStar,
  SearchSetupError,
  solve,
  uniformCost,
  type SearchProblem,
} from '../../src/engine/index.js';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { PuzzleInputError, type InstanceRequest } from '../../src/puzzles/puzzle.js';

const notAProblem = null as unknown as SearchProblem<number, string>;

/** A three-state cycle whose every move costs -1: a cheapest path would go round it forever. */
const negativeLoop: SearchProblem<number, string> = {
  start: 0,
  codec: { kind: 'uint32', encode: (s: number) => s, decode: (s: number) => s },
  isGoal: (s) => s === 5,
  successors: (s, emit) => emit((s + 1) % 3, 'on', -1),
} as SearchProblem<number, string>;

describe('searches at the API edge', () => {
  it.each([
    ['breadthFirst', () => breadthFirst(notAProblem)],
    ['uniformCost', () => uniformCost(notAProblem)],
    ['aStar', () => aStar(notAProblem)],
    ['bidirectional', () => bidirectional(notAProblem)],
    ['depthFirst', () => depthFirst(notAProblem, { maxDepth: 3 })],
    ['allSolutions', () => allSolutions(notAProblem)],
    ['countShortest', () => countShortest(notAProblem)],
    ['explore', () => explore(notAProblem)],
    ['distances', () => distances(notAProblem)],
    ['idaStar', () => idaStar(notAProblem)],
  ])('%s of null: a SearchSetupError', (_name, run) => {
    expect(run).toThrow(SearchSetupError);
    expect(run).toThrow(/needs a search problem/);
  });

  it('IDA* without a heuristic: a SearchSetupError, not a TypeError', () => {
    expect(() => idaStar(negativeLoop)).toThrow(SearchSetupError);
    expect(() => idaStar(negativeLoop)).toThrow(/IDA\* needs a problem with a heuristic/);
  });

  it("solve(p, 'nope') names the algorithms", () => {
    expect(() => solve(negativeLoop, 'nope' as 'bfs')).toThrow(SearchSetupError);
    expect(() => solve(negativeLoop, 'nope' as 'bfs')).toThrow(/unknown algorithm "nope" \(algorithms: auto, bfs/);
  });

  it.each([NaN, -1, 1.5, '3'])('maxDepth %s is refused, not read as "no bound"', (maxDepth) => {
    const options = { maxDepth: maxDepth as number };
    expect(() => depthFirst(negativeLoop, options)).toThrow(SearchSetupError);
    expect(() => allSolutions(negativeLoop, options)).toThrow(/maxDepth must be a whole number of at least 0/);
    expect(() => solve(negativeLoop, 'dfs', options)).toThrow(SearchSetupError);
  });

  it('a negative-cost loop is refused by uniform-cost search and A*, not walked forever', () => {
    expect(() => uniformCost(negativeLoop)).toThrow(/a move cost -1: cheapest-path searches need costs that are finite numbers of at least 0/);
    expect(() => aStar({ ...negativeLoop, heuristic: () => 0 })).toThrow(SearchSetupError);
    expect(() => solve(negativeLoop, 'ucs')).toThrow(SearchSetupError);
  });
});

describe('parse at the API edge, the same in every backend', () => {
  const requests: [string, unknown, RegExp][] = [
    ['a null request', null, /^parse needs a request \(\{source, params\}\), not null$/],
    ['a null code', { source: { kind: 'code', code: null }, params: {} }, /^the instance code must be text, not null$/],
    ['a number as text', { source: { kind: 'text', text: 7, origin: 'x' }, params: {} }, /^the instance text must be text, not a number$/],
    ['an unknown kind', { source: { kind: 'url' }, params: {} }, /^the request's source has kind "url"; the kinds are preset, code, text and params$/],
    ['a null source', { source: null, params: {} }, /source must be an object/],
    ['a parameter that is not text', { source: { kind: 'params' }, params: { x: 3 } }, /^parameter "x" must be text, not a number$/],
  ];
  it.each(PUZZLES.map((p) => [p.id, p] as const))('%s: requests that are not one give one PuzzleInputError', (_id, puzzle) => {
    for (const [what, request, message] of requests) {
      let error: unknown;
      try {
        puzzle.parse(request as InstanceRequest);
      } catch (e) {
        error = e;
      }
      expect(error, what).toBeInstanceOf(PuzzleInputError);
      expect((error as Error).message, what).toMatch(message);
    }
  });

  it.each(PUZZLES.map((p) => [p.id, p] as const))('%s: a UTF-8 byte-order mark before a code or a file is dropped', (_id, puzzle) => {
    const preset = puzzle.parse({ source: { kind: 'preset', name: puzzle.presets[0].name }, params: {} });
    const code = puzzle.instanceCode(preset);
    const fromCode = puzzle.parse({ source: { kind: 'code', code: `\uFEFF${code}` }, params: {} });
    expect(puzzle.instanceCode(fromCode)).toBe(code);
    // As a file's text (which some backends read as JSON only): the same outcome with the mark as without.
    const outcome = (text: string) => {
      try {
        return puzzle.instanceCode(puzzle.parse({ source: { kind: 'text', text, origin: 'bom.txt' }, params: {} }));
      } catch (e) {
        expect(e).toBeInstanceOf(PuzzleInputError);
        return (e as Error).message;
      }
    };
    expect(outcome(`\uFEFF${code}`)).toBe(outcome(code));
  });
});

describe('allSolutions shortest-first from a known fewest moves', () => {
  it('lists the same solutions as deepening from 1 (water jugs 8-5-3), and refuses a fewestMoves that is not a whole number', () => {
    const puzzle = PUZZLES.find((p) => p.id === 'water-jugs')!;
    const problem = puzzle.problem(puzzle.parse({ source: { kind: 'preset', name: puzzle.presets[0].name }, params: {} }));
    const fewest = breadthFirst(problem).solution!.moves.length;
    const moves = (r: ReturnType<typeof allSolutions>) => r.solutions.map((s) => JSON.stringify(s.moves));
    const plain = allSolutions(problem, { order: 'shortest-first', stopAfter: 6, maxSolutions: 6 });
    const known = allSolutions(problem, { order: 'shortest-first', stopAfter: 6, maxSolutions: 6, fewestMoves: fewest });
    expect(plain.solutions[0].moves).toHaveLength(fewest);
    expect(moves(known)).toEqual(moves(plain));
    expect(() => allSolutions(problem, { order: 'shortest-first', fewestMoves: NaN })).toThrow(/fewestMoves must be a whole number/);
  });
});

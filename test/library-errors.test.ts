/**
 * The error classes a program using puzzlekit can branch on, imported from
 * the library's entry (src/index.ts), each met through a real failure of a
 * function the library exports.
 */
import { describe, expect, it } from 'vitest';
import { createStateTable, findPuzzle, NO_PARENT, openInstance, PuzzleInputError, SearchSetupError, solve, StateTableFullError, type StateCodec } from '../src/index.js';

/** What `run` throws (the test fails where it throws nothing). */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error, but none was thrown');
}

describe('the error classes a program branches on', () => {
  it('PuzzleInputError: bad input to a backend or the midend, naming what is wrong', () => {
    const tiles = findPuzzle('sliding-tiles');
    const badBoard = thrown(() => tiles.parse({ source: { kind: 'code', code: '1,2,3/4,5,6/7,8,8' }, params: {} }));
    expect(badBoard).toBeInstanceOf(PuzzleInputError);
    expect((badBoard as PuzzleInputError).message).toMatch(/8/);
    expect(thrown(() => openInstance('river-crossing', { metric: 'nope' }))).toBeInstanceOf(PuzzleInputError);
    expect(thrown(() => findPuzzle('no-such-puzzle'))).toBeInstanceOf(PuzzleInputError);
  });

  it('SearchSetupError: a search asked for wrongly', () => {
    const { problem } = openInstance('water-jugs');
    const error = thrown(() => solve(problem, 'bfs', { maxSeconds: -1 }));
    expect(error).toBeInstanceOf(SearchSetupError);
    expect(error).not.toBeInstanceOf(PuzzleInputError);
  });

  it('StateTableFullError: a state table out of room under its memory cap', () => {
    const codec: StateCodec<number> = { kind: 'uint32', encode: (n) => n, decode: (n) => n };
    const table = createStateTable(codec, { parents: false, maxBytes: 1 });
    const error = thrown(() => {
      for (let k = 0; k < 2 ** 24; k++) table.insert(k, NO_PARENT);
    });
    expect(error).toBeInstanceOf(StateTableFullError);
    // Full at its smallest index (2^14 slots, filled to 90 %), everything stored still there.
    expect(table.size).toBeGreaterThan(10_000);
    expect(table.indexOf(table.size - 1)).toBe(table.size - 1);
  });
});

/**
 * `npm run test:slow`: the PuzzleScript fixtures too slow for the suite (SLOW_FIXTURES in
 * puzzlescript-fixtures.test.ts), replayed the same way: the level after every input must be
 * PuzzleScript's own.
 */
import { describe, expect, it } from 'vitest';
import { disagreement, fixtures, SLOW_FIXTURES } from '../support/puzzlescript-fixtures.js';

describe('PuzzleScript: agreement with its engine, the slow games', () => {
  it.each([...SLOW_FIXTURES])('%s', (file) => {
    const fixture = fixtures.find((f) => f.file === file);
    expect(fixture, file).toBeDefined();
    expect(disagreement(fixture!)).toBeUndefined();
  });
});

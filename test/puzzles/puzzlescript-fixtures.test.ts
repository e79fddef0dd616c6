/**
 * puzzlekit's PuzzleScript interpreter against PuzzleScript's own engine: every fixture in
 * test/fixtures/puzzlescript (recorded from that engine by scripts/puzzlescript-fixtures.mjs; the
 * format is in that folder's README) is replayed, and the level after every input must be the
 * engine's, character for character (rule loops and rigid bodies included); a game that uses a
 * feature the interpreter refuses (random, realtime) must be refused with a message naming the
 * line of that feature.
 */
import { describe, expect, it } from 'vitest';
import { PuzzleInputError } from '../../src/puzzles/input-error.js';
import { replayToLevelStrings } from '../../src/puzzles/puzzlescript/engine/replay-fixture.js';
import { disagreement, fixtures, KNOWN_DIFFERENCES, played, refused, SLOW_FIXTURES } from '../support/puzzlescript-fixtures.js';

describe('PuzzleScript: agreement with its engine', () => {
  it('has fixtures of both kinds, each with something to compare', () => {
    expect(played.filter((f) => f.origin === 'testdata').length).toBeGreaterThan(100);
    expect(played.filter((f) => f.origin === 'demo').length).toBeGreaterThan(20);
    expect(refused.length).toBeGreaterThan(10);
    for (const f of played) {
      expect(f.inputs.length, f.file).toBeGreaterThan(0);
      expect(f.levelStrings !== undefined || f.final !== undefined, f.file).toBe(true);
      if (f.levelStrings !== undefined) expect(f.levelStrings.length, f.file).toBe(f.inputs.length);
    }
    for (const file of [...SLOW_FIXTURES, ...KNOWN_DIFFERENCES]) expect(fixtures.some((f) => f.file === file), file).toBe(true);
  });

  for (const origin of ['testdata', 'demo'] as const) {
    it(`plays every ${origin} fixture to PuzzleScript's levels, input by input`, () => {
      const disagreements: string[] = [];
      const differing: string[] = [];
      for (const f of played.filter((p) => p.origin === origin && !SLOW_FIXTURES.has(p.file))) {
        const d = disagreement(f);
        if (d === undefined) continue;
        if (KNOWN_DIFFERENCES.has(f.file)) differing.push(f.file);
        else disagreements.push(d);
      }
      // The first few in full; the count says how many more.
      expect({ count: disagreements.length, first: disagreements.slice(0, 3) }).toEqual({ count: 0, first: [] });
      expect(differing.sort()).toEqual([...KNOWN_DIFFERENCES].filter((file) => file.startsWith(`${origin}/`)).sort());
    });
  }

  it('refuses random and realtime games with a message naming a line of such a feature', () => {
    const wrong: string[] = [];
    for (const f of refused) {
      const lines = f.features!.map((feature) => feature.line);
      try {
        replayToLevelStrings(f.source, f.startIndex, f.inputs);
        wrong.push(`${f.file}: played, not refused (${f.features!.map((x) => x.feature).join(', ')})`);
      } catch (error) {
        if (!(error instanceof PuzzleInputError)) {
          wrong.push(`${f.file}: threw ${String(error)}, not a PuzzleInputError`);
        } else if (!lines.some((line) => new RegExp(`\\b${line}\\b`).test(error.message))) {
          wrong.push(`${f.file}: "${error.message}" names none of the lines ${lines.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * puzzlekit's PuzzleScript interpreter against PuzzleScript's own engine: every fixture in
 * test/fixtures/puzzlescript (recorded from that engine by scripts/puzzlescript-fixtures.mjs; the
 * format is in that folder's README) is replayed, and the level after every input must be the
 * engine's, character for character; a game that uses a feature the interpreter refuses (random,
 * realtime, rigid) must be refused with a message naming the line of that feature.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PuzzleInputError } from '../../src/puzzles/input-error.js';
import { replayToLevelStrings } from '../../src/puzzles/puzzlescript/engine/replay-fixture.js';

type FixtureInput = number | 'undo' | 'restart';

interface Fixture {
  readonly file: string;
  readonly game: string;
  readonly origin: 'testdata' | 'demo';
  readonly source: string;
  readonly startIndex: number;
  readonly inputs: readonly FixtureInput[];
  /** The level after each of the first levelStrings.length inputs. */
  readonly levelStrings?: readonly string[];
  /** The level after the last input. */
  readonly final?: string;
  readonly expect?: 'refused';
  readonly features?: readonly { feature: 'random' | 'realtime' | 'rigid'; line: number }[];
}

const ROOT = new URL('../fixtures/puzzlescript/', import.meta.url);

function readFixtures(origin: Fixture['origin']): Fixture[] {
  const dir = new URL(`${origin}/`, ROOT);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: `${origin}/${name}`, ...(JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as Omit<Fixture, 'file'>) }));
}

const fixtures = [...readFixtures('testdata'), ...readFixtures('demo')];
const played = fixtures.filter((f) => f.expect === undefined);
const refused = fixtures.filter((f) => f.expect === 'refused');

/** Where the interpreter first leaves the engine's levels, in words a failure can show; undefined where it never does. */
function disagreement(fixture: Fixture): string | undefined {
  let replay: { levelStrings: string[]; final: string };
  try {
    replay = replayToLevelStrings(fixture.source, fixture.startIndex, fixture.inputs);
  } catch (error) {
    return `${fixture.file}: threw ${error instanceof Error ? error.message : String(error)}`;
  }
  if (replay.levelStrings.length !== fixture.inputs.length) {
    return `${fixture.file}: ${replay.levelStrings.length} levels for ${fixture.inputs.length} inputs`;
  }
  const expected = fixture.levelStrings ?? [];
  for (let i = 0; i < expected.length; i++) {
    if (replay.levelStrings[i] !== expected[i]) {
      return `${fixture.file}: after input ${i} (${String(fixture.inputs[i])}) the level is\n${replay.levelStrings[i]}\nnot PuzzleScript's\n${expected[i]}`;
    }
  }
  if (fixture.final !== undefined && replay.final !== fixture.final) {
    return `${fixture.file}: after all ${fixture.inputs.length} inputs the level is\n${replay.final}\nnot PuzzleScript's\n${fixture.final}`;
  }
  return undefined;
}

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
  });

  for (const origin of ['testdata', 'demo'] as const) {
    it(`plays every ${origin} fixture to PuzzleScript's levels, input by input`, () => {
      const disagreements = played
        .filter((f) => f.origin === origin)
        .map(disagreement)
        .filter((d) => d !== undefined);
      // The first few in full; the count says how many more.
      expect({ count: disagreements.length, first: disagreements.slice(0, 3) }).toEqual({ count: 0, first: [] });
    });
  }

  it('refuses random, realtime and rigid games with a message naming the line', () => {
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

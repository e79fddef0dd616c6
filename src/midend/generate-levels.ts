/**
 * A puzzle's level designer, run by the midend: new instances at random,
 * each opened (so that a front end shows it as it shows any other) with
 * its difficulty. The steps are the backend's own: `undefined` between time
 * slices, a level as soon as it is made, a summary at the end.
 */
import { PUZZLES } from '../puzzles/catalog.js';
import type { Lang } from '../puzzles/lang.js';
import type { AnyPuzzle, GenerateOptions, GenerateSummary } from '../puzzles/puzzle.js';
import { openMade } from './open-instance.js';
import type { OpenedInstance } from './opened-instance.js';

/** One level made, opened in the language asked. */
export interface GeneratedLevel {
  opened: OpenedInstance;
  /** Moves in a shortest solution. */
  moves: number;
  /** How many distinct shortest solutions it has (exact below 2^53). */
  shortestSolutions: number | bigint;
}

/** Whether the puzzle has a level designer. */
export function hasGenerator(puzzle: AnyPuzzle): boolean {
  return puzzle.generate !== undefined;
}

/** The ids of the puzzles in the catalog that have one, in its order. */
export function puzzlesWithGenerators(): string[] {
  return PUZZLES.filter(hasGenerator).map((p) => p.id);
}

/** The designer's steps (see `PuzzleBackend.generate`); an error for a puzzle without one (ask `hasGenerator` first). */
export function* generateLevels(puzzle: AnyPuzzle, options: GenerateOptions, lang: Lang = 'en'): Generator<GeneratedLevel | undefined, GenerateSummary, void> {
  if (!puzzle.generate) throw new Error(`${puzzle.id} has no level generator`);
  const steps = puzzle.generate(options);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (r.value === undefined) {
      yield undefined;
      continue;
    }
    const { instance, moves, shortestSolutions } = r.value;
    yield { opened: openMade(puzzle, instance, lang, options.metric), moves, shortestSolutions };
  }
}

/**
 * The midend: the one place that turns "this puzzle, this source, these
 * parameters, this metric" into an opened instance. The command line's
 * commands, `table`, the browser's selection and its worker all open
 * instances here, so they settle sources and check metrics the same way.
 *
 * @example
 * const opened = openInstance('river-crossing', { params: { couples: '3' } });
 * opened.legalMoves(opened.start).map((m) => m.words);
 */
import { resolvePuzzle } from '../puzzles/catalog.js';
import type { AnyPuzzle } from '../puzzles/puzzle.js';
import type { InstanceChoice } from './instance-choice.js';
import type { OpenedInstance } from './opened-instance.js';
import { openWith } from './open-backend.js';

// What needs no catalog lives in open-backend.ts (the browser app opens its on-demand backends there).
export { checkedMetric, instanceHeaderIn, openMade, openTyped } from './open-backend.js';

/**
 * Opens an instance of a puzzle given by id or alias (`klotski`, `15-puzzle`, or a Chinese name)
 * or by its backend. Bad input of any kind is a PuzzleInputError naming what and where.
 */
export function openInstance(puzzle: string | AnyPuzzle, choice: InstanceChoice = {}): OpenedInstance {
  const { backend, preset } = typeof puzzle === 'string' ? byName(puzzle) : { backend: puzzle, preset: undefined };
  return openWith(backend, choice, preset ?? backend.defaultPreset);
}

function byName(name: string): { backend: AnyPuzzle; preset?: string } {
  const { puzzle, preset } = resolvePuzzle(name);
  return { backend: puzzle, preset };
}

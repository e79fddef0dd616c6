/** `--diagram` on solve and explore: the puzzle's picture of its whole state space. */
import type { AnyPuzzle, SpaceDiagram } from '../puzzles/puzzle.js';
import { UsageError } from './errors.js';
import { cliLang } from './lang.js';

/**
 * The puzzle's diagram of its whole space, as a function of the path to trace;
 * a usage error when the puzzle or this instance has none.
 */
export function spaceDiagramOf(puzzle: AnyPuzzle, instance: unknown): (path?: readonly unknown[]) => SpaceDiagram {
  const diagramOf = puzzle.spaceDiagram;
  if (!diagramOf) throw new UsageError(`--diagram: ${puzzle.id} has no diagram of its state space`);
  const lang = cliLang();
  const check = diagramOf.call(puzzle, instance, undefined, lang);
  if (!check) throw new UsageError(`--diagram: this ${puzzle.id} instance has no diagram of its state space`);
  return (path) => (path ? diagramOf.call(puzzle, instance, path, lang) ?? check : check);
}

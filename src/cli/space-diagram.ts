/** `--diagram` on solve and explore: the puzzle's picture of its whole state space. */
import type { AnyPuzzle, SpaceDiagram } from '../puzzles/puzzle.js';
import { UsageError } from './errors.js';
import { cliLang, say } from './lang.js';

/**
 * The puzzle's diagram of its whole space, as a function of the path to trace;
 * a usage error when the puzzle or this instance has none.
 */
export function spaceDiagramOf(puzzle: AnyPuzzle, instance: unknown): (path?: readonly unknown[]) => SpaceDiagram {
  const diagramOf = puzzle.spaceDiagram;
  if (!diagramOf) throw new UsageError(say(`--diagram: ${puzzle.id} has no diagram of its state space`, `--diagram：${puzzle.id} 没有状态空间图`));
  const lang = cliLang();
  const check = diagramOf.call(puzzle, instance, undefined, lang);
  if (!check) throw new UsageError(say(`--diagram: this ${puzzle.id} instance has no diagram of its state space`, `--diagram：这个 ${puzzle.id} 实例没有状态空间图`));
  return (path) => (path ? diagramOf.call(puzzle, instance, path, lang) ?? check : check);
}

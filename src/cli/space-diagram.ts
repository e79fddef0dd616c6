/** `--diagram` on solve and explore: the puzzle's picture of its whole state space. */
import type { OpenedInstance } from '../midend/index.js';
import type { SpaceDiagram } from '../puzzles/puzzle.js';
import { UsageError } from './errors.js';
import { say } from './lang.js';

/**
 * The puzzle's diagram of its whole space, as a function of the path to trace;
 * a usage error when the puzzle or this instance has none.
 */
export function spaceDiagramOf<S>(opened: OpenedInstance<unknown, S, unknown>): (path?: readonly S[]) => SpaceDiagram {
  const id = opened.puzzleId;
  if (!opened.drawsSpaces) throw new UsageError(say(`--diagram: ${id} has no diagram of its state space`, `--diagram：${id} 没有状态空间图`));
  const check = opened.spaceDiagram();
  if (!check) throw new UsageError(say(`--diagram: this ${id} instance has no diagram of its state space`, `--diagram：这个 ${id} 实例没有状态空间图`));
  return (path) => (path ? opened.spaceDiagram(path) ?? check : check);
}

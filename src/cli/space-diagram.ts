/** `--diagram` on solve and explore: the puzzle's picture of its whole state space. */
import type { OpenedInstance } from '../midend/index.js';
import type { SpaceDiagram } from '../puzzles/puzzle.js';
import { UsageError } from './errors.js';
import { words } from './lang.js';
import { USAGE } from './messages/usage.js';

/**
 * The puzzle's diagram of its whole space, as a function of the path to trace;
 * a usage error when the puzzle or this instance has none.
 */
export function spaceDiagramOf<S>(opened: OpenedInstance<unknown, S, unknown>): (path?: readonly S[]) => SpaceDiagram {
  const id = opened.puzzleId;
  if (!opened.drawsSpaces) throw new UsageError(words(USAGE.noDiagram({ id })));
  const check = opened.spaceDiagram();
  if (!check) throw new UsageError(words(USAGE.noDiagramForInstance({ id })));
  return (path) => (path ? opened.spaceDiagram(path) ?? check : check);
}

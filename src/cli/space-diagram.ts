/** `--diagram` on solve and explore: the puzzle's picture of its whole state space. */
import type { OpenedInstance } from '../midend/index.js';
import type { SpaceDiagram } from '../puzzles/puzzle.js';
import { UsageError } from './errors.js';
import { USAGE } from './messages/usage.js';
import type { CliWords } from './cli-words.js';

/**
 * The puzzle's diagram of its whole space, as a function of the path to trace;
 * a usage error when the puzzle or this instance has none.
 */
export function spaceDiagramOf<S>(cli: CliWords, opened: OpenedInstance<unknown, S, unknown>): (path?: readonly S[]) => SpaceDiagram {
  const id = opened.puzzleId;
  if (!opened.drawsSpaces) throw new UsageError(cli.words(USAGE.noDiagram({ id })));
  const check = opened.spaceDiagram();
  if (!check) throw new UsageError(cli.words(USAGE.noDiagramForInstance({ id })));
  return (path) => (path ? opened.spaceDiagram(path) ?? check : check);
}

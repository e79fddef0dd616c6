/** A kept puzzle as a line of the database's list: `moves board group-size histogram` (moves two digits at least). */
import type { CensusPuzzle } from '../../census-family.js';

export function listLine(puzzle: CensusPuzzle): string {
  return `${String(puzzle.moves).padStart(2, '0')} ${puzzle.board} ${puzzle.groupSize} ${puzzle.histogram.join(',')}`;
}

/**
 * PuzzleScript's rule loops (`startloop` ... `endloop`): where play goes
 * back to after the last rule group of a loop, as its compiler's
 * calculateLoopPoints finds them. The groups between the two lines run
 * again from the first while any group run since the last jump (or since
 * the start, groups before the loop included, as PuzzleScript counts it)
 * changed something.
 */
import { PuzzleInputError } from '../../puzzle.js';
import { PUZZLESCRIPT } from '../messages.js';
import type { RuleGroup } from './game.js';

/** A `startloop` or `endloop` line. */
export interface LoopMark {
  readonly line: number;
  readonly start: boolean;
}

/** Refuses loops that do not come in pairs of a start then an end (PuzzleScript calls these errors). */
export function checkLoopMarks(marks: readonly LoopMark[]): void {
  marks.forEach((mark, i) => {
    if (mark.start !== (i % 2 === 0)) throw new PuzzleInputError(PUZZLESCRIPT.loopPairs({ line: mark.line }));
  });
  if (marks.length % 2 === 1) throw new PuzzleInputError(PUZZLESCRIPT.loopPairs({ line: marks[marks.length - 1].line }));
}

/** For each group, the group to go back to after it (its loop's first), or -1: only the last group of a loop has one. */
export function loopPoints(marks: readonly LoopMark[], groups: readonly RuleGroup[]): Int32Array {
  const points = new Int32Array(groups.length).fill(-1);
  for (let j = 0; j < marks.length; j += 2) {
    const startLine = marks[j].line;
    const endLine = marks[j + 1].line;
    let first = -1;
    for (let g = 0; g < groups.length; g++) {
      const firstLine = groups[g][0].line;
      const lastLine = groups[g][groups[g].length - 1].line;
      if ((firstLine <= startLine && startLine <= lastLine) || (firstLine <= endLine && endLine <= lastLine)) {
        throw new PuzzleInputError(PUZZLESCRIPT.loopInGroup({ line: startLine }));
      }
      if (endLine < firstLine) break;
      if (startLine <= firstLine) {
        if (first === -1) first = g;
        if (g > 0 && points[g - 1] === first) points[g - 1] = -1;
        points[g] = first;
      }
    }
  }
  return points;
}

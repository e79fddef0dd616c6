/**
 * The rule of a Hanoi move, written out on plain stacks independently of the
 * packed successor generator in problem.ts, so that replaying a solution
 * checks the generator.
 */
import { moveFrom, moveTo, pegName, stacksOf, type HanoiMove } from './moves.js';
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { HANOI } from './messages.js';

/** Each disc's peg after the move, or why it is illegal: a disc never goes onto a smaller one. */
export function applyRules(pegOfDisc: readonly number[], pegs: number, move: HanoiMove): number[] | IllegalMove {
  const from = moveFrom(move);
  const to = moveTo(move);
  if (!Number.isInteger(move) || from >= pegs || to >= pegs || from === to) return refusal(HANOI.notAMove({ move, pegs }));
  const stacks = stacksOf(pegOfDisc, pegs);
  const disc = stacks[from].at(-1);
  if (disc === undefined) return refusal(HANOI.pegEmpty({ peg: pegName(from) }));
  const under = stacks[to].at(-1);
  if (under !== undefined && under < disc) return refusal(HANOI.ontoSmaller({ disc, under, peg: pegName(to) }));
  const next = [...pegOfDisc];
  next[disc - 1] = to;
  return next;
}

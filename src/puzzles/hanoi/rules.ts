/**
 * The rule of a Hanoi move, written out on plain stacks independently of the
 * packed successor generator in problem.ts, so that replaying a solution
 * checks the generator.
 */
import { moveFrom, moveTo, pegName, stacksOf, type HanoiMove } from './moves.js';
import type { IllegalMove } from '../puzzle.js';

/** Each disc's peg after the move, or why it is illegal: a disc never goes onto a smaller one. */
export function applyRules(pegOfDisc: readonly number[], pegs: number, move: HanoiMove): number[] | IllegalMove {
  const from = moveFrom(move);
  const to = moveTo(move);
  if (!Number.isInteger(move) || from >= pegs || to >= pegs || from === to) return { illegal: `${move} is not a move between two of the ${pegs} pegs`, zh: `${move} 不是 ${pegs} 根柱中两根之间的一步` };
  const stacks = stacksOf(pegOfDisc, pegs);
  const disc = stacks[from].at(-1);
  if (disc === undefined) return { illegal: `peg ${pegName(from)} is empty`, zh: `${pegName(from)} 柱是空的` };
  const under = stacks[to].at(-1);
  if (under !== undefined && under < disc) return { illegal: `disc ${disc} cannot go onto the smaller disc ${under} on peg ${pegName(to)}`, zh: `${disc} 号盘不能放在 ${pegName(to)} 柱上更小的 ${under} 号盘上面` };
  const next = [...pegOfDisc];
  next[disc - 1] = to;
  return next;
}

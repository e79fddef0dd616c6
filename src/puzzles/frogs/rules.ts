/**
 * The rule of a frog move, written out on plain pad arrays independently of
 * the packed successor generator in problem.ts, so that replaying a solution
 * checks the generator.
 */
import { EMPTY, LEFT_FROG, moveFrom, moveTo, type FrogMove } from './moves.js';
import type { IllegalMove } from '../puzzle.js';

/**
 * The pads after a move, or why it is illegal: a frog moves only forward
 * (left frogs right, right frogs left), onto the next pad if it is free or
 * over exactly one frog onto the free pad beyond.
 */
export function applyRules(pads: readonly number[], move: FrogMove): number[] | IllegalMove {
  const from = moveFrom(move);
  const to = moveTo(move);
  if (!Number.isInteger(move) || from >= pads.length || to >= pads.length) return { illegal: `${move} names a pad that is not there`, zh: `${move} 说的荷叶不存在` };
  const frog = pads[from];
  if (frog === EMPTY) return { illegal: `there is no frog on pad ${from + 1}`, zh: `第 ${from + 1} 片荷叶上没有青蛙` };
  if (pads[to] !== EMPTY) return { illegal: `pad ${to + 1} is not free`, zh: `第 ${to + 1} 片荷叶不是空的` };
  const forward = frog === LEFT_FROG ? to - from : from - to;
  if (forward < 1) return { illegal: `frog on pad ${from + 1} only moves ${frog === LEFT_FROG ? 'right' : 'left'}`, zh: `第 ${from + 1} 片荷叶上的青蛙只能往${frog === LEFT_FROG ? '右' : '左'}走` };
  if (forward > 2) return { illegal: `pad ${to + 1} is more than one frog away from pad ${from + 1}`, zh: `第 ${to + 1} 片荷叶离第 ${from + 1} 片荷叶隔了不止一只青蛙` };
  if (forward === 2 && pads[(from + to) / 2] === EMPTY) {
    return { illegal: `a jump needs a frog on pad ${(from + to) / 2 + 1} to jump over`, zh: `跳过去需要第 ${(from + to) / 2 + 1} 片荷叶上有一只青蛙` };
  }
  const next = [...pads];
  next[to] = frog;
  next[from] = EMPTY;
  return next;
}

/**
 * The rule of a frog move, written out on plain pad arrays independently of
 * the packed successor generator in problem.ts, so that replaying a solution
 * checks the generator.
 */
import { EMPTY, LEFT_FROG, moveFrom, moveTo, type FrogMove } from './moves.js';

/**
 * The pads after a move, or why it is illegal: a frog moves only forward
 * (left frogs right, right frogs left), onto the next pad if it is free or
 * over exactly one frog onto the free pad beyond.
 */
export function applyRules(pads: readonly number[], move: FrogMove): number[] | { illegal: string } {
  const from = moveFrom(move);
  const to = moveTo(move);
  if (!Number.isInteger(move) || from >= pads.length || to >= pads.length) return { illegal: `${move} names a pad that is not there` };
  const frog = pads[from];
  if (frog === EMPTY) return { illegal: `there is no frog on pad ${from + 1}` };
  if (pads[to] !== EMPTY) return { illegal: `pad ${to + 1} is not free` };
  const forward = frog === LEFT_FROG ? to - from : from - to;
  if (forward < 1) return { illegal: `frog on pad ${from + 1} only moves ${frog === LEFT_FROG ? 'right' : 'left'}` };
  if (forward > 2) return { illegal: `pad ${to + 1} is more than one frog away from pad ${from + 1}` };
  if (forward === 2 && pads[(from + to) / 2] === EMPTY) return { illegal: `a jump needs a frog on pad ${(from + to) / 2 + 1} to jump over` };
  const next = [...pads];
  next[to] = frog;
  next[from] = EMPTY;
  return next;
}

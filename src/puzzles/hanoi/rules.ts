/**
 * Hanoi moves, their words and codes, and the rule written out on plain
 * stacks (independently of the packed successor generator in problem.ts).
 * A move is `from * 32 + to`: the top disc of peg `from` goes onto peg `to`.
 * Pegs are numbered from 0 and named A, B, C, ...; disc 1 is the smallest.
 */
export type HanoiMove = number;

export const hanoiMove = (from: number, to: number): HanoiMove => from * 32 + to;
export const moveFrom = (move: HanoiMove): number => Math.floor(move / 32);
export const moveTo = (move: HanoiMove): number => move % 32;
export const pegName = (peg: number): string => String.fromCharCode(65 + peg);

/** The pegs as stacks of discs, bottom first, from each disc's peg (disc 1 first). */
export function stacksOf(pegOfDisc: readonly number[], pegs: number): number[][] {
  const stacks: number[][] = Array.from({ length: pegs }, () => []);
  for (let disc = pegOfDisc.length; disc >= 1; disc--) stacks[pegOfDisc[disc - 1]].push(disc);
  return stacks;
}

export function describeMove(pegOfDisc: readonly number[], move: HanoiMove): string {
  const from = moveFrom(move);
  const disc = pegOfDisc.indexOf(from) + 1;
  return `disc ${disc > 0 ? disc : '?'} from peg ${pegName(from)} to peg ${pegName(moveTo(move))}`;
}

/** `AC`: from peg A to peg C. */
export function moveCode(move: HanoiMove): string {
  return pegName(moveFrom(move)) + pegName(moveTo(move));
}

/** Each disc's peg after the move, or why it is illegal: a disc never goes onto a smaller one. */
export function applyRules(pegOfDisc: readonly number[], pegs: number, move: HanoiMove): number[] | { illegal: string } {
  const from = moveFrom(move);
  const to = moveTo(move);
  if (!Number.isInteger(move) || from >= pegs || to >= pegs || from === to) return { illegal: `${move} is not a move between two of the ${pegs} pegs` };
  const stacks = stacksOf(pegOfDisc, pegs);
  const disc = stacks[from].at(-1);
  if (disc === undefined) return { illegal: `peg ${pegName(from)} is empty` };
  const under = stacks[to].at(-1);
  if (under !== undefined && under < disc) return { illegal: `disc ${disc} cannot go onto the smaller disc ${under} on peg ${pegName(to)}` };
  const next = [...pegOfDisc];
  next[disc - 1] = to;
  return next;
}

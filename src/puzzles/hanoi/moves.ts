/**
 * Hanoi moves, their words and codes (rules.ts applies them).
 * A move is `from * 32 + to`: the top disc of peg `from` goes onto peg `to`.
 * Pegs are numbered from 0 and named A, B, C, ...; disc 1 is the smallest.
 */
import type { Lang } from '../lang.js';
import { asWritten } from '../move-code-read.js';
import { render } from '../../i18n/index.js';
import { HANOI } from './messages.js';

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

export function describeMove(pegOfDisc: readonly number[], move: HanoiMove, lang: Lang = 'en'): string {
  const from = moveFrom(move);
  const disc = pegOfDisc.indexOf(from) + 1;
  return render(HANOI.move({ disc: disc > 0 ? disc : '?', from: pegName(from), to: pegName(moveTo(move)) }), lang);
}

/** `AC`: from peg A to peg C. */
export function moveCode(move: HanoiMove): string {
  return pegName(moveFrom(move)) + pegName(moveTo(move));
}

/** The move `moveCode` writes as `code` (`AC`) on `pegs` pegs, or null. */
export function parseMoveCode(pegs: number, code: string): HanoiMove | null {
  if (!/^[A-Z]{2}$/.test(code)) return null;
  const from = code.charCodeAt(0) - 65;
  const to = code.charCodeAt(1) - 65;
  if (from >= pegs || to >= pegs || from === to) return null;
  return asWritten(code, hanoiMove(from, to), moveCode);
}

/**
 * Frog moves, their words and codes (rules.ts applies them).
 *
 * Pads are numbered from 0 here and from 1 in words. A move is
 * `from * 32 + to`: the frog on pad `from` goes to the free pad `to`.
 */
import type { Lang } from '../lang.js';
import type { FrogsInstance } from './instance.js';
import { asWritten, codeNumber } from '../move-code-read.js';
import { render } from '../../i18n/index.js';
import { FROGS } from './messages.js';

export const EMPTY = 0;
/** A frog that started on the left and hops right. */
export const LEFT_FROG = 1;
/** A frog that started on the right and hops left. */
export const RIGHT_FROG = 2;

export type FrogMove = number;

export const frogMove = (from: number, to: number): FrogMove => from * 32 + to;
export const moveFrom = (move: FrogMove): number => Math.floor(move / 32);
export const moveTo = (move: FrogMove): number => move % 32;

export function padCount(instance: FrogsInstance): number {
  return instance.left + instance.right + 1;
}

export function startPads(instance: FrogsInstance): number[] {
  return [...Array(instance.left).fill(LEFT_FROG), EMPTY, ...Array(instance.right).fill(RIGHT_FROG)];
}

/** The groups swapped: the right frogs, the free pad, the left frogs. */
export function goalPads(instance: FrogsInstance): number[] {
  return [...Array(instance.right).fill(RIGHT_FROG), EMPTY, ...Array(instance.left).fill(LEFT_FROG)];
}

/**
 * The frog's name: `L1` is the left group's frog nearest the pad at the start
 * (the first to meet the other group), `R1` likewise. Frogs of one colour
 * keep their order as long as none jumps another of its colour, which no
 * solution does.
 */
export function frogName(pads: readonly number[], pad: number): string {
  const kind = pads[pad];
  if (kind === LEFT_FROG) return `L${pads.slice(pad).filter((p) => p === LEFT_FROG).length}`;
  return `R${pads.slice(0, pad + 1).filter((p) => p === RIGHT_FROG).length}`;
}

export function describeMove(pads: readonly number[], move: FrogMove, lang: Lang = 'en'): string {
  const from = moveFrom(move);
  const to = moveTo(move);
  if (pads[from] !== LEFT_FROG && pads[from] !== RIGHT_FROG) return render(FROGS.noFrogOnPad({ pad: from + 1 }), lang);
  const way = to > from ? 'right' : 'left';
  const frog = frogName(pads, from);
  const words = Math.abs(to - from) === 1 ? FROGS.hops({ frog, way, pad: to + 1 }) : FROGS.jumps({ frog, way, over: frogName(pads, (from + to) / 2), pad: to + 1 });
  return render(words, lang);
}

/** `3-4`: from pad 3 to pad 4. */
export function moveCode(move: FrogMove): string {
  return `${moveFrom(move) + 1}-${moveTo(move) + 1}`;
}

/** The move `moveCode` writes as `code` (`3-4`) on these pads, or null. */
export function parseMoveCode(instance: FrogsInstance, code: string): FrogMove | null {
  const match = /^(\d+)-(\d+)$/.exec(code);
  if (!match) return null;
  const [from, to] = [match[1], match[2]].map((digits) => codeNumber(digits) - 1);
  const pads = padCount(instance);
  if (!(from >= 0 && from < pads && to >= 0 && to < pads && from !== to)) return null;
  return asWritten(code, frogMove(from, to), moveCode);
}

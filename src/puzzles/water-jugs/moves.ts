/**
 * Water-jugs moves as small numbers, their words and codes (rules.ts applies
 * them).
 *
 * A move is `kind << 8 | from << 4 | to` with jugs numbered from 0: fill jug
 * `from` from the tap, empty jug `from` into the drain, or pour jug `from`
 * into jug `to` until the first is empty or the other full.
 */
import type { Lang } from '../lang.js';
import { jugName, type JugsInstance } from './jugs.js';
import { asWritten, codeNumber } from '../move-code-read.js';
import { render } from '../../i18n/index.js';
import { WATER_JUGS } from './messages.js';

export type JugMove = number;

export const FILL = 0;
export const EMPTY = 1;
export const POUR = 2;
export type MoveKind = typeof FILL | typeof EMPTY | typeof POUR;

export const fillMove = (jug: number): JugMove => (FILL << 8) | (jug << 4);
export const emptyMove = (jug: number): JugMove => (EMPTY << 8) | (jug << 4);
export const pourMove = (from: number, to: number): JugMove => (POUR << 8) | (from << 4) | to;

export interface DecodedMove {
  kind: MoveKind;
  from: number;
  /** The receiving jug of a pour; unused for fill and empty. */
  to: number;
}

/** The parts of a move, or null for a number that is no move of `jugs` jugs. */
export function decodeMove(move: JugMove, jugs: number): DecodedMove | null {
  if (!Number.isInteger(move) || move < 0 || move >= 3 << 8) return null;
  const kind = (move >> 8) as MoveKind;
  const from = (move >> 4) & 15;
  const to = move & 15;
  if (from >= jugs) return null;
  if (kind === POUR ? to >= jugs || to === from : to !== 0) return null;
  return { kind, from, to };
}

export function describeMove(instance: JugsInstance, move: JugMove, lang: Lang = 'en'): string {
  const m = decodeMove(move, instance.capacities.length);
  if (!m) return render(WATER_JUGS.unknownMove({ move }), lang);
  const name = (jug: number) => jugName(instance.capacities, jug);
  switch (m.kind) {
    case FILL:
      return render(WATER_JUGS.fill({ jug: name(m.from) }), lang);
    case EMPTY:
      return render(WATER_JUGS.empty({ jug: name(m.from) }), lang);
    case POUR:
      return render(WATER_JUGS.pour({ from: name(m.from), to: name(m.to) }), lang);
  }
}

/** `F1` (fill jug 1), `E2` (empty jug 2), `P1>2` (pour jug 1 into jug 2). */
export function moveCode(instance: JugsInstance, move: JugMove): string {
  const m = decodeMove(move, instance.capacities.length);
  if (!m) return `?${move}`;
  switch (m.kind) {
    case FILL:
      return `F${m.from + 1}`;
    case EMPTY:
      return `E${m.from + 1}`;
    case POUR:
      return `P${m.from + 1}>${m.to + 1}`;
  }
}

/** The move `moveCode` writes as `code` (`F1`, `E2`, `P1>2`) for these jugs, or null. */
export function parseMoveCode(instance: JugsInstance, code: string): JugMove | null {
  const match = /^([FE])(\d+)$|^P(\d+)>(\d+)$/.exec(code);
  if (!match) return null;
  const jug = (digits: string) => codeNumber(digits) - 1;
  const move = match[1] === 'F' ? fillMove(jug(match[2])) : match[1] === 'E' ? emptyMove(jug(match[2])) : pourMove(jug(match[3]), jug(match[4]));
  // Jug numbers past the jugs, or past what a move's four bits hold, are no move of these jugs.
  return decodeMove(move, instance.capacities.length) ? asWritten(code, move, (m) => moveCode(instance, m)) : null;
}

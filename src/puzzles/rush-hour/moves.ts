/**
 * A move slides one piece along its line: the number
 * `piece * SPAN + (shift + OFFSET)`, `shift` the cells it goes, positive
 * right or down, negative left or up. Under the `step` metric every move
 * shifts by 1 or -1. rules.ts applies moves; problem.ts makes them.
 */
import { render } from '../../i18n/index.js';
import type { Lang } from '../lang.js';
import { asWritten } from '../move-code-read.js';
import type { RushInstance, RushPiece } from './board.js';
import { RUSH } from './messages.js';

export type RushMove = number;

/** Room for every shift on the largest board (at most 11 either way). */
const OFFSET = 32;
const SPAN = 2 * OFFSET;

export const rushMove = (piece: number, shift: number): RushMove => piece * SPAN + shift + OFFSET;
export const movePiece = (move: RushMove): number => Math.floor(move / SPAN);
export const moveShift = (move: RushMove): number => (move % SPAN) - OFFSET;

export type Direction = 'up' | 'down' | 'left' | 'right';

/** Which way a shift takes a piece. */
export function directionOf(piece: RushPiece, shift: number): Direction {
  if (piece.horizontal) return shift > 0 ? 'right' : 'left';
  return shift > 0 ? 'down' : 'up';
}

export const kindOf = (piece: RushPiece): 'car' | 'truck' => (piece.length === 2 ? 'car' : 'truck');

/** "car B right 2", "truck O up 1". */
export function describeMove(instance: RushInstance, move: RushMove, lang: Lang = 'en'): string {
  const piece = instance.pieces[movePiece(move)];
  const shift = moveShift(move);
  if (!piece || shift === 0) return moveCodeOf(instance, move);
  return render(RUSH.move({ kind: kindOf(piece), piece: piece.letter, direction: directionOf(piece, shift), cells: Math.abs(shift) }), lang);
}

/** `B+2`, `O-1`: the piece's letter and its shift, + right or down, - left or up (as Fogleman's solver writes moves). */
export function moveCodeOf(instance: RushInstance, move: RushMove): string {
  const piece = instance.pieces[movePiece(move)];
  const shift = moveShift(move);
  return `${piece ? piece.letter : '?'}${shift >= 0 ? '+' : '-'}${Math.abs(shift)}`;
}

/** The move `moveCodeOf` writes as `code`, or null when it names none of this board. */
export function parseMoveCode(instance: RushInstance, code: string): RushMove | null {
  const match = /^([A-Z])([+-])(\d{1,2})$/.exec(code);
  if (!match) return null;
  const index = instance.pieces.findIndex((p) => p.letter === match[1]);
  const cells = Number(match[3]);
  if (index < 0 || cells === 0 || cells >= OFFSET) return null;
  return asWritten(code, rushMove(index, match[2] === '+' ? cells : -cells), (m) => moveCodeOf(instance, m));
}

/**
 * Coin moves, their words and codes (rules.ts applies them by both rules).
 *
 * Cells are counted in the line before the move: its leftmost coin is cell
 * 0 here and cell 1 in words; cells further left are negative (0, -1, ... in
 * words). A move is `from * 128 + (to + 64)`: the pair in cells from, from+1
 * goes to cells to, to+1.
 */
import type { Lang } from '../lang.js';
import type { CoinRule, CoinsInstance } from './instance.js';
import { asWritten, codeNumber } from '../move-code-read.js';
import { render, type Message } from '../../i18n/index.js';
import { COINS } from './messages.js';

export type CoinMove = number;

export const coinMove = (from: number, to: number): CoinMove => from * 128 + (to + 64);
export const moveFrom = (move: CoinMove): number => Math.floor(move / 128);
export const moveTo = (move: CoinMove): number => (move % 128) - 64;

/** Cells a and a+1 in words: `3-4`, or `-1 and 0` left of the line (in Chinese with the measure word for cells around it). */
export function cells(at: number): Message {
  return COINS.cells({ a: at + 1, b: at + 2, left: at >= 0 ? 'no' : 'yes' });
}

/** The run of touching coins that a pair at `from` jumps over moving `way` (+1 right, -1 left): its length. */
export function runLength(line: string, from: number, way: 1 | -1): number {
  let n = 0;
  for (let i = way > 0 ? from + 2 : from - 1; line[i] === 'A' || line[i] === 'B'; i += way) n++;
  return n;
}

export function describeMove(rule: CoinRule, line: string, move: CoinMove, lang: Lang = 'en'): string {
  const from = moveFrom(move);
  const to = moveTo(move);
  const pair = line.slice(from, from + 2);
  if (rule === 'tait') return render(COINS.moveTait({ pair, from: cells(from), to: cells(to) }), lang);
  const way = to > from ? 1 : -1;
  return render(COINS.moveJump({ pair, from: cells(from), way: way > 0 ? 'right' : 'left', over: runLength(line, from, way), to: cells(to) }), lang);
}

/** `3>7`: the pair at cells 3-4 to cells 7-8. */
export function moveCode(move: CoinMove): string {
  return `${moveFrom(move) + 1}>${moveTo(move) + 1}`;
}

/**
 * The move `moveCode` writes as `code` (`3>7`, `1>-2`), or null: a pair
 * within the span, moved to cells a move can name (-64 to 63 counted from
 * 0: a line is kept up to translation, so a pair may land left of its first
 * cell or past its last).
 */
export function parseMoveCode(instance: CoinsInstance, code: string): CoinMove | null {
  const match = /^(-?\d+)>(-?\d+)$/.exec(code);
  if (!match) return null;
  const from = codeNumber(match[1]) - 1;
  const to = codeNumber(match[2]) - 1;
  if (!(from >= 0 && from + 2 <= instance.span && to >= -64 && to <= 63 && to !== from)) return null;
  return asWritten(code, coinMove(from, to), moveCode);
}

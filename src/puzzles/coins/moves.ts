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

export type CoinMove = number;

export const coinMove = (from: number, to: number): CoinMove => from * 128 + (to + 64);
export const moveFrom = (move: CoinMove): number => Math.floor(move / 128);
export const moveTo = (move: CoinMove): number => (move % 128) - 64;

/** Cells a and a+1 in words: `3-4`, or `-1 and 0` left of the line. */
export function cells(at: number): string {
  return at >= 0 ? `${at + 1}-${at + 2}` : `${at + 1} and ${at + 2}`;
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
  if (lang === 'zh') return moveZh(rule, line, from, to, pair);
  if (rule === 'tait') return `the pair ${pair} at ${cells(from)} moves to ${cells(to)}`;
  const way = to > from ? 1 : -1;
  const over = runLength(line, from, way);
  return `the pair ${pair} at ${cells(from)} jumps ${way > 0 ? 'right' : 'left'} over ${over} coin${over === 1 ? '' : 's'} to ${cells(to)}`;
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

/** "第 3-4 格的 AB 向右跳过 2 枚硬币到第 7-8 格", "第 3-4 格的 AB 移到第 7-8 格". */
function moveZh(rule: CoinRule, line: string, from: number, to: number, pair: string): string {
  const at = (n: number) => `第 ${n >= 0 ? `${n + 1}-${n + 2}` : `${n + 1} 和 ${n + 2}`} 格`;
  if (rule === 'tait') return `${at(from)}的 ${pair} 移到${at(to)}`;
  const way = to > from ? 1 : -1;
  return `${at(from)}的 ${pair} 向${way > 0 ? '右' : '左'}跳过 ${runLength(line, from, way)} 枚硬币到${at(to)}`;
}

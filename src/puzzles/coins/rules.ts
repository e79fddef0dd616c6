/**
 * Coin moves, their words and codes, and both rules written out on plain
 * text lines, independently of the bit-mask successor generator in
 * problem.ts, so that replaying a solution checks the generator.
 *
 * Cells are counted in the line before the move: its leftmost coin is cell
 * 0 here and cell 1 in words; cells further left are negative (0, -1, ... in
 * words). A move is `from * 128 + (to + 64)`: the pair in cells from, from+1
 * goes to cells to, to+1.
 */
import type { CoinRule, CoinsInstance } from './instance.js';

export type CoinMove = number;

export const coinMove = (from: number, to: number): CoinMove => from * 128 + (to + 64);
export const moveFrom = (move: CoinMove): number => Math.floor(move / 128);
export const moveTo = (move: CoinMove): number => (move % 128) - 64;

/** Cells a and a+1 in words: `3-4`, or `-1 and 0` left of the line. */
function cells(at: number): string {
  return at >= 0 ? `${at + 1}-${at + 2}` : `${at + 1} and ${at + 2}`;
}

/** The run of touching coins that a pair at `from` jumps over moving `way` (+1 right, -1 left): its length. */
function runLength(line: string, from: number, way: 1 | -1): number {
  let n = 0;
  for (let i = way > 0 ? from + 2 : from - 1; line[i] === 'A' || line[i] === 'B'; i += way) n++;
  return n;
}

export function describeMove(rule: CoinRule, line: string, move: CoinMove): string {
  const from = moveFrom(move);
  const to = moveTo(move);
  const pair = line.slice(from, from + 2);
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
 * The line after a move (leftmost coin first), or why the move is illegal.
 * Jump rule: the two coins differ, a coin touches the pair on the side it
 * moves to, and the pair lands in the two cells just past that run of
 * coins, which must be free. Tait's rule: any two touching coins, into any
 * two touching free cells. Either way the line may not grow wider than the
 * instance's span.
 */
export function applyRules(instance: CoinsInstance, line: string, move: CoinMove): string | { illegal: string } {
  const from = moveFrom(move);
  const to = moveTo(move);
  const isCoin = (ch: string | undefined) => ch === 'A' || ch === 'B';
  if (!Number.isInteger(move) || !isCoin(line[from]) || !isCoin(line[from + 1])) return { illegal: `there is no pair of touching coins at ${cells(from)}` };
  if (to === from) return { illegal: 'the pair would not move' };
  const pair = line.slice(from, from + 2);
  if (instance.rule === 'jump') {
    if (pair[0] === pair[1]) return { illegal: `the pair at ${cells(from)} shows ${pair}, but only coins with different faces move together` };
    const way = to > from ? 1 : -1;
    const over = runLength(line, from, way);
    if (over === 0) return { illegal: `no coin touches the pair at ${cells(from)} on its ${way > 0 ? 'right' : 'left'} to jump over` };
    const landing = way > 0 ? from + 2 + over : from - over - 2;
    if (to !== landing) return { illegal: `the pair at ${cells(from)} lands at ${cells(landing)}, just past the coins it jumps, not at ${cells(to)}` };
  }
  // A frame wide enough for any landing place, the line in the middle.
  const pad = instance.span + 2;
  const frame = [...'.'.repeat(pad) + line + '.'.repeat(pad)];
  frame[pad + from] = '.';
  frame[pad + from + 1] = '.';
  if (pad + to < 0 || isCoin(frame[pad + to]) || isCoin(frame[pad + to + 1])) return { illegal: `cells ${cells(to)} are not free` };
  frame[pad + to] = pair[0];
  frame[pad + to + 1] = pair[1];
  const next = frame.join('').replace(/^\.+|\.+$/g, '');
  if (next.length > instance.span) return { illegal: `the line would be ${next.length} cells wide, more than the span of ${instance.span}` };
  return next;
}

/**
 * Both rules of a coin move (the jump rule and Tait's), written out on plain
 * text lines independently of the bit-mask successor generator in problem.ts,
 * so that replaying a solution checks the generator.
 */
import { trimEnds, type CoinsInstance } from './instance.js';
import { cells, moveFrom, moveTo, runLength, type CoinMove } from './moves.js';
import type { IllegalMove } from '../puzzle.js';

/** Cells in a Chinese message: "第 3-4 格". */
const cellsZh = (at: number) => `第 ${at >= 0 ? `${at + 1}-${at + 2}` : `${at + 1} 和 ${at + 2}`} 格`;

/**
 * The line after a move (leftmost coin first), or why the move is illegal.
 * Jump rule: the two coins differ, a coin touches the pair on the side it
 * moves to, and the pair lands in the two cells just past that run of
 * coins, which must be free. Tait's rule: any two touching coins, into any
 * two touching free cells. Either way the line may not grow wider than the
 * instance's span.
 */
export function applyRules(instance: CoinsInstance, line: string, move: CoinMove): string | IllegalMove {
  const from = moveFrom(move);
  const to = moveTo(move);
  const isCoin = (ch: string | undefined) => ch === 'A' || ch === 'B';
  if (!Number.isInteger(move) || !isCoin(line[from]) || !isCoin(line[from + 1])) return { illegal: `there is no pair of touching coins at ${cells(from)}`, zh: `${cellsZh(from)}没有一对挨着的硬币` };
  if (to === from) return { illegal: 'the pair would not move', zh: '这对硬币没有移动' };
  const pair = line.slice(from, from + 2);
  if (instance.rule === 'jump') {
    if (pair[0] === pair[1]) return { illegal: `the pair at ${cells(from)} shows ${pair}, but only coins with different faces move together`, zh: `${cellsZh(from)}的一对是 ${pair}，但只有朝上的面不同的两枚硬币才能一起移动` };
    const way = to > from ? 1 : -1;
    const over = runLength(line, from, way);
    if (over === 0) return { illegal: `no coin touches the pair at ${cells(from)} on its ${way > 0 ? 'right' : 'left'} to jump over`, zh: `${cellsZh(from)}那一对的${way > 0 ? '右' : '左'}边没有挨着的硬币可跳过` };
    const landing = way > 0 ? from + 2 + over : from - over - 2;
    if (to !== landing) return { illegal: `the pair at ${cells(from)} lands at ${cells(landing)}, just past the coins it jumps, not at ${cells(to)}`, zh: `${cellsZh(from)}那一对跳过硬币后落在${cellsZh(landing)}，而不是${cellsZh(to)}` };
  }
  // A frame wide enough for any landing place, the line in the middle.
  const pad = instance.span + 2;
  const frame = [...'.'.repeat(pad) + line + '.'.repeat(pad)];
  frame[pad + from] = '.';
  frame[pad + from + 1] = '.';
  if (pad + to < 0 || isCoin(frame[pad + to]) || isCoin(frame[pad + to + 1])) return { illegal: `cells ${cells(to)} are not free`, zh: `${cellsZh(to)}不是空的` };
  frame[pad + to] = pair[0];
  frame[pad + to + 1] = pair[1];
  const next = trimEnds(frame.join(''), '.');
  if (next.length > instance.span) return { illegal: `the line would be ${next.length} cells wide, more than the span of ${instance.span}`, zh: `这一排会有 ${next.length} 格宽，超过了跨度 ${instance.span}` };
  return next;
}

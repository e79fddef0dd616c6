/**
 * Both rules of a coin move (the jump rule and Tait's), written out on plain
 * text lines independently of the bit-mask successor generator in problem.ts,
 * so that replaying a solution checks the generator.
 */
import { trimEnds, type CoinsInstance } from './instance.js';
import { cells, moveFrom, moveTo, runLength, type CoinMove } from './moves.js';
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { COINS } from './messages.js';

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
  if (!Number.isInteger(move) || !isCoin(line[from]) || !isCoin(line[from + 1])) return refusal(COINS.noPair({ at: cells(from) }));
  if (to === from) return refusal(COINS.notMoving());
  const pair = line.slice(from, from + 2);
  if (instance.rule === 'jump') {
    if (pair[0] === pair[1]) return refusal(COINS.sameFaces({ at: cells(from), pair }));
    const way = to > from ? 1 : -1;
    const over = runLength(line, from, way);
    if (over === 0) return refusal(COINS.nothingToJump({ at: cells(from), way: way > 0 ? 'right' : 'left' }));
    const landing = way > 0 ? from + 2 + over : from - over - 2;
    if (to !== landing) return refusal(COINS.wrongLanding({ at: cells(from), landing: cells(landing), to: cells(to) }));
  }
  // A frame wide enough for any landing place, the line in the middle.
  const pad = instance.span + 2;
  const frame = [...'.'.repeat(pad) + line + '.'.repeat(pad)];
  frame[pad + from] = '.';
  frame[pad + from + 1] = '.';
  if (pad + to < 0 || isCoin(frame[pad + to]) || isCoin(frame[pad + to + 1])) return refusal(COINS.cellsNotFree({ at: cells(to) }));
  frame[pad + to] = pair[0];
  frame[pad + to + 1] = pair[1];
  const next = trimEnds(frame.join(''), '.');
  if (next.length > instance.span) return refusal(COINS.wouldBeTooWide({ width: next.length, span: instance.span }));
  return next;
}

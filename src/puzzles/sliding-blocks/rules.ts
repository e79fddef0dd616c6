/**
 * The rules of a move, written out on plain grids independently of the
 * successor generators, so that replaying a solution through them checks the
 * search. A move names places, not pieces (see moves.ts), so the placement it
 * returns keeps every piece's letter.
 */
import type { BlocksInstance } from './board.js';
import { rowCol } from './board.js';
import { allows } from './directions.js';
import { decodeMove, directionWord, PATH, STEP, type BlocksMove } from './moves.js';
import { occupancy, type Placement } from './placement.js';
import { fits, pieceAt, route } from './route.js';
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { BLOCKS } from './messages.js';

/** The placement after a move by the rules, or why the move cannot be made. */
export function applyRules(instance: BlocksInstance, placement: Placement, move: BlocksMove): Placement | IllegalMove {
  const { style, from, to } = decodeMove(move);
  const cells = instance.width * instance.height;
  if (!Number.isInteger(move) || move < 0 || style > STEP || from >= cells || to >= cells) return refusal(BLOCKS.noMove({ move: String(move) }));
  const i = pieceAt(placement, from);
  const [r0, c0] = rowCol(instance, from);
  const [r1, c1] = rowCol(instance, to);
  if (i < 0) return refusal(BLOCKS.noPieceTopLeft({ row: r0 + 1, col: c0 + 1 }));
  const p = instance.pieces[i];
  if (from === to) return refusal(BLOCKS.pieceStays({ piece: p.letter }));
  const grid = occupancy(instance, placement);
  const dr = Math.sign(r1 - r0);
  const dc = Math.sign(c1 - c0);
  const straight = dr === 0 || dc === 0;
  if (style !== PATH) {
    if (!straight) return refusal(BLOCKS.notStraight({ piece: p.letter, row: r1 + 1, col: c1 + 1 }));
    if (!allows(p.limit, dr)) return refusal(BLOCKS.onlyAlong({ piece: p.letter, limit: p.limit === 'horizontal' ? 'horizontal' : 'vertical' }));
    const distance = Math.abs(r1 - r0) + Math.abs(c1 - c0);
    if (style === STEP && distance !== 1) return refusal(BLOCKS.stepOneCell({ distance }));
    for (let k = 1; k <= distance; k++) {
      if (!fits(instance, grid, i, r0 + k * dr, c0 + k * dc)) {
        return refusal(BLOCKS.blocked({ piece: p.letter, cells: k, direction: directionWord(dr, dc) }));
      }
    }
  } else if (!route(instance, grid, i, from, to)) {
    return refusal(BLOCKS.noRoute({ piece: p.letter, row: r1 + 1, col: c1 + 1 }));
  }
  const next = Int32Array.from(placement);
  next[i] = to;
  return next;
}

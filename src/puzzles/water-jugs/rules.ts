/**
 * The rules of a move, written out on plain amounts independently of the
 * successor generator in problem.ts, so that replaying a solution checks the
 * generator.
 */
import { jugName, type JugsInstance } from './jugs.js';
import { decodeMove, EMPTY, FILL, POUR, type JugMove } from './moves.js';
import type { IllegalMove } from '../puzzle.js';
import { refusal } from '../replay.js';
import { WATER_JUGS } from './messages.js';

/** The amounts after a move by the rules, or why the move cannot be made. */
export function applyRules(instance: JugsInstance, amounts: readonly number[], move: JugMove): number[] | IllegalMove {
  const { capacities, tap } = instance;
  const m = decodeMove(move, capacities.length);
  if (!m) return refusal(WATER_JUGS.notAMove({ move, jugs: capacities.length }));
  const name = (jug: number) => jugName(capacities, jug);
  const next = [...amounts];
  const { from, to } = m;
  switch (m.kind) {
    case FILL:
      if (!tap) return refusal(WATER_JUGS.noTap());
      if (amounts[from] === capacities[from]) return refusal(WATER_JUGS.alreadyFull({ jug: name(from) }));
      next[from] = capacities[from];
      return next;
    case EMPTY:
      if (!tap) return refusal(WATER_JUGS.noDrain());
      if (amounts[from] === 0) return refusal(WATER_JUGS.alreadyEmpty({ jug: name(from) }));
      next[from] = 0;
      return next;
    case POUR: {
      if (amounts[from] === 0) return refusal(WATER_JUGS.nothingToPour({ jug: name(from) }));
      const room = capacities[to] - amounts[to];
      if (room === 0) return refusal(WATER_JUGS.alreadyFull({ jug: name(to) }));
      const poured = Math.min(amounts[from], room);
      next[from] -= poured;
      next[to] += poured;
      return next;
    }
  }
}

/**
 * The rules of a move, written out on plain amounts independently of the
 * successor generator in problem.ts, so that replaying a solution checks the
 * generator.
 */
import { jugName, type JugsInstance } from './jugs.js';
import { decodeMove, EMPTY, FILL, POUR, type JugMove } from './moves.js';

/** The amounts after a move by the rules, or why the move cannot be made. */
export function applyRules(instance: JugsInstance, amounts: readonly number[], move: JugMove): number[] | { illegal: string } {
  const { capacities, tap } = instance;
  const m = decodeMove(move, capacities.length);
  if (!m) return { illegal: `${move} is not a move of a puzzle with ${capacities.length} jugs` };
  const name = (jug: number) => jugName(capacities, jug);
  const next = [...amounts];
  const { from, to } = m;
  switch (m.kind) {
    case FILL:
      if (!tap) return { illegal: 'this puzzle has no tap, so no jug can be filled' };
      if (amounts[from] === capacities[from]) return { illegal: `${name(from)} is already full` };
      next[from] = capacities[from];
      return next;
    case EMPTY:
      if (!tap) return { illegal: 'this puzzle has no drain, so no jug can be emptied' };
      if (amounts[from] === 0) return { illegal: `${name(from)} is already empty` };
      next[from] = 0;
      return next;
    case POUR: {
      if (amounts[from] === 0) return { illegal: `${name(from)} is empty, so there is nothing to pour` };
      const room = capacities[to] - amounts[to];
      if (room === 0) return { illegal: `${name(to)} is already full` };
      const poured = Math.min(amounts[from], room);
      next[from] -= poured;
      next[to] += poured;
      return next;
    }
  }
}

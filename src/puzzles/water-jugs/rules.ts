/**
 * The rules of a move, written out on plain amounts independently of the
 * successor generator in problem.ts, so that replaying a solution checks the
 * generator.
 */
import { jugName, type JugsInstance } from './jugs.js';
import { decodeMove, EMPTY, FILL, jugZh, POUR, type JugMove } from './moves.js';
import type { IllegalMove } from '../puzzle.js';

/** The amounts after a move by the rules, or why the move cannot be made. */
export function applyRules(instance: JugsInstance, amounts: readonly number[], move: JugMove): number[] | IllegalMove {
  const { capacities, tap } = instance;
  const m = decodeMove(move, capacities.length);
  if (!m) return { illegal: `${move} is not a move of a puzzle with ${capacities.length} jugs`, zh: `${move} 不是 ${capacities.length} 个壶的谜题的一步` };
  const name = (jug: number) => jugName(capacities, jug);
  const nameZh = (jug: number) => jugZh(capacities, jug);
  const next = [...amounts];
  const { from, to } = m;
  switch (m.kind) {
    case FILL:
      if (!tap) return { illegal: 'this puzzle has no tap, so no jug can be filled', zh: '这个谜题没有水龙头，所以哪个壶都不能装满' };
      if (amounts[from] === capacities[from]) return { illegal: `${name(from)} is already full`, zh: `${nameZh(from)}已经满了` };
      next[from] = capacities[from];
      return next;
    case EMPTY:
      if (!tap) return { illegal: 'this puzzle has no drain, so no jug can be emptied', zh: '这个谜题没有地方倒水，所以哪个壶都不能倒空' };
      if (amounts[from] === 0) return { illegal: `${name(from)} is already empty`, zh: `${nameZh(from)}已经空了` };
      next[from] = 0;
      return next;
    case POUR: {
      if (amounts[from] === 0) return { illegal: `${name(from)} is empty, so there is nothing to pour`, zh: `${nameZh(from)}是空的，没有水可倒` };
      const room = capacities[to] - amounts[to];
      if (room === 0) return { illegal: `${name(to)} is already full`, zh: `${nameZh(to)}已经满了` };
      const poured = Math.min(amounts[from], room);
      next[from] -= poured;
      next[to] += poured;
      return next;
    }
  }
}

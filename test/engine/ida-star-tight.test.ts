/**
 * IDA*'s walk on a tight cursor (ida-star-tight.ts), on a puzzle of its own:
 * a corridor of 300 cells walked from one end to the other. Its solution is
 * deeper than the walk's first stack (128 levels), so the stack grows twice;
 * a heuristic of half the distance left makes IDA* deepen about 150 times.
 * The walk for cursors with unit steps and the one for cursors without
 * must find the same path through the same nodes, straight through, paused
 * between slices, and stopped at a limit on nodes.
 */
import { describe, expect, it } from 'vitest';
import { idaStar, solveAsync, type SearchProblem, type TightCursor } from '../../src/engine/index.js';

const LENGTH = 300;
const FORWARD = 0;
const BACK = 1;
/** `last` at the start: neither move. */
const NONE = 2;

/** Half the distance left, rounded up: admissible, and 0 only at the goal (as unit steps require). */
const estimate = (cell: number): number => Math.ceil((LENGTH - cell) / 2);

class CorridorCursor implements TightCursor<number, string> {
  constructor(private cell: number) {}

  origin(): number {
    return NONE;
  }

  /** Forward, then back; never the move that undoes `last`. */
  move(last: number, k: number): number {
    const moves: number[] = [];
    if (this.cell < LENGTH && last !== BACK) moves.push(FORWARD);
    if (this.cell > 0 && last !== FORWARD) moves.push(BACK);
    return k < moves.length ? moves[k] : -1;
  }

  apply(move: number): number {
    this.cell += move === FORWARD ? 1 : -1;
    return 1;
  }

  undo(move: number): void {
    this.cell -= move === FORWARD ? 1 : -1;
  }

  heuristic(): number {
    return estimate(this.cell);
  }

  isGoal(): boolean {
    return this.cell === LENGTH;
  }

  moveOf(move: number): string {
    return move === FORWARD ? 'forward' : 'back';
  }

  state(): number {
    return this.cell;
  }
}

/** The same cursor with unit steps: IDA* asks each move's change of heuristic first. */
class UnitCorridorCursor extends CorridorCursor {
  changeOf(move: number): number {
    const cell = this.state();
    return estimate(cell + (move === FORWARD ? 1 : -1)) - estimate(cell);
  }

  applyUnit(move: number): void {
    this.apply(move);
  }

  undoUnit(move: number): void {
    this.undo(move);
  }
}

function corridor(unit: boolean): SearchProblem<number, string> {
  return {
    start: 0,
    isGoal: (cell) => cell === LENGTH,
    successors(cell, emit) {
      if (cell < LENGTH) emit(cell + 1, 'forward', 1);
      if (cell > 0) emit(cell - 1, 'back', 1);
    },
    codec: { kind: 'uint32', encode: (cell) => cell, decode: (key) => key },
    heuristic: estimate,
    tight: { cursor: (cell) => (unit ? new UnitCorridorCursor(cell) : new CorridorCursor(cell)) },
  };
}

/** The nodes a plain recursive IDA* generates on the corridor, in the same move order: the count to match. */
function nodesOfPlainIdaStar(): number {
  let nodes = 0;
  let nextBound = Infinity;
  const walk = (cell: number, last: number, g: number, bound: number): boolean => {
    for (const move of [FORWARD, BACK]) {
      if (move === FORWARD ? cell === LENGTH || last === BACK : cell === 0 || last === FORWARD) continue;
      const next = cell + (move === FORWARD ? 1 : -1);
      nodes++;
      const f = g + 1 + estimate(next);
      if (f > bound) nextBound = Math.min(nextBound, f);
      else if (next === LENGTH || walk(next, move, g + 1, bound)) return true;
    }
    return false;
  };
  for (let bound = estimate(0); ; bound = nextBound) {
    nextBound = Infinity;
    if (walk(0, NONE, 0, bound)) return nodes;
  }
}

describe('IDA* on a tight cursor, 300 levels deep', () => {
  it('walks the whole corridor forward, with and without unit steps, through the same nodes', () => {
    const unit = idaStar(corridor(true));
    const general = idaStar(corridor(false));
    for (const result of [unit, general]) {
      expect(result.status).toBe('solved');
      expect(result.solution!.moves).toEqual(new Array<string>(LENGTH).fill('forward'));
      expect(result.solution!.states.at(-1)).toBe(LENGTH);
    }
    expect(unit.stats.statesExplored).toBe(nodesOfPlainIdaStar());
    expect(general.stats.statesExplored).toBe(unit.stats.statesExplored);
  });

  it('finds the same path through the same nodes when paused between slices', async () => {
    const straight = idaStar(corridor(true));
    for (const unit of [true, false]) {
      const sliced = await solveAsync(corridor(unit), 'idastar', { sliceMs: 0 });
      expect(sliced.solution!.moves).toEqual(straight.solution!.moves);
      expect(sliced.stats.statesExplored).toBe(straight.stats.statesExplored);
    }
  });

  it('stops at exactly the limit on nodes, deep in the corridor', () => {
    for (const unit of [true, false]) {
      for (const maxStates of [1, 300, 20_001]) {
        const stopped = idaStar(corridor(unit), { maxStates });
        expect(stopped.status).toBe('limit');
        expect(stopped.stats.statesExplored).toBe(maxStates);
      }
    }
  });
});

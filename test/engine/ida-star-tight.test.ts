/**
 * IDA*'s walk on a tight cursor (ida-star-tight.ts), on a puzzle of its own:
 * a corridor walked from one end to the other. At 300 cells its solution is
 * deeper than the walk's first stack (128 levels), so the stack of the walk
 * without unit steps grows twice; a heuristic of half the distance left
 * makes IDA* deepen about 150 times.
 * The walk for cursors with unit steps and the one for cursors without
 * must find the same path through the same nodes, straight through, paused
 * between slices, and stopped at a limit on nodes. A corridor of 40,000
 * cells takes the bound past what a unit step's frame holds, and a fan of
 * 70,000 moves from one state goes past the moves it holds. Two long
 * corridors searched slice by slice, taking turns, pause thousands of
 * levels down while the other walks (the unit walks share one stack while a
 * slice runs). Where compiling code is forbidden, the walk is made
 * without a copy of its own (fresh-copy.ts), and walks the same.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idaStar, idaStarSteps, SearchSetupError, solveAsync, type SearchProblem, type TightCursor } from '../../src/engine/index.js';
import { takeTurns } from '../support/take-turns.js';

const FORWARD = 0;
const BACK = 1;
/** `last` at the start: neither move. */
const NONE = 2;

interface Corridor {
  length: number;
  /** An admissible heuristic, 0 only at the goal (as unit steps require). */
  estimate(cell: number): number;
  /** Whether a cell offers the move that undoes the last one (so that a walk back up tries it). */
  inverse: boolean;
}

/** 300 cells, half the distance left rounded up. */
const SHORT: Corridor = { length: 300, estimate: (cell) => Math.ceil((300 - cell) / 2), inverse: false };
const LENGTH = SHORT.length;

class CorridorCursor implements TightCursor<number, string> {
  constructor(
    protected readonly corridor: Corridor,
    private cell: number,
  ) {}

  origin(): number {
    return NONE;
  }

  /** Forward, then back; the move that undoes `last` only where the corridor says so. */
  move(last: number, k: number): number {
    const { length, inverse } = this.corridor;
    const moves: number[] = [];
    if (this.cell < length && (inverse || last !== BACK)) moves.push(FORWARD);
    if (this.cell > 0 && (inverse || last !== FORWARD)) moves.push(BACK);
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
    return this.corridor.estimate(this.cell);
  }

  isGoal(): boolean {
    return this.cell === this.corridor.length;
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
    return this.corridor.estimate(cell + (move === FORWARD ? 1 : -1)) - this.corridor.estimate(cell);
  }

  applyUnit(move: number): void {
    this.apply(move);
  }

  undoUnit(move: number): void {
    this.undo(move);
  }
}

function corridor(unit: boolean, shape: Corridor = SHORT): SearchProblem<number, string> {
  return {
    start: 0,
    isGoal: (cell) => cell === shape.length,
    successors(cell, emit) {
      if (cell < shape.length) emit(cell + 1, 'forward', 1);
      if (cell > 0) emit(cell - 1, 'back', 1);
    },
    codec: { kind: 'uint32', encode: (cell) => cell, decode: (key) => key },
    heuristic: shape.estimate,
    tight: { cursor: (cell) => (unit ? new UnitCorridorCursor(shape, cell) : new CorridorCursor(shape, cell)) },
  };
}

/** The nodes a plain recursive IDA* generates on the short corridor, in the same move order: the count to match. */
function nodesOfPlainIdaStar(): number {
  const estimate = SHORT.estimate;
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

/**
 * A corridor `length` cells long, the distance left less one (1 next to the
 * goal, 0 at it), with the move back offered everywhere: the first bound
 * falls one short, so the walk goes `length - 2` levels down and tries the
 * move back at each level on its way up; the second bound walks straight to
 * the goal.
 */
function oneShort(length: number): Corridor {
  return { length, estimate: (cell) => (cell === length ? 0 : Math.max(1, length - cell - 1)), inverse: true };
}

describe('IDA* where compiling code is forbidden', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('walks a cursor class it has not met, with its walk made as it is, through the same nodes', () => {
    // A class of its own, so that its walk is made under the stub below.
    class UnmetCursor extends UnitCorridorCursor {}
    const problem: SearchProblem<number, string> = { ...corridor(true), tight: { cursor: (cell) => new UnmetCursor(SHORT, cell) } };
    // As under a Content Security Policy without 'unsafe-eval' (see fresh-copy.ts).
    const forbidden = vi.fn(function () {
      throw new EvalError('Code generation from strings disallowed for this context');
    });
    vi.stubGlobal('Function', forbidden);
    const result = idaStar(problem);
    expect(forbidden).toHaveBeenCalledTimes(1);
    expect(result.solution!.moves).toEqual(new Array<string>(LENGTH).fill('forward'));
    expect(result.stats.statesExplored).toBe(nodesOfPlainIdaStar());
  });
});

describe('IDA* walks with unit steps taking turns, a slice each', () => {
  it('find the same paths through the same nodes as each alone, paused thousands of levels down', () => {
    const shapes = [oneShort(20_000), oneShort(12_000), oneShort(20_000)];
    const alone = shapes.map((shape) => idaStar(corridor(true, shape)));
    // sliceMs 0: each search yields after every slice of the walk (16,384 nodes).
    const { results, turns } = takeTurns(shapes.map((shape) => idaStarSteps(corridor(true, shape), { sliceMs: 0 })));
    // A search pauses each time a walk has 16,384 nodes left: the long
    // corridor's twice in the first walk (16,384 levels down, then on the
    // way up, about 7,200 down) and once in the second; the short one's once.
    // The turn that ends a search makes one more.
    expect(turns).toEqual([4, 2, 4]);
    results.forEach((result, i) => {
      expect(result.status).toBe('solved');
      expect(result.solution!.moves).toEqual(new Array<string>(shapes[i].length).fill('forward'));
      expect(result.stats.statesExplored).toBe(alone[i].stats.statesExplored);
      expect(result.stats.statesExplored).toBe(3 * shapes[i].length - 3);
    });
  });
});

describe('IDA* with unit steps, past what a frame holds', () => {
  /**
   * 40,000 cells, the distance left less one (1 next to the goal, 0 at it),
   * and the move back offered everywhere: the first bound, 39,999, falls one
   * short, so the walk goes 39,998 levels down, then back up, trying each
   * level's move back with the heuristic it kept for that level. A
   * heuristic above 32,767 packed beside the move's number would come back
   * wrong, and the move back would be walked where it should be pruned.
   */
  const LONG: Corridor = { length: 40_000, estimate: (cell) => (cell === 40_000 ? 0 : Math.max(1, 40_000 - cell - 1)), inverse: true };

  it('walks a corridor whose bound passes 32,767 through the same nodes as without unit steps', () => {
    // The limit on nodes turns a walk gone wrong into a failure, not a hang.
    const unit = idaStar(corridor(true, LONG), { maxStates: 1_000_000 });
    const general = idaStar(corridor(false, LONG), { maxStates: 1_000_000 });
    expect(unit.status).toBe('solved');
    expect(unit.solution!.moves).toEqual(new Array<string>(LONG.length).fill('forward'));
    expect(unit.stats.statesExplored).toBe(general.stats.statesExplored);
    // Under the first bound: 39,999 moves forward (the last pruned), then on
    // the way up 39,998 back, all pruned; under the second: 40,000 forward.
    expect(unit.stats.statesExplored).toBe(39_999 + 39_998 + 40_000);
  });

  it('stops with a clear error when a unit step takes the heuristic below 0', () => {
    // 3 at the start, -1 one cell on: the walk would step down with it.
    const broken: Corridor = { length: 10, estimate: (cell) => (cell === 0 ? 3 : cell === 1 ? -1 : 10 - cell), inverse: false };
    expect(() => idaStar(corridor(true, broken))).toThrow(new SearchSetupError('a tight cursor with unit steps gave a heuristic below 0'));
  });

  it('stops with a clear error on a state of more than 65,535 moves', () => {
    // From the start, 70,000 moves: all but the last to dead ends (heuristic
    // 100, pruned under the bound of 2), the last to a cell next to the goal.
    const FAN = 70_000;
    const START = -1;
    const NEAR = -2;
    const GOAL = -3;
    const estimate = (state: number) => (state === GOAL ? 0 : state === NEAR ? 1 : state === START ? 2 : 100);
    class FanCursor implements TightCursor<number, number> {
      state_ = START;
      origin = () => FAN;
      move = (_last: number, k: number) => (this.state_ === START ? (k < FAN ? k : -1) : this.state_ === NEAR && k === 0 ? FAN : -1);
      target = (move: number) => (move === FAN ? GOAL : move === FAN - 1 ? NEAR : move);
      apply = (move: number) => ((this.state_ = this.target(move)), 1);
      undo = (move: number) => void (this.state_ = move === FAN ? NEAR : START);
      heuristic = () => estimate(this.state_);
      isGoal = () => this.state_ === GOAL;
      changeOf = (move: number) => estimate(this.target(move)) - estimate(this.state_);
      applyUnit = (move: number) => void this.apply(move);
      undoUnit = (move: number) => this.undo(move);
      moveOf = (move: number) => move;
      state = () => this.state_;
    }
    const fan: SearchProblem<number, number> = {
      start: START,
      isGoal: (state) => state === GOAL,
      successors() {},
      codec: { kind: 'uint32', encode: (state) => state + 3, decode: (key) => key - 3 },
      heuristic: estimate,
      tight: { cursor: () => new FanCursor() },
    };
    expect(() => idaStar(fan)).toThrow(SearchSetupError);
    expect(() => idaStar(fan)).toThrow(new SearchSetupError('a tight cursor with unit steps gave more than 65535 moves in one state, the most IDA* can keep'));
  });
});

/**
 * The tight in-place form of a sliding-tiles problem: IDA* runs on pattern
 * databases when some are installed for the board and goal
 * (pattern-databases.ts) and the instance leaves the choice to us, else on
 * linear conflict, or on the Manhattan distance when the instance asks.
 * `auto` prefers IDA* with databases, and on boards of 16 cells or more.
 */
import type { TightForm } from '../../engine/tight-cursor.js';
import type { TilesInstance } from './board.js';
import { linearConflictCursor } from './linear-conflict.js';
import { installedDatabases } from './pattern-databases.js';
import { PatternCursor } from './pattern-cursor.js';
import { manhattanCursor } from './manhattan-cursor.js';

interface StateCells<S> {
  cellsOf(state: S): Uint8Array;
  stateOf(cells: ArrayLike<number>): S;
}

/**
 * From this many cells `auto` takes IDA* even without databases: A*'s open
 * list outgrows memory on the 15-puzzle's hard positions, where IDA* keeps
 * nothing (and on the 15-puzzle preset IDA* on linear conflict takes 20 ms,
 * A* 0.3 s). Smaller boards' spaces fit, and A* is as quick there.
 */
const IDA_STAR_CELLS = 16;

export function tilesTightForm<S>(instance: TilesInstance, states: StateCells<S>): TightForm<S, number> {
  const snapshot = (board: Uint8Array) => states.stateOf(board);
  const databases = () => (instance.heuristic === 'auto' ? installedDatabases(instance) : undefined);
  return {
    preferred: () => databases() !== undefined || instance.start.length >= IDA_STAR_CELLS,
    cursor(state) {
      const board = states.cellsOf(state);
      const installed = databases();
      if (installed) return new PatternCursor(instance, board, snapshot, installed);
      return instance.heuristic === 'manhattan' ? manhattanCursor(instance, board, snapshot) : linearConflictCursor(instance, board, snapshot);
    },
  };
}

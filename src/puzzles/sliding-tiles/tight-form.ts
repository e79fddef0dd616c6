/**
 * The tight in-place form of a sliding-tiles problem: IDA* runs on pattern
 * databases when some are installed for the board and goal
 * (pattern-databases.ts), else on the Manhattan distance.
 */
import type { TightForm } from '../../engine/tight-cursor.js';
import type { TilesInstance } from './board.js';
import { installedDatabases } from './pattern-databases.js';
import { PatternCursor } from './pattern-cursor.js';
import { manhattanCursor } from './manhattan-cursor.js';

interface StateCells<S> {
  cellsOf(state: S): Uint8Array;
  stateOf(cells: ArrayLike<number>): S;
}

export function tilesTightForm<S>(instance: TilesInstance, states: StateCells<S>): TightForm<S, number> {
  const snapshot = (board: Uint8Array) => states.stateOf(board);
  return {
    preferred: () => installedDatabases(instance) !== undefined,
    cursor(state) {
      const board = states.cellsOf(state);
      const databases = installedDatabases(instance);
      return databases ? new PatternCursor(instance, board, snapshot, databases) : manhattanCursor(instance, board, snapshot);
    },
  };
}

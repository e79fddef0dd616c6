/**
 * The tight in-place form of a sliding-tiles problem: IDA* runs on pattern
 * databases when some are installed for the board and goal
 * (pattern-databases.ts) and the instance leaves the choice to us, else on
 * linear conflict, or on the Manhattan distance when the instance asks.
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

export function tilesTightForm<S>(instance: TilesInstance, states: StateCells<S>): TightForm<S, number> {
  const snapshot = (board: Uint8Array) => states.stateOf(board);
  const databases = () => (instance.heuristic === 'auto' ? installedDatabases(instance) : undefined);
  return {
    preferred: () => databases() !== undefined,
    cursor(state) {
      const board = states.cellsOf(state);
      const installed = databases();
      if (installed) return new PatternCursor(instance, board, snapshot, installed);
      return instance.heuristic === 'manhattan' ? manhattanCursor(instance, board, snapshot) : linearConflictCursor(instance, board, snapshot);
    },
  };
}

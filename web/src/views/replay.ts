/**
 * The states along a solution for playback: the moves replayed with the
 * backend's own rules from the instance's start (see src/puzzles/replay.ts),
 * with a message instead of an exception if a backend's rules and its search
 * ever disagree, so the page still shows the start.
 */
import type { AnyPuzzle } from '../../../src/puzzles/puzzle.js';
import { replayMoves } from '../../../src/puzzles/replay.js';

export { isIllegal } from '../../../src/puzzles/replay.js';

export function replay(puzzle: AnyPuzzle, instance: unknown, start: unknown, moves: readonly unknown[]): { states: unknown[]; error?: string } {
  try {
    return { states: replayMoves(puzzle, instance, start, moves) };
  } catch (error) {
    return { states: [start], error: error instanceof Error ? error.message : String(error) };
  }
}

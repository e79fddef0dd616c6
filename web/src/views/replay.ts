/**
 * The states along a solution, replayed with the backend's own rules
 * (`applyMove`) from the instance's start: backends that merge
 * interchangeable pieces for the search keep each piece's identity only
 * this way, so the animation shows the same piece moving.
 */
import type { AnyPuzzle } from '../../../src/puzzles/puzzle.js';

export function replay(puzzle: AnyPuzzle, instance: unknown, start: unknown, moves: readonly unknown[]): { states: unknown[]; error?: string } {
  const states = [start];
  for (const [i, move] of moves.entries()) {
    const next = puzzle.applyMove(instance, states[i], move);
    if (isIllegal(next)) return { states, error: `move ${i + 1} is illegal: ${next.illegal}` };
    states.push(next);
  }
  return { states };
}

export function isIllegal(value: unknown): value is { illegal: string } {
  return typeof value === 'object' && value !== null && 'illegal' in value && typeof (value as { illegal: unknown }).illegal === 'string';
}

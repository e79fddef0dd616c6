/** A range of moves as people write it ("40..60", "40..", "..20", or "40" alone), for the library's listings. */
import { PuzzleInputError } from '../../puzzles/input-error.js';
import { LIBRARY_MESSAGES } from './messages.js';

/** The most moves a distance byte holds (255 means "no solution"). */
const MOST_MOVES = 254;

export function parseMovesRange(text: string, option: string): { min: number; max: number } {
  const m = /^\s*(\d{1,3})?\s*(\.\.)?\s*(\d{1,3})?\s*$/.exec(text);
  const bad = () => new PuzzleInputError(LIBRARY_MESSAGES.badRange({ option, raw: text }));
  if (!m || (m[1] === undefined && m[3] === undefined) || (m[2] === undefined && m[3] !== undefined)) throw bad();
  const min = m[1] === undefined ? 0 : Number(m[1]);
  const max = m[2] === undefined ? min : m[3] === undefined ? MOST_MOVES : Number(m[3]);
  if (min > max || max > MOST_MOVES) throw bad();
  return { min, max };
}

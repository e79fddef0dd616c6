/**
 * Puzzles drawn from a library at random, repeatably: the same seed and
 * query give the same puzzles. Each is a group's hardest layout, so a draw
 * of "at least 40 moves" gives layouts that need their group's most moves.
 */
import type { LibraryGroupRow, LibraryQuery } from '../../storage/library/rows.js';
import type { Library } from './library.js';

/** Every group a draw chooses from (a family has some 25,000). */
const MOST_CHOICES = 1_000_000;

/** A small seeded generator (mulberry32): numbers in [0, 1). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `count` distinct puzzles the query allows, chosen by `seed`. */
export function drawPuzzles(library: Library, query: Omit<LibraryQuery, 'limit' | 'offset' | 'hardestFirst'>, count: number, seed: number): LibraryGroupRow[] {
  const choices = library.list({ ...query, hardestFirst: false, limit: MOST_CHOICES });
  const random = seeded(seed);
  // A partial Fisher-Yates shuffle: the first `count` places get distinct picks.
  const picks = Math.min(count, choices.length);
  for (let i = 0; i < picks; i++) {
    const j = i + Math.floor(random() * (choices.length - i));
    [choices[i], choices[j]] = [choices[j], choices[i]];
  }
  return choices.slice(0, picks);
}

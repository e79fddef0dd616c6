/**
 * What a front end gets for a position (the library's `--code`, the
 * server's positions endpoint): how far it is from solved and every legal
 * move with where it leads and how far that is, best first. A contract of
 * its own, shared by the library's lookup, the search that stands in for
 * it outside an analysed family, and the front ends that word them.
 */
import type { Words } from '../../puzzles/lang.js';

export interface PositionMove {
  /** The move's short code ("G2"). */
  move: string;
  /** The move in words, in the language asked for. */
  words: string;
  /** The code of the position the move leads to (a code this answer's question takes again). */
  code: string;
  /** That position's fewest moves to solved; null where it cannot be solved. */
  distance: number | null;
}

/** Where a position lies in its analysed family (library answers only). */
export interface FamilyPlaceAnswer {
  /** The type's short name ("4,1,4") and what its numbers count. */
  type: string;
  typeWords: Words;
  /** The position's group: its index among the type's groups (largest first), how many there are, its size and solved layouts. */
  group: number;
  groups: number;
  groupSize: number;
  groupSolved: number;
  /** The most moves a layout of the group needs, and how many more than this position that is (null when unsolvable). */
  groupFarthest: number | null;
  fromHardest: number | null;
  /** The group's hardest layout (its puzzle), by code. */
  groupHardest: string | null;
  /** The most moves any layout of the type needs. */
  typeFarthest: number | null;
}

export interface PositionAnswer {
  puzzle: string;
  /** The position's code, as the puzzle writes it. */
  code: string;
  /** Where the answer comes from: the library's tables, or a search made for this question. */
  source: 'library' | 'search';
  status: 'solved' | 'solvable' | 'unsolvable';
  /** Fewest moves to solved; null when unsolvable. */
  distance: number | null;
  /** Every legal move, the ones that bring it closer first (then by move code). */
  moves: PositionMove[];
  place?: FamilyPlaceAnswer;
}

/** Why a search made for a position gave no answer: which of its limits it reached. */
export interface PositionLimitHit {
  kind: 'limit';
  limit: 'states' | 'time' | 'memory';
  /** States the search held when it stopped. */
  states: number;
}

/** Best first: nearer positions first, those that cannot be solved last, ties by move code. */
export function byDistance(a: PositionMove, b: PositionMove): number {
  const da = a.distance ?? Infinity;
  const db = b.distance ?? Infinity;
  if (da !== db) return da < db ? -1 : 1;
  return a.move < b.move ? -1 : a.move > b.move ? 1 : 0;
}

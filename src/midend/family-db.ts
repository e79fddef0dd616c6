/**
 * `solve --db DIR` for a puzzle with a family: the instance answered from
 * the family's database (classify --out DIR): its fewest moves (a table
 * read), a shortest solution (from each layout, a neighbour one move
 * nearer), its group, how far the group's hardest layouts are, and the
 * hardest layouts of its type. The answer, or why there is none, comes back
 * as data; the front end words it. A database file that cannot be used
 * throws storage's DistanceFileError.
 */
import { NO_SOLUTION, type FamilyType, type GroupSummary, type PuzzleFamily } from '../puzzles/family.js';
import type { Words } from '../puzzles/lang.js';
import { loadFamilyType } from '../storage/family-db.js';
import type { OpenedInstance } from './opened-instance.js';
import { typedFamily } from '../puzzles/family.js';

/** The hardest layouts of a type named in an answer (their count is always given). */
const SHOWN_HARDEST = 5;

export interface FamilyDbAnswer {
  kind: 'answer';
  /** The start's layout code. */
  layout: string;
  type: FamilyType;
  /** The type named with what its numbers count. */
  typeWords: Words;
  /** Fewest moves to a solved layout; null where its group has none. */
  distance: number | null;
  /** A shortest solution's moves and the states along it from the start (the start alone when unsolvable). */
  moves: unknown[];
  states: unknown[];
  group: GroupSummary & { index: number; of: number };
  /** How many moves more the group's hardest layouts need; null when unsolvable. */
  fromHardest: number | null;
  /** The type's largest distance, and its layouts at that distance (how many, and the first few codes). */
  typeFarthest: number;
  typeHardest: { count: number; first: string[] };
  lookupMs: number;
  solutionMs: number;
}

/** Why the database has no answer for this instance. */
export type FamilyDbRefusal =
  /** The database counts moves in another metric. */
  | { kind: 'metric'; metric: string }
  /** The instance is not in the family (words from the family). */
  | { kind: 'outside'; why: Words }
  /** The layout is not in its type's table. */
  | { kind: 'not-in-table'; layout: string }
  /** The database disagrees with the rules: no move from `layout` is one nearer. */
  | { kind: 'no-nearer'; layout: string }
  /** The database disagrees with the rules: its distance 0 is not solved. */
  | { kind: 'not-solved' };

/** Whether the instance's puzzle answers --db from a family's database folder (else from one distance table). */
export function hasFamilyDb(opened: OpenedInstance): boolean {
  return typedFamily(opened.puzzle.family) !== undefined;
}

export function lookUpFamilyDb(opened: OpenedInstance, dir: string): FamilyDbAnswer | FamilyDbRefusal {
  const { puzzle, instance, metric, problem } = opened;
  const family: PuzzleFamily | undefined = typedFamily(puzzle.family);
  if (!family) throw new Error(`internal error: ${puzzle.id} has no family database`);
  if (metric !== family.db.metric) return { kind: 'metric', metric: family.db.metric };
  const place = family.place(instance, problem);
  if ('outside' in place) return { kind: 'outside', why: place.outside };
  const { key, type } = place;
  const db = loadFamilyType(dir, family.db, type);
  const successors = family.successors();
  const started = performance.now();
  const rank = db.rank(key);
  if (rank < 0) return { kind: 'not-in-table', layout: family.layoutCode(key) };
  const distance = db.distances[rank];
  const groupIndex = db.groupOf(rank);
  const group = db.groups[groupIndex];
  const lookupMs = performance.now() - started;
  const moves: number[] = [];
  for (let at = key, d = distance; d !== NO_SOLUTION && d > 0; d--) {
    let found = -1;
    let foundMove = 0;
    successors(at, (next, move) => {
      if (found < 0 && db.distances[db.rank(next)] === d - 1) {
        found = next;
        foundMove = move;
      }
    });
    if (found < 0) return { kind: 'no-nearer', layout: family.layoutCode(at) };
    moves.push(foundMove);
    at = found;
  }
  const solutionMs = performance.now() - started;
  // The states along the way keep the pieces' identities; the last must be solved.
  const states: unknown[] = [problem.start];
  for (const move of moves) states.push(puzzle.applyMove(instance, states[states.length - 1], move));
  if (distance !== NO_SOLUTION && !problem.isGoal(states[states.length - 1])) return { kind: 'not-solved' };
  const first: string[] = [];
  let count = 0;
  for (let r = 0; r < db.distances.length; r++) {
    if (db.distances[r] === db.radius && db.distances[r] !== NO_SOLUTION) {
      if (count++ < SHOWN_HARDEST) first.push(family.layoutCode(db.unrank(r)));
    }
  }
  const solved = distance !== NO_SOLUTION;
  return {
    kind: 'answer',
    layout: family.layoutCode(key),
    type,
    typeWords: family.typeWords(type),
    distance: solved ? distance : null,
    moves,
    states,
    group: { ...group, index: groupIndex, of: db.groups.length },
    fromHardest: solved && group.farthest !== null ? group.farthest - distance : null,
    typeFarthest: db.radius,
    typeHardest: { count, first },
    lookupMs,
    solutionMs,
  };
}

/**
 * `solve --db FILE` for a ranked instance: a shortest solution read off a
 * distance table (see `explore --out`) instead of searched: from the start,
 * step to any successor one move nearer a goal, until a goal. Each step
 * costs one ranking per successor, so an answer takes microseconds. The
 * answer, or why there is none, comes back as data; the front end words it.
 * A table file that cannot be used throws storage's DistanceFileError.
 */
import { isRanked, type SearchProblem } from '../engine/index.js';
import { readDistanceFile } from '../storage/distance-file.js';
import type { OpenedInstance } from './opened-instance.js';

/** Why a table gives no answer. */
export type DistanceDbRefusal =
  /** The instance's states are not ranked, so it has no distance table. */
  | { kind: 'not-ranked' }
  /** The table is of another size than the instance's space. */
  | { kind: 'size'; entries: number; states: number }
  /** The table disagrees with the rules: no move leads one step nearer a goal. */
  | { kind: 'no-nearer' }
  /** The table disagrees with the rules: its distance 0 is not a goal. */
  | { kind: 'not-goal' };

/** A refusal found while reading a path off a table (answerFromTable), thrown as data. */
export class DistanceDbError extends Error {
  override readonly name = 'DistanceDbError';
  constructor(readonly refusal: DistanceDbRefusal) {
    super(`distance table refused: ${refusal.kind}`);
  }
}

export interface DistanceDbAnswer {
  kind: 'answer';
  /** The path from the start; null where the table has no distance for it or the problem proves it unsolvable. */
  path: { moves: unknown[]; states: unknown[] } | null;
  /** The problem's own proof that no goal is reachable, where it has one. */
  reason?: string;
  /** The table's largest distance: how far the hardest states are. */
  radius: number;
  milliseconds: number;
}

/** The path a distance table gives from the start; null when the table has no distance for it. Throws DistanceDbError where the table and the rules disagree. */
export function answerFromTable(problem: SearchProblem<unknown, unknown>, table: Uint8Array): { moves: unknown[]; states: unknown[] } | null {
  if (!isRanked(problem)) throw new DistanceDbError({ kind: 'not-ranked' });
  let state = problem.start;
  let d = table[problem.rank(state)];
  if (d === 255) return null;
  const states: unknown[] = [state];
  const moves: unknown[] = [];
  while (d > 0) {
    let step: { next: unknown; move: unknown } | null = null;
    problem.successors(state, (next, move) => {
      if (!step && table[problem.rank(next)] === d - 1) step = { next: problem.rank(next), move };
    });
    if (!step) throw new DistanceDbError({ kind: 'no-nearer' });
    const found = step as { next: unknown; move: unknown };
    state = problem.unrank(found.next as number);
    moves.push(found.move);
    states.push(state);
    d--;
  }
  if (!problem.isGoal(state)) throw new DistanceDbError({ kind: 'not-goal' });
  return { moves, states };
}

/** The instance answered from the distance table at `path`. */
export function lookUpDistanceTable(opened: OpenedInstance, path: string): DistanceDbAnswer | DistanceDbRefusal {
  const { puzzle, instance, metric, problem } = opened;
  if (!isRanked(problem)) return { kind: 'not-ranked' };
  const reason = problem.unsolvableReason?.();
  const loaded = readDistanceFile(path, { puzzle: puzzle.id, instance: problem.spaceName ?? puzzle.instanceCode(instance), metric });
  if (loaded.header.size !== problem.size) return { kind: 'size', entries: loaded.header.size, states: problem.size };
  const started = performance.now();
  let found;
  try {
    found = reason ? null : answerFromTable(problem, loaded.table);
  } catch (error) {
    if (error instanceof DistanceDbError) return error.refusal;
    throw error;
  }
  return { kind: 'answer', path: found, reason: reason ?? undefined, radius: loaded.header.radius, milliseconds: performance.now() - started };
}

/**
 * The sliding-blocks backend's family ability (puzzles/family.ts): the 4x5
 * Klotski family (family.ts) by piece-count type, classified by classify.ts,
 * kept as family-db-format.ts says, and what of it the front ends word.
 */
import type { SearchProblem } from '../../engine/problem.js';
import type { FamilyPlace, FamilyType, PuzzleFamily } from '../family.js';
import { inBoth } from '../../i18n/index.js';
import { PuzzleInputError } from '../input-error.js';
import type { BlocksInstance } from './board.js';
import { classifyType, layoutCodeOfKey, moveSuccessors, MOST_BYTES_PER_LAYOUT } from './classify.js';
import { countLayouts, countsOfKey, emptyCells, familyTypes, MIN_EMPTY, typeName, type PieceCounts } from './family.js';
import { BLOCKS_FAMILY_DB } from './family-db-format.js';
import { BLOCKS } from './messages.js';

const FIELDS = ['vertical', 'horizontal', 'singles'] as const;

/** A type as this module's own shape: its three counts, in order. */
function countsOf(t: FamilyType): PieceCounts {
  return { vertical: t.vertical, horizontal: t.horizontal, singles: t.singles };
}

function sameType(a: PieceCounts, b: PieceCounts): boolean {
  return a.vertical === b.vertical && a.horizontal === b.horizontal && a.singles === b.singles;
}

function parsePieces(raw: string, option: string): PieceCounts {
  const m = /^\s*(\d{1,2})\s*,\s*(\d{1,2})\s*,\s*(\d{1,2})\s*$/.exec(raw);
  if (!m) throw new PuzzleInputError(BLOCKS.piecesNotCounts({ option, raw }));
  const t = { vertical: Number(m[1]), horizontal: Number(m[2]), singles: Number(m[3]) };
  if (emptyCells(t) < MIN_EMPTY) {
    const covered = 20 - emptyCells(t);
    throw new PuzzleInputError(BLOCKS.piecesCoverTooMuch({ option, raw, covered, least: MIN_EMPTY }));
  }
  if (countLayouts(t) === 0) throw new PuzzleInputError(BLOCKS.piecesFitNoLayout({ option, raw }));
  return t;
}

/** One type, or several separated by slashes (3,3,0/0,0,2), each once, in the order given. */
function parseTypes(text: string, option: string): PieceCounts[] {
  const types = text.split('/').map((raw) => parsePieces(raw, option));
  return types.filter((t, i) => types.findIndex((u) => sameType(t, u)) === i);
}

function checkType(data: unknown): PieceCounts | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const keys = Object.keys(data);
  if (keys.length !== FIELDS.length || !FIELDS.every((f) => keys.includes(f))) return undefined;
  const fields = data as Record<string, unknown>;
  if (!FIELDS.every((f) => Number.isInteger(fields[f]) && (fields[f] as number) >= 0 && (fields[f] as number) <= 16)) return undefined;
  const t = countsOf(fields as FamilyType);
  return emptyCells(t) >= MIN_EMPTY && countLayouts(t) > 0 ? t : undefined;
}

function place(instance: BlocksInstance, problem: SearchProblem<unknown, unknown>): FamilyPlace {
  if (!instance.standard) {
    return { outside: inBoth(BLOCKS.familyOutsideShape()) };
  }
  if (problem.codec.kind !== 'float53') throw new Error('internal error: a standard 4x5 board without its numeric keys');
  const key = problem.codec.encode(problem.start);
  const type = countsOfKey(key);
  if (emptyCells(type) < MIN_EMPTY) {
    return { outside: inBoth(BLOCKS.familyOutsideEmpty({ least: MIN_EMPTY, empty: emptyCells(type) })) };
  }
  return { key, type };
}

export const BLOCKS_FAMILY: PuzzleFamily<BlocksInstance> = {
  what: inBoth(BLOCKS.familyWhat()),
  moveWords: inBoth(BLOCKS.familyMoveWords()),
  typeColumns: inBoth(BLOCKS.familyTypeColumns()),
  types: familyTypes,
  parseTypes,
  checkType,
  typeName: (t) => typeName(countsOf(t)),
  typeWords: (t) => inBoth(BLOCKS.familyTypeWords({ type: typeName(countsOf(t)) })),
  layouts: (t) => countLayouts(countsOf(t)),
  mostBytes: (t) => countLayouts(countsOf(t)) * MOST_BYTES_PER_LAYOUT,
  classify: (t) => classifyType(countsOf(t)),
  layoutCode: layoutCodeOfKey,
  successors: moveSuccessors,
  place,
  db: BLOCKS_FAMILY_DB,
};

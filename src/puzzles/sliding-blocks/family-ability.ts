/**
 * The sliding-blocks backend's family ability (puzzles/family.ts): the 4x5
 * 华容道 family (family.ts) by piece-count type, classified by classify.ts,
 * kept as family-db-format.ts says, and what of it the front ends word.
 */
import type { SearchProblem } from '../../engine/problem.js';
import type { FamilyPlace, FamilyType, PuzzleFamily } from '../family.js';
import { PuzzleInputError } from '../input-error.js';
import type { BlocksInstance } from './board.js';
import { classifyType, layoutCodeOfKey, moveSuccessors, MOST_BYTES_PER_LAYOUT } from './classify.js';
import { countLayouts, countsOfKey, emptyCells, familyTypes, MIN_EMPTY, typeName, type PieceCounts } from './family.js';
import { BLOCKS_FAMILY_DB } from './family-db-format.js';

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
  if (!m) throw new PuzzleInputError(`${option} ${raw}: expected three whole numbers V,H,S (vertical 2x1, horizontal 1x2 and 1x1 pieces), like 4,1,4`, `${option} ${raw}：应为三个整数 V,H,S（竖放 2x1、横放 1x2 和 1x1 棋子的个数），如 4,1,4`);
  const t = { vertical: Number(m[1]), horizontal: Number(m[2]), singles: Number(m[3]) };
  if (emptyCells(t) < MIN_EMPTY) {
    const covered = 20 - emptyCells(t);
    throw new PuzzleInputError(`${option} ${raw}: the pieces cover ${covered} of the 20 cells with the 2x2 block; a layout needs at least ${MIN_EMPTY} empty`, `${option} ${raw}：这些棋子连同 2x2 的大块占了 20 格中的 ${covered} 格；布局至少要留 ${MIN_EMPTY} 个空格`);
  }
  if (countLayouts(t) === 0) throw new PuzzleInputError(`${option} ${raw}: these pieces fit no 4x5 layout beside the 2x2 block`, `${option} ${raw}：这些棋子和 2x2 的大块放不进任何 4x5 布局`);
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
    return {
      outside: {
        en: 'the database holds 4x5 layouts with one 2x2 block to bring to the bottom middle and 1x1, 1x2 and 2x1 pieces; this puzzle is another',
        zh: '数据库存的是 4x5 的布局，一个 2x2 方块要移到底部中间，其余是 1x1、1x2 和 2x1 的棋子；这个谜题不是这种',
      },
    };
  }
  if (problem.codec.kind !== 'float53') throw new Error('internal error: a standard 4x5 board without its numeric keys');
  const key = problem.codec.encode(problem.start);
  const type = countsOfKey(key);
  if (emptyCells(type) < MIN_EMPTY) {
    return {
      outside: {
        en: `the database holds layouts with at least ${MIN_EMPTY} empty cells; this one has ${emptyCells(type)}`,
        zh: `数据库只存至少有 ${MIN_EMPTY} 个空格的布局；这个布局有 ${emptyCells(type)} 个`,
      },
    };
  }
  return { key, type };
}

export const BLOCKS_FAMILY: PuzzleFamily<BlocksInstance> = {
  what: { en: 'the 4x5 华容道 layouts', zh: '4x5 的华容道布局' },
  moveWords: { en: 'one piece any distance along free cells', zh: '一个棋子沿空格走任意距离' },
  typeColumns: { en: 'V H S', zh: '竖 横 兵' },
  types: familyTypes,
  parseTypes,
  checkType,
  typeName: (t) => typeName(countsOf(t)),
  typeWords: (t) => ({ en: `${typeName(countsOf(t))}: vertical, horizontal, 1x1 pieces`, zh: `${typeName(countsOf(t))}：竖、横、1x1 棋子数` }),
  layouts: (t) => countLayouts(countsOf(t)),
  mostBytes: (t) => countLayouts(countsOf(t)) * MOST_BYTES_PER_LAYOUT,
  classify: (t) => classifyType(countsOf(t)),
  layoutCode: layoutCodeOfKey,
  successors: moveSuccessors,
  place,
  db: BLOCKS_FAMILY_DB,
};

/**
 * Named partitions of a board's tiles into disjoint patterns, for additive
 * pattern databases. Each is written as goal cells with the blank's goal in
 * the top-left corner (cell 0); for a goal with the blank last, the board is
 * turned half a turn, so the groups keep their shapes.
 */
import { PuzzleInputError } from '../puzzle.js';
import { TILES } from './messages.js';

interface PartitionDef {
  name: string;
  width: number;
  height: number;
  /** Goal cells of each group, blank in cell 0. */
  cells: number[][];
  /** The set a plain solve builds when none is cached (quick to build). */
  firstUse?: boolean;
  description: string;
}

const PARTITIONS: PartitionDef[] = [
  { name: '4-4', width: 3, height: 3, cells: [[1, 2, 4, 5], [3, 6, 7, 8]], description: 'two 4-tile patterns (builds in a moment; for tests)' },
  { name: '6-5', width: 4, height: 3, cells: [[1, 2, 3, 5, 6, 7], [4, 8, 9, 10, 11]], description: '6 and 5 tiles' },
  {
    name: '7-8',
    width: 4,
    height: 4,
    cells: [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15]],
    description: 'the top 7 tiles and the bottom 8 (the fewest nodes): 550 MB, a build of about 7 minutes needing 1 GB',
  },
  {
    name: '6-6-3',
    width: 4,
    height: 4,
    cells: [[1, 2, 3, 5, 6, 7], [9, 10, 11, 13, 14, 15], [4, 8, 12]],
    description: 'two 6-tile patterns and one of 3: about 12 MB, builds in seconds',
  },
  {
    name: '5-5-5',
    width: 4,
    height: 4,
    firstUse: true,
    cells: [[1, 2, 3, 6, 7], [4, 5, 8, 9, 12], [10, 11, 13, 14, 15]],
    description: 'three 5-tile patterns: about 1.5 MB, builds in seconds',
  },
  {
    // Korf and Felner's partition of the 24-puzzle (Disjoint pattern database heuristics, 2002): an L of six by the blank and three 2x3 blocks.
    name: '6-6-6-6',
    width: 5,
    height: 5,
    cells: [[1, 2, 5, 6, 7, 12], [3, 4, 8, 9, 13, 14], [10, 11, 15, 16, 20, 21], [17, 18, 19, 22, 23, 24]],
    description: 'four 6-tile patterns: 486 MB, a build of about 10 minutes whose tables and search hold about 555 MB',
  },
];

export interface Partition {
  name: string;
  /** Tiles of each group. */
  groups: number[][];
}

/** The partitions defined for a board (width x height), best first (fewest IDA* nodes on Korf's instances). */
export function partitionsFor(width: number, height: number): { name: string; description: string }[] {
  return PARTITIONS.filter((p) => p.width === width && p.height === height).map(({ name, description }) => ({ name, description }));
}

/** The default partition of a board: the one marked for first use, else the first listed, or none. */
export function defaultPartition(width: number, height: number): string | null {
  const board = PARTITIONS.filter((p) => p.width === width && p.height === height);
  return (board.find((p) => p.firstUse) ?? board[0])?.name ?? null;
}

/**
 * The tiles of a named partition for this goal, or of an explicit one written
 * as groups of tiles split by "/" ("1,2,3/4,5,6,7,8"); the groups must be
 * disjoint and cover every tile.
 */
export function resolvePartition(width: number, height: number, goal: ArrayLike<number>, name: string): Partition {
  const cells = width * height;
  const blank = Array.prototype.indexOf.call(goal, 0) as number;
  const def = PARTITIONS.find((p) => p.name === name && p.width === width && p.height === height);
  let groups: number[][];
  if (def) {
    if (blank !== 0 && blank !== cells - 1) throw new PuzzleInputError(TILES.partitionNeedsCorner({ partition: name }));
    groups = def.cells.map((g) => g.map((c) => goal[blank === 0 ? c : cells - 1 - c]));
  } else if (/^\d+(,\d+)*(\/\d+(,\d+)*)*$/.test(name)) {
    groups = name.split('/').map((g) => g.split(',').map(Number));
  } else {
    const known = partitionsFor(width, height).map((p) => p.name);
    throw new PuzzleInputError(
      known.length ? TILES.noPartitionKnown({ partition: name, width, height, known: known.join(', ') }) : TILES.noPartition({ partition: name, width, height }),
    );
  }
  checkPartition(groups, cells);
  return { name, groups };
}

/** Throws unless the groups are disjoint and cover tiles 1..cells-1 exactly. */
export function checkPartition(groups: readonly (readonly number[])[], cells: number): void {
  const seen = new Map<number, number>();
  groups.forEach((group, g) => {
    if (group.length === 0) throw new PuzzleInputError(TILES.patternEmpty({ pattern: g + 1 }));
    for (const tile of group) {
      if (!Number.isInteger(tile) || tile < 1 || tile >= cells) {
        throw new PuzzleInputError(TILES.patternNotTile({ pattern: g + 1, tile, most: cells - 1 }));
      }
      const other = seen.get(tile);
      if (other !== undefined) {
        throw new PuzzleInputError(TILES.tileInTwoPatterns({ tile, first: other + 1, second: g + 1 }));
      }
      seen.set(tile, g);
    }
  });
  for (let t = 1; t < cells; t++) {
    if (!seen.has(t)) throw new PuzzleInputError(TILES.tileInNoPattern({ tile: t }));
  }
}

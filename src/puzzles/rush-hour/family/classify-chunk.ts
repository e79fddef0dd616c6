/**
 * One chunk of a family classified: each pattern's layouts taken in rank
 * order, each group searched from its first unseen layout and marked seen,
 * so no layout is searched twice. A group with a solved layout yields its
 * hardest layout (farthest from solved; ties: the smallest by the
 * database's bitboards) when that layout is a minimal puzzle.
 */
import { GroupSearcher } from './group-search.js';
import { bitboards, type Pattern } from './pattern.js';
import { isMinimalGiven } from './minimal.js';
import { familyLines, forEachPattern, type FamilyLines } from './patterns.js';
import { boardText, lineCarOf, pieceBoardOf } from './piece-board.js';
import type { RushHourPuzzle } from './puzzle-record.js';
import type { FamilyShape } from './shape.js';
import { WithinSearch } from './within-search.js';

export interface ChunkResult {
  readonly chunk: number;
  /** Layouts met that no car can leave backwards (the database's enumerator meets the same ones). */
  readonly enumerated: number;
  /** Layouts (every position of every group). */
  readonly layouts: number;
  readonly groups: number;
  /** Groups with a solved layout. */
  readonly solvable: number;
  /** The minimal puzzles, one a group at most, in the order found. */
  readonly puzzles: RushHourPuzzle[];
}

/** What a run reuses from chunk to chunk: the searchers' marks, buffers and tables. */
export interface ChunkTools {
  readonly searcher: GroupSearcher;
  readonly within: WithinSearch;
}

export function chunkTools(size: number): ChunkTools {
  return { searcher: new GroupSearcher(size), within: new WithinSearch() };
}

/** The last shape's lines and tools, kept for its next chunk (a thread runs one shape's chunks one after another). */
const kept = new Map<string, { lines: FamilyLines; tools: ChunkTools }>();

/** Chunk `chunk` of the family of `shape` (`name` its settings' name), reusing what the last call of the same shape made. */
export function classifyChunkOf(name: string, shape: FamilyShape, chunk: number): ChunkResult {
  let entry = kept.get(name);
  if (!entry) {
    kept.clear();
    entry = { lines: familyLines(shape), tools: chunkTools(shape.size) };
    kept.set(name, entry);
  }
  return classifyChunk(entry.lines, chunk, entry.tools);
}

export function classifyChunk(lines: FamilyLines, chunk: number, tools = chunkTools(lines.shape.size)): ChunkResult {
  const { searcher, within } = tools;
  let enumerated = 0;
  let layouts = 0;
  let groups = 0;
  let solvable = 0;
  const puzzles: RushHourPuzzle[] = [];
  const smallest = smallestByBitboards(lines.shape.size);
  const movedCars = new Uint8Array(2 * lines.shape.size * 4);
  forEachPattern(lines, chunk, (pattern, ranks) => {
    searcher.begin(pattern);
    enumerated += ranks.length;
    for (const rank of ranks) {
      if (searcher.seen(rank)) continue;
      const group = searcher.search(rank);
      layouts += group.size;
      groups++;
      if (group.histogram.length === 0) continue;
      solvable++;
      const hardestRank = smallest(pattern, group.farthest);
      const hardest = pieceBoardOf(pattern, hardestRank);
      const moves = group.histogram.length - 1;
      searcher.firstSolution(hardestRank, moves, movedCars);
      const moved = (i: number) => movedCars[lineCarOf(hardest, i)] === 1;
      if (!isMinimalGiven(hardest, moves, moved, within)) continue;
      puzzles.push({ moves, board: boardText(hardest), groupSize: group.size, histogram: group.histogram });
    }
  });
  return { chunk, enumerated, layouts, groups, solvable, puzzles };
}

/** The layout of `ranks` that comes first by the database's bitboards. */
function smallestByBitboards(size: number): (pattern: Pattern, ranks: readonly number[]) => number {
  const placement = new Int32Array(2 * size);
  const best = new Float64Array(2);
  const next = new Float64Array(2);
  return (pattern, ranks) => {
    let chosen = ranks[0];
    bitboards(pattern, chosen, placement, best);
    for (let i = 1; i < ranks.length; i++) {
      bitboards(pattern, ranks[i], placement, next);
      if (next[0] < best[0] || (next[0] === best[0] && next[1] < best[1])) {
        chosen = ranks[i];
        best.set(next);
      }
    }
    return chosen;
  };
}

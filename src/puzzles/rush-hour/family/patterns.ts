/**
 * Every pattern of a family, in a fixed order, cut into chunks by the kinds
 * of its first lines: a chunk is the unit a run checkpoints, spreads over
 * threads, and sends as a cluster job.
 */
import { lineKinds, type LineKind } from './line-options.js';
import { patternOf, type Pattern } from './pattern.js';
import { primaryRow, type FamilyShape } from './shape.js';

/** Lines whose kinds name a chunk. */
const CHUNK_LINES = 4;

export interface FamilyLines {
  readonly shape: FamilyShape;
  readonly primaryRow: number;
  /** By line (rows, then columns): the kinds it can have. */
  readonly choices: readonly (readonly LineKind[])[];
}

export function familyLines(shape: FamilyShape): FamilyLines {
  const { size, maxWalls } = shape;
  const primary = primaryRow(size);
  const rowKinds = lineKinds(size, maxWalls, false);
  const primaryKinds = lineKinds(size, maxWalls, true);
  const columnKinds = lineKinds(size, 0, false);
  const choices = [...Array.from({ length: size }, (_, r) => (r === primary ? primaryKinds : rowKinds)), ...Array.from({ length: size }, () => columnKinds)];
  return { shape, primaryRow: primary, choices };
}

/** How many chunks the family has. */
export function chunkCount(lines: FamilyLines): number {
  return lines.choices.slice(0, CHUNK_LINES).reduce((n, kinds) => n * kinds.length, 1);
}

/** Every pattern of chunk `chunk`, in order. */
export function forEachPattern(lines: FamilyLines, chunk: number, visit: (pattern: Pattern) => void): void {
  const { shape, choices } = lines;
  const { size, minWalls, maxWalls } = shape;
  const area = size * size;
  const chosen: LineKind[] = [];
  const prefix = Math.min(CHUNK_LINES, choices.length);
  let rest = chunk;
  for (let l = prefix - 1; l >= 0; l--) {
    chosen[l] = choices[l][rest % choices[l].length];
    rest = Math.floor(rest / choices[l].length);
  }
  let walls = 0;
  let cells = 0;
  for (let l = 0; l < prefix; l++) (walls += chosen[l].wallCount), (cells += chosen[l].cells);
  if (walls > maxWalls || cells > area) return;
  const walk = (l: number, walls: number, cells: number): void => {
    if (l === choices.length) {
      if (walls >= minWalls) visit(patternOf(size, chosen, lines.primaryRow));
      return;
    }
    for (const kind of choices[l]) {
      if (walls + kind.wallCount > maxWalls || cells + kind.cells > area) continue;
      chosen[l] = kind;
      walk(l + 1, walls + kind.wallCount, cells + kind.cells);
    }
  };
  walk(prefix, walls, cells);
}

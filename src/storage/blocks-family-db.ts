/**
 * The 华容道 family's database on disk: for each piece-count type two files
 * in the distance-table format (distance-file.ts: header,
 * length and SHA-256 checked on every load), named by the type:
 *   type-V-H-S.dist    a byte a layout by rank (puzzles/sliding-blocks/family.ts): fewest moves to
 *                      a solved layout, 255 in a group with no solved layout
 *   type-V-H-S.groups  by rank, the layout's group as 16 bits little-endian,
 *                      then per group its size and solved count (32 bits
 *                      each, little-endian) and its farthest distance (a
 *                      byte, 255 for a group with no solved layout)
 */
import { join } from 'node:path';
import { DistanceFileError, readDistanceFile, writeDistanceFile, type DistanceHeader } from './distance-file.js';
import { NO_SOLUTION, type GroupSummary, type TypeClassification } from '../puzzles/sliding-blocks/classify.js';
import { LayoutRanking, type PieceCounts } from '../puzzles/sliding-blocks/family.js';

export const FAMILY_PUZZLE = 'sliding-blocks';
export const FAMILY_METRIC = 'move';

export function familyInstance(t: PieceCounts): string {
  return `4x5 family, ${t.vertical} vertical, ${t.horizontal} horizontal, ${t.singles} singles`;
}

export function typeFiles(dir: string, t: PieceCounts): { dist: string; groups: string } {
  const base = join(dir, `type-${t.vertical}-${t.horizontal}-${t.singles}`);
  return { dist: `${base}.dist`, groups: `${base}.groups` };
}

/** The groups file's table: group numbers, then one record a group. */
function groupTable(c: TypeClassification): Uint8Array {
  const n = c.layouts;
  const g = c.groups.length;
  const bytes = new Uint8Array(2 * n + 9 * g);
  const view = new DataView(bytes.buffer);
  for (let r = 0; r < n; r++) view.setUint16(2 * r, c.groupOf[r], true);
  c.groups.forEach((group, i) => {
    view.setUint32(2 * n + 8 * i, group.size, true);
    view.setUint32(2 * n + 8 * i + 4, group.solved, true);
    bytes[2 * n + 8 * g + i] = group.farthest ?? NO_SOLUTION;
  });
  return bytes;
}

/** Writes a type's two files; refuses to replace files of another puzzle or type unless `force`. */
export function writeTypeFiles(dir: string, c: TypeClassification, force: boolean): void {
  const files = typeFiles(dir, c.type);
  const instance = familyInstance(c.type);
  let reached = 0;
  for (let r = 0; r < c.layouts; r++) if (c.distances[r] !== NO_SOLUTION) reached++;
  writeDistanceFile(files.dist, { puzzle: FAMILY_PUZZLE, instance, metric: FAMILY_METRIC, size: c.layouts, reached, radius: c.farthest ?? 0 }, c.distances, force);
  const table = groupTable(c);
  writeDistanceFile(
    files.groups,
    { puzzle: FAMILY_PUZZLE, instance: `${instance}: groups`, metric: FAMILY_METRIC, size: table.length, reached: c.groups.length, radius: c.farthest ?? 0 },
    table,
    force,
  );
}

export interface LoadedType {
  type: PieceCounts;
  ranking: LayoutRanking;
  header: DistanceHeader;
  distances: Uint8Array;
  groupOf(rank: number): number;
  groups: GroupSummary[];
}

/** Loads and checks a type's files; a DistanceFileError for anything missing, truncated, corrupted or inconsistent. */
export function loadType(dir: string, t: PieceCounts): LoadedType {
  const files = typeFiles(dir, t);
  const instance = familyInstance(t);
  const d = readDistanceFile(files.dist, { puzzle: FAMILY_PUZZLE, instance, metric: FAMILY_METRIC });
  const gf = readDistanceFile(files.groups, { puzzle: FAMILY_PUZZLE, instance: `${instance}: groups`, metric: FAMILY_METRIC });
  const ranking = new LayoutRanking(t);
  const n = ranking.size;
  if (d.header.size !== n) throw new DistanceFileError(`${files.dist} has ${d.header.size} layouts but the type has ${n}`);
  const g = gf.header.reached;
  if (!Number.isInteger(g) || g < 1 || gf.table.length !== 2 * n + 9 * g) {
    throw new DistanceFileError(`${files.groups} does not match its type: ${gf.table.length} bytes for ${n} layouts and ${g} groups`);
  }
  const view = new DataView(gf.table.buffer, gf.table.byteOffset, gf.table.length);
  const groups: GroupSummary[] = [];
  for (let i = 0; i < g; i++) {
    const far = gf.table[2 * n + 8 * g + i];
    groups.push({ size: view.getUint32(2 * n + 8 * i, true), solved: view.getUint32(2 * n + 8 * i + 4, true), farthest: far === NO_SOLUTION ? null : far });
  }
  return {
    type: t,
    ranking,
    header: d.header,
    distances: d.table,
    groupOf: (rank) => {
      const group = view.getUint16(2 * rank, true);
      if (group >= g) throw new DistanceFileError(`${files.groups} is inconsistent: layout ${rank} is in group ${group} of ${g}`);
      return group;
    },
    groups,
  };
}

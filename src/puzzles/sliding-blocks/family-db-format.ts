/**
 * How the Klotski family's database keeps a piece-count type: two tables in
 * the distance-table format (storage/distance-file.ts writes and checks
 * them), in files named by the type:
 *   type-V-H-S.dist    a byte a layout by rank (family.ts): fewest moves to
 *                      a solved layout, 255 in a group with no solved layout
 *   type-V-H-S.groups  by rank, the layout's group as 16 bits little-endian,
 *                      then per group its size and solved count (32 bits
 *                      each, little-endian) and its farthest distance (a
 *                      byte, 255 for a group with no solved layout)
 */
import { NO_SOLUTION, type FamilyDbFormat, type FamilyRecord, type FamilyTable, type FamilyTableName, type FamilyTableRead, type FamilyType, type GroupSummary, type TypeClassification } from '../family.js';
import { LayoutRanking, type PieceCounts } from './family.js';
import { PUZZLE_ID } from './instance.js';

const METRIC = 'move';

function countsOf(t: FamilyType): PieceCounts {
  return { vertical: t.vertical, horizontal: t.horizontal, singles: t.singles };
}

function familyInstance(t: FamilyType): string {
  return `4x5 family, ${t.vertical} vertical, ${t.horizontal} horizontal, ${t.singles} singles`;
}

function names(t: FamilyType): FamilyTableName[] {
  const instance = familyInstance(t);
  return [
    { ext: 'dist', puzzle: PUZZLE_ID, instance, metric: METRIC },
    { ext: 'groups', puzzle: PUZZLE_ID, instance: `${instance}: groups`, metric: METRIC },
  ];
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

function encode(c: TypeClassification): FamilyTable[] {
  const [dist, groups] = names(c.type);
  let reached = 0;
  for (let r = 0; r < c.layouts; r++) if (c.distances[r] !== NO_SOLUTION) reached++;
  const table = groupTable(c);
  return [
    { ...dist, size: c.layouts, reached, radius: c.farthest ?? 0, table: c.distances },
    { ...groups, size: table.length, reached: c.groups.length, radius: c.farthest ?? 0, table },
  ];
}

function decode(t: FamilyType, [d, gf]: readonly FamilyTableRead[], fail: (message: string) => never): FamilyRecord {
  const ranking = new LayoutRanking(countsOf(t));
  const n = ranking.size;
  if (d.size !== n) fail(`${d.path} has ${d.size} layouts but the type has ${n}`);
  const g = gf.reached;
  if (!Number.isInteger(g) || g < 1 || gf.table.length !== 2 * n + 9 * g) {
    fail(`${gf.path} does not match its type: ${gf.table.length} bytes for ${n} layouts and ${g} groups`);
  }
  const view = new DataView(gf.table.buffer, gf.table.byteOffset, gf.table.length);
  const groups: GroupSummary[] = [];
  for (let i = 0; i < g; i++) {
    const far = gf.table[2 * n + 8 * g + i];
    groups.push({ size: view.getUint32(2 * n + 8 * i, true), solved: view.getUint32(2 * n + 8 * i + 4, true), farthest: far === NO_SOLUTION ? null : far });
  }
  return {
    type: t,
    radius: d.radius,
    distances: d.table,
    groupOf: (rank) => {
      const group = view.getUint16(2 * rank, true);
      if (group >= g) fail(`${gf.path} is inconsistent: layout ${rank} is in group ${group} of ${g}`);
      return group;
    },
    groups,
    rank: (key) => ranking.rank(key),
    unrank: (rank) => ranking.unrank(rank),
  };
}

export const BLOCKS_FAMILY_DB: FamilyDbFormat = {
  metric: METRIC,
  stem: (t) => `type-${t.vertical}-${t.horizontal}-${t.singles}`,
  names,
  encode,
  decode,
};

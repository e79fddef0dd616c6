/**
 * Building a library (a census family's: census-build.ts): every type of a family classified into a folder
 * (classify --out DIR, storage/family-db.ts) becomes rows of the library's
 * index in that folder: a row a type, a row a group with its hardest
 * layout (the group's puzzle), and a row a distance file with the size and
 * checksum it has now, which every later opening checks. The distance files
 * themselves stay where they are: the library reads them.
 */
import { basename } from 'node:path';
import { isCensusFamily, NO_SOLUTION, type AnyFamily, type FamilyRecord, type FamilyType, type PuzzleFamily } from '../../puzzles/family.js';
import { PuzzleInputError } from '../../puzzles/input-error.js';
import { familyTypeFiles, loadFamilyType } from '../../storage/family-db.js';
import { distanceFileFacts } from '../../storage/library/files.js';
import { writeLibraryIndex } from '../../storage/library/index-file.js';
import { LIBRARY_SCHEMA, type LibraryFileRow, type LibraryGroupRow, type LibraryTypeRow } from '../../storage/library/rows.js';
import { pathExists } from '../../storage/paths.js';
import { LIBRARY_MESSAGES } from './messages.js';
import type { AnyPuzzle } from '../../puzzles/puzzle.js';
import type { LibraryBuilt } from './built.js';
import { buildCensusLibrary } from './census-build.js';

export type { LibraryBuilt } from './built.js';

/** The family of a puzzle, type by type or a census; a PuzzleInputError where it has none. */
export function libraryFamily(puzzle: AnyPuzzle): AnyFamily {
  const family = puzzle.family as AnyFamily | undefined;
  if (!family) throw new PuzzleInputError(LIBRARY_MESSAGES.noFamily({ puzzle: puzzle.id }));
  return family;
}

/** A type's rows from its record: each group's hardest layouts counted and the first kept, in one pass over the ranks. */
function typeRows(family: PuzzleFamily, type: FamilyType, record: FamilyRecord): { type: LibraryTypeRow; groups: LibraryGroupRow[] } {
  const { distances, groups } = record;
  const name = family.typeName(type);
  const count = new Uint32Array(groups.length);
  const first = new Float64Array(groups.length).fill(-1);
  let typeFarthest = -1;
  for (const g of groups) if (g.farthest !== null && g.farthest > typeFarthest) typeFarthest = g.farthest;
  let typeCount = 0;
  let typeFirst = -1;
  for (let rank = 0; rank < distances.length; rank++) {
    const d = distances[rank];
    if (d === NO_SOLUTION) continue;
    const g = record.groupOf(rank);
    if (d === groups[g].farthest && count[g]++ === 0) first[g] = rank;
    if (d === typeFarthest && typeCount++ === 0) typeFirst = rank;
  }
  const code = (rank: number) => (rank < 0 ? null : family.layoutCode(record.unrank(rank)));
  return {
    type: {
      name,
      counts: { ...type },
      layouts: distances.length,
      groups: groups.length,
      farthest: typeFarthest < 0 ? null : typeFarthest,
      hardestCount: typeCount,
      hardest: code(typeFirst),
    },
    groups: groups.map((g, i) => ({ type: name, group: i, size: g.size, solved: g.solved, farthest: g.farthest, hardestCount: count[i], hardest: code(first[i]) })),
  };
}

/**
 * Builds (or builds again) the index of the library in `dir` from the
 * family's distance files there; every file is checked (header, length,
 * SHA-256) as it is read. A DistanceFileError for a file that cannot be used.
 */
export async function buildLibrary(puzzle: AnyPuzzle, dir: string): Promise<LibraryBuilt> {
  const family = libraryFamily(puzzle);
  if (isCensusFamily(family)) return buildCensusLibrary(puzzle, family, dir);
  const types: LibraryTypeRow[] = [];
  const groups: LibraryGroupRow[] = [];
  const files: LibraryFileRow[] = [];
  for (const type of family.types()) {
    const paths = familyTypeFiles(dir, family.db, type);
    if (!paths.some(pathExists)) continue;
    const rows = typeRows(family, type, loadFamilyType(dir, family.db, type));
    types.push(rows.type);
    groups.push(...rows.groups);
    family.db.names(type).forEach(({ ext }, i) => {
      const { bytes, sha256 } = distanceFileFacts(paths[i]);
      if (sha256 === undefined) throw new Error(`internal error: ${paths[i]} was read as a distance table but has no checksum`);
      files.push({ type: rows.type.name, ext, file: basename(paths[i]), bytes, sha256 });
    });
  }
  if (types.length === 0) throw new PuzzleInputError(LIBRARY_MESSAGES.nothingToBuild({ dir, puzzle: puzzle.id }));
  await writeLibraryIndex(dir, { meta: { schema: LIBRARY_SCHEMA, puzzle: puzzle.id, metric: family.db.metric }, types, files, groups });
  return {
    dir,
    types: types.length,
    layouts: types.reduce((sum, t) => sum + t.layouts, 0),
    groups: groups.length,
    puzzles: groups.filter((g) => g.farthest !== null).length,
  };
}

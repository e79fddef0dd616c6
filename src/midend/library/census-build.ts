/**
 * Building a library from census runs (Rush Hour: `classify rush-hour
 * --library DIR` keeps its checkpoint there): each complete run in the
 * folder becomes a type row (its settings, "6x6-walls-0-1") and each puzzle
 * it kept a group row (the group's size, its solved layouts, its fewest
 * moves and its hardest layout: the puzzle). A census keeps no distance of
 * every layout, so such a library lists and draws puzzles but answers no
 * position (a server searches those). Runs still under way are left out.
 */
import type { CensusFamily, CensusPuzzle } from '../../puzzles/census-family.js';
import type { AnyPuzzle } from '../../puzzles/puzzle.js';
import { PuzzleInputError } from '../../puzzles/input-error.js';
import { readCensusRuns } from '../../storage/library/census-runs.js';
import { writeLibraryIndex } from '../../storage/library/index-file.js';
import { LIBRARY_SCHEMA, type LibraryGroupRow, type LibraryTypeRow } from '../../storage/library/rows.js';
import type { LibraryBuilt } from './built.js';
import { LIBRARY_MESSAGES } from './messages.js';

/** A run's rows: its puzzles in the family's order (by moves, then board), the type's hardest the last ones. */
function runRows(name: string, counts: Record<string, number>, family: CensusFamily, chunks: Iterable<{ layouts: number; groups: number; puzzles: readonly CensusPuzzle[] }>) {
  let layouts = 0;
  let groups = 0;
  const puzzles: CensusPuzzle[] = [];
  for (const c of chunks) {
    layouts += c.layouts;
    groups += c.groups;
    for (const p of c.puzzles) puzzles.push(p);
  }
  puzzles.sort(family.comparePuzzles);
  const farthest = puzzles.length === 0 ? null : puzzles[puzzles.length - 1].moves;
  const hardest = puzzles.filter((p) => p.moves === farthest);
  const type: LibraryTypeRow = { name, counts, layouts, groups, farthest, hardestCount: hardest.length, hardest: hardest[0]?.board ?? null };
  const rows = puzzles.map(
    (p, i): LibraryGroupRow => ({
      type: name,
      group: i,
      size: p.groupSize,
      solved: p.histogram[0] ?? 0,
      farthest: p.moves,
      hardestCount: p.histogram[p.moves] ?? 0,
      hardest: p.board,
    }),
  );
  return { type, rows };
}

/** Builds (or builds again) the index of the library in `dir` from the complete census runs of `puzzle` there. */
export async function buildCensusLibrary(puzzle: AnyPuzzle, family: CensusFamily, dir: string): Promise<LibraryBuilt> {
  const types: LibraryTypeRow[] = [];
  const groups: LibraryGroupRow[] = [];
  for (const run of readCensusRuns(dir, puzzle.id)) {
    const settings = family.checkSettings(run.settings);
    if (!settings || run.chunks !== family.chunks(settings) || run.done.size !== run.chunks) continue;
    const name = family.settingsName(settings);
    if (types.some((t) => t.name === name)) continue;
    const { type, rows } = runRows(name, { ...settings }, family, run.done.values());
    types.push(type);
    groups.push(...rows);
  }
  if (types.length === 0) throw new PuzzleInputError(LIBRARY_MESSAGES.nothingToBuild({ dir, puzzle: puzzle.id }));
  await writeLibraryIndex(dir, { meta: { schema: LIBRARY_SCHEMA, puzzle: puzzle.id, metric: puzzle.metrics[0].id }, types, files: [], groups });
  return { dir, types: types.length, layouts: types.reduce((s, t) => s + t.layouts, 0), groups: types.reduce((s, t) => s + t.groups, 0), puzzles: groups.length };
}

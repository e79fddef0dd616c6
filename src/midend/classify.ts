/**
 * A family's classification, as the front ends ask for it: which family a
 * puzzle has (or which puzzles have one, to say so), the types to classify,
 * what memory they need, and the run itself on the runner the platform
 * registered (runners.ts): a cluster when one is given, else worker
 * threads (one thread: in-process). It returns data; the front end words it.
 */
import { findPuzzle, PUZZLES } from '../puzzles/catalog.js';
import type { CensusFamily, CensusOption } from '../puzzles/census-family.js';
import { isCensusFamily, type FamilyType, type PuzzleFamily, type TypeSummary } from '../puzzles/family.js';
import type { Words } from '../puzzles/lang.js';
import type { AnyPuzzle } from '../puzzles/puzzle.js';
import type { ClusterRunOptions, FamilyRunOptions } from './family-run-options.js';
import { runnerOf } from './runners.js';

/** A puzzle and its family (type by type, or a census), or, for a puzzle without one, the puzzles that have one and what their families are. */
export type FamilyChoice =
  | { puzzle: AnyPuzzle; family: PuzzleFamily; census?: undefined }
  | { puzzle: AnyPuzzle; family?: undefined; census: CensusFamily }
  | { puzzle: AnyPuzzle; family?: undefined; census?: undefined; families: { id: string; what: Words }[] };

/** The family of the puzzle `id` names (a PuzzleInputError for an unknown puzzle). */
export function familyOf(id: string): FamilyChoice {
  const puzzle = findPuzzle(id);
  const family = puzzle.family;
  if (family && isCensusFamily(family)) return { puzzle, census: family };
  if (family) return { puzzle, family: family as PuzzleFamily };
  return { puzzle, families: PUZZLES.flatMap((p) => (p.family ? [{ id: p.id, what: p.family.what }] : [])) };
}

/** The classify options every census family declares (each flag once), for a front end to offer. */
export function censusOptions(): CensusOption[] {
  const byFlag = new Map<string, CensusOption>();
  for (const p of PUZZLES) if (p.family && isCensusFamily(p.family)) for (const o of p.family.options) if (!byFlag.has(o.flag)) byFlag.set(o.flag, o);
  return [...byFlag.values()];
}

/** Every type of the family, or those `text` names (a PuzzleInputError naming `option` where it names none). */
export function typesToClassify(family: PuzzleFamily, text: string | undefined, option: string): FamilyType[] {
  return text === undefined ? family.types() : family.parseTypes(text, option);
}

/** The first type that alone may need more memory than the cap, if any: classifying it could not keep to the cap. */
export function typeOverCap(family: PuzzleFamily, types: readonly FamilyType[], maxMemoryBytes: number): FamilyType | undefined {
  return types.find((t) => family.mostBytes(t) > maxMemoryBytes);
}

export interface ClassifyRun extends FamilyRunOptions {
  /** Threads, without a cluster. */
  threads: number;
  maxMemoryBytes?: number;
  /** A cluster to run on instead of threads here. */
  cluster?: Omit<ClusterRunOptions, keyof FamilyRunOptions>;
}

/**
 * Classifies `types` of the puzzle's family, writing the database to `out`
 * where given; the summaries come back in the order given. A run stopped by
 * the signal throws ClassifyCancelled (family-run-options.ts).
 */
export function classifyTypes(puzzle: AnyPuzzle, types: readonly FamilyType[], run: ClassifyRun): Promise<TypeSummary[]> {
  const { threads, maxMemoryBytes, cluster, ...common } = run;
  if (cluster) return runnerOf('classify-cluster')(puzzle.id, types, { ...common, ...cluster });
  return runnerOf('classify-threads')(puzzle.id, types, { ...common, threads, maxMemoryBytes });
}

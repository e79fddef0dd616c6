/**
 * What a library's index holds, row by row (the contract between storage,
 * which reads and writes the SQLite file, and the midend's library, which
 * fills and asks it). A type is a part of a family that no move leaves
 * (a Klotski piece-count type); a group is a part of a type that the moves
 * connect, and each solvable group is a puzzle: its hardest layout.
 */

/** The version of the tables below; an index of another version is refused, never read. */
export const LIBRARY_SCHEMA = 1;

/** The file name of the index in a library folder. */
export const LIBRARY_INDEX_FILE = 'library.sqlite';

export interface LibraryMeta {
  schema: number;
  puzzle: string;
  /** The metric the distances count moves in. */
  metric: string;
}

export interface LibraryTypeRow {
  /** The family's short name of the type ("4,1,4"). */
  name: string;
  /** The type's counts in the family's order ({ vertical: 4, horizontal: 1, singles: 4 }). */
  counts: Record<string, number>;
  layouts: number;
  groups: number;
  /** The largest distance to a solved layout in the type; null when none is solvable. */
  farthest: number | null;
  /** How many layouts lie at that distance, and the first of them (its code). */
  hardestCount: number;
  hardest: string | null;
}

/** A distance file of a type, as the library was built with it. */
export interface LibraryFileRow {
  type: string;
  /** Its extension after the type's stem ("dist"); with the stem, its name in the library folder. */
  ext: string;
  file: string;
  bytes: number;
  /** The SHA-256 of its table, as its header states it. */
  sha256: string;
}

export interface LibraryGroupRow {
  type: string;
  /** The group's index in its type (groups largest first). */
  group: number;
  size: number;
  solved: number;
  /** The most moves any layout of the group needs; null when none of it is solvable. */
  farthest: number | null;
  /** How many layouts need that many moves, and the first (its code): the group's puzzle. */
  hardestCount: number;
  hardest: string | null;
}

/** Which groups a listing takes, and in which order. */
export interface LibraryQuery {
  /** Groups whose farthest distance lies in this range (both ends included). */
  moves?: { min: number; max: number };
  /** Only groups of these types (their names). */
  types?: readonly string[];
  /** Only groups of at least this many layouts. */
  minSize?: number;
  /** The hardest first (else the easiest in range first); ties: larger groups first. */
  hardestFirst: boolean;
  limit: number;
  offset?: number;
}

export interface LibraryContents {
  meta: LibraryMeta;
  types: LibraryTypeRow[];
  files: LibraryFileRow[];
  groups: LibraryGroupRow[];
}

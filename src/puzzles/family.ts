/**
 * The family ability: a backend whose instances all belong to one finite
 * family (every 4x5 Klotski layout) can enumerate it, split it into types
 * (parts that no move leaves), classify each type (its groups under the
 * moves and every layout's fewest moves to a solved one), and say how a
 * type's classification is kept as a database. Generic code (the threads
 * and cluster runners, the database files, the midend, the command line)
 * runs a family only through this contract, so it names no backend.
 *
 * A contract module of its own: `puzzle.ts` declares the optional member,
 * the backend that has a family implements it, and neither imports the other
 * through here.
 */
import type { SearchProblem } from '../engine/problem.js';
import type { CensusFamily } from './census-family.js';
import type { Words } from './lang.js';

/**
 * A type of a family: whole-number counts (a Klotski type: how many vertical,
 * horizontal and 1x1 pieces), its keys always in the family's order, so a
 * type travels as plain JSON (to a worker thread, in a cluster job) and its
 * columns print in that order.
 */
export type FamilyType = Readonly<Record<string, number>>;

export interface GroupSummary {
  size: number;
  solved: number;
  /** The largest distance to a solved layout in the group; null for a group with no solved layout. */
  farthest: number | null;
}

/** The distance byte of a layout in a group with no solved layout. */
export const NO_SOLUTION = 255;

export interface TypeClassification {
  type: FamilyType;
  layouts: number;
  /** Groups, largest first (ties: the one holding the smaller key first). */
  groups: GroupSummary[];
  /** The largest distance to a solved layout in the type; null when no layout of the type is solvable. */
  farthest: number | null;
  /** Keys of the layouts at that distance, ascending. */
  hardest: number[];
  /** By rank: fewest moves to a solved layout, NO_SOLUTION where none. */
  distances: Uint8Array;
  /** By rank: the layout's group (an index into `groups`). */
  groupOf: Uint16Array;
}

/** What a run reports of a type: its classification without the per-layout tables. */
export type TypeSummary = Omit<TypeClassification, 'distances' | 'groupOf'>;

/** What a table of a type's database record says it is (the header of storage's distance-table format). */
export interface FamilyTableName {
  /** The extension of its file after the type's stem ("dist", "groups"). */
  ext: string;
  puzzle: string;
  instance: string;
  metric: string;
}

/** A table of a type's record, ready for the disk. */
export interface FamilyTable extends FamilyTableName {
  size: number;
  reached: number;
  radius: number;
  table: Uint8Array;
}

/** A table of a type's record as storage read it back (header and checksum checked). */
export interface FamilyTableRead {
  /** Its file, for messages. */
  path: string;
  size: number;
  reached: number;
  radius: number;
  table: Uint8Array;
}

/** A type's record read back: what a database lookup needs of it. */
export interface FamilyRecord {
  type: FamilyType;
  /** The type's largest distance to a solved layout (its tables' radius). */
  radius: number;
  /** By rank: fewest moves to a solved layout, NO_SOLUTION where none. */
  distances: Uint8Array;
  /** A layout's group by rank; throws (through `fail`) where the record is inconsistent. */
  groupOf(rank: number): number;
  groups: GroupSummary[];
  /** The rank of a layout's key in its type, -1 when it is not one. */
  rank(key: number): number;
  unrank(rank: number): number;
}

/**
 * How a family keeps a type's classification: its record is a few tables in
 * the distance-table format, in files named by the type's stem. Storage
 * writes and reads the files; the family makes and checks the tables.
 */
export interface FamilyDbFormat {
  /** The metric the database counts moves in. */
  readonly metric: string;
  /** The start of a type's file names in a database folder ("type-3-3-0"). */
  stem(type: FamilyType): string;
  /** The tables of a type's record, in the order `encode` makes them. */
  names(type: FamilyType): FamilyTableName[];
  encode(c: TypeClassification): FamilyTable[];
  /** The record from its tables (in the order of `names`); `fail` throws storage's error for a table that does not fit its type. */
  decode(type: FamilyType, tables: readonly FamilyTableRead[], fail: (message: string) => never): FamilyRecord;
}

/** Where an instance lies in its family: its start's key and type, or why it lies in none (words for after "--db DIR: "). */
export type FamilyPlace = { key: number; type: FamilyType } | { outside: Words };

/** Successors of a key, as keys (the family's moves, the ones the classification counts). */
export type KeySuccessors = (key: number, emit: (next: number, move: number) => void) => void;

export interface PuzzleFamily<I = unknown> {
  /** The family in words, after the backend's id where the families are listed ("the 4x5 Klotski layouts"). */
  readonly what: Words;
  /** What one move is, for the line after a classification ("one piece any distance along free cells"). */
  readonly moveWords: Words;
  /** The heads of a type's columns, one word each, in the type's key order ("V H S"). */
  readonly typeColumns: Words;

  /** Every type with at least one layout, in the family's order. */
  types(): FamilyType[];
  /** The types a text names (one, or several separated by slashes), each once; a PuzzleInputError naming `option` otherwise. */
  parseTypes(text: string, option: string): FamilyType[];
  /** Plain data (a job's payload, a summary file) as a type with layouts, its keys in order; undefined when it is none. */
  checkType(data: unknown): FamilyType | undefined;
  /** A type's short name ("3,3,0"). */
  typeName(type: FamilyType): string;
  /** A type's name with what its numbers count ("4,1,4: vertical, horizontal, 1x1 pieces"). */
  typeWords(type: FamilyType): Words;
  /** How many layouts a type has, without listing them. */
  layouts(type: FamilyType): number;
  /** The most memory classifying a type can take, in bytes. */
  mostBytes(type: FamilyType): number;
  /** Classifies a type: every layout's distance and group. */
  classify(type: FamilyType): TypeClassification;
  /** A layout's code for people. */
  layoutCode(key: number): string;
  /** The moves the classification counts, on keys. */
  successors(): KeySuccessors;
  /** Where an instance's start lies in the family (the problem is the instance's under the database's metric). */
  place(instance: I, problem: SearchProblem<unknown, unknown>): FamilyPlace;

  readonly db: FamilyDbFormat;
}

/**
 * What a backend's `family` member may be: a family classified type by type
 * (PuzzleFamily, Klotski), or a census of every layout in one run, chunk by
 * chunk (census-family.ts, Rush Hour).
 */
export type AnyFamily<I = unknown> = PuzzleFamily<I> | CensusFamily;

/** Whether a family is a census (it says so with its `census` member). */
export function isCensusFamily(family: AnyFamily): family is CensusFamily {
  return 'census' in family && family.census === true;
}

/** The family when it is classified type by type; undefined for none or a census (whose runs and databases are apart). */
export function typedFamily<I>(family: AnyFamily<I> | undefined): PuzzleFamily<I> | undefined {
  return family === undefined || isCensusFamily(family) ? undefined : family;
}

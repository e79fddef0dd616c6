/**
 * The census ability: a family whose every layout is enumerated and sorted
 * into groups (layouts reachable from one another) in one run, that keeps
 * one puzzle a group at most (Rush Hour: the group's hardest layout, when
 * it is minimal). The run is cut into chunks that are independent of one
 * another, so it can be spread over threads or machines, checkpointed and
 * resumed chunk by chunk; a chunk's result is plain JSON.
 *
 * A contract module of its own: family.ts names it beside the type-by-type
 * families, the backend implements it, the midend runs it.
 */
import type { Words } from './lang.js';

/** One classify option a census family declares (`--size <n>`), read as text and checked by `settings`. */
export interface CensusOption {
  /** Its name in the settings' text (`size`): commander's camel-cased key. */
  readonly name: string;
  /** As commander declares it (`--size <n>`). */
  readonly flag: string;
  readonly description: Words;
}

/** A run's settings: plain numbers, their keys in the family's order, so they travel as JSON (to a thread, in a checkpoint). */
export type CensusSettings = Readonly<Record<string, number>>;

/** A kept puzzle. */
export interface CensusPuzzle {
  /** Fewest moves to solve it. */
  readonly moves: number;
  /** Its layout as the family writes it. */
  readonly board: string;
  /** Layouts in its group. */
  readonly groupSize: number;
  /** The group's layouts by fewest moves to solved: histogram[d]. */
  readonly histogram: readonly number[];
}

/** What one chunk of a run found. */
export interface CensusChunk {
  readonly chunk: number;
  /** Layouts the chunk's walk met (the ones it may start a search from, Rush Hour: those no car can leave backwards): a run's rate counts these. */
  readonly enumerated: number;
  /** Layouts in the groups the chunk found (each group is found by one chunk only). */
  readonly layouts: number;
  readonly groups: number;
  /** Groups with a solved layout. */
  readonly solvable: number;
  /** The puzzles kept, in the order found. */
  readonly puzzles: readonly CensusPuzzle[];
}

export interface CensusFamily {
  /** What tells a census family from a type-by-type one. */
  readonly census: true;
  /** The family in words, where the families are listed ("every Rush Hour layout of a square board"). */
  readonly what: Words;
  /** Its classify options, beside the command's own. */
  readonly options: readonly CensusOption[];
  /** The settings the options give (text as typed, undefined where not given); a PuzzleInputError naming the option otherwise. */
  settings(values: Readonly<Record<string, string | undefined>>): CensusSettings;
  /** Plain data (a checkpoint's header, a job) as settings; undefined when it is none. */
  checkSettings(data: unknown): CensusSettings | undefined;
  /** A short name of the settings, for file names ("6x6-walls-0-1"). */
  settingsName(settings: CensusSettings): string;
  /** How many chunks a run has. */
  chunks(settings: CensusSettings): number;
  /** One chunk classified. */
  classifyChunk(settings: CensusSettings, chunk: number): CensusChunk;
  /** The order of a list: by moves, then by board. */
  comparePuzzles(a: CensusPuzzle, b: CensusPuzzle): number;
  /** A puzzle as a line of a list (no newline). */
  listLine(puzzle: CensusPuzzle): string;
}

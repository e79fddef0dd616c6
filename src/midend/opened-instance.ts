/**
 * The contract between the midend and every front end: an instance opened
 * once (its source settled, its metric checked, its search problem built),
 * with everything a front end needs to show, play and search it. Front ends
 * hold one of these instead of a backend, an instance and a problem side by
 * side, and never call the backend's functions with an instance of their own.
 */
import type { SearchProblem } from '../engine/problem.js';
import type { Drawing } from '../puzzles/drawing.js';
import type { Lang } from '../puzzles/lang.js';
import type { InstanceRequest, PuzzleBackend } from '../puzzles/puzzle.js';
import type { TableSetSpec } from '../puzzles/heuristic-tables.js';
import type { HintAnswer, HintOptions, HintTablesOptions, HintTablesReady, PrepareTablesOptions, TableBuildOutcome, TableRunOptions, TableSetChoice } from './table-runs.js';
import type { TableStore } from './table-store.js';

/** A move that can be made from a state, with the state it leads to (as a person sees it). */
export interface LegalMove<S, M> {
  move: M;
  /** The state after the move, by the puzzle's rules. */
  next: S;
  /** What the move costs under the instance's metric. */
  cost: number;
  /** The move in words ("G down 1"). */
  words: string;
  /** The move's short code ("G2"), which `legalMoveByCode` reads back among the legal moves of the state it is made from (move-codes.ts). */
  code: string;
}

export interface OpenedInstance<I = unknown, S = unknown, M = unknown> {
  readonly puzzle: PuzzleBackend<I, S, M>;
  readonly instance: I;
  /** The request as settled: the source actually used (a default preset filled in) and the parameters. */
  readonly request: InstanceRequest;
  /** The language of its words: moves, header, boards, legend. */
  readonly lang: Lang;
  /** The metric's id, checked. */
  readonly metric: string;
  /** The search problem under `metric`, built once. */
  readonly problem: SearchProblem<S, M>;
  /** The state play starts from. */
  readonly start: S;
  /** The instance's code (`parse` with this code gives it back). */
  readonly code: string;
  /** "Sliding tiles: 1,2,3/4,5,6/7,8,0", for headers (in `lang`). */
  readonly header: string;

  isGoal(state: S): boolean;
  stateCode(state: S): string;
  parseState(code: string): S;
  describeMove(move: M, before: S): string;
  moveCode(move: M): string;
  /** The move applied by the rules: the new state, or why it is illegal. */
  applyMove(state: S, move: M): S | { illegal: string };
  /** Every legal move from `state`, each with its result, cost, words and code. */
  legalMoves(state: S): LegalMove<S, M>[];
  renderText(state: S, options?: { color?: boolean }): string;
  draw(state: S): Drawing;
  /** What the board's letters and marks stand for, or null (see `PuzzleBackend.legend`). */
  legend(): string | null;
  /** The same instance (its states and moves carry over) with its words in another language. */
  withLang(lang: Lang): OpenedInstance<I, S, M>;
  /** The last of `states` (a line of play from the start) drawn with the way there where the backend draws one (`drawPath`), else as `draw`. */
  drawPath(states: readonly S[]): Drawing;

  // Pattern databases, read from, built for and kept in the store the front end passes in (table-runs.ts).
  /** Installs the best set kept in `store`, else builds the default one and keeps it there; what it installed, or null. */
  prepareTables(store: TableStore, options?: PrepareTablesOptions): Promise<TableSetSpec | null>;
  /** The set `pdb build` makes: the partition named, else the default, else the first for this board. */
  tableSetToBuild(partition?: string): TableSetChoice;
  /** Builds `spec` and keeps it in `store` (not installed): `pdb build`. */
  buildTables(spec: TableSetSpec, store: TableStore, options?: TableRunOptions): Promise<TableBuildOutcome>;
  /** The set hints use where the space is too big for a distance map of `mapStates` states; null where it fits or no set does. */
  hintTableSet(mapStates: number): TableSetSpec | null;
  /** Makes the hint set `spec` ready: installed already, read back from `store`, or built (one build at a time, shared by the jobs waiting). */
  readyHintTables(spec: TableSetSpec, store: TableStore, options: HintTablesOptions): Promise<HintTablesReady>;
  /** Whether the store took the hint set `spec` built in this process (waiting for it); null when none was built here. */
  hintTablesKept(spec: TableSetSpec): Promise<boolean | null>;
  /** `state`'s distance and best move, by IDA* on the hint set `spec` (made ready first). */
  hint(state: S, spec: TableSetSpec, store: TableStore, options: HintOptions): Promise<HintAnswer>;
}

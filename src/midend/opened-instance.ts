/**
 * The contract between the midend and every front end: an instance opened
 * once (its source settled, its metric checked, its search problem built),
 * with everything a front end needs to show, play and search it. Front ends
 * hold one of these instead of a backend, an instance and a problem side by
 * side, and never call the backend's functions with an instance of their own.
 */
import type {
  AlgorithmName,
  AllSolutionsResult,
  CountShortestResult,
  DistanceMap,
  DistancesOptions,
  ExploreOptions,
  ExploreResult,
  SearchOptions,
  SearchResult,
  Steps,
} from '../engine/index.js';
import type { SearchProblem } from '../engine/problem.js';
import type { Drawing } from '../puzzles/drawing.js';
import type { Lang } from '../puzzles/lang.js';
import type { Message } from '../i18n/index.js';
import type { CostUnit, InputsPlay, InstanceRequest, PuzzleBackend, SpaceDiagram } from '../puzzles/puzzle.js';
import type { WrittenSolution } from '../puzzles/solution-notation.js';
import type { InstanceCredits, PlayKey } from '../puzzles/key-play.js';
import type { AllSolutionsRunOptions, SolveRunOptions, ThreadsExploreOptions, ThreadsExploreOutcome } from './run-options.js';
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

/** Play by keys (`PuzzleBackend.keyPlay`) bound to the instance. */
export interface OpenedKeyPlay<S, M> {
  readonly keys: readonly PlayKey[];
  /** The move a key makes from `state` (apply it with `applyMove`, which may refuse it), or null. */
  move(state: S, key: PlayKey): M | null;
  /** The shape ids of the pieces proven unable to reach a goal in `state`; empty where none is, or the backend proves none. */
  stuck(state: S): readonly string[];
  /** What a hint names from a solution from `states[0]` (`moves`, `states` one more), in the instance's language: the backend's words where it has them (`KeyPlay.hintMove`), else the first move's. */
  hintMove(states: readonly S[], moves: readonly M[]): string;
}

export interface OpenedInstance<I = unknown, S = unknown, M = unknown> {
  readonly puzzle: PuzzleBackend<I, S, M>;
  readonly instance: I;
  /** The puzzle's id ("sliding-tiles"), as JSON and messages name it. */
  readonly puzzleId: string;
  /** The puzzle's title in `lang` ("Sliding tiles" in English). */
  readonly title: string;
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
  /** Optional, where the backend has it: its own inputs played with a history (`PuzzleBackend.playInputs`). */
  playInputs?(codes: readonly string[]): InputsPlay;
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

  // What a front end shows of the instance, in `lang`, without a call of its own to the backend.

  /** The backend's own short name for the instance (a river-crossing spec's title), or undefined where it has none (`header` then shows the code). */
  instanceTitle(): string | undefined;
  /** A whole solution as one picture (`states` from the start), where the backend draws one; else null. */
  solutionPicture(states: readonly S[]): string | null;
  /** The unit of a cost under the instance's metric ("minute", "minutes"), or null where a cost is a bare number. */
  costUnit(): CostUnit | null;
  /** Whether the problem proves, before any search, that no goal can be reached. */
  provedUnsolvable(): boolean;
  /**
   * Why there is no solution, in `lang`: the backend's own proof where it
   * words one, else `found`, the search's reason: its message
   * (`result.reasonMessage`), rendered in `lang`, or text already worded,
   * kept as it is; undefined when there is neither.
   */
  unsolvableReason(found?: string | Message): string | undefined;
  /** The fewest moves every solution has, where the problem proves a bound (an admissible heuristic under unit costs); else undefined. */
  movesAtLeast(): number | undefined;
  /** Whether the backend draws state spaces at all (`spaceDiagram` may still be null for an instance). */
  readonly drawsSpaces: boolean;
  /** The picture of the whole state space with `path` (states from the start) traced on it; null where this instance has none. */
  spaceDiagram(path?: readonly S[]): SpaceDiagram | null;
  /** The states a solution's moves pass through by the rules, from the start; an error when the rules refuse one or the last is no goal (a backend bug). */
  replay(moves: readonly M[]): S[];
  /** Each move in words, made from the state before it (`states[i]` for `moves[i]`). */
  moveWords(moves: readonly M[], states: readonly S[]): string[];
  /** Each move's code. */
  moveCodes(moves: readonly M[]): string[];
  /** A solution in the puzzle's own notation (Sokoban's LURD) and its counts, from its states (`replay`) and moves; null where the puzzle has none. */
  writeSolution(states: readonly S[], moves: readonly M[]): WrittenSolution | null;
  /** The move codes a solution written in the puzzle's notation stands for; null where the puzzle has none or `text` is not in it. */
  readSolution(text: string): string[] | null;
  /** Why the rules refuse the move `code` names from `state`, in `lang`; null where it names no move or the move is legal. */
  whyIllegal(code: string, state: S): string | null;

  /** Play by keys where the backend offers it (key-play.ts), else null. */
  readonly keyPlay: OpenedKeyPlay<S, M> | null;
  /** Who made the instance (a game's title, author, homepage), where the backend says; else null. */
  credits(): InstanceCredits | null;

  // The runs: the engine's steps (drive them with `runAsync`), with its limits, progress and cancel in the options.

  /** The algorithm `name` stands for here (`auto` settled); an error when the problem does not support it. */
  algorithmFor(name: AlgorithmName): Exclude<AlgorithmName, 'auto'>;
  /** A solution (the shortest, but for `dfs`), by `options.algorithm` (default `auto`). */
  solve(options?: SolveRunOptions): Steps<SearchResult<S, M>>;
  /** A solution from `state` instead of the start (play's hint and its demonstration), as `solve` finds one. */
  solveFrom(state: S, options?: SolveRunOptions): Steps<SearchResult<S, M>>;
  /** How many shortest solutions there are. */
  countShortest(options?: SearchOptions): Steps<CountShortestResult<S, M>>;
  /** Every solution without a repeated state, listed shortest first or counted (see `AllSolutionsRunOptions`). */
  allSolutions(options?: AllSolutionsRunOptions): Steps<AllSolutionsResult<S, M>>;
  /** The reachable space, by the hash-table search on this thread. */
  explore(options?: ExploreOptions): Steps<ExploreResult<S>>;
  /** The reachable space on worker threads, where the platform registered its `threads` runner (explore-threads-run.ts). */
  exploreOnThreads(options: ThreadsExploreOptions): Promise<ThreadsExploreOutcome<S>>;
  /** Every reachable state's least cost to a goal. */
  distances(options?: DistancesOptions): Steps<DistanceMap<S>>;
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

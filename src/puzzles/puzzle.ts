/**
 * The one interface every puzzle backend implements, and the only thing the
 * midend knows about puzzles (the front ends know the midend, and these
 * types). A backend is a table of functions, as in a classic puzzle
 * collection: parse an instance, build the search problem, and describe,
 * draw and encode states and moves; its optional entries are all else it
 * can do (aliases, an editor's model, a family, pattern databases, a level
 * generator). `definePuzzle` (define-puzzle.ts) declares one.
 */
import type { LimitReason, SearchOptions } from '../engine/budget.js';
import type { Message } from '../i18n/index.js';
import type { SearchProblem } from '../engine/problem.js';
import type { PuzzleAlias } from './alias.js';
import type { Drawing, LegendEntry } from './drawing.js';
import type { EditorModel } from './editor-model.js';
import type { AnyFamily } from './family.js';
import type { HeuristicTables } from './heuristic-tables.js';
import type { Lang } from './lang.js';
import type { LevelCollection } from './collection.js';
import type { InstanceCredits, KeyPlay } from './key-play.js';
import type { SolutionNotation } from './solution-notation.js';

/** Where an instance comes from. `params` override what the source says. */
export type InstanceSource =
  | { kind: 'preset'; name: string }
  | {
      kind: 'text';
      text: string;
      /** a file name or "stdin", for messages */ origin: string;
      /** For a backend with a `collection`: the level of the file, a number from 1 or a title (level-collection.ts); absent for the first. */
      level?: string;
    }
  | { kind: 'code'; code: string }
  | { kind: 'params' };

export interface InstanceRequest {
  source: InstanceSource;
  params: Readonly<Record<string, string>>;
}

export interface PresetInfo {
  name: string;
  /** Other names that select it (pinyin for a Chinese name, say). */
  aliases?: readonly string[];
  description: string;
  /** The description in Chinese, where the backend has one. */
  zh?: string;
}

/** A preset kept as an instance code, as most backends keep theirs: the code is what their `parseCode` reads. */
export interface CodePreset extends PresetInfo {
  code: string;
}

export interface ParamInfo {
  key: string;
  description: string;
  /** The value used when neither the source nor --param sets it. */
  default?: string;
  /** The default in Chinese, where it is words rather than a value ("every jug empty"). */
  defaultZh?: string;
}

export interface MetricInfo {
  id: string;
  description: string;
}

export interface PuzzleBackend<I, S, M> {
  /** Command-line name, e.g. "sliding-tiles". */
  readonly id: string;
  /** Optional: other names it answers to (klotski, huarongdao), some standing for a preset (15-puzzle); see alias.ts. */
  readonly aliases?: readonly PuzzleAlias[];
  readonly title: string;
  readonly description: string;
  readonly presets: readonly PresetInfo[];
  readonly params: readonly ParamInfo[];
  /** Cost metrics; the first is the default. One entry when there is one way to count. */
  readonly metrics: readonly MetricInfo[];
  /** The preset used when a request names no source. */
  readonly defaultPreset?: string;
  /**
   * Optional: the title and descriptions above in Chinese (localized.ts reads
   * them; presets carry their own); whatever is left out is shown in English.
   */
  readonly zh?: ChineseNames;

  /**
   * Builds an instance. Throws `PuzzleInputError` naming what is wrong and
   * where, for any bad input: never another exception, never a hang.
   */
  parse(request: InstanceRequest): I;
  /** The search problem for an instance under a metric (default: the first). */
  problem(instance: I, metric?: string): SearchProblem<S, M>;

  /** A code that `parse({source: {kind: 'code', ...}})` turns back into this instance. */
  instanceCode(instance: I): string;
  /** A short code for a state of this instance, for sharing and JSON output. */
  stateCode(instance: I, state: S): string;
  /** Reads a state code of this instance; throws `PuzzleInputError` if bad. */
  parseState(instance: I, code: string): S;

  /**
   * A move in words, e.g. "slide 7 left", "pour 8L jug into 5L jug", in
   * `lang` (default English; a backend without Chinese words answers in English).
   */
  describeMove(instance: I, move: M, before: S, lang?: Lang): string;
  /** A short code for a move, e.g. "7L". */
  moveCode(instance: I, move: M): string;
  /**
   * Optional: the inverse of `moveCode`: the move a code names, legal where
   * it is made or not, or null when it names no move of this instance.
   * `before` is the state the move is made from, for codes that name a piece
   * by what it is rather than where it stands (submarine's `B1U`); most
   * backends need only the code. The midend passes the move to `applyMove` to
   * say why a move someone wrote is refused ("the ghosts outnumber the
   * people on the east bank"); the midend reads codes with it.
   */
  parseMove?(instance: I, code: string, before: S): M | null;
  /**
   * Applies a move by the puzzle's rules, checked independently of the
   * successor generator: returns the new state, or a message saying why the
   * move is illegal, in `lang` (default English). A backend words it in
   * both languages where it can (`{ illegal, zh }`); `definePuzzle` answers
   * in the language asked. Tests replay every solution through this.
   */
  applyMove(instance: I, state: S, move: M, lang?: Lang): S | IllegalMove;

  /** The state as text for a terminal; `color` allows ANSI colours; words in `lang`. */
  renderText(instance: I, state: S, options?: { color?: boolean; lang?: Lang }): string;
  /** The state as shapes for a graphical front end, its words (a bank's name) in `lang`. */
  draw(instance: I, state: S, lang?: Lang): Drawing;

  /**
   * Optional: a short name for an instance in headers, where its code is not
   * one (a river-crossing spec's title instead of its whole JSON).
   */
  instanceTitle?(instance: I, lang?: Lang): string;
  /**
   * Optional: what the letters and marks of `renderText` stand for ("B is
   * Cao Cao, the 2x2 block ..."), shown once beside the boards. Null when they
   * need no legend.
   */
  legend?(instance: I, lang?: Lang): string | null;
  /**
   * Optional: a whole solution as one picture, where that reads better than
   * a board a move (a knight's tour as a board of move numbers). `states` are
   * the solution's states from the start. Null when it has none.
   */
  solutionPicture?(instance: I, states: readonly S[]): string | null;
  /**
   * Optional: the last of `states` (a line of play from the start) drawn with
   * the way that led to it, where a position alone hides it (a knight's tour:
   * squares numbered in visiting order and the knight's path, rather than
   * visited squares greyed). Pieces keep their ids, as in `draw`.
   */
  drawPath?(instance: I, states: readonly S[]): Drawing;
  /**
   * Optional: the unit of a solution's cost under a metric, singular and
   * plural ({ one: 'minute', many: 'minutes' }), so front ends write
   * "17 minutes" instead of "cost 17". Null where a cost is a bare number.
   */
  costUnit?(instance: I, metric: string, lang?: Lang): CostUnit | null;
  /**
   * Optional: the ids of the metrics that count differently for this
   * instance; each other metric gives the same answers as one of these, so a
   * front end need not offer it (a river crossing where nothing takes time:
   * its cost is its number of crossings). Every metric when absent.
   */
  distinctMetrics?(instance: I): readonly string[];

  /**
   * Optional: the search problem's proof that no goal is reachable
   * (`SearchProblem.unsolvableReason`, made in English) in `lang`; null when
   * there is none. Front ends show it in place of the problem's own.
   */
  unsolvableReason?(instance: I, metric: string, lang?: Lang): string | null;

  /**
   * Optional: a picture of the whole state space, for puzzles whose states
   * have a natural layout (missionaries and cannibals: the grid of how many of
   * each kind are on the start bank, safe and unsafe states marked). `path`,
   * a solution's states, is traced on it. Null when this instance has none.
   */
  spaceDiagram?(instance: I, path?: readonly S[], lang?: Lang): SpaceDiagram | null;

  /**
   * Optional: a level designer. Makes new instances at random (from
   * `options.seed`, so the same seed makes the same ones) whose shortest
   * solution has at least `minMoves` moves, and only one if `unique`.
   * Written like the engine's searches: it yields `undefined` between time
   * slices (so a caller can let the event loop see an AbortSignal) and each
   * instance as soon as it is made, and returns a summary at the end.
   * Limits: `maxSeconds`, `maxStates` (states explored in all),
   * `maxMemoryBytes`, `signal`; progress reports `states` explored and, as
   * `depth`, the most moves any candidate needed so far.
   */
  generate?(options: GenerateOptions): Generator<Generated<I> | undefined, GenerateSummary, void>;
  /**
   * Optional, with `generate`: the most moves of any level the generator is
   * known to have made (a preset records the run), so that a front end can
   * say up front when a requested minimum lies far past anything seen.
   */
  readonly longestGenerated?: number;

  /**
   * Optional: a line of the puzzle's own inputs played with a history, where
   * some inputs are no moves of the search (PuzzleScript's undo and restart)
   * or play goes on past the goal (its next level): what `check --inputs`
   * replays instead of the plain moves, with fields of the puzzle's own.
   */
  playInputs?(instance: I, codes: readonly string[]): InputsPlay;

  /** Optional: pattern databases for big instances (see heuristic-tables.ts). */
  heuristicTables?: HeuristicTables<I>;

  /**
   * Optional: the model of an editor for its instances (the cell grid, what
   * each tool does to it, reading and writing the draft as text); a front
   * end picks its editor by the model's `kind` (see editor-model.ts). A
   * backend without one gets the generic editor (text, code, parameters).
   */
  readonly editor?: EditorModel<I>;
  /** Optional: files that hold many levels (a Sokoban set): how to list them; `parse` picks the one a text source's `level` names. */
  readonly collection?: LevelCollection;
  /** Optional: a notation of whole solutions (Sokoban's LURD), written for output and read by `check`. */
  readonly notation?: SolutionNotation<I, S, M>;
  /** Optional: play by the arrow keys and an action key, and the pieces proven stuck (see key-play.ts). */
  readonly keyPlay?: KeyPlay<I, S, M>;
  /** Optional: who made the instance (a PuzzleScript game's title, author and homepage); null where the source names no one. */
  credits?(instance: I): InstanceCredits | null;
  /** Optional: the finite family every instance belongs to, its classification and its database (see family.ts). */
  readonly family?: AnyFamily<I>;
}

/**
 * A backend's own names in Chinese. English is in the backend's fields
 * themselves; these are kept beside them, by metric id and parameter key,
 * so that a backend without them works unchanged.
 */
export interface ChineseNames {
  title: string;
  description?: string;
  /** Metric id → what to call it and what it counts. */
  metrics?: Readonly<Record<string, { name: string; description?: string }>>;
  /** Parameter key → its description. */
  params?: Readonly<Record<string, string>>;
}

/** Why a move breaks the rules: `illegal` in English, `zh` in Chinese where the backend words it (`illegalWords` picks one). */
export interface IllegalMove {
  illegal: string;
  zh?: string;
  /** The refusal as a catalog message, where it was made from one (`refusal`): its words are rendered only when read. */
  readonly words?: Message;
}

/** Inputs played through `playInputs`. */
export interface InputsPlay {
  /** Whether the instance was solved (a PuzzleScript level won) on the way. */
  solved: boolean;
  /** The first input that is none of the puzzle's, by its index from 0. */
  unknown?: { index: number; code: string };
  /** The puzzle's own facts about the end of play (PuzzleScript's `levelString`). */
  fields: Readonly<Record<string, string>>;
}

/** A unit of cost, in the singular and the plural (the same word twice in Chinese, which has no plural). */
export interface CostUnit {
  one: string;
  many: string;
  /**
   * Where the metric breaks ties by a second count (`SearchProblem.secondOrder`):
   * both counts' names, to say which is proven ("pushes", "player moves").
   */
  ties?: { first: string; second: string };
}

/** What to generate (see `PuzzleBackend.generate`). */
export interface GenerateOptions extends SearchOptions {
  /** Keep only instances whose shortest solution has at least this many moves (default 1). */
  minMoves?: number;
  /** Keep only instances with exactly one shortest solution. */
  unique?: boolean;
  /** Seed of the random choices, a whole number below 2^32 (default: a random one, reported in the summary). */
  seed?: number;
  /** How many instances to make (default 1). */
  count?: number;
  /** Optional: the designer's own parameters (Sokoban's width, height, boxes), as --param gives them. */
  params?: Readonly<Record<string, string>>;
  /** Optional: the metric whose moves `minMoves` counts (default: the puzzle's first). */
  metric?: string;
}

/** One generated instance and its difficulty. */
export interface Generated<I> {
  instance: I;
  /** Moves in a shortest solution. */
  moves: number;
  /** How many distinct shortest solutions it has (exact below 2^53). */
  shortestSolutions: number | bigint;
}

export interface GenerateSummary {
  /** 'complete' when `count` instances were made; 'limit' when a limit or the signal stopped it first. */
  status: 'complete' | 'limit';
  limit?: LimitReason;
  /** The seed used. */
  seed: number;
  /** Candidates examined (each a random arrangement and everything reachable from it). */
  candidates: number;
  statesExplored: number;
  milliseconds: number;
}

/** A state space drawn whole: as text for a terminal and as shapes for the browser. */
export interface SpaceDiagram {
  renderText(options?: { color?: boolean }): string;
  drawing: Drawing;
  /** What the drawing's colours, lines and marks mean, for a front end to show beside it. */
  legend?: readonly LegendEntry[];
}

/** A backend whose types are erased, as the catalog and front ends hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPuzzle = PuzzleBackend<any, any, any>;

export { PuzzleInputError, type InputCell } from './input-error.js';

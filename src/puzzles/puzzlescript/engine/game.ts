/**
 * The contract of a compiled PuzzleScript game: what the compiler
 * (compile.ts) makes from a game's text and the turn (turn.ts) runs. Cells
 * hold bit sets as PuzzleScript's own engine does: `stride` 32-bit words of
 * objects a cell, and one 5-bit movement a cell and collision layer.
 */

/** Movement bits of one layer, as PuzzleScript numbers them. */
export const MOVE_UP = 1;
export const MOVE_DOWN = 2;
export const MOVE_LEFT = 4;
export const MOVE_RIGHT = 8;
export const MOVE_ACTION = 16;

/** One cell of a rule's left side, compiled to masks. */
export interface CellPattern {
  /** Every object here must be present (words of `stride`). */
  readonly present: Int32Array;
  /** No object here may be present. */
  readonly missing: Int32Array;
  /** Each of these sets must meet the cell (a property on the left). */
  readonly anyPresent: readonly Int32Array[];
  /** Per layer: movement bits that must all be set (0: none asked). */
  readonly movesPresent: Uint8Array;
  /** Per layer: movement bits that must all be clear. */
  readonly movesMissing: Uint8Array;
  /** The layers where `movesPresent` or `movesMissing` asks anything (most cells ask none): the only ones a match looks at. */
  readonly moveLayers: Int32Array;
  /** The word of `present` (else of `missing`) that says most about a cell: tested before the whole match, where most cells fail. */
  readonly keyWord: number;
  /** What the right side does to the cell; null when it changes nothing. */
  readonly replacement: CellReplacement | null;
}

export interface CellReplacement {
  readonly objectsClear: Int32Array;
  readonly objectsSet: Int32Array;
  /** Per layer: movement bits cleared (the clear and layer masks together) and set. */
  readonly movesClear: Uint8Array;
  readonly movesSet: Uint8Array;
  /** Per layer: 0x1f where the replacement sets or drops the layer's movement (PuzzleScript's movementsLayerMask, for rigid bodies). */
  readonly movesLayer: Uint8Array;
  /** The layers where `movesClear` or `movesSet` is not zero: the only movements a replacement can change (a game may have dozens of layers). */
  readonly moveLayers: Int32Array;
}

/** A row of a rule: cells, where `null` stands for an ellipsis. */
export type PatternRow = readonly (CellPattern | null)[];

/** cancel, restart, win, again, checkpoint, message or sfx0..sfx10: each counts in the turn's queue. */
export type Command = string;

export interface CompiledRule {
  /** The direction it scans in: one of the MOVE_ bits. */
  readonly direction: number;
  readonly rows: readonly PatternRow[];
  /** Per row: the objects its cells must hold, all of which one line of the board (the row's, or column's) must hold somewhere for a match. */
  readonly rowRequired: readonly Int32Array[];
  /** Per row: whether any of its cells has a replacement (a row without one only has to match). */
  readonly rowWrites: readonly boolean[];
  /** The objects every row needs together: the board must hold them all somewhere. */
  readonly required: Int32Array;
  /** Per layer: the movement bits some cell must have. */
  readonly movesRequired: Uint8Array;
  /** The layers where `movesRequired` is not zero. */
  readonly requiredMoveLayers: Int32Array;
  /** Per row: the movement bits (per layer) its cells need, all of which one line of the board must carry; and the layers that asks on. */
  readonly rowMovesRequired: readonly Uint8Array[];
  readonly rowMoveLayers: readonly Int32Array[];
  /** Ellipses in each row (0, 1 or 2). */
  readonly ellipses: readonly number[];
  readonly hasReplacements: boolean;
  readonly commands: readonly Command[];
  /** The line of the game text it was written on, counted from 1. */
  readonly line: number;
  /** For a rigid rule: its group's place among the groups with rigid rules, from 1; 0 otherwise. */
  rigidIndex: number;
  /** Its place among all the game's rules (late ones after the others), from 0: a key for a board's notes on it. */
  index: number;
}

/** Rules applied together until none changes anything (a `+` group, or one rule). */
export type RuleGroup = readonly CompiledRule[];

export interface WinCondition {
  /** -1 no, 0 some, 1 all. */
  readonly quantifier: -1 | 0 | 1;
  readonly first: Int32Array;
  /** Whether every object of `first` must be there (an `and` name), not any one. */
  readonly firstAll: boolean;
  readonly second: Int32Array;
  readonly secondAll: boolean;
  readonly line: number;
}

/** A level as written, or a message between levels. */
export type GameLevel =
  | { readonly kind: 'level'; readonly width: number; readonly height: number; /** cells column by column, `stride` words each */ readonly cells: Int32Array; readonly line: number }
  | { readonly kind: 'message'; readonly text: string; readonly line: number };

export interface GameObject {
  readonly name: string;
  readonly id: number;
  readonly layer: number;
  /** Colours as written (names or #hex). */
  readonly colors: readonly string[];
  /** 5x5 colour indices (-1 transparent), or null for a plain square of the first colour. */
  readonly sprite: readonly (readonly number[])[] | null;
}

export interface CompiledGame {
  readonly title: string;
  readonly author: string | null;
  readonly homepage: string | null;
  /** Flags of the prelude that change play (require_player_movement, noundo, norestart, run_rules_on_level_start). */
  readonly flags: ReadonlySet<string>;
  /** Objects by id. */
  readonly objects: readonly GameObject[];
  readonly layerCount: number;
  /** Words of objects a cell. */
  readonly stride: number;
  /** Per layer: the objects on it. */
  readonly layerMasks: readonly Int32Array[];
  readonly playerMask: Int32Array;
  /** Whether the player is an `and` of objects (all must be in a cell). */
  readonly playerAll: boolean;
  readonly rules: readonly RuleGroup[];
  readonly lateRules: readonly RuleGroup[];
  /** Per group of `rules`: the group a loop (`startloop` ... `endloop`) goes back to after it, or -1. */
  readonly loopPoints: Int32Array;
  /** The same for `lateRules`. */
  readonly lateLoopPoints: Int32Array;
  /** How many rules `rules` and `lateRules` hold together (their `index`es run below it). */
  readonly ruleCount: number;
  /** The index in `rules` of each group with rigid rules, by its rigidIndex less 1 (empty: no rigid rules). */
  readonly rigidGroups: Int32Array;
  readonly winConditions: readonly WinCondition[];
  readonly levels: readonly GameLevel[];
  /** Level characters and the objects each stands for (object ids), in the order written. */
  readonly glyphs: ReadonlyMap<string, readonly number[]>;
}

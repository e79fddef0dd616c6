/**
 * Level collections: one file that holds many levels of a puzzle (a Sokoban
 * `.xsb` set, a PuzzleScript game). A backend that reads them offers a
 * `LevelCollection`; a request then names its level (`--level 12`,
 * `--level "title"`) in its text source, and `chooseLevel` (level-choice.ts)
 * settles the choice the same way for every such backend. `--level all` is
 * the midend's batch (src/midend/level-batch.ts), which opens each level in turn.
 */
/** One level of a collection, as the file gives it. */
export interface CollectionLevel {
  /** Its number in the file, from 1. */
  readonly number: number;
  /** Its title, where the file gives one. */
  readonly title?: string;
}

export interface LevelCollection {
  /** The levels of a file's text, in order; an empty list when it holds none. Throws `PuzzleInputError` for text it cannot split. */
  levels(text: string, origin: string): readonly CollectionLevel[];
}


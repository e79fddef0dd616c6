/**
 * Every alias of the puzzles in the catalog, gathered from the backends'
 * own `aliases` entries, in catalog order (the order `resolvePuzzle` tries
 * them and `list` shows them).
 */
import { aliasName, aliasPreset } from './alias.js';
import type { AnyPuzzle } from './puzzle.js';

export interface AliasEntry {
  alias: string;
  puzzle: AnyPuzzle;
  /** The preset this name stands for, when it names one instance. */
  preset?: string;
}

/** The other names of one puzzle. */
export function aliasesOf(puzzle: AnyPuzzle): string[] {
  return (puzzle.aliases ?? []).map(aliasName);
}

export function aliasIndex(puzzles: readonly AnyPuzzle[]): AliasEntry[] {
  return puzzles.flatMap((puzzle) =>
    (puzzle.aliases ?? []).map((alias) => {
      const preset = aliasPreset(alias);
      return preset === undefined ? { alias: aliasName(alias), puzzle } : { alias: aliasName(alias), puzzle, preset };
    }),
  );
}

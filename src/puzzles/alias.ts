/**
 * Another name a puzzle answers to, as people type it: an English name,
 * pinyin or Chinese (`klotski`, `huarongdao`, or Klotski's Chinese name). A few stand for one
 * instance too (`15-puzzle` is the sliding-tiles preset of that name), used
 * when no instance is given. A backend lists its own in `aliases`; the
 * catalog gathers them (alias-index.ts). In a module of its own so that
 * puzzle.ts and the index both read it without importing each other.
 */
export type PuzzleAlias = string | { readonly name: string; /** The preset this name stands for. */ readonly preset: string };

/** What a person types for the alias. */
export function aliasName(alias: PuzzleAlias): string {
  return typeof alias === 'string' ? alias : alias.name;
}

/** The preset an alias stands for, if it names one instance. */
export function aliasPreset(alias: PuzzleAlias): string | undefined {
  return typeof alias === 'string' ? undefined : alias.preset;
}

/**
 * The Chinese names a person types in place of a puzzle's id: each puzzle's
 * Chinese title (up to its parenthesis) and every preset name or preset alias
 * written in Chinese characters (Klotski's opening layouts, the river
 * crossing of people and ghosts), so that a preset's Chinese name opens it as
 * the Chinese name of Klotski opens Klotski. Only names that stand for
 * one thing across the catalog are kept: a name two backends use is left to
 * `--preset`, where the puzzle says which is meant.
 */
import type { AnyPuzzle } from './puzzle.js';

export interface ChineseNameEntry {
  name: string;
  puzzle: AnyPuzzle;
  /** The preset the name stands for; absent for a puzzle's own name. */
  preset?: string;
}

/** Han characters: a name with one is a Chinese name. */
const HAN = /\p{Script=Han}/u;

/**
 * A puzzle's Chinese name: its Chinese title before the first parenthesis
 * (the name, then a parenthesis that explains); the titles name the puzzle first and
 * explain after, so this is the name people know it by.
 */
export function chineseTitleName(puzzle: AnyPuzzle): string | undefined {
  const title = puzzle.zh?.title;
  if (title === undefined) return undefined;
  const name = title.split(/[\uff08(]/u)[0].trim();
  return HAN.test(name) ? name : undefined;
}

/** Every Chinese name in `puzzles` that stands for one puzzle (or one preset of one puzzle), in catalog order. */
export function chineseNameIndex(puzzles: readonly AnyPuzzle[]): ChineseNameEntry[] {
  const all: ChineseNameEntry[] = [];
  for (const puzzle of puzzles) {
    const title = chineseTitleName(puzzle);
    if (title !== undefined) all.push({ name: title, puzzle });
    for (const preset of puzzle.presets) {
      for (const name of [preset.name, ...(preset.aliases ?? [])]) if (HAN.test(name)) all.push({ name, puzzle, preset: preset.name });
    }
  }
  const targets = new Map<string, Set<string>>();
  for (const entry of all) {
    const target = `${entry.puzzle.id}\u0000${entry.preset ?? ''}`;
    const seen = targets.get(entry.name) ?? new Set<string>();
    seen.add(target);
    targets.set(entry.name, seen);
  }
  const kept = new Set<string>();
  return all.filter((entry) => {
    if ((targets.get(entry.name)?.size ?? 0) !== 1 || kept.has(entry.name)) return false;
    kept.add(entry.name);
    return true;
  });
}

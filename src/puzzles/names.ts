/**
 * Finding things by the name a person types: puzzles, presets, parameters and
 * metrics. A name matches when it is the same up to case, spaces, hyphens,
 * underscores and apostrophes ("Sliding Tiles", "hengdao-lima"); an unknown
 * one gets the closest names as a suggestion ("did you mean ...?"), by edit
 * distance over names and aliases (pinyin and Chinese names included).
 */
import type { Message } from '../i18n/index.js';
import { PUZZLE_MESSAGES } from './messages.js';

/**
 * Edit distance between two strings (insertions, deletions, substitutions and
 * swaps of two neighbours each count 1), in code points, so a name of three Chinese characters is 3 long.
 */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}

/** A name as compared: lower case, without spaces, hyphens, underscores, dots and apostrophes. */
export function normalName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[\s_\-'’.]/g, '');
}

export interface Named {
  name: string;
  aliases?: readonly string[];
}

/** The item whose name or alias is `wanted` up to case and separators. */
export function findNamed<T extends Named>(items: readonly T[], wanted: string): T | undefined {
  const exact = wanted.trim().toLowerCase();
  const found = items.find((item) => item.name.toLowerCase() === exact || item.aliases?.some((a) => a.toLowerCase() === exact));
  if (found) return found;
  const key = normalName(wanted);
  if (key === '') return undefined;
  return items.find((item) => normalName(item.name) === key || item.aliases?.some((a) => normalName(a) === key));
}

/**
 * Up to `max` names close to `wanted`, closest first: within an edit distance
 * of about a third of its length, or containing it (or contained in it) when
 * it has 3 or more letters. An item found through an alias is shown as
 * `name (alias)`.
 */
export function closestNames(items: readonly Named[], wanted: string, max = 3): string[] {
  const key = normalName(wanted);
  if (key === '') return [];
  const length = Array.from(key).length;
  const allowed = Math.max(1, Math.round(length / 3));
  const scored: { shown: string; score: number }[] = [];
  for (const item of items) {
    let best: { shown: string; score: number } | undefined;
    for (const [i, candidate] of [item.name, ...(item.aliases ?? [])].entries()) {
      const other = normalName(candidate);
      const distance = editDistance(key, other);
      const contains = length >= 3 && (other.includes(key) || key.includes(other)) && other.length >= 2;
      if (distance > allowed && !contains) continue;
      const score = contains ? Math.min(distance, allowed) : distance;
      if (!best || score < best.score) best = { shown: i === 0 ? item.name : `${item.name} (${candidate})`, score };
    }
    if (best) scored.push(best);
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, max)
    .map((s) => s.shown);
}

/** "did you mean X?" / "did you mean X or Y?" / "" for no suggestion. */
export function didYouMean(suggestions: readonly string[]): string {
  if (suggestions.length === 0) return '';
  const last = suggestions[suggestions.length - 1];
  return `did you mean ${suggestions.length === 1 ? last : `${suggestions.slice(0, -1).join(', ')} or ${last}`}?`;
}

/** The names suggested, as a message: "a", "a or b", "a, b or c" (the Chinese joins them its own way). */
function suggested(names: readonly string[]): Message | string {
  if (names.length === 1) return names[0];
  let first: Message | string = names[0];
  for (const next of names.slice(1, -1)) first = PUZZLE_MESSAGES.namesComma({ first, next });
  return PUZZLE_MESSAGES.namesOr({ first, last: names[names.length - 1] });
}

/**
 * The end of a message about an unknown name: the suggestion, then the known
 * names when there are few enough to read (else how many there are, and
 * `longList`: where to find them). `what` names the kind of thing
 * (`PUZZLE_MESSAGES.nounPresets()`).
 */
export function unknownNameHint(items: readonly Named[], wanted: string, what: Message, longList?: Message): Message {
  const close = closestNames(items, wanted);
  const all =
    items.length === 0
      ? PUZZLE_MESSAGES.knownNone({ what })
      : items.length <= 12 || !longList
        ? PUZZLE_MESSAGES.knownListed({ what, names: items.map((i) => i.name).join(', ') })
        : PUZZLE_MESSAGES.knownCounted({ what, count: items.length, where: longList });
  return close.length ? PUZZLE_MESSAGES.hintSuggesting({ names: suggested(close), all }) : PUZZLE_MESSAGES.hintListing({ all });
}

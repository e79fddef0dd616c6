/**
 * The names of travellers: plurals of kinds, short codes for state and move
 * codes, and the index from the words rules use to the units they mean.
 */
import type { Message } from '../../i18n/index.js';
import { RC } from './messages/index.js';
import type { Unit } from './unit.js';
import type { TravellerSpec } from './spec.js';

export const isCounted = (t: TravellerSpec): t is Extract<TravellerSpec, { count: number }> => 'count' in t;

export function pluralOf(word: string): string {
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** Short codes: the given ones, else initials made unique with a number ("H1", "W1", "P", "P2"). */
export function shortCodes(travellers: readonly TravellerSpec[]): string[] {
  const taken = new Set(travellers.flatMap((t) => (t.short ? [t.short.toLowerCase()] : [])));
  return travellers.map((t, i) => {
    if (t.short) return t.short;
    const name = isCounted(t) ? t.kind : t.name;
    const initials = name
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/([A-Za-z])(\d)/g, '$1 $2')
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => (/^\d+$/.test(w) ? w : w[0].toUpperCase()))
      .join('')
      .slice(0, 4);
    const base = /^[A-Za-z]/.test(initials) ? initials : 'T';
    for (let n = 1; n < 100; n++) {
      const candidate = n === 1 ? base : `${base}${/\d$/.test(base) ? 'n' : ''}${n}`;
      if (candidate.length <= 6 && !taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
    const fallback = `T${i + 1}`;
    taken.add(fallback.toLowerCase());
    return fallback;
  });
}

/**
 * Every word a rule or goal may use, to the units it means: an individual's
 * name means that traveller; a kind, or its plural, every traveller of the
 * kind. Names and counted kinds must be unique, and so must short codes.
 */
export function nameIndex(units: readonly Unit[], fail: (place: string, message: Message) => never): Map<string, number[]> {
  const index = new Map<string, number[]>();
  const owner = new Map<string, number>();
  const shorts = new Map<string, number>();
  units.forEach((u, i) => {
    const key = u.name.toLowerCase();
    if (owner.has(key)) {
      fail(`travellers[${i}]`, RC.nameUsedTwice({ name: JSON.stringify(u.name), other: owner.get(key)! }));
    }
    owner.set(key, i);
    const short = u.short.toLowerCase();
    if (shorts.has(short)) fail(`travellers[${i}].short`, RC.shortUsedTwice({ code: JSON.stringify(u.short), other: shorts.get(short)! }));
    shorts.set(short, i);
    if (!u.counted) index.set(key, [i]);
  });
  units.forEach((u, i) => {
    if (u.kind === null) return;
    const words = u.counted ? [u.kind, u.plural, pluralOf(u.kind)] : [u.kind, pluralOf(u.kind)];
    for (const word of new Set(words.map((w) => w.toLowerCase()))) {
      const named = owner.get(word);
      if (named !== undefined && !units[named].counted) continue; // an individual's own name wins
      const list = index.get(word) ?? [];
      if (!list.includes(i)) list.push(i);
      index.set(word, list);
    }
  });
  return index;
}

/**
 * Choosing a level of a collection (collection.ts): `chooseLevel` settles
 * `--level 12` or `--level "title"` the same way for every backend that
 * reads collections.
 */
import { quoteInput } from './params.js';
import { PuzzleInputError } from './input-error.js';
import { LEVEL_MESSAGES } from './messages/levels.js';
import { normalName } from './names.js';
import type { CollectionLevel } from './collection.js';

/** The word that asks for every level. */
export const ALL_LEVELS = 'all';

/**
 * The level `choice` names among `levels`: a number from 1, else a title
 * (matched up to case, spaces and hyphens); a PuzzleInputError naming the
 * file and how many levels it has otherwise. No choice is the first level.
 */
export function chooseLevel<L extends CollectionLevel>(levels: readonly L[], choice: string | undefined, origin: string): L {
  if (levels.length === 0) throw new PuzzleInputError(LEVEL_MESSAGES.noLevels({ where: origin }));
  if (choice === undefined) return levels[0];
  const text = choice.trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (n >= 1 && n <= levels.length) return levels[n - 1];
  } else {
    const wanted = normalName(text);
    const found = levels.find((l) => l.title !== undefined && normalName(l.title) === wanted);
    if (found) return found;
  }
  throw new PuzzleInputError(LEVEL_MESSAGES.notFound({ where: origin, level: quoteInput(text), count: levels.length }));
}

/** The four directions on a board in words, in each language (the catalog's `direction`). */
import { render, type Message } from '../i18n/index.js';
import type { Lang } from './lang.js';
import { PUZZLE_MESSAGES } from './messages.js';

export type Direction = 'up' | 'down' | 'left' | 'right';

/** A direction as a message, for sentences that name one. */
export function directionMessage(direction: Direction): Message {
  return PUZZLE_MESSAGES.direction({ direction });
}

/** "left" in English, its one-character word in Chinese. */
export function directionName(direction: Direction, lang: Lang = 'en'): string {
  return render(directionMessage(direction), lang);
}

/**
 * The page's language as state of the app: made once in main.ts and handed
 * to the app, which hands it to the views, the editors and the search
 * client. Whatever renders words reads the language here, never from a
 * module of its own, and re-renders when `onChange` tells it.
 */
import type { Message } from '../../src/i18n/index.js';
import type { Lang } from '../../src/puzzles/lang.js';

export interface PageWords {
  /** The language the page is shown in now. */
  readonly lang: Lang;
  /** A catalog's message (web/src/messages/, or any module's) in the page's language. */
  t(message: Message): string;
  /** Switches the page's language and tells the listeners; `remember` keeps it for the next visit (a choice made with the switch). */
  switchTo(next: Lang, options?: { remember?: boolean }): void;
  /** `listener` runs after each switch. */
  onChange(listener: () => void): void;
}

/**
 * The page's language, and its words rendered in it. The app's own
 * sentences are in its catalogs (web/src/messages/); puzzle names,
 * presets, metrics and move words come from the backends in the same
 * language (src/puzzles/localized.ts and the opened instance's words), so
 * no page mixes the two.
 *
 * The language on first visit follows the browser's (navigator.languages);
 * a choice made with the switch is remembered (localStorage) and a link's
 * `lang=` wins over both.
 */
import { render, type Message } from '../../src/i18n/index.js';
import type { Lang } from '../../src/puzzles/lang.js';

export { initialLang } from './initial-lang.js';

export type { Lang };

let lang: Lang = 'en';
const listeners: (() => void)[] = [];
/** Where the person's own choice is kept between visits. */
const STORAGE_KEY = 'puzzlekit.lang';

export function currentLang(): Lang {
  return lang;
}

/** What the browser says of the person's languages, and the remembered choice (null where storage is off). */
export function browserLangs(): { stored: string | null; browser: readonly string[] } {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be blocked (a private window's settings): then nothing is remembered.
  }
  return { stored, browser: navigator.languages?.length ? navigator.languages : [navigator.language] };
}

/** Switches the page's language; `remember` keeps it for the next visit (a choice made with the switch). */
export function setLang(next: Lang, options: { remember?: boolean } = {}): void {
  lang = next;
  document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
  if (options.remember) {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // See browserLangs.
    }
  }
  for (const listener of listeners) listener();
}

export function onLangChange(listener: () => void): void {
  listeners.push(listener);
}

/** A catalog's message (web/src/messages/, or any module's) in the page's language. */
export function t(message: Message): string {
  return render(message, lang);
}

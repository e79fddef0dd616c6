/**
 * The page's language, as an object the app holds (`createPageWords`, made
 * in main.ts), and its words rendered in it. The app's own sentences are in
 * its catalogs (web/src/messages/); puzzle names, presets, metrics and move
 * words come from the backends in the same language (src/puzzles/localized.ts
 * and the opened instance's words), so no page mixes the two.
 *
 * The language on first visit follows the browser's (navigator.languages);
 * a choice made with the switch is remembered (localStorage) and a link's
 * `lang=` wins over both.
 */
import { render, type Message } from '../../src/i18n/index.js';
import type { Lang } from '../../src/puzzles/lang.js';
import type { PageWords } from './page-words.js';

export { initialLang } from './initial-lang.js';

export type { Lang, PageWords };

/** Where the person's own choice is kept between visits. */
const STORAGE_KEY = 'puzzlekit.lang';

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

function showLang(lang: Lang): void {
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

/** The page's language, starting in `initial`; the document's `lang` attribute follows it. */
export function createPageWords(initial: Lang): PageWords {
  let lang = initial;
  const listeners: (() => void)[] = [];
  showLang(lang);
  return {
    get lang() {
      return lang;
    },
    t: (message: Message) => render(message, lang),
    switchTo(next: Lang, options: { remember?: boolean } = {}) {
      lang = next;
      showLang(next);
      if (options.remember) {
        try {
          localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // See browserLangs.
        }
      }
      for (const listener of listeners) listener();
    },
    onChange(listener: () => void) {
      listeners.push(listener);
    },
  };
}

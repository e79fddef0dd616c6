/**
 * The language the page opens in: a link's `lang=`, else the choice
 * remembered from the last visit, else the browser's first language that is
 * English or Chinese, else English. Plain data in, so it is tested without a
 * browser.
 */
import { isLang, langOfLocale } from '../../src/midend/shell.js';
import type { Lang } from '../../src/puzzles/lang.js';

export function initialLang(fromLink: Lang | null, stored: string | null, browser: readonly string[]): Lang {
  if (fromLink) return fromLink;
  if (isLang(stored)) return stored;
  const known = browser.find((tag) => /^(en|zh)\b/i.test(tag));
  return langOfLocale(known);
}

/**
 * Where the home page lives in the URL: it is the app's default, shown when
 * the URL names no puzzle (a bare link, or one with only `lang=`), or asks for
 * it with `view=home`. Any other view keeps its link (selection.ts).
 */
import type { Lang } from '../../../src/puzzles/lang.js';

export function isHomeQuery(search: string): boolean {
  const q = new URLSearchParams(search);
  return !q.has('puzzle') || q.get('view') === 'home';
}

/** The home page's query: none in English, `?lang=zh` in Chinese (as toQuery leaves English out). */
export function homeQuery(lang: Lang): string {
  return lang === 'en' ? '' : `?lang=${lang}`;
}

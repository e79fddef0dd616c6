/**
 * An error's words in a language: the catalog message it carries (`words`),
 * rendered; else the Chinese it brought along (`zh`: a module loaded apart
 * from the front end, such as the cluster's, registers its catalogs in its
 * own copy of this folder, so its errors render their Chinese where they
 * are made); else its message as it was made.
 */
import { sentenceOf } from './catalog.js';
import type { Lang } from './lang.js';
import { isMessage } from './message.js';
import { render } from './render.js';

export function errorIn(error: Error, lang: Lang): string {
  const carried = (error as { words?: unknown }).words;
  if (isMessage(carried) && sentenceOf(carried.id)) return render(carried, lang);
  const zh = (error as { zh?: unknown }).zh;
  return lang === 'zh' && typeof zh === 'string' ? zh : error.message;
}

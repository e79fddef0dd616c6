/**
 * An error's words in a language: the catalog message it carries (`words`),
 * rendered; else the Chinese it brought along (`zh`: a module loaded apart
 * from the front end, such as the cluster's, registers its catalogs in its
 * own copy of this folder, so its errors render their Chinese where they
 * are made, and a message whose id, or a message among its values, is not
 * registered here is one of those); else its message as it was made.
 */
import type { Lang } from './lang.js';
import { isMessage } from './message.js';
import { render, renderable } from './render.js';

export function errorIn(error: Error, lang: Lang): string {
  const carried = (error as { words?: unknown }).words;
  if (isMessage(carried) && renderable(carried)) return render(carried, lang);
  const zh = (error as { zh?: unknown }).zh;
  return lang === 'zh' && typeof zh === 'string' ? zh : error.message;
}

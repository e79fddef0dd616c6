/** The midend's sentences (catalog "midend"). */
import { defineCatalog, text } from '../i18n/index.js';

export const MIDEND_MESSAGES = defineCatalog('midend', {
  /** "Sliding tiles: 1,2,3/4,5,0": the puzzle's title, then the instance's own title or its code. */
  instanceHeader: text<{ puzzle: string; instance: string }>({ en: '{puzzle}: {instance}', zh: '{puzzle}：{instance}' }),
});

/** The sentences of `puzzlekit show` (catalog "cli.show"): an instance as the puzzle reads it. */
import { defineCatalog, text } from '../../i18n/index.js';

export const SHOW = defineCatalog('cli.show', {
  code: text<{ code: string }>({ en: 'Code: {code}', zh: '代码：{code}' }),
  alreadySolved: text({ en: '(already solved)', zh: '（已经完成）' }),
});

/** Opening level files' words (catalog "web.collections"): a Sokoban collection or a PuzzleScript game, pasted or loaded. */
import { defineCatalog, text } from '../../../src/i18n/index.js';

export const COLLECTION_WORDS = defineCatalog('web.collections', {
  openFile: text({ en: 'Open a level file', zh: '打开关卡文件' }),
  pasteHere: text({ en: 'Paste the file’s text here, or choose a file:', zh: '把文件的文本粘贴在这里，或选择一个文件：' }),
  open: text({ en: 'Open', zh: '打开' }),
  /** `count`: the levels the file holds. */
  level: text<{ count: number }>({ en: 'Level (of {count}):', zh: '关卡（共 {count} 关）：' }),
  /** `number` from 1; `title` where the file gives one. */
  levelName: text<{ number: number; title: string }>({ en: '{number}{title, select, none {} other {: {title}}}', zh: '{number}{title, select, none {} other {：{title}}}' }),
  empty: text({ en: 'Paste a level or a file of levels first.', zh: '请先粘贴一个关卡或关卡文件。' }),
});

/** The sentences of level collections (catalog "puzzles.levels", level-collection.ts): choosing a level of a file. */
import { defineCatalog, text, type MessageParam } from '../../i18n/index.js';

export const LEVEL_MESSAGES = defineCatalog('puzzles.levels', {
  notFound: text<{ where: MessageParam; level: string; count: number }>({
    en: '{where}: no level {level} (it has {count, plural, one {# level} other {# levels}}: give a number from 1, a title, or all)',
    zh: '{where}：没有关卡 {level}（共 {count} 关：请给出从 1 起的编号、标题或 all）',
  }),
  allNotHere: text({
    en: '--level all runs every level of the file: only solve takes it',
    zh: '--level all 会运行文件里的每一关：只有 solve 接受它',
  }),
  noCollections: text<{ puzzle: string }>({ en: '{puzzle} has no files of many levels: --level does not apply', zh: '{puzzle} 没有多关卡的文件：--level 不适用' }),
  noLevels: text<{ where: MessageParam }>({ en: '{where} holds no level', zh: '{where} 里没有关卡' }),
});

/** The library's sentences (catalog "midend.library"): why it has no answer, or disagrees with the rules. */
import { defineCatalog, text } from '../../i18n/index.js';

export const LIBRARY_MESSAGES = defineCatalog('midend.library', {
  noFamily: text<{ puzzle: string }>({
    en: '{puzzle} has no family to keep in a library',
    zh: '{puzzle} 没有可以放进题库的布局族',
  }),
  nothingToBuild: text<{ dir: string; puzzle: string }>({
    en: '{dir}: no classified types of {puzzle} here (run classify {puzzle} --out {dir} first)',
    zh: '{dir}：这里没有 {puzzle} 已分类的类型（请先运行 classify {puzzle} --out {dir}）',
  }),
  typeNotInLibrary: text<{ type: string }>({
    en: 'the type {type} is not in the library',
    zh: '类型 {type} 不在题库里',
  }),
  metric: text<{ metric: string }>({
    en: 'the library counts moves as {metric}',
    zh: '题库按 {metric} 计步',
  }),
  badRange: text<{ option: string; raw: string }>({
    en: '{option} {raw}: give moves as 40, 40..60, 40.. or ..60 (at most 254)',
    zh: '{option} {raw}：步数请写成 40、40..60、40.. 或 ..60（最多 254）',
  }),
  disagrees: text<{ code: string }>({
    en: 'the library disagrees with the rules at {code}: it is damaged; build it again',
    zh: '题库在 {code} 处与规则不符：它已损坏；请重新建立',
  }),
});

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
  puzzlesOnly: text({
    en: 'this library lists whole puzzles (a census keeps no distance for every position)',
    zh: '这个题库只列出整道题目（普查不保存每个局面的距离）',
  }),
  unknownRun: text<{ option: string; raw: string; runs: string }>({
    en: '{option} {raw}: the library holds no such run (it holds {runs})',
    zh: '{option} {raw}：题库里没有这一批（它有 {runs}）',
  }),
  disagrees: text<{ code: string }>({
    en: 'the library disagrees with the rules at {code}: it is damaged; build it again',
    zh: '题库在 {code} 处与规则不符：它已损坏；请重新建立',
  }),
});

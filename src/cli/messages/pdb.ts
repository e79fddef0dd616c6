/** The sentences of `puzzlekit pdb build|list|clear` (catalog "cli.pdb"): the cache of pattern databases. */
import { defineCatalog, text } from '../../i18n/index.js';

export const PDB = defineCatalog('cli.pdb', {
  noTables: text<{ puzzle: string }>({ en: '{puzzle} has no pattern databases', zh: '{puzzle} 没有模式数据库' }),
  noneForBoard: text<{ puzzle: string }>({ en: '{puzzle} has no pattern databases for this board', zh: '{puzzle} 没有适用于这个盘面的模式数据库' }),
  building: text<{ tables: string; megabytes: number }>({
    en: 'building the {tables} (needs about {megabytes} MB) ...',
    zh: '正在构建 {tables}（约需 {megabytes} MB）……',
  }),
  tooBig: text<{ tables: string; megabytes: number; cap: string }>({
    en: 'pdb build stopped before it began: the {tables} need about {megabytes} MB while building, more than the memory limit of {cap} (give --max-memory {megabytes} or more)',
    zh: 'pdb build 还没开始就停止了：{tables}构建时约需 {megabytes} MB，超过了内存上限 {cap}（请给 --max-memory {megabytes} 或更多）',
  }),
  stopped: text<{ why: string }>({ en: 'stopped: {why}', zh: '已停止：{why}' }),
  built: text<{ tables: string; entries: string; took: string; path: string }>({
    en: 'Built {tables}: {entries} entries in {took}, saved as {path}',
    zh: '已构建 {tables}：{entries} 个条目，用时 {took}，存为 {path}',
  }),
  noneIn: text<{ directory: string }>({ en: 'No pattern databases in {directory}.', zh: '{directory} 中没有模式数据库。' }),
  listHeading: text<{ directory: string }>({ en: 'Pattern databases in {directory}:', zh: '{directory} 中的模式数据库：' }),
  unusable: text<{ description: string }>({ en: 'unusable: {description}', zh: '不能用：{description}' }),
  removed: text<{ removed: number; directory: string }>({
    en: 'Removed {removed} {removed, plural, one {file} other {files}} from {directory}.',
    zh: '已从 {directory} 删除 {removed} 个文件。',
  }),
});

/** Why a library folder cannot be used (catalog "storage.library"), as storage finds it. */
import { defineCatalog, text } from '../../i18n/index.js';

export const LIBRARY_STORAGE = defineCatalog('storage.library', {
  noDriver: text<{ why: string }>({
    en: 'the library needs sql.js, which is not installed here ({why}); run npm install',
    zh: '题库需要 sql.js，但它在这里没有安装（{why}）；请运行 npm install',
  }),
  noIndex: text<{ path: string }>({
    en: '{path}: no library here (build one with classify --library or library --build)',
    zh: '{path}：这里没有题库（可用 classify --library 或 library --build 建一个）',
  }),
  cannotOpen: text<{ path: string }>({ en: '{path}: the library index cannot be opened', zh: '{path}：无法打开题库索引' }),
  damaged: text<{ path: string; why: string }>({
    en: '{path}: the library index is damaged ({why}); build it again',
    zh: '{path}：题库索引已损坏（{why}）；请重新建立',
  }),
  schema: text<{ path: string; found: string; expected: number }>({
    en: '{path}: the library index has schema {found}, not {expected}; build it again',
    zh: '{path}：题库索引的结构版本是 {found}，不是 {expected}；请重新建立',
  }),
  otherPuzzle: text<{ path: string; held: string; wanted: string }>({
    en: '{path}: the library is for {held}, not {wanted}',
    zh: '{path}：这个题库属于 {held}，不是 {wanted}',
  }),
  fileChanged: text<{ path: string }>({
    en: '{path}: the distance file is not the one the library was built with (its size or checksum differs); build the library again',
    zh: '{path}：这个距离文件不是建题库时用的那个（大小或校验和不同）；请重新建立题库',
  }),
  fileMissing: text<{ path: string }>({
    en: '{path}: a distance file of the library is missing',
    zh: '{path}：题库的一个距离文件不见了',
  }),
});

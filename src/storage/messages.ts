/**
 * The storage's sentences (catalog "storage"): why a stored table file
 * cannot be used, as the cache and the --db readers say it after the file's
 * description ("the cached 8-puzzle tables is truncated: not used").
 */
import { defineCatalog, text } from '../i18n/index.js';

export const STORAGE_MESSAGES = defineCatalog('storage', {
  tableTruncated: text({ en: 'is truncated', zh: '不完整（被截断了）' }),
  tableDamagedHeader: text({ en: 'has a damaged header', zh: '文件头已损坏' }),
  notTableFile: text({ en: 'is not a puzzlekit table file', zh: '不是 puzzlekit 的数据库文件' }),
  tableFormat: text<{ format: number; expected: number }>({ en: 'is format {format}, not {expected}', zh: '是第 {format} 版格式，不是第 {expected} 版' }),
  tableOther: text({ en: 'is for other tables (stale)', zh: '是别的数据库（已过时）' }),
  tableSizes: text({ en: 'has tables of the wrong sizes (stale)', zh: '表的大小不对（已过时）' }),
  tableChecksum: text<{ table: number }>({ en: 'table {table} fails its checksum (damaged)', zh: '第 {table} 张表校验失败（已损坏）' }),
  tableExtraBytes: text({ en: 'has bytes past its tables (damaged)', zh: '表后还有多余的字节（已损坏）' }),
  /** A cached file listed with its header's format, when that format is not this puzzlekit's. */
  tableStaleFormat: text<{ format: number }>({ en: 'format {format} (stale)', zh: '第 {format} 版格式（已过时）' }),
  cachedFolder: text({ en: 'is a folder, not a file', zh: '是文件夹，不是文件' }),
  cachedDanglingLink: text({ en: 'is a link to nothing', zh: '是指向不存在之处的链接' }),
  cachedGone: text({ en: 'is gone', zh: '已不存在' }),
  /** `what`: the file system's words for what it is instead ("is a FIFO (named pipe), not a regular file"), which the Chinese leaves out. */
  cachedNotRegular: text<{ what: string }>({ en: '{what}', zh: '不是普通文件{what, select, other {}}' }),
  /** `what`: why the file cannot be read, as the file system words it. */
  cachedUnreadable: text<{ what: string }>({ en: '{what}', zh: '无法读取（{what}）' }),
});

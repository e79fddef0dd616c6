/**
 * Pattern databases read from the cache or built for a solve, as stderr
 * notes them (catalog "cli.tableSetup"). `name` is the table set's
 * description in the command line's language ("the 5-5-5 pattern databases").
 */
import { defineCatalog, text, type Message } from '../../i18n/index.js';

export const TABLE_SETUP = defineCatalog('cli.tableSetup', {
  /** `reason`: why the cached file cannot be used, in the command line's language. */
  cachedInvalid: text<{ name: string; reason: string }>({ en: 'the cached {name} {reason}: not used', zh: '缓存的 {name}{reason}：不使用' }),
  tooBig: text<{ name: string; megabytes: number }>({
    en: 'the {name} need about {megabytes} MB to build, more than --max-memory: solving without pattern databases',
    zh: '{name}构建约需 {megabytes} MB，超过了 --max-memory：不用模式数据库求解',
  }),
  building: text<{ name: string }>({ en: 'building the {name} (first use; pass --no-pdb to skip) ...', zh: '正在构建 {name}（首次使用；加 --no-pdb 可跳过）……' }),
  /** `why`: the limit's words (the engine's catalog). */
  buildStopped: text<{ why: Message }>({ en: 'the build stopped ({why}): solving without pattern databases', zh: '构建已停止（{why}）：不用模式数据库求解' }),
  /** `time` in words ("1.20 s"), `where` the cache's path. */
  builtAndCached: text<{ time: string; where: string }>({ en: 'built in {time}, cached in {where}', zh: '构建用时 {time}，已缓存到 {where}' }),
  /** `error`: why the file could not be written, as it came. */
  builtNotCached: text<{ time: string; error: string }>({ en: 'built in {time}, but not cached: {error}', zh: '构建用时 {time}，但没能缓存：{error}' }),
  /**
   * The progress bar on a terminal: the values are cli-progress's own
   * placeholders ("{table}"), which the bar fills in as it goes.
   */
  buildBar: text<{ table: string; tables: string; bar: string; percentage: string; seconds: string }>({
    en: 'building table {table}/{tables} [{bar}] {percentage}% | {seconds} s',
    zh: '正在构建第 {table}/{tables} 张表 [{bar}] {percentage}% | {seconds} 秒',
  }),
});

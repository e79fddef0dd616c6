/** The sentences of `puzzlekit list` (catalog "cli.list"): the puzzles, short or long. */
import { defineCatalog, text } from '../../i18n/index.js';

export const LIST = defineCatalog('cli.list', {
  /** One puzzle a line: the padded id, then its title and how many presets. */
  puzzleLine: text<{ id: string; title: string; presets: number }>({
    en: '{id}{title}; {presets, plural, one {# preset} other {# presets}}',
    zh: '{id}{title}；{presets, plural, other {# 个预设}}',
  }),
  seeLong: text({
    en: '`puzzlekit list --long` shows every preset, parameter, metric and other name of each puzzle.',
    zh: '`puzzlekit list --long` 会列出每个谜题的全部预设、参数、计步方式和别名。',
  }),
  alsoCalled: text<{ aliases: string }>({ en: '  also called: {aliases}', zh: '  别名：{aliases}' }),
  presets: text({ en: '  presets:', zh: '  预设：' }),
  preset: text<{ name: string; hasAliases: 'yes' | 'no'; aliases: string; description: string }>({
    en: '    {name}{hasAliases, select, yes { (also {aliases})} other {}}: {description}',
    zh: '    {name}{hasAliases, select, yes {（又名 {aliases}）} other {}}：{description}',
  }),
  params: text({ en: '  params:', zh: '  参数：' }),
  /** `value` is the default in the line's language. */
  param: text<{ key: string; description: string; hasDefault: 'yes' | 'no'; value: string }>({
    en: '    {key}: {description}{hasDefault, select, yes { (default {value})} other {}}',
    zh: '    {key}：{description}{hasDefault, select, yes {（默认 {value}）} other {}}',
  }),
  /** A metric: its id and what it counts; the Chinese names it too (an English metric's name is its id, so the English leaves it out). */
  metric: text<{ id: string; name: string; description: string }>({
    en: '{id} ({description}){name, select, other {}}',
    zh: '{id}（{name}：{description}）',
  }),
  metrics: text<{ metrics: string }>({ en: '  metrics: {metrics}', zh: '  计步方式：{metrics}' }),
  /** Between the metrics of one line. */
  metricSeparator: text({ en: '; ', zh: '；' }),
});

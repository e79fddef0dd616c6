/** The sentences of `puzzlekit table` (catalog "cli.table"): the optimum of a family of instances, a cell each. */
import { defineCatalog, text, type Lang } from '../../i18n/index.js';

export const TABLE = defineCatalog('cli.table', {
  tooManyValues: text<{ option: string; raw: string; most: number }>({ en: '{option} {raw}: at most {most} values', zh: '{option} {raw}：最多 {most} 个取值' }),
  notAnAxis: text<{ option: string; raw: string }>({
    en: '{option} {raw}: expected KEY=VALUES, e.g. boat=2..5 or boat=2,3,5',
    zh: '{option} {raw}：应为 参数=取值，如 boat=2..5 或 boat=2,3,5',
  }),
  rangeTooLarge: text<{ option: string; end: string; most: number }>({
    en: '{option}: {end} is too large for a range (at most {most})',
    zh: '{option}：{end} 太大，不能作范围的端点（最大 {most}）',
  }),
  rangeBackwards: text<{ option: string; raw: string; range: string }>({ en: '{option} {raw}: the range {range} runs backwards', zh: '{option} {raw}：范围 {range} 是倒着的' }),
  notAValue: text<{ option: string; raw: string; item: string }>({
    en: '{option} {raw}: "{item}" is not a value or a range such as 1..10',
    zh: '{option} {raw}："{item}" 既不是取值，也不是 1..10 这样的范围',
  }),
  needsRows: text({ en: 'table needs --rows KEY=VALUES (and optionally --cols KEY=VALUES)', zh: 'table 需要 --rows 参数=取值（还可以加 --cols 参数=取值）' }),
  sameKey: text<{ key: string }>({ en: '--rows and --cols both set "{key}"', zh: '--rows 和 --cols 都设了 "{key}"' }),
  paramSwept: text<{ key: string }>({ en: '--param {key} is also swept by the table', zh: '--param {key} 也是表格要遍历的参数' }),
  noSuchParam: text<{ puzzle: string; key: string; hasAny: 'yes' | 'no'; params: string }>({
    en: '{puzzle} has no parameter "{key}" (parameters: {hasAny, select, yes {{params}} other {none}})',
    zh: '{puzzle} 没有参数 "{key}"（参数：{hasAny, select, yes {{params}} other {无}}）',
  }),
  /** Between the parameters of `noSuchParam`. */
  paramSeparator: text({ en: ', ', zh: '、' }),
  /** A cell's progress bar: the values it is solved for follow. */
  solving: text<{ cell: string }>({ en: 'solving {cell}', zh: '求解中 {cell}' }),
  tookInAll: text<{ took: string }>({ en: '({took} in all)', zh: '（共 {took}）' }),
  noValidCell: text({ en: 'no cell of the table is a valid instance (see the notes under it)', zh: '表格里没有一格是有效的实例（见表下的说明）' }),
  heading: text<{ title: string; label: string; rows: string; hasCols: 'yes' | 'no'; cols: string }>({
    en: '{title}: the optimum ({label}) for each {rows}{hasCols, select, yes { and {cols}} other {}}; - = impossible, ? = stopped by a limit',
    zh: '{title}：每个 {rows}{hasCols, select, yes { 和 {cols}} other {}} 的最优值（{label}）；- = 无解，? = 因达到上限而停止',
  }),
  /** A note under the table: its mark ("?", "x1") and what it means. */
  note: text<{ mark: string; note: string }>({ en: '{mark}: {note}', zh: '{mark}：{note}' }),
});

/**
 * The column's label from the cells' unit, in the unit's language: English
 * names the figures by the unit ("crossings", "minutes"); Chinese names a
 * count by its unit and 数 ("次渡河" is "渡河次数", "步" is "步数", "分钟" stays).
 */
export function unitLabel(unit: string, lang: Lang): string {
  if (lang !== 'zh') return unit;
  if (unit === '步') return '步数';
  const counted = /^[次个](.+)$/.exec(unit);
  return counted ? `${counted[1]}${unit[0] === '次' ? '次数' : '数'}` : unit;
}

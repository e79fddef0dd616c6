/**
 * The sentences of `puzzlekit solve --db` (catalog "cli.db"): an answer read
 * off a distance table or a family's database, and why one gives none.
 */
import { defineCatalog, text } from '../../i18n/index.js';

export const DB = defineCatalog('cli.db', {
  notRanked: text<{ puzzle: string }>({
    en: '--db: this {puzzle} instance is not ranked, so it has no distance table',
    zh: '--db：这个 {puzzle} 实例的状态没有编号，所以没有距离表',
  }),
  wrongSize: text<{ path: string; entries: number; states: number }>({
    en: '--db {path}: the table has {entries} entries but this space has {states}',
    zh: '--db {path}：表有 {entries} 项，但这个状态空间有 {states} 个状态',
  }),
  tableNoNearer: text({
    en: 'the distance table is inconsistent with the rules: no move leads one step nearer a goal',
    zh: '距离表与规则不符：没有哪一步能离终点近一步',
  }),
  tableNotGoal: text({
    en: 'the distance table is inconsistent with the rules: its distance 0 is not a goal',
    zh: '距离表与规则不符：它距离为 0 的状态不是终点',
  }),
  notAFamilyFolder: text<{ path: string; puzzle: string }>({
    en: '--db {path}: {puzzle} answers from a folder written by classify {puzzle} --out, and this is none',
    zh: '--db {path}：{puzzle} 要从 classify {puzzle} --out 写出的文件夹里查答案，而这不是这样的文件夹',
  }),
  /** The storage's refusal of the file, after the option. */
  fileRefused: text<{ why: string }>({ en: '--db {why}', zh: '--db {why}' }),
  /**
   * The first line of a table's answer: the puzzle and the instance's code in
   * English, the search's header in Chinese (as each was); the values a
   * language leaves out are named by an empty select.
   */
  tableHeader: text<{ title: string; code: string; header: string }>({
    en: '{title}: {code}{header, select, other {}}',
    zh: '{header}{title, select, other {}}{code, select, other {}}',
  }),
  noSolution: text<{ reason: string }>({ en: 'No solution: {reason}', zh: '无解：{reason}' }),
  noDistance: text({
    en: 'the distance table has no distance for this state (not reachable from a goal)',
    zh: '距离表里没有这个状态的距离（从终点到不了它）',
  }),
  solvedFromTable: text<{ path: string; fewest: number; ms: string }>({
    en: 'Solved from the distance table {path}: {fewest} moves (the fewest), answered in {ms} ms.',
    zh: '由距离表 {path} 解出：{fewest} 步（最少），用时 {ms} ms。',
  }),
  hardestOfSpace: text<{ hardest: number; more: number }>({
    en: 'The hardest states of this space are {hardest} moves from a goal, {more} more than this one.',
    zh: '这个状态空间里最难的状态离终点 {hardest} 步，比这个多 {more} 步。',
  }),
  // A family's database (solve-family-db.ts).
  otherMetric: text<{ dir: string; metric: string; asked: string }>({
    en: '--db {dir}: the database counts moves of the {metric} metric, not {asked}',
    zh: '--db {dir}：数据库按计步方式 {metric} 计步，不是 {asked}',
  }),
  outside: text<{ dir: string; why: string }>({ en: '--db {dir}: {why}', zh: '--db {dir}：{why}' }),
  notInTable: text<{ dir: string; layout: string }>({
    en: "--db {dir}: layout {layout} is not in its type's table",
    zh: '--db {dir}：布局 {layout} 不在它那一类型的表里',
  }),
  familyNoNearer: text<{ dir: string; layout: string }>({
    en: '--db {dir}: the database is inconsistent with the rules: no move from {layout} leads one step nearer',
    zh: '--db {dir}：数据库与规则不符：从 {layout} 出发，没有哪一步能近一步',
  }),
  familyNotSolved: text<{ dir: string }>({
    en: '--db {dir}: the database is inconsistent with the rules: its distance 0 is not solved',
    zh: '--db {dir}：数据库与规则不符：它距离为 0 的布局并没有解开',
  }),
  familyHeader: text<{ title: string; code: string; header: string; layout: string }>({
    en: '{title}: {code} (layout {layout}){header, select, other {}}',
    zh: '{header}（布局 {layout}）{title, select, other {}}{code, select, other {}}',
  }),
  /** Where the layout stands in its type: its group, the group's size, and how far the group's hardest layouts are ("none": not known). */
  group: text<{ index: string; of: string; type: string; size: string; solved: string; farthest: string; more: string }>({
    en: 'Group {index} of {of} of its type ({type}): {size} layouts, {solved} solved{farthest, select, none {.} other {, the hardest {farthest} moves from a solution{more, select, none {} other {, {more} more than this one}}.}}',
    zh: '它那种类型（{type}）的 {of} 个组中的第 {index} 组：{size} 个布局，{solved} 个已解{farthest, select, none {。} other {，最难的离解 {farthest} 步{more, select, none {} other {，比这个多 {more} 步}}。}}',
  }),
  typeHardest: text<{ farthest: number; layouts: string; others: number; othersGrouped: string }>({
    en: "The type's hardest layouts are {farthest} moves from a solution: {layouts}{others, plural, =0 {} other { and {othersGrouped} more}}.",
    zh: '这种类型最难的布局离解 {farthest} 步：{layouts}{others, plural, =0 {} other { 等，另有 {othersGrouped} 个}}。',
  }),
  noLayoutSolved: text({
    en: 'No solution: no layout of its group is solved, so no sequence of moves solves it.',
    zh: '无解：它所在的组里没有已解的布局，所以怎么走都解不开。',
  }),
  solvedFromDatabase: text<{ dir: string; distance: number; lookup: string; read: string }>({
    en: 'Solved from the database {dir}: {distance} moves (the fewest), looked up in {lookup} ms, the moves read off in {read} ms.',
    zh: '由数据库 {dir} 解出：{distance} 步（最少），查表用时 {lookup} ms，读出走法用时 {read} ms。',
  }),
});

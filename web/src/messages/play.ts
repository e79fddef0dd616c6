/** The Play view's words (catalog "web.play"): moves made, hints, and the pattern databases hints are searched on. */
import { defineCatalog, text, type Message } from '../../../src/i18n/index.js';

export const PLAY_WORDS = defineCatalog('web.play', {
  movesMade: text<{ moves: number }>({ en: 'Moves made: {moves}', zh: '已走步数：{moves}' }),
  solved: text<{ moves: number }>({ en: 'Solved! Moves made: {moves}', zh: '完成！ 已走步数：{moves}' }),
  /** `fewest`: the start's distance to solved, in the puzzle's unit; `optimal`: yes where the moves made were that few. */
  solvedAgainstFewest: text<{ moves: number; fewest: string; optimal: 'yes' | 'no' }>({
    en: 'Solved! Moves made: {moves} · the fewest possible: {fewest}{optimal, select, yes { · optimal!} other {}}',
    zh: '完成！ 已走步数：{moves} · 最少需要：{fewest}{optimal, select, yes { · 最优！} other {}}',
  }),
  undo: text({ en: 'Undo', zh: '悔棋' }),
  redo: text({ en: 'Redo', zh: '重做' }),
  hintButton: text({ en: 'Hint', zh: '提示' }),
  hintsAlways: text({ en: 'Always show hints (for teaching)', zh: '总是显示提示（教学用）' }),
  distanceChart: text({ en: 'Distance to solved after each move', zh: '每步之后离完成的距离' }),
  reset: text({ en: 'Reset', zh: '重来' }),
  legalMoves: text({ en: 'Legal moves', zh: '可走的步' }),
  movesForShape: text({ en: 'Moves for the piece you picked', zh: '所选棋子可走的步' }),
  // Each is followed by its value (the distance, the move's button).
  distanceToGoal: text({ en: 'Distance to solved: ', zh: '离完成还有：' }),
  bestMove: text({ en: 'Best next move: ', zh: '最佳下一步：' }),
  computingDistances: text({ en: 'Computing distances from every position…', zh: '正在计算每个局面离完成的距离…' }),
  /** `states`: grouped, how many were found before the limit. */
  tooBigForHints: text<{ states: string }>({ en: 'The space is too big for hints ({states}+ states)', zh: '状态空间太大，无法提示 ({states}+ 个状态)' }),
  readingTables: text({ en: 'Loading the pattern database for hints…', zh: '正在载入用于提示的模式数据库…' }),
  /** `table` counts from 1. */
  buildingTables: text<{ table: number; tables: number; percent: number }>({ en: 'Building the pattern database for hints (once; kept in this browser): table {table} of {tables}, {percent}%', zh: '正在构建用于提示的模式数据库（只需一次，会存在这个浏览器里）：第 {table}/{tables} 张表，{percent}%' }),
  searchingHint: text({ en: 'Searching for the fewest moves from here…', zh: '正在搜索从这里到完成的最少步数…' }),
  hintStopped: text({ en: 'The hint was stopped.', zh: '提示已停止。' }),
  /** `nodes`: grouped. */
  hintSearchStats: text<{ nodes: string; ms: number }>({ en: 'IDA* on pattern databases: {nodes} nodes, {ms} ms', zh: 'IDA* 用模式数据库搜索：{nodes} 个节点，{ms} 毫秒' }),
  tablesBuilt: text<{ seconds: string }>({ en: 'the pattern database was built in {seconds} s and is kept in this browser', zh: '模式数据库构建用时 {seconds} 秒，已存在这个浏览器里' }),
  tablesStoring: text<{ seconds: string }>({ en: 'the pattern database was built in {seconds} s and is being stored in this browser', zh: '模式数据库构建用时 {seconds} 秒，正在存入这个浏览器' }),
  tablesNotKept: text<{ seconds: string }>({ en: 'the pattern database was built in {seconds} s, but this browser would not store it: the next visit builds it again', zh: '模式数据库构建用时 {seconds} 秒，但这个浏览器没能存下它，下次还要重新构建' }),
  tablesStored: text({ en: 'the pattern database was read back from this browser', zh: '模式数据库是从这个浏览器里读出的' }),
  /** `reason`: the worker's words for what was wrong with the stored copy. */
  tablesRejected: text<{ reason: Message | string }>({ en: 'the stored pattern database {reason}: built again', zh: '存储的模式数据库{reason}：已重新构建' }),
  clickHint: text({ en: 'Click or drag a piece, or pick a move from the list.', zh: '点击或拖动棋子，或从列表中选一步。' }),
});

/** The sentences of `puzzlekit solve` (catalog "cli.solve"): a shortest solution, counts of solutions, or all of them. */
import { defineCatalog, text } from '../../i18n/index.js';

export const SOLVE = defineCatalog('cli.solve', {
  unknownAlgorithm: text<{ name: string; names: string }>({
    en: 'unknown algorithm "{name}" (algorithms: {names})',
    zh: '没有算法 "{name}"（算法有：{names}）',
  }),
  maxDepthAlone: text({ en: '--max-depth applies to --algorithm dfs, --all and --count all', zh: '--max-depth 只用于 --algorithm dfs、--all 和 --count all' }),
  badCount: text<{ raw: string }>({ en: '--count {raw}: expected shortest or all', zh: '--count {raw}：应为 shortest 或 all' }),
  start: text<{ total: number }>({
    en: 'Start ({total, plural, one {# move} other {# moves}} to go):',
    zh: '开始（还有 {total} 步）：',
  }),
  move: text<{ i: number; total: number; move: string }>({ en: 'Move {i} of {total}: {move}', zh: '第 {i} 步，共 {total} 步：{move}' }),
  played: text<{ end: 'skipped' | 'played' }>({
    en: '({end, select, skipped {skipped to the end} other {played}}; --no-play lists every move and board)',
    zh: '（{end, select, skipped {已跳到最后} other {已播放}}；--no-play 会列出每一步和棋盘）',
  }),
  wholeSolution: text({ en: 'The whole solution:', zh: '整个解：' }),
  startBoard: text({ en: 'Start:', zh: '开始：' }),
  /** How the search went: the algorithm, the states it explored, the time. */
  stats: text<{ algorithm: string; states: number; took: string }>({
    en: '{algorithm}, {states, plural, one {# state} other {# states}}, {took}',
    zh: '{algorithm}，{states, plural, other {# 个状态}}，{took}',
  }),
  /** `withCost` is "yes" where the cost differs from the length ("17 minutes"). */
  solved: text<{ moves: number; withCost: 'yes' | 'no'; cost: string; stats: string }>({
    en: 'Solved in {moves, plural, one {# move} other {# moves}}{withCost, select, yes {, {cost}} other {}} ({stats}).',
    zh: '已解出：{moves} 步{withCost, select, yes {，{cost}} other {}}（{stats}）。',
  }),
  onlyStartReachable: text({ en: 'the start is the only reachable state', zh: '起点是唯一可达的状态' }),
  everyStateSearched: text<{ states: string }>({
    en: 'every one of the {states} reachable states was searched',
    zh: '全部 {states} 个可达状态都搜索过了',
  }),
  noSolution: text<{ reason: string; stats: string }>({ en: 'No solution: {reason} ({stats}).', zh: '无解：{reason}（{stats}）。' }),
  stopped: text<{ why: string; stats: string }>({
    en: 'Stopped: {why} before a solution was found ({stats}).',
    zh: '已停止：找到解之前{why}（{stats}）。',
  }),
  shortestCount: text<{ count: string }>({ en: 'Shortest solutions: {count}.', zh: '最短解：{count} 个。' }),
  shortestNotCounted: text<{ why: string }>({ en: 'Shortest solutions: not counted, {why}.', zh: '最短解：未能统计，{why}。' }),
  solutionHeading: text<{ n: number; moves: number; withCost: 'yes' | 'no'; cost: string }>({
    en: 'Solution {n} ({moves, plural, one {# move} other {# moves}}{withCost, select, yes {, {cost}} other {}}):',
    zh: '解 {n}（{moves} 步{withCost, select, yes {，{cost}} other {}}）：',
  }),
  /** `limited` is "yes" where a limit stopped the count (`why` says which). */
  noneFound: text<{ limited: 'yes' | 'no'; why: string }>({
    en: 'Solutions without a repeated state: not known, none found before the stop{limited, select, yes {, {why}} other {}}.',
    zh: '不重复状态的解：未知，停止前一个也没找到{limited, select, yes {，{why}} other {}}。',
  }),
  solutionCount: text<{ complete: 'yes' | 'no'; count: string; limited: 'yes' | 'no'; why: string }>({
    en: 'Solutions without a repeated state: {complete, select, yes {} other {at least }}{count}{limited, select, yes {, {why}} other {}}.',
    zh: '不重复状态的解：{complete, select, yes {} other {至少 }}{count} 个{limited, select, yes {，{why}} other {}}。',
  }),
  moreNotShown: text<{ shown: number }>({
    en: '({shown} shown; there are more: raise --max-solutions to see them.)',
    zh: '（显示了 {shown} 个，还有更多：调高 --max-solutions 可以看到。）',
  }),
  onlySolutionShown: text({ en: 'The only solution without a repeated state is shown.', zh: '这是唯一一个不重复状态的解。' }),
  allShown: text<{ count: string }>({
    en: 'All {count} solutions without a repeated state are shown.',
    zh: '全部 {count} 个不重复状态的解都显示了。',
  }),
});

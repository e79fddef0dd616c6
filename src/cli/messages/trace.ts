/** The sentences of `puzzlekit trace` (catalog "cli.trace"): a search told step by step. */
import { defineCatalog, text } from '../../i18n/index.js';

export const TRACE = defineCatalog('cli.trace', {
  description: text({ en: 'print what a search does, expansion by expansion (for teaching)', zh: '逐步打印搜索的过程（用于教学）' }),
  algorithmOption: text({ en: 'the search to trace', zh: '要跟踪的搜索算法' }),
  maxStepsOption: text({ en: 'stop after this many expansions (default 10000)', zh: '扩展这么多个结点后停止（默认 10000）' }),
  maxDepthOption: text({ en: 'the depth bound of --algorithm dfs', zh: '--algorithm dfs 的深度上限' }),
  zeroHeuristicOption: text({ en: 'search with h = 0 instead of the puzzle\'s heuristic', zh: '用 h = 0 代替谜题自己的启发函数' }),
  jsonOption: text({ en: 'print the trace as JSON', zh: '以 JSON 打印跟踪记录' }),
  header: text<{ algorithm: string; instance: string; heuristic: 'puzzle' | 'zero' }>({
    en: 'Trace of {algorithm} on {instance}{heuristic, select, puzzle {, with the puzzle\'s heuristic} other {}}:',
    zh: '{algorithm} 在 {instance} 上的搜索过程{heuristic, select, puzzle {（用谜题的启发函数）} other {}}：',
  }),
  columns: text({ en: 'step  event     g  h  f  depth  state', zh: '步    事件      g  h  f  深度   状态' }),
  expand: text({ en: 'expand', zh: '扩展' }),
  generate: text({ en: 'generate', zh: '生成' }),
  prune: text({ en: 'prune', zh: '剪去' }),
  goal: text({ en: 'goal', zh: '目标' }),
  iteration: text({ en: 'iteration', zh: '新一轮' }),
  pruneSeen: text({ en: 'seen before', zh: '已见过' }),
  prunePath: text({ en: 'on the path', zh: '已在路径上' }),
  pruneBound: text({ en: 'over the bound', zh: '超出上限' }),
  pruneDepth: text({ en: 'at the depth bound', zh: '到达深度上限' }),
  bound: text<{ bound: number }>({ en: 'bound {bound}', zh: '上限 {bound}' }),
  side: text<{ side: 'forward' | 'backward' }>({ en: '{side, select, forward {from the start} other {from the goal}}', zh: '{side, select, forward {从起点} other {从目标}}' }),
  reopened: text({ en: 'cheaper than before', zh: '比之前更便宜' }),
  found: text<{ moves: number; expanded: number; generated: number }>({
    en: 'Found a solution of {moves, plural, one {# move} other {# moves}}: {expanded, plural, one {# expansion} other {# expansions}}, {generated, plural, one {# state generated} other {# states generated}}.',
    zh: '找到一个 {moves} 步的解：扩展了 {expanded} 个结点，生成了 {generated} 个状态。',
  }),
  none: text<{ expanded: number }>({
    en: 'No solution: the search ended after {expanded, plural, one {# expansion} other {# expansions}}.',
    zh: '没有解：搜索在扩展 {expanded} 个结点后结束。',
  }),
  stopped: text<{ steps: number }>({
    en: 'Stopped after {steps, plural, one {# expansion} other {# expansions}} (--max-steps); no solution yet.',
    zh: '扩展 {steps} 个结点后停下（--max-steps），尚未找到解。',
  }),
  limit: text<{ why: string }>({ en: 'Stopped: {why}.', zh: '已停止：{why}。' }),
});

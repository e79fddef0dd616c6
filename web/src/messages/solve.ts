/** The Solve view's words (catalog "web.solve"): searching, the result, the player, the algorithms. */
import { defineCatalog, text, type Message } from '../../../src/i18n/index.js';

export const SOLVE_WORDS = defineCatalog('web.solve', {
  // The actions are named apart from the tabs (Solve, Play), for people and screen readers alike.
  solve: text({ en: 'Find shortest solution', zh: '寻找最短解' }),
  countShortest: text({ en: 'Count shortest solutions', zh: '统计最短解数目' }),
  /** `count`: grouped ("1,234"). */
  shortestSolutions: text<{ count: string }>({ en: '{count} shortest solutions', zh: '{count} 个最短解' }),
  // What a search found, with its figures (`stats`: searchStats); `why`: the engine's words for the limit it reached.
  searchStats: text<{ states: string; ms: number }>({ en: '{states} states, {ms} ms', zh: '{states} 个状态，{ms} ms' }),
  solvedIn: text<{ moves: number }>({ en: 'Solved: {moves} moves', zh: '已解出：{moves} 步' }),
  solvedInCosting: text<{ moves: number; cost: string }>({ en: 'Solved: {moves} moves, {cost}', zh: '已解出：{moves} 步，{cost}' }),
  statsAfter: text<{ stats: Message }>({ en: ' ({stats})', zh: '（{stats}）' }),
  unsolvableWithStats: text<{ stats: Message }>({ en: 'No solution ({stats})', zh: '无解（{stats}）' }),
  unsolvableBecause: text<{ reason: Message | string; stats: Message }>({ en: 'No solution: {reason} ({stats})', zh: '无解：{reason}（{stats}）' }),
  unsolvable: text({ en: 'No solution', zh: '无解' }),
  stoppedWithStats: text<{ why: Message | string; stats: Message }>({ en: 'Stopped: {why} ({stats})', zh: '已停止：{why}（{stats}）' }),
  /** A cost where the puzzle names no unit. */
  costPlain: text<{ cost: number }>({ en: 'cost {cost}', zh: '代价 {cost}' }),
  play: text({ en: '▶ Watch', zh: '▶ 演示' }),
  pause: text({ en: 'Pause', zh: '暂停' }),
  toStart: text({ en: 'Back to the start', zh: '回到开始' }),
  stepSlider: text({ en: 'Position in the solution', zh: '解中的位置' }),
  back: text({ en: '◀ Step', zh: '◀ 上一步' }),
  forward: text({ en: 'Step ▶', zh: '下一步 ▶' }),
  speed: text({ en: 'Speed', zh: '速度' }),
  stepOf: text<{ at: number; last: number }>({ en: 'Step {at} / {last}', zh: '第 {at} / {last}' }),
  algorithm: text({ en: 'Algorithm', zh: '算法' }),
  noSolutionYet: text({ en: 'Press “Find shortest solution” to search.', zh: '点“寻找最短解”开始搜索。' }),
  inputFirst: text({ en: 'Nothing to search until the puzzle reads: correct it, or choose a preset.', zh: '谜题读不进来，没有可搜索的：请改正它，或选一个预设。' }),
  algoAuto: text({ en: 'auto', zh: '自动选择' }),
  algoBfs: text({ en: 'bfs', zh: '广度优先（BFS）' }),
  algoUcs: text({ en: 'ucs', zh: '一致代价（Dijkstra）' }),
  algoAstar: text({ en: 'astar', zh: 'A*' }),
  algoGreedy: text({ en: 'greedy', zh: '贪婪最佳优先' }),
  algoIdastar: text({ en: 'idastar', zh: 'IDA*' }),
  algoBidirectional: text({ en: 'bidirectional', zh: '双向广度优先' }),
  algoDfs: text({ en: 'dfs', zh: '深度优先（DFS）' }),
  algoAboutAuto: text({ en: 'depth-first when every solution has the same length, else IDA* where the puzzle suits it (a pattern database, or a 4x4 board or bigger), else A* with a heuristic, else breadth-first for unit costs, else uniform-cost', zh: '所有解一样长时用深度优先；否则在适合的谜题上用 IDA*（有模式数据库，或 4x4 及更大的盘面），有启发函数时用 A*，单位代价用广度优先，其余用一致代价' }),
  algoAboutBfs: text({ en: 'breadth-first: fewest moves', zh: '广度优先：步数最少' }),
  algoAboutUcs: text({ en: 'uniform-cost (Dijkstra): least total cost', zh: '一致代价（Dijkstra）：总代价最小' }),
  algoAboutAstar: text({ en: 'A*: least total cost, guided by a heuristic', zh: 'A*：由启发函数引导，总代价最小' }),
  algoAboutGreedy: text({ en: 'greedy best-first: follows the heuristic alone; fast, not always the shortest', zh: '贪婪最佳优先：只看启发函数；快，但不一定最短' }),
  algoAboutIdastar: text({ en: 'IDA*: least total cost in little memory, guided by a heuristic', zh: 'IDA*：由启发函数引导，用很少内存求总代价最小' }),
  algoAboutBidirectional: text({ en: 'bidirectional breadth-first: fewest moves, from both ends', zh: '双向广度优先：从两头同时搜索，步数最少' }),
  algoAboutDfs: text({ en: 'depth-first with a depth bound: some solution, not the shortest', zh: '有深度上限的深度优先：找到一个解，不一定最短' }),
  illegalSolutionMove: text<{ n: number; code: string }>({ en: 'move {n} of the solution ({code}) is not a legal move there', zh: '解的第 {n} 步（{code}）在那里不合规则' }),
});

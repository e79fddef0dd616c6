/** The engine's sentences (catalog "engine"): why a search stopped before its end, why it found no solution, and why it refuses a request (SearchSetupError). */
import { defineCatalog, text } from '../i18n/index.js';

export const ENGINE_MESSAGES = defineCatalog('engine', {
  limitStates: text({ en: 'the state limit was reached', zh: '达到了状态数上限' }),
  limitTime: text({ en: 'the time limit was reached', zh: '达到了时间上限' }),
  limitMemory: text({ en: 'the memory limit was reached', zh: '达到了内存上限' }),
  limitCancelled: text({ en: 'the search was cancelled', zh: '搜索被取消' }),
  /** A depth-first search's "unsolvable": none within its bound (the count as `${n}` writes it, as the reason always read). */
  noSolutionWithin: text<{ moves: number }>({ en: 'no solution of at most {moves} moves', zh: '不存在不超过 {moves} 步的解' }),
  // Requests a search cannot serve (SearchSetupError): an algorithm without the parts it needs, options out of range.
  // (The problem's members keep their names in Chinese: predecessors, rank. The web font has the characters of these sentences: npm run zh-font.)
  needsProblem: text<{ search: string }>({
    en: '{search} needs a search problem (an object with start, codec, isGoal and successors)',
    zh: '{search} 需要一个搜索问题（有 start、codec、isGoal 和 successors 的对象）',
  }),
  unknownAlgorithm: text<{ name: string; algorithms: string }>({ en: 'unknown algorithm {name} (algorithms: {algorithms})', zh: '没有算法 {name}（算法有：{algorithms}）' }),
  needsHeuristic: text<{ name: string }>({ en: '{name} needs a heuristic, and this puzzle has none', zh: '{name} 需要启发函数，而这个谜题没有' }),
  bidirectionalNeeds: text({
    en: 'bidirectional search needs predecessors and goal states, and this puzzle has none',
    zh: '双向搜索需要 predecessors 和目标状态，而这个谜题没有',
  }),
  noSymmetry: text({ en: 'this problem has no symmetry to merge (no canonical form)', zh: '这个问题没有可合并的对称（没有规范形式）' }),
  notRanked: text({
    en: 'this problem is not ranked (no size, rank and unrank), so it has no compact search',
    zh: '这个问题的状态没有编号（没有 size、rank 和 unrank），所以不能按编号搜索',
  }),
  rankedTooLarge: text<{ size: string }>({ en: 'a ranked space of {size} states is beyond the compact search (at most 2^36)', zh: '{size} 个状态的编号空间太大：按编号搜索最多 2^36 个' }),
  goalsSearchNeeds: text({
    en: 'a search from the goals needs the problem to give its goal states and predecessors',
    zh: '从目标出发的搜索需要问题给出目标状态和 predecessors',
  }),
  byteTableDepth: text<{ most: number }>({ en: 'distances beyond {most} do not fit a byte table', zh: '超过 {most} 的距离放不进字节表' }),
  outOfCoreMemory: text<{ size: number; mb: number }>({
    en: 'an out-of-core search of {size} states needs at least {mb} MB of memory',
    zh: '{size} 个状态的外存搜索至少需要 {mb} MB 内存',
  }),
  idaNeedsHeuristic: text({ en: 'IDA* needs a problem with a heuristic', zh: 'IDA* 需要有启发函数的问题' }),
  astarNeedsHeuristic: text({ en: 'A* needs a problem with a heuristic', zh: 'A* 需要有启发函数的问题' }),
  notASignal: text({ en: 'signal must be an AbortSignal', zh: 'signal 必须是 AbortSignal' }),
  // A state table or seen set that can hold no more (StateTableFullError): the search stops there.
  tableMemoryFull: text<{ limit: string; states: string }>({
    en: 'the state table would pass the memory limit ({limit}) to store more than {states} states',
    zh: '状态表要存下超过 {states} 个状态就会超出内存上限（{limit}）',
  }),
  seenMemoryFull: text<{ limit: string; states: string }>({
    en: 'the set of seen states would pass the memory limit ({limit}) to store more than {states} states',
    zh: '已见状态集要存下超过 {states} 个状态就会超出内存上限（{limit}）',
  }),
  tableAtMost: text<{ most: string }>({ en: 'a state table holds at most {most} states', zh: '一个状态表最多存 {most} 个状态' }),
  seenAtMost: text<{ most: string }>({ en: 'a set of seen states holds at most {most} states', zh: '一个已见状态集最多存 {most} 个状态' }),
  stringKeysAtMost: text({
    en: 'string-keyed state tables hold at most 16,000,000 states; give the puzzle a packed codec',
    zh: '以字符串为键的状态表最多存 16,000,000 个状态；请给谜题一个紧凑的编码（codec）',
  }),
  badMoveCost: text<{ cost: string }>({
    en: 'a move cost {cost}: cheapest-path searches need costs that are finite numbers of at least 0',
    zh: '一步的代价是 {cost}：最小代价搜索需要不小于 0 的有限代价',
  }),
});

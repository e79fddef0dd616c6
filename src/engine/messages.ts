/** The engine's sentences (catalog "engine"): why a search stopped before its end, and why it found no solution. */
import { defineCatalog, text } from '../i18n/index.js';

export const ENGINE_MESSAGES = defineCatalog('engine', {
  limitStates: text({ en: 'the state limit was reached', zh: '达到了状态数上限' }),
  limitTime: text({ en: 'the time limit was reached', zh: '达到了时间上限' }),
  limitMemory: text({ en: 'the memory limit was reached', zh: '达到了内存上限' }),
  limitCancelled: text({ en: 'the search was cancelled', zh: '搜索被取消' }),
  /** A depth-first search's "unsolvable": none within its bound (the count as `${n}` writes it, as the reason always read). */
  noSolutionWithin: text<{ moves: number }>({ en: 'no solution of at most {moves} moves', zh: '不存在不超过 {moves} 步的解' }),
});

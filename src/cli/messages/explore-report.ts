/** What `explore` says of a space, whichever search explored it (catalog "cli.exploreReport"). */
import { defineCatalog, text } from '../../i18n/index.js';

export const EXPLORE_REPORT = defineCatalog('cli.exploreReport', {
  solvableUnknown: text({ en: 'not known (stopped by the limit)', zh: '未知（被上限打断）' }),
  solvableIn: text<{ moves: number }>({ en: 'yes, in {moves, plural, one {# move} other {# moves}} at the fewest', zh: '是，最少 {moves, plural, other {# 步}}' }),
  unsolvable: text({ en: 'no', zh: '否' }),
  /** `n` counts from 1; `code` is the state's code. */
  farthestExample: text<{ n: number; code: string }>({ en: 'Farthest example {n}: {code}', zh: '最远的例子 {n}：{code}' }),
  /** `states` grouped ("181,440"), `time` in words ("12 ms"). */
  explored: text<{ states: string; time: string }>({ en: '({states} states in {time})', zh: '（{states} 个状态，用时 {time}）' }),
});

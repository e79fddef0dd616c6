/** A cost in words where neither the puzzle nor the metric names a unit (catalog "cli.words"). */
import { defineCatalog, text } from '../../i18n/index.js';

export const WORDS = defineCatalog('cli.words', {
  /** `cost` grouped ("1,234"). */
  bareCost: text<{ cost: string }>({ en: 'cost {cost}', zh: '代价 {cost}' }),
  /** The unit of a metric named for moves of some kind (moves, steps, slides) where the language has one word for all. */
  moveUnit: text({ en: 'move', zh: '步' }),
});

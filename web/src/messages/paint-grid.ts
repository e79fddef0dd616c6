/** The paint-grid editor's words (catalog "web.paint-grid"), for levels drawn a character a cell (Sokoban). */
import { defineCatalog, text } from '../../../src/i18n/index.js';

export const PAINT_GRID_WORDS = defineCatalog('web.paint-grid', {
  help: text({ en: 'Pick a tool, then click or drag over the grid. Box, goal and player are laid on a cell or taken off it.', zh: '先选工具，再在格子上点击或拖动。箱子、目标和玩家点一次放上，再点一次拿掉。' }),
  tool: text({ en: 'Tool:', zh: '工具：' }),
  resize: text({ en: 'Resize', zh: '改变大小' }),
  playIt: text({ en: 'Apply and play', zh: '应用并开始玩' }),
});

/** The Rush Hour family's sentences (catalog "rush-hour.family"): what it is, its classify options and their mistakes. */
import { defineCatalog, text } from '../../../i18n/index.js';

export const RUSH_HOUR_FAMILY_WORDS = defineCatalog('rush-hour.family', {
  what: text({
    en: 'every Rush Hour layout of a square board, in groups, with the hardest minimal puzzle of each',
    zh: '方形棋盘上的所有尖峰时刻布局，分组，并给出每组最难的极小谜题',
  }),
  optionSize: text<{ min: number; max: number }>({
    en: "Rush Hour: the board's side, {min} to {max} (default 6)",
    zh: '尖峰时刻：棋盘边长，{min} 到 {max}（默认 6）',
  }),
  optionWalls: text<{ most: number }>({
    en: 'Rush Hour: how many walls a layout has, N or MIN..MAX, at most {most} (default 0)',
    zh: '尖峰时刻：布局中墙的个数，N 或 MIN..MAX，最多 {most}（默认 0）',
  }),
  sizeBad: text<{ option: string; raw: string; min: number; max: number }>({
    en: '{option} {raw}: give a whole number from {min} to {max}',
    zh: '{option} {raw}：请给出 {min} 到 {max} 的整数',
  }),
  wallsBad: text<{ option: string; raw: string; most: number }>({
    en: '{option} {raw}: give N or MIN..MAX, whole numbers from 0 to {most}, MIN no more than MAX',
    zh: '{option} {raw}：请给出 N 或 MIN..MAX，均为 0 到 {most} 的整数，且 MIN 不大于 MAX',
  }),
});

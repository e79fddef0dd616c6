/**
 * The progress line of a long search on a terminal (catalog "cli.progress").
 * Its values are cli-progress's own placeholders ("{states}"), which the bar
 * fills in as it goes; `label` is what the search is doing.
 */
import { defineCatalog, text, type Message } from '../../i18n/index.js';

type Bar = { label: string | Message; states: string; depth: string; rate: string; mb: string; seconds: string };

export const PROGRESS = defineCatalog('cli.progress', {
  line: text<Bar>({
    en: '{label} {states} states | depth {depth} | {rate} states/s | {mb} MB | {seconds} s',
    zh: '{label} {states} 个状态 | 深度 {depth} | {rate} 状态/秒 | {mb} MB | {seconds} 秒',
  }),
  solving: text({ en: 'solving', zh: '求解中' }),
  countingShortest: text({ en: 'counting shortest', zh: '统计最短解' }),
  enumerating: text({ en: 'enumerating', zh: '列举中' }),
  exploring: text({ en: 'exploring', zh: '探索中' }),
  solvingLevels: text({ en: 'solving levels', zh: '逐关求解中' }),
});

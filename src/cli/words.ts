/** Numbers and nouns in the command line's sentences: thousands separators and the right plural. */
import { instanceHeaderIn, type OpenedInstance } from '../midend/index.js';
import type { AnyPuzzle, CostUnit } from '../puzzles/puzzle.js';
import { WORDS } from './messages/words.js';
import type { CliWords } from './cli-words.js';

/** 1048575 as "1,048,575"; bigints too. */
export function grouped(n: number | bigint): string {
  return n.toLocaleString('en-US');
}

/** "1 move", "2 moves", "1,048,575 moves"; `many` for irregular plurals ("1 state", ...). */
export function plural(n: number | bigint, one: string, many = `${one}s`): string {
  return `${grouped(n)} ${n === 1 || n === 1n ? one : many}`;
}

/** Columns a text takes on a terminal: Chinese characters and full-width marks take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const c of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(c) ? 2 : 1;
  return width;
}

/** `text` padded on the left to `width` terminal columns (padStart counts a Chinese character as one). */
export function padDisplay(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + text;
}

/** The instance as a header names it: the puzzle's title and the instance's own title or code (an opened instance has it as `header`). */
export function instanceHeader(cli: CliWords, puzzle: AnyPuzzle, instance: unknown): string {
  return instanceHeaderIn(puzzle, instance, cli.lang);
}

/**
 * A solution's cost in words: "17 minutes" in the puzzle's unit for this
 * instance and metric, "12 steps" from a metric named for what it counts,
 * else "cost 17".
 */
export function costWords(cli: CliWords, opened: Pick<OpenedInstance, 'costUnit' | 'metric'>, cost: number): string {
  const lang = cli.lang;
  const metric = opened.metric;
  const unit = opened.costUnit() ?? (lang === 'zh' ? metricUnitZh(cli, metric) : metricUnit(metric));
  if (!unit) return cli.words(WORDS.bareCost({ cost: grouped(cost) }));
  return lang === 'zh' ? `${grouped(cost)} ${unit.many}` : plural(cost, unit.one, unit.many);
}

/** The unit a metric's name says ("step", "moves"), or null for a bare "cost". */
function metricUnit(metric: string): CostUnit | null {
  if (metric === 'cost' || !/^[a-z]+$/.test(metric)) return null;
  const one = /[^s]s$/.test(metric) ? metric.slice(0, -1) : metric;
  return { one, many: `${one}s` };
}

/** A metric named for moves of some kind counts in the one Chinese word for a move; else a bare cost. */
function metricUnitZh(cli: CliWords, metric: string): CostUnit | null {
  if (!/^(moves?|steps?|slides?)$/.test(metric)) return null;
  const move = cli.words(WORDS.moveUnit());
  return { one: move, many: move };
}

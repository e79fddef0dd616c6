/** Water jugs as text for a terminal and as shapes for a graphical front end. */
import type { Drawing, Shape } from '../drawing.js';
import type { Lang } from '../lang.js';
import type { JugsInstance } from './jugs.js';
import { render } from '../../i18n/index.js';
import { WATER_JUGS } from './messages.js';

/** The longest bar in characters; larger jugs are drawn to scale. */
const BAR = 20;

/**
 * One line a jug, e.g. `jug 1   8L [####....] 4`: the bar has one cell a
 * litre (scaled down for big jugs), "#" for water.
 */
export function renderJugs(instance: JugsInstance, amounts: readonly number[], color = false, lang: Lang = 'en'): string {
  const { capacities } = instance;
  const largest = Math.max(...capacities);
  const scale = largest > BAR ? BAR / largest : 1;
  const numberWidth = String(instance.capacities.length).length;
  const capWidth = String(largest).length + 1;
  const amountWidth = String(largest).length;
  return capacities
    .map((cap, i) => {
      const length = Math.max(1, Math.round(cap * scale));
      const water = Math.min(length, Math.round(amounts[i] * scale));
      // A jug with some water shows at least one cell of it, and one that is not full at least one empty cell.
      const shown = amounts[i] > 0 && water === 0 ? 1 : amounts[i] < cap && water === length && length > 1 ? length - 1 : water;
      const filled = '#'.repeat(shown);
      const empty = '.'.repeat(length - shown);
      const bar = color && shown > 0 ? `\x1b[34m${filled}\x1b[0m${empty}` : filled + empty;
      const pad = ' '.repeat(Math.round(largest * scale) - length);
      const name = render(WATER_JUGS.jugLabel({ jug: String(i + 1).padEnd(numberWidth) }), lang);
      return `${name} ${`${cap}L`.padStart(capWidth)} [${bar}]${pad} ${String(amounts[i]).padStart(amountWidth)}`;
    })
    .join('\n');
}

/**
 * Jugs side by side, heights to scale: one outline a jug (id `jug-N`), and
 * over it one filled rect for its water (id `water-N`), labelled with the amount;
 * the capacity is written under each jug.
 */
export function drawJugs(instance: JugsInstance, amounts: readonly number[]): Drawing {
  const { capacities } = instance;
  const largest = Math.max(...capacities);
  const tallest = 4;
  const jugWidth = 1.2;
  const gap = 0.5;
  const top = 0.3;
  const shapes: Shape[] = [];
  /** Grid units rounded, so that 0.3 stays 0.3 and not 0.2999999999999998. */
  const r = (v: number) => Math.round(v * 1e4) / 1e4;
  capacities.forEach((cap, i) => {
    const x = gap + i * (jugWidth + gap);
    const h = Math.max(0.2, (tallest * cap) / largest);
    const bottom = top + tallest;
    const waterH = (h * amounts[i]) / cap;
    shapes.push({ kind: 'rect', id: `jug-${i + 1}`, x: r(x), y: r(bottom - h), w: jugWidth, h: r(h), fill: '#f4f4f4', stroke: '#333333' });
    shapes.push({ kind: 'rect', id: `water-${i + 1}`, x: r(x), y: r(bottom - waterH), w: jugWidth, h: r(waterH), fill: '#4a90d9', label: amounts[i] > 0 ? `${amounts[i]}L` : undefined });
    shapes.push({ kind: 'text', x: r(x + jugWidth / 2), y: r(bottom + 0.5), text: `${cap}L`, size: 0.4, color: '#333333' });
  });
  return { width: r(gap + capacities.length * (jugWidth + gap)), height: r(top + tallest + 0.9), shapes };
}

/** A backend's legend (drawing.ts LegendEntry) as a list: each swatch drawn as the picture draws it, then its meaning. */
import type { LegendEntry } from '../../src/puzzles/drawing.js';
import { h, s } from './dom.js';

export function legendList(entries: readonly LegendEntry[], testId: string): HTMLElement {
  return h('ul', { class: 'legend', 'data-testid': testId }, ...entries.map((entry) => h('li', {}, swatch(entry.swatch), h('span', {}, entry.text))));
}

function swatch(sw: LegendEntry['swatch']): SVGSVGElement {
  const box = s('svg', { class: 'swatch', viewBox: '0 0 1 1', width: 18, height: 18, 'aria-hidden': 'true' });
  switch (sw.kind) {
    case 'box':
      box.append(s('rect', { x: 0.1, y: 0.1, width: 0.8, height: 0.8, fill: sw.fill, stroke: sw.stroke ?? 'none', 'stroke-width': 0.06 }));
      break;
    case 'line':
      box.append(s('line', { x1: 0.05, y1: 0.5, x2: 0.95, y2: 0.5, stroke: sw.stroke, 'stroke-width': 0.16, 'stroke-linecap': 'round' }));
      break;
    case 'text':
      box.append(s('text', { x: 0.5, y: 0.55, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': 0.8, 'font-weight': 'bold', fill: sw.color ?? '#111111' }, sw.text));
      break;
  }
  return box;
}

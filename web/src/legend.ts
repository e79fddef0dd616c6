/** A backend's legend (drawing.ts LegendEntry) as a list: each swatch drawn as the picture draws it, then its meaning. */
import type { LegendEntry } from '../../src/puzzles/drawing.js';
import { h, s } from './dom.js';

export function legendList(entries: readonly LegendEntry[], testId: string): HTMLElement {
  return h('ul', { class: 'legend', 'data-testid': testId }, ...entries.map((entry) => h('li', {}, swatch(entry.swatch), h('span', {}, entry.text))));
}

function swatch(sw: LegendEntry['swatch']): SVGSVGElement {
  const box = s('svg', { class: 'swatch', viewBox: '0 0 1 1', width: 18, height: 18, 'aria-hidden': 'true' });
  box.append(swatchShape(sw));
  return box;
}

/** A swatch as one SVG element in a 1 x 1 box (the list's swatches, and the legends BoardView draws under a board). */
export function swatchShape(sw: LegendEntry['swatch']): SVGElement {
  switch (sw.kind) {
    case 'box':
      return s('rect', { x: 0.1, y: 0.1, width: 0.8, height: 0.8, fill: sw.fill, stroke: sw.stroke ?? 'none', 'stroke-width': 0.06 });
    case 'disc':
      return s('circle', { cx: 0.5, cy: 0.5, r: 0.42, fill: sw.fill, stroke: sw.stroke ?? 'none', 'stroke-width': 0.06 });
    case 'line':
      return s('line', { x1: 0.05, y1: 0.5, x2: 0.95, y2: 0.5, stroke: sw.stroke, 'stroke-width': 0.16, 'stroke-linecap': 'round' });
    case 'text':
      // The colour as a style, which the board's default text colour does not override.
      return s('text', { x: 0.5, y: 0.55, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': 0.8, 'font-weight': 'bold', style: `fill: ${sw.color ?? '#111111'}` }, sw.text);
  }
}

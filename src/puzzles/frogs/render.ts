/** Frogs as text for a terminal and as shapes for a graphical front end. */
import type { Drawing, Shape } from '../drawing.js';
import { frogName, LEFT_FROG, RIGHT_FROG } from './moves.js';

const LETTER = ['_', 'L', 'R'];

/** `LLL_RRR`: the state code, one letter a pad. */
export function padsCode(pads: readonly number[]): string {
  return pads.map((p) => LETTER[p]).join('');
}

/** One line of pads, e.g. `L L _ L R R R`; in colour, left frogs green and right frogs brown. */
export function renderPads(pads: readonly number[], color: boolean): string {
  const paint = (p: number) => {
    const letter = LETTER[p];
    if (!color || p === 0) return letter;
    return p === LEFT_FROG ? `\x1b[32m${letter}\x1b[0m` : `\x1b[33m${letter}\x1b[0m`;
  };
  return pads.map(paint).join(' ');
}

/** A row of lily pads, and on them one shape a frog with a stable id (`frog-L1`, `frog-R2`, ...). */
export function drawPads(pads: readonly number[]): Drawing {
  const shapes: Shape[] = [];
  pads.forEach((_, i) => shapes.push({ kind: 'rect', x: i + 0.05, y: 0.6, w: 0.9, h: 0.3, fill: '#7fb069', stroke: '#3d6b35' }));
  pads.forEach((p, i) => {
    if (p !== LEFT_FROG && p !== RIGHT_FROG) return;
    const name = frogName(pads, i);
    shapes.push({ kind: 'rect', id: `frog-${name}`, x: i + 0.15, y: 0.1, w: 0.7, h: 0.6, fill: p === LEFT_FROG ? '#3aa655' : '#b5651d', stroke: '#333333', label: name });
  });
  return { width: pads.length, height: 1, shapes };
}

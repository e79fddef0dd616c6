/** Towers as text for a terminal and as shapes for a graphical front end. */
import type { Drawing, Shape } from '../drawing.js';
import { pegName, stacksOf } from './moves.js';

/** The state code: each disc's peg, smallest disc first, e.g. `AAC` (discs 1 and 2 on A, 3 on C). */
export function pegsCode(pegOfDisc: readonly number[]): string {
  return pegOfDisc.map(pegName).join('');
}

/** One line a peg, its discs bottom to top: `A | 3 2 1`. */
export function renderTowers(pegOfDisc: readonly number[], pegs: number, color: boolean): string {
  const width = String(pegOfDisc.length).length;
  return stacksOf(pegOfDisc, pegs)
    .map((stack, peg) => {
      const discs = stack.map((d) => String(d).padStart(width)).join(' ');
      const shown = color && discs ? `\x1b[36m${discs}\x1b[0m` : discs;
      return `${pegName(peg)} |${shown ? ' ' + shown : ''}`;
    })
    .join('\n');
}

/** Pegs side by side, each disc a rect as wide as its size, id `disc-N`. */
export function drawTowers(pegOfDisc: readonly number[], pegs: number): Drawing {
  const n = pegOfDisc.length;
  const slot = n + 2;
  const height = n + 2;
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: height - 0.5, w: pegs * slot, h: 0.5, fill: '#8b5a2b' }];
  stacksOf(pegOfDisc, pegs).forEach((stack, peg) => {
    const centre = peg * slot + slot / 2;
    shapes.push({ kind: 'rect', x: centre - 0.1, y: 0.5, w: 0.2, h: height - 1, fill: '#5c3a1e' });
    shapes.push({ kind: 'text', x: centre, y: 0.4, text: pegName(peg), size: 0.5 });
    stack.forEach((disc, level) => {
      const w = disc + 0.8;
      shapes.push({ kind: 'rect', id: `disc-${disc}`, x: centre - w / 2, y: height - 1.5 - level, w, h: 0.9, fill: `hsl(${(disc * 47) % 360}, 60%, 55%)`, stroke: '#333333', label: String(disc) });
    });
  });
  return { width: pegs * slot, height, shapes };
}

/** A Rush Hour position as text for a terminal and as shapes for a graphical front end, the exit marked on both. */
import { render } from '../../i18n/index.js';
import type { Lang } from '../lang.js';
import type { Drawing, Shape } from '../drawing.js';
import { boardRows, exitRow, type RushInstance } from './board.js';
import { kindOf } from './moves.js';
import { RUSH } from './messages.js';

const RED_ANSI = '\x1b[1;31m';
const TRUCK_ANSI = '\x1b[33m';
const CAR_ANSI = '\x1b[36m';
const DIM_ANSI = '\x1b[2m';
const RESET = '\x1b[0m';

/**
 * The board in a frame, "." empty, "x" a wall, a letter a piece; the
 * frame's right side is open at the exit, marked ">". With `color`, the
 * red car red, trucks yellow, cars cyan.
 */
export function renderBoard(instance: RushInstance, places: readonly number[], color = false): string {
  const colorOf = new Map(instance.pieces.map((p, i) => [p.letter, i === 0 ? RED_ANSI : kindOf(p) === 'truck' ? TRUCK_ANSI : CAR_ANSI]));
  const paint = (ch: string) => {
    if (!color) return ch;
    if (ch === 'x' || ch === '.') return `${DIM_ANSI}${ch}${RESET}`;
    return `${colorOf.get(ch)}${ch}${RESET}`;
  };
  const edge = `+${'-'.repeat(instance.width)}+`;
  const rows = boardRows(instance, places).map((row, r) => {
    const cells = [...row].map((ch) => paint(ch === 'o' ? '.' : ch)).join('');
    return `|${cells}${r === exitRow(instance.height) ? '>' : '|'}`;
  });
  return [edge, ...rows, edge].join('\n');
}

const PALETTE = ['#4f8fd6', '#5bb56a', '#e0a13c', '#9b6bd1', '#3fb3b0', '#d4699b', '#8a9a3a', '#c77c48'];
const TRUCK_PALETTE = ['#c9a03a', '#6f7fc9', '#4aa08a', '#b0608f'];

/**
 * The board, its walls, the exit (a red mark beyond the right edge of the
 * exit row), and one rounded-looking rect a piece, id `car-<letter>`, so a
 * front end animates it and a click or drag on it picks its moves.
 */
export function drawBoard(instance: RushInstance, places: readonly number[], lang: Lang = 'en'): Drawing {
  const { width, height } = instance;
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, w: width, h: height, fill: '#4a4a55', stroke: '#222228' }];
  for (let cell = 0; cell < width * height; cell++) {
    const x = cell % width;
    const y = Math.floor(cell / width);
    shapes.push(instance.walls[cell] ? { kind: 'rect', x, y, w: 1, h: 1, fill: '#1c1c22' } : { kind: 'rect', x: x + 0.45, y: y + 0.45, w: 0.1, h: 0.1, fill: '#5c5c68' });
  }
  // The exit: a gap in the frame and an arrow past it.
  shapes.push({ kind: 'rect', x: width - 0.04, y: exitRow(height) + 0.1, w: 0.08, h: 0.8, fill: '#e05a47' });
  shapes.push({ kind: 'text', x: width + 0.3, y: exitRow(height) + 0.62, text: '→', size: 0.5, color: '#e05a47' });
  shapes.push({ kind: 'text', x: width + 0.3, y: exitRow(height) + 1.05, text: render(RUSH.exitLabel(), lang), size: 0.22, color: '#e05a47' });
  let cars = 0;
  let trucks = 0;
  instance.pieces.forEach((p, i) => {
    const fill = i === 0 ? '#e05a47' : kindOf(p) === 'truck' ? TRUCK_PALETTE[trucks++ % TRUCK_PALETTE.length] : PALETTE[cars++ % PALETTE.length];
    const along = places[i];
    shapes.push({
      kind: 'rect',
      id: `car-${p.letter}`,
      x: (p.horizontal ? along : p.line) + 0.08,
      y: (p.horizontal ? p.line : along) + 0.08,
      w: (p.horizontal ? p.length : 1) - 0.16,
      h: (p.horizontal ? 1 : p.length) - 0.16,
      fill,
      stroke: '#1e1e24',
      label: p.letter,
    });
  });
  return { width: width + 0.6, height, shapes };
}

/** What the frame, the letters and the marks stand for. */
export function boardLegend(instance: RushInstance, lang: Lang = 'en'): string {
  return render(RUSH.legend({ exitRow: exitRow(instance.height) + 1 }), lang);
}

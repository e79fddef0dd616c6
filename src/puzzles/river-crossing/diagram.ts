/**
 * The state space of a two-kind puzzle (missionaries and cannibals, people
 * and ghosts, monks and monsters) drawn whole, as in the people-and-ghosts write-up:
 * the grid of how many of each kind are on the start bank, each point safe
 * or unsafe (both banks checked), and a solution's path traced through it
 * with its crossing numbers.
 */
import type { Drawing, LegendEntry, Shape } from '../drawing.js';
import { render, type Lang } from '../../i18n/index.js';
import type { SpaceDiagram } from '../puzzle.js';
import { unpack } from './layout.js';
import type { RiverModel, Unit } from './model.js';
import type { RiverProblem, RiverKey } from './problem.js';
import { RC } from './messages/index.js';
import { bankName, unitName } from './words.js';
import { afterHan, beforeHan } from './zh-spacing.js';

/** Whether the space has the grid layout: exactly two counted kinds and nothing else in the state. */
export function hasGrid(model: RiverModel): boolean {
  return model.units.length === 2 && model.units.every((u) => u.counted) && !model.phase && model.timeLimit === null && !model.usesPreviousLoad;
}

export function spaceDiagram(model: RiverModel, problem: RiverProblem, path: readonly RiverKey[] = [], lang: Lang = 'en'): SpaceDiagram | null {
  if (!hasGrid(model)) return null;
  const [a, b] = model.units;
  const { layout } = problem;
  const safe = (x: number, y: number) => {
    const near = x * layout.place[0] + y * layout.place[1];
    return problem.bankSafe(near) && problem.bankSafe(layout.full - near);
  };
  const cells = path.map((key) => unpack(layout, key));
  /** The first crossing number at which the path reaches each point. */
  const firstVisit = new Map<string, number>();
  cells.forEach((s, i) => {
    const id = `${s.near[0]},${s.near[1]}`;
    if (!firstVisit.has(id)) firstVisit.set(id, i);
  });
  const say = (message: Parameters<typeof render>[0]): string => render(message, lang);
  /** An axis: "ghosts on the east bank". */
  const onBank = (u: Unit): string => say(RC.diagramAxis({ unit: afterHan(unitName(u, 'many')), bank: beforeHan(bankName(model, 0)) }));
  const key = say(RC.diagramKey({ path: path.length ? 'yes' : 'no' }));

  const renderText = (options?: { color?: boolean }): string => {
    const color = options?.color ?? false;
    const paint = (code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
    const width = Math.max(3, String(path.length).length + 2);
    const label = String(b.count).length;
    const lines = [onBank(b)];
    for (let y = b.count; y >= 0; y--) {
      let row = `${String(y).padStart(label)} |`;
      for (let x = 0; x <= a.count; x++) {
        const step = firstVisit.get(`${x},${y}`);
        const mark = step !== undefined ? paint('1;33', String(step).padStart(width)) : safe(x, y) ? paint('32', 'o'.padStart(width)) : paint('31', '.'.padStart(width));
        row += mark;
      }
      lines.push(row);
    }
    lines.push(`${' '.repeat(label)} +${'-'.repeat(width * (a.count + 1))}`);
    lines.push(`${' '.repeat(label)}  ${Array.from({ length: a.count + 1 }, (_, x) => String(x).padStart(width)).join('')}  ${onBank(a)}`);
    lines.push(key);
    if (cells.length) lines.push(say(RC.diagramPath({ cells: cells.map((s) => `(${s.near[0]},${s.near[1]})${s.boat === 0 ? '' : '*'}`).join(' > '), bank: afterHan(bankName(model, 1)) })));
    return lines.join('\n');
  };

  const COLOURS = { safe: '#b6e3b6', unsafe: '#f4b6b6', over: '#d35400', back: '#2471a3' };
  const shapes: Shape[] = [];
  /** Crossing numbers, drawn last so the path's lines do not hide them. */
  const labels: Shape[] = [];
  const cx = (x: number) => 1.5 + x;
  const cy = (y: number) => 1 + (b.count - y);
  for (let y = 0; y <= b.count; y++) {
    for (let x = 0; x <= a.count; x++) {
      const step = firstVisit.get(`${x},${y}`);
      shapes.push({ kind: 'rect', id: `cell-${x}-${y}`, x: cx(x) - 0.4, y: cy(y) - 0.4, w: 0.8, h: 0.8, fill: safe(x, y) ? COLOURS.safe : COLOURS.unsafe, stroke: '#555555' });
      if (step !== undefined) labels.push({ kind: 'text', x: cx(x), y: cy(y), text: String(step), size: 0.4, color: '#111111' });
    }
    shapes.push({ kind: 'text', x: 0.5, y: cy(y), text: String(y), size: 0.35, color: '#333333' });
  }
  for (let x = 0; x <= a.count; x++) shapes.push({ kind: 'text', x: cx(x), y: cy(0) + 0.9, text: String(x), size: 0.35, color: '#333333' });
  for (let i = 1; i < cells.length; i++) {
    const p = cells[i - 1];
    const q = cells[i];
    shapes.push({ kind: 'line', x1: cx(p.near[0]), y1: cy(p.near[1]), x2: cx(q.near[0]), y2: cy(q.near[1]), stroke: q.boat === 1 ? COLOURS.over : COLOURS.back, width: 0.08 });
  }
  shapes.push(...labels);
  shapes.push({ kind: 'text', x: cx(a.count / 2), y: cy(0) + 1.5, text: onBank(a), size: 0.35, color: '#333333' });
  shapes.push({ kind: 'text', x: cx(a.count / 2), y: 0.3, text: onBank(b), size: 0.35, color: '#333333' });
  const drawing: Drawing = { width: a.count + 3, height: b.count + 3.5, shapes };
  const legend: LegendEntry[] = [
    { swatch: { kind: 'box', fill: COLOURS.safe, stroke: '#555555' }, text: say(RC.legendSafe()) },
    { swatch: { kind: 'box', fill: COLOURS.unsafe, stroke: '#555555' }, text: say(RC.legendUnsafe()) },
  ];
  if (cells.length > 1) {
    legend.push(
      { swatch: { kind: 'line', stroke: COLOURS.over }, text: say(RC.legendOver({ bank: afterHan(bankName(model, 1)) })) },
      { swatch: { kind: 'line', stroke: COLOURS.back }, text: say(RC.legendBack({ bank: afterHan(bankName(model, 0)) })) },
      { swatch: { kind: 'text', text: '3' }, text: say(RC.legendFirstVisit()) },
    );
  }
  return { renderText, drawing, legend };
}

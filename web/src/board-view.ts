/**
 * Draws a backend's Drawing as SVG and animates from one drawing to the
 * next: shapes with the same `id` are the same object, so their position
 * and size are tweened (a tile slides, water rises) and stay marked as
 * the piece that moved; the others just change. A drawing's legend goes
 * under the picture. Reports clicks and drags on shapes, in grid units,
 * for play mode.
 */
import type { Drawing, LegendEntry, Shape } from '../../src/puzzles/drawing.js';
import { s } from './dom.js';
import { swatchShape } from './legend.js';

export interface Pick {
  /** The shape pressed (index into the drawing's shapes), and its id if it has one. */
  shape: number;
  id: string | undefined;
  /** Where the press started, in grid units. */
  at: { x: number; y: number };
  /** Where it ended relative to the start; (0, 0) for a click. */
  drag: { dx: number; dy: number };
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Position and size of a shape: what a tween interpolates. */
function boxOf(shape: Shape): Box {
  switch (shape.kind) {
    case 'rect':
    case 'ellipse':
      return { x: shape.x, y: shape.y, w: shape.w, h: shape.h };
    case 'text':
      return { x: shape.x, y: shape.y, w: 0, h: 0 };
    case 'line':
      return { x: shape.x1, y: shape.y1, w: shape.x2 - shape.x1, h: shape.y2 - shape.y1 };
  }
}

export function sameBox(a: Box, b: Box): boolean {
  return Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6 && Math.abs(a.w - b.w) < 1e-6 && Math.abs(a.h - b.h) < 1e-6;
}

/** Whether a point lies on a shape's box (text and lines: within a small margin). */
export function shapeContains(shape: Shape, x: number, y: number): boolean {
  const b = boxOf(shape);
  const margin = shape.kind === 'rect' || shape.kind === 'ellipse' ? 0 : 0.25;
  const x0 = Math.min(b.x, b.x + b.w) - margin;
  const y0 = Math.min(b.y, b.y + b.h) - margin;
  return x >= x0 && y >= y0 && x <= x0 + Math.abs(b.w) + 2 * margin && y <= y0 + Math.abs(b.h) + 2 * margin;
}

export { boxOf };

/** The width of the last move's mark and of a selected piece's outline, in grid units. */
const GLOW_WIDTH = 0.12;
const SELECTED_WIDTH = 0.1;

/** A box shrunk by `by` on every side: a stroke of twice that width drawn on it stays inside the box. */
export function inset(box: Box, by: number): Box {
  const x = Math.min(box.x, box.x + box.w);
  const y = Math.min(box.y, box.y + box.h);
  const w = Math.abs(box.w);
  const h = Math.abs(box.h);
  const dx = Math.min(by, w / 2);
  const dy = Math.min(by, h / 2);
  return { x: x + dx, y: y + dy, w: w - 2 * dx, h: h - 2 * dy };
}

/**
 * The last move's mark on a piece: an outline drawn inside the piece (the
 * piece's own stroke is centred on its edge, so a wide one would spill past a
 * board's frame onto what surrounds it).
 */
function glowOf(kind: 'path' | 'ellipse'): SVGElement {
  // A rect's mark is a path, so that a piece is still drawn by one rect (tests and tools read the rects).
  return s(kind, { class: 'moved-mark', 'data-testid': 'moved-mark', fill: 'none', stroke: '#ffbe0b', 'stroke-width': GLOW_WIDTH, 'stroke-linejoin': 'round', 'pointer-events': 'none' });
}

export class BoardView {
  readonly element: SVGSVGElement;
  private drawing: Drawing | null = null;
  private animation = 0;
  private pressed: { shape: number; id: string | undefined; x: number; y: number } | null = null;
  /** Set by play mode: called on a click or drag on a shape. */
  onPick: ((pick: Pick) => void) | null = null;

  constructor() {
    this.element = s('svg', { class: 'board', 'data-testid': 'board', role: 'img' });
    this.element.addEventListener('pointerdown', (event) => this.press(event));
    this.element.addEventListener('pointerup', (event) => this.release(event));
  }

  get current(): Drawing | null {
    return this.drawing;
  }

  /**
   * Shows `drawing`; with `animateMs`, shapes whose id was in the previous
   * drawing move there from where they were. Resolves when the animation ends.
   */
  show(drawing: Drawing, animateMs = 0): Promise<void> {
    cancelAnimationFrame(this.animation);
    const previous = this.drawing;
    this.drawing = drawing;
    const pad = 0.1;
    const legend = legendRows(drawing);
    this.element.setAttribute('viewBox', `${-pad} ${-pad} ${drawing.width + 2 * pad} ${drawing.height + legend.height + 2 * pad}`);
    const groups = drawing.shapes.map((shape, index) => this.shapeElement(shape, index));
    this.element.replaceChildren(...groups.map((g) => g.element), ...legend.elements);
    if (!previous || animateMs <= 0) return Promise.resolve();
    const before = new Map<string, Box>();
    for (const shape of previous.shapes) if ('id' in shape && shape.id !== undefined) before.set(shape.id, boxOf(shape));
    const moving = groups.flatMap((g, i) => {
      const shape = drawing.shapes[i];
      const from = 'id' in shape && shape.id !== undefined ? before.get(shape.id) : undefined;
      const to = boxOf(shape);
      return from && !sameBox(from, to) ? [{ place: g.place, element: g.element, markMoved: g.markMoved, from, to }] : [];
    });
    if (moving.length === 0) return Promise.resolve();
    for (const m of moving) {
      m.place(m.from);
      m.element.classList.add('moved');
      m.markMoved();
    }
    return new Promise((resolve) => {
      const started = performance.now();
      const frame = (now: number) => {
        const k = Math.min(1, (now - started) / animateMs);
        const e = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2; // ease in and out
        for (const m of moving) {
          m.place({
            x: m.from.x + (m.to.x - m.from.x) * e,
            y: m.from.y + (m.to.y - m.from.y) * e,
            w: m.from.w + (m.to.w - m.from.w) * e,
            h: m.from.h + (m.to.h - m.from.h) * e,
          });
        }
        if (k < 1) this.animation = requestAnimationFrame(frame);
        else resolve();
      };
      this.animation = requestAnimationFrame(frame);
    });
  }

  /**
   * Marks a picked piece and where it can go: the piece outlined as
   * selected, and a dashed outline at each target box, which calls its
   * `onSelect` when tapped. The next `show` clears them; no targets clears
   * them now.
   */
  markTargets(targets: readonly { box: Box; onSelect(): void }[], selected?: { id: string; box: Box }): void {
    this.element.querySelector('g.targets')?.remove();
    for (const g of this.element.querySelectorAll('g.selected')) g.classList.remove('selected');
    if (targets.length === 0) return;
    const layer = s('g', { class: 'targets' });
    if (selected) {
      for (const g of this.element.querySelectorAll('g[data-id]')) if (g.getAttribute('data-id') === selected.id) g.classList.add('selected');
      // Inside the piece's own box, as the last move's mark is, so it never covers the board's frame.
      const { x, y, w, h } = inset(selected.box, SELECTED_WIDTH / 2);
      layer.append(s('rect', { x, y, width: w, height: h, rx: 0.06, fill: 'none', stroke: '#2f6fde', 'stroke-width': SELECTED_WIDTH, 'pointer-events': 'none', class: 'selected-piece', 'data-testid': 'selected-piece' }));
    }
    for (const target of targets) {
      const { x, y, w, h } = target.box;
      const outline = s('rect', { x: x + 0.06, y: y + 0.06, width: Math.max(0.1, w - 0.12), height: Math.max(0.1, h - 0.12), rx: 0.08, class: 'target', 'data-testid': 'target' });
      outline.addEventListener('pointerdown', (event) => event.stopPropagation());
      outline.addEventListener('click', () => target.onSelect());
      layer.append(outline);
    }
    this.element.append(layer);
  }

  /**
   * One shape as an SVG group, with a function that places it at a box and
   * one that marks it as the piece the last move moved (until the next move).
   */
  private shapeElement(shape: Shape, index: number): { element: SVGGElement; place(box: Box): void; markMoved(): void } {
    const g = s('g', { 'data-shape': index, 'data-id': 'id' in shape ? shape.id : undefined, class: 'id' in shape && shape.id ? 'piece' : undefined });
    switch (shape.kind) {
      case 'rect': {
        const rect = s('rect', { fill: shape.fill ?? 'none', stroke: shape.stroke ?? 'none', 'stroke-width': 0.04, rx: 0.06 });
        const glow = glowOf('path');
        g.append(rect);
        const label = shape.label !== undefined ? s('text', { class: 'label', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, shape.label) : null;
        if (label) g.append(label);
        const place = (b: Box) => {
          rect.setAttribute('x', String(b.x));
          rect.setAttribute('y', String(b.y));
          rect.setAttribute('width', String(Math.max(0, b.w)));
          rect.setAttribute('height', String(Math.max(0, b.h)));
          const inner = inset(b, GLOW_WIDTH / 2);
          glow.setAttribute('d', `M${inner.x} ${inner.y}h${inner.w}v${inner.h}h${-inner.w}Z`);
          if (label) {
            label.setAttribute('x', String(b.x + b.w / 2));
            label.setAttribute('y', String(b.y + b.h / 2));
            label.setAttribute('font-size', String(Math.max(0.2, Math.min(0.5, Math.min(b.w, Math.max(b.h, 0.4)) * 0.45))));
          }
        };
        place(boxOf(shape));
        // The mark goes over the piece's fill and under its label.
        return { element: g, place, markMoved: () => rect.after(glow) };
      }
      case 'ellipse': {
        const ellipse = s('ellipse', { fill: shape.fill ?? 'none', stroke: shape.stroke ?? 'none', 'stroke-width': 0.04 });
        const glow = glowOf('ellipse');
        g.append(ellipse);
        const place = (b: Box) => {
          ellipse.setAttribute('cx', String(b.x + b.w / 2));
          ellipse.setAttribute('cy', String(b.y + b.h / 2));
          ellipse.setAttribute('rx', String(Math.max(0, b.w / 2)));
          ellipse.setAttribute('ry', String(Math.max(0, b.h / 2)));
          glow.setAttribute('cx', String(b.x + b.w / 2));
          glow.setAttribute('cy', String(b.y + b.h / 2));
          glow.setAttribute('rx', String(Math.max(0, b.w / 2 - GLOW_WIDTH / 2)));
          glow.setAttribute('ry', String(Math.max(0, b.h / 2 - GLOW_WIDTH / 2)));
        };
        place(boxOf(shape));
        return { element: g, place, markMoved: () => ellipse.after(glow) };
      }
      case 'text': {
        // The colour as a style, which the stylesheet's default text colour does not override.
        const text = s('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central', style: `fill: ${shape.color ?? '#222'}`, 'font-size': shape.size ?? 0.4 }, shape.text);
        g.append(text);
        const place = (b: Box) => {
          text.setAttribute('x', String(b.x));
          text.setAttribute('y', String(b.y));
        };
        place(boxOf(shape));
        return { element: g, place, markMoved: () => {} };
      }
      case 'line': {
        const line = s('line', { stroke: shape.stroke ?? '#333', 'stroke-width': shape.width ?? 0.05, 'stroke-linecap': 'round' });
        g.append(line);
        const place = (b: Box) => {
          line.setAttribute('x1', String(b.x));
          line.setAttribute('y1', String(b.y));
          line.setAttribute('x2', String(b.x + b.w));
          line.setAttribute('y2', String(b.y + b.h));
        };
        place(boxOf(shape));
        return { element: g, place, markMoved: () => {} };
      }
    }
  }

  /** A client point in grid units. */
  private gridPoint(event: PointerEvent): { x: number; y: number } {
    const matrix = this.element.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  }

  private press(event: PointerEvent): void {
    if (!this.onPick) return;
    const g = (event.target as Element).closest('g[data-shape]');
    if (!g) return;
    const { x, y } = this.gridPoint(event);
    this.pressed = { shape: Number(g.getAttribute('data-shape')), id: g.getAttribute('data-id') ?? undefined, x, y };
    this.element.setPointerCapture(event.pointerId);
    event.preventDefault();
  }

  private release(event: PointerEvent): void {
    const pressed = this.pressed;
    this.pressed = null;
    if (!pressed || !this.onPick) return;
    const { x, y } = this.gridPoint(event);
    let dx = x - pressed.x;
    let dy = y - pressed.y;
    if (Math.hypot(dx, dy) < 0.25) dx = dy = 0;
    this.onPick({ shape: pressed.shape, id: pressed.id, at: { x: pressed.x, y: pressed.y }, drag: { dx, dy } });
  }
}

/**
 * A drawing's legend as SVG under the picture: a swatch and a label an
 * entry, laid out in rows that fit the drawing's width (text sized to the
 * drawing, so a 19-cell board and a 3-cell one read alike).
 */
function legendRows(drawing: Drawing): { height: number; elements: SVGElement[] } {
  const entries: LegendEntry[] = drawing.legend ?? [];
  if (entries.length === 0) return { height: 0, elements: [] };
  const unit = Math.max(drawing.width, drawing.height) / 19;
  const size = 0.75 * unit;
  const rowHeight = 1.4 * unit;
  // A Chinese character is about as wide as it is tall; a Latin one about half that.
  const textWidth = (text: string) => [...text].reduce((w, ch) => w + (/[\u2e80-\uffef]/.test(ch) ? 1.05 : 0.55) * size, 0);
  const elements: SVGElement[] = [];
  let x = 0;
  let row = 0;
  for (const entry of entries) {
    const width = 1.6 * unit + textWidth(entry.text) + unit;
    if (x > 0 && x + width > drawing.width) {
      x = 0;
      row++;
    }
    const y = drawing.height + 0.5 * unit + row * rowHeight;
    const g = s('g', { class: 'legend-entry', 'data-testid': 'legend-entry' });
    const mark = s('g', { transform: `translate(${x} ${y}) scale(${1.2 * unit})` });
    mark.append(swatchShape(entry.swatch));
    g.append(mark, s('text', { x: x + 1.6 * unit, y: y + 0.6 * unit, 'dominant-baseline': 'central', 'font-size': size }, entry.text));
    elements.push(g);
    x += width;
  }
  return { height: 0.5 * unit + (row + 1) * rowHeight, elements };
}

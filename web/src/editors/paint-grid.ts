/**
 * The editor of a 'paint-grid' model (Sokoban): the level drawn as the
 * backend draws it, a tool picked from the backend's list and painted on
 * cells by click or drag, the size changed by whole rows and columns.
 * Every stroke is checked by the backend's own parser: its message stands
 * beside the grid, the cells it names marked, and Apply waits until the
 * level reads.
 */

import { h, s } from '../dom.js';
import { EDIT_WORDS } from '../messages/edit.js';
import { PAINT_GRID_WORDS } from '../messages/paint-grid.js';
import type { Checked } from './check.js';
import { applyButton, checkLine } from './check-line.js';
import type { KindEditor } from './editor.js';
import { BoardView } from '../board-view.js';
import './paint-grid.css';

export const paintGridEditor: KindEditor<'paint-grid'> = (model, host, container) => {
  const { page } = host;
  // Start from the instance loaded, else the text that failed to load (its faults marked), else the model's starter.
  let rows: string[] = host.instance ? model.fromInstance(host.instance) : (model.read(host.sourceText ?? '') ?? model.read(host.code ?? '') ?? model.starter());
  let tool = model.tools[0].key;
  const preview = new BoardView();
  preview.element.classList.add('editor-preview', 'grid-editor');
  preview.element.setAttribute('data-testid', 'paint-editor');
  preview.element.setAttribute('aria-label', page.t(EDIT_WORDS.editorBoard()));
  preview.element.style.touchAction = 'none';
  const textView = h('pre', { class: 'editor-text', 'data-testid': 'paint-text' });
  const line = checkLine(page, 'paint-check');
  const apply = applyButton(page, 'paint-apply', () => host.apply(model.text(rows)));
  const number = (value: number, testid: string, label: string) => h('input', { type: 'number', min: 1, max: model.maxSide, value, 'data-testid': testid, 'aria-label': label });
  const width = number(rows[0]?.length ?? 1, 'paint-width', page.t(EDIT_WORDS.width()));
  const height = number(rows.length, 'paint-height', page.t(EDIT_WORDS.height()));

  const toolButtons = model.tools.map((t) =>
    h('button', { 'data-testid': `paint-tool-${t.key}`, 'aria-pressed': String(t.key === tool), onclick: () => pick(t.key) }, page.t(t.words)),
  );
  const pick = (key: string) => {
    tool = key;
    model.tools.forEach((t, i) => toolButtons[i].setAttribute('aria-pressed', String(t.key === key)));
  };

  /** Draws the rows, a hit cell over each square (carrying its row and column from 1), the cells the check names marked. */
  const redraw = () => {
    const text = model.text(rows);
    const checked: Checked = host.check(text);
    void preview.show(model.draw(rows));
    const layer = s('g', { class: 'cells' });
    rows.forEach((row, r) =>
      [...row].forEach((_, c) => layer.append(s('rect', { x: c, y: r, width: 1, height: 1, fill: 'transparent', 'data-row': r + 1, 'data-col': c + 1 }))),
    );
    for (const cell of checked.ok ? [] : checked.cells) layer.append(s('rect', { class: 'marked', x: cell.col - 1, y: cell.row - 1, width: 1, height: 1 }));
    preview.element.append(layer);
    line.show(checked);
    apply.allow(checked);
    play.disabled = !checked.ok;
    textView.textContent = text;
  };

  /** Paints one cell (once a stroke: a drag that comes back does not toggle it again). */
  let stroke: Set<string> | null = null;
  const paintAt = (target: EventTarget | null) => {
    const cell = target instanceof Element ? target.closest('rect[data-row]') : null;
    if (!cell || !stroke) return;
    const r = Number(cell.getAttribute('data-row')) - 1;
    const c = Number(cell.getAttribute('data-col')) - 1;
    if (stroke.has(`${r},${c}`)) return;
    stroke.add(`${r},${c}`);
    const chars = [...rows[r]];
    chars[c] = model.paint(chars[c], tool);
    rows[r] = chars.join('');
    redraw();
  };
  preview.element.addEventListener('pointerdown', (event) => {
    stroke = new Set();
    paintAt(event.target);
  });
  preview.element.addEventListener('pointermove', (event) => {
    if (stroke) paintAt(document.elementFromPoint(event.clientX, event.clientY));
  });
  const endStroke = () => void (stroke = null);
  preview.element.addEventListener('pointerup', endStroke);
  preview.element.addEventListener('pointerleave', endStroke);

  const resize = () => {
    const w = Math.max(1, Math.min(model.maxSide, Number(width.value) || 1));
    const ht = Math.max(1, Math.min(model.maxSide, Number(height.value) || 1));
    rows = Array.from({ length: ht }, (_, r) => (rows[r] ?? '').padEnd(w, model.blank).slice(0, w));
    redraw();
  };

  const play = h('button', { 'data-testid': 'paint-play', onclick: () => host.apply(model.text(rows), 'play') }, page.t(PAINT_GRID_WORDS.playIt()));
  container.append(
    h('p', { class: 'note' }, page.t(PAINT_GRID_WORDS.help())),
    h('div', { class: 'controls paint-tools', role: 'group' }, `${page.t(PAINT_GRID_WORDS.tool())} `, ...toolButtons),
    h('div', { class: 'editor-board' }, preview.element, line.element),
    h('div', { class: 'controls' }, width, ' × ', height, ' ', h('button', { 'data-testid': 'paint-resize', onclick: resize }, page.t(PAINT_GRID_WORDS.resize())), ' ', apply.element, ' ', play),
    textView,
  );
  redraw();
};


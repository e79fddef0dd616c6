/**
 * The 华容道 editor: drag pieces on the grid, draw new ones by dragging
 * over empty cells, toggle walls, remove pieces, resize the board, set the
 * goal; Apply hands the text format to the sliding-blocks backend.
 */
import { h, s } from '../dom.js';
import { t, type LabelKey } from '../i18n.js';
import { addPiece, blocksText, DEFAULT_LAYOUT, isPiece, movePiece, parseBlocksText, removePiece, resize, toggleWall, WALL, type BlocksGrid } from './blocks-grid.js';
import type { PuzzleEditor } from './editor.js';

type Tool = 'move' | 'draw' | 'wall' | 'erase';
const TOOLS: { tool: Tool; label: LabelKey }[] = [
  { tool: 'move', label: 'toolMove' },
  { tool: 'draw', label: 'toolDraw' },
  { tool: 'wall', label: 'toolWall' },
  { tool: 'erase', label: 'toolErase' },
];

export const slidingBlocksEditor: PuzzleEditor = (host, container) => {
  const loaded = host.loaded;
  // Start from the text the instance came from, else its code (which keeps a
  // goal and direction limits, but is hex for classic layouts), else the board
  // as the backend writes it, else 横刀立马.
  const fromCode = loaded.ok ? safe(() => loaded.puzzle.instanceCode(loaded.instance)) : null;
  const fromInstance = loaded.ok ? safe(() => loaded.puzzle.renderText(loaded.instance, loaded.start, { color: false })) : null;
  const grid: BlocksGrid =
    parseBlocksText(host.sourceText() ?? '') ??
    parseBlocksText(fromCode ?? '') ??
    parseBlocksText(fromInstance ?? '') ??
    (parseBlocksText(DEFAULT_LAYOUT) as BlocksGrid);
  let tool: Tool = 'move';
  const svg = s('svg', { class: 'grid-editor', 'data-testid': 'blocks-editor' });
  const textView = h('pre', { class: 'editor-text', 'data-testid': 'blocks-text' });
  const width = h('input', { type: 'number', min: 1, max: 12, value: grid.width, 'data-testid': 'blocks-width' });
  const height = h('input', { type: 'number', min: 1, max: 12, value: grid.height, 'data-testid': 'blocks-height' });
  const goalPiece = h('input', { size: 2, value: grid.goal?.piece ?? '', 'data-testid': 'blocks-goal-piece' });
  const goalRow = h('input', { type: 'number', min: 0, value: grid.goal?.row ?? '', 'data-testid': 'blocks-goal-row' });
  const goalCol = h('input', { type: 'number', min: 0, value: grid.goal?.col ?? '', 'data-testid': 'blocks-goal-col' });

  const colour = (letter: string) => `hsl(${(letter.charCodeAt(0) * 47) % 360} 55% 70%)`;
  const draw = () => {
    svg.setAttribute('viewBox', `-0.05 -0.05 ${grid.width + 0.1} ${grid.height + 0.1}`);
    svg.replaceChildren();
    svg.append(s('rect', { x: 0, y: 0, width: grid.width, height: grid.height, fill: '#3b3b45' }));
    grid.cells.forEach((row, r) =>
      row.forEach((cell, c) => {
        svg.append(
          s('rect', {
            x: c + 0.03, y: r + 0.03, width: 0.94, height: 0.94,
            fill: cell === WALL ? '#111' : isPiece(cell) ? colour(cell) : '#55556a',
            'data-row': r, 'data-col': c,
          }),
        );
        if (isPiece(cell)) svg.append(s('text', { x: c + 0.5, y: r + 0.5, 'font-size': 0.4, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'pointer-events': 'none' }, cell));
      }),
    );
    textView.textContent = blocksText(grid);
  };

  const cellAt = (event: PointerEvent) => {
    const m = svg.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(m.inverse());
    const row = Math.floor(p.y);
    const col = Math.floor(p.x);
    return row >= 0 && col >= 0 && row < grid.height && col < grid.width ? { row, col } : null;
  };
  let pressed: { row: number; col: number } | null = null;
  svg.addEventListener('pointerdown', (event) => {
    pressed = cellAt(event);
    if (pressed) svg.setPointerCapture(event.pointerId);
  });
  svg.addEventListener('pointermove', (event) => {
    // Moving a piece follows the pointer cell by cell.
    if (!pressed || tool !== 'move') return;
    const at = cellAt(event);
    const letter = grid.cells[pressed.row][pressed.col];
    if (!at || !isPiece(letter)) return;
    const dr = Math.sign(at.row - pressed.row);
    const dc = Math.sign(at.col - pressed.col);
    if (dr !== 0 && movePiece(grid, letter, dr, 0)) pressed = { row: pressed.row + dr, col: pressed.col };
    else if (dc !== 0 && movePiece(grid, letter, 0, dc)) pressed = { row: pressed.row, col: pressed.col + dc };
    else return;
    draw();
  });
  svg.addEventListener('pointerup', (event) => {
    const start = pressed;
    pressed = null;
    const end = cellAt(event);
    if (!start || !end) return;
    const cell = grid.cells[start.row][start.col];
    if (tool === 'draw') addPiece(grid, start.row, start.col, end.row, end.col);
    else if (tool === 'wall') toggleWall(grid, start.row, start.col);
    else if (tool === 'erase' && isPiece(cell)) removePiece(grid, cell);
    draw();
  });

  const toolButtons = TOOLS.map(({ tool: which, label }) => {
    const b = h('button', { 'data-testid': `blocks-tool-${which}`, class: which === tool ? 'active' : undefined }, t(label));
    b.addEventListener('click', () => {
      tool = which;
      toolButtons.forEach((x) => x.classList.toggle('active', x === b));
    });
    return b;
  });
  const resizeTo = () => {
    resize(grid, clamp(Number(width.value), 1, 12), clamp(Number(height.value), 1, 12));
    draw();
  };
  width.addEventListener('change', resizeTo);
  height.addEventListener('change', resizeTo);
  const apply = () => {
    const piece = goalPiece.value.trim();
    if (piece && goalRow.value !== '' && goalCol.value !== '') grid.goal = { piece, row: Number(goalRow.value), col: Number(goalCol.value) };
    else delete grid.goal;
    draw();
    host.applyText(blocksText(grid));
  };

  container.append(
    h('div', { class: 'controls' }, ...toolButtons),
    svg,
    h('div', { class: 'controls' }, h('label', {}, `${t('width')} `, width), h('label', {}, `${t('height')} `, height)),
    h('div', { class: 'controls' }, `${t('goalPiece')} `, goalPiece, ` ${t('row')} `, goalRow, ` ${t('column')} `, goalCol),
    textView,
    h('button', { class: 'primary', 'data-testid': 'blocks-apply', onclick: apply }, t('apply')),
  );
  draw();
};

function clamp(v: number, lo: number, hi: number): number {
  return Number.isFinite(v) ? Math.max(lo, Math.min(hi, Math.round(v))) : lo;
}

function safe(get: () => string): string | null {
  try {
    return get();
  } catch {
    return null;
  }
}

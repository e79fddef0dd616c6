/**
 * The editor of a 'blocks-grid' model (Klotski, Rush Hour): drag pieces on
 * the grid, draw new ones by dragging over empty cells, toggle walls,
 * remove pieces, resize the board, set the goal; the model says what each
 * does to the grid. Every change is checked by the backend at once: the
 * grid stays drawn with the cells its message names marked, the message
 * beside it, and Apply waits until the board reads. Without a goal line
 * the fields show the backend's default goal, and the grid shows where the
 * target piece must go. The grid takes the keyboard too (blocks-keys.ts):
 * a cursor cell, read out as it moves, with the same tools.
 */
import type { PageWords } from '../page-words.js';
import type { BlocksGrid } from '../../../src/puzzles/editor-model.js';
import { h, inSentence, s, slot } from '../dom.js';
import type { Message } from '../../../src/i18n/index.js';
import { EDIT_WORDS } from '../messages/edit.js';
import { fitCursor, letGo, newCursor, pressKey, type Tool } from './blocks-keys.js';
import type { Checked } from './check.js';
import { applyButton, checkLine } from './check-line.js';
import type { KindEditor } from './editor.js';

const TOOLS: { tool: Tool; label: Message }[] = [
  { tool: 'move', label: EDIT_WORDS.toolMove() },
  { tool: 'draw', label: EDIT_WORDS.toolDraw() },
  { tool: 'wall', label: EDIT_WORDS.toolWall() },
  { tool: 'erase', label: EDIT_WORDS.toolErase() },
];

export const blocksGridEditor: KindEditor<'blocks-grid'> = (model, host, container) => {
  const { page } = host;
  // Start from the text the instance came from (even a bad one: its faults are marked), else its code, else the Heng Dao Li Ma preset.
  const grid: BlocksGrid = model.read(host.sourceText ?? '') ?? model.read(host.code ?? '') ?? (model.read(model.starterText) as BlocksGrid);
  let tool: Tool = 'move';
  let checked: Checked = { ok: false, message: '', cells: [] };
  // A keyboard widget of its own (role application): the arrows and Enter are the grid's while it has focus.
  const svg = s('svg', {
    class: 'grid-editor',
    'data-testid': 'blocks-editor',
    role: 'application',
    tabindex: 0,
    'aria-label': page.t(EDIT_WORDS.editorBoard()),
    'aria-describedby': 'blocks-keys',
  });
  const keysHelp = h('small', { class: 'note', id: 'blocks-keys' }, page.t(EDIT_WORDS.gridKeys()));
  // What the keyboard's cell is on, said as it changes; the check line says whether the board reads.
  const cursorLine = h('p', { class: 'note cursor-line', 'data-testid': 'blocks-cursor', 'aria-live': 'polite' });
  const cursor = newCursor();
  const textView = h('pre', { class: 'editor-text', 'data-testid': 'blocks-text' });
  const line = checkLine(page, 'blocks-check');
  const apply = applyButton(page, 'blocks-apply', () => host.apply(model.text(grid)));
  const number = (value: number, testid: string, label: string) => h('input', { type: 'number', min: 1, max: 12, value, 'data-testid': testid, 'aria-label': label });
  const width = number(grid.width, 'blocks-width', page.t(EDIT_WORDS.width()));
  const height = number(grid.height, 'blocks-height', page.t(EDIT_WORDS.height()));
  // The goal as a person counts, rows and columns from 1, as the target line does (the grid model counts from 0).
  const goalPiece = h('input', { size: 2, maxlength: 1, 'data-testid': 'blocks-goal-piece', 'aria-label': page.t(EDIT_WORDS.goalPiece()) });
  const goalRow = h('input', { type: 'number', min: 1, 'data-testid': 'blocks-goal-row', 'aria-label': page.t(EDIT_WORDS.goalRow()) });
  const goalCol = h('input', { type: 'number', min: 1, 'data-testid': 'blocks-goal-col', 'aria-label': page.t(EDIT_WORDS.goalColumn()) });
  const goalNote = h('small', { class: 'note', 'data-testid': 'blocks-goal-note' });
  if (grid.goal) {
    goalPiece.value = grid.goal.letter;
    goalRow.value = String(grid.goal.row + 1);
    goalCol.value = String(grid.goal.col + 1);
  }

  const colour = (letter: string) => `hsl(${(letter.charCodeAt(0) * 47) % 360} 55% 70%)`;
  const draw = () => {
    checked = host.check(model.text(grid));
    svg.setAttribute('viewBox', `-0.05 -0.05 ${grid.width + 0.1} ${grid.height + 0.1}`);
    svg.replaceChildren(s('rect', { x: 0, y: 0, width: grid.width, height: grid.height, fill: '#3b3b45' }));
    grid.cells.forEach((row, r) =>
      row.forEach((cell, c) => {
        const fill = cell === model.wall ? '#111' : model.isPiece(cell) ? colour(cell) : cell === model.empty ? '#55556a' : '#fff';
        svg.append(s('rect', { x: c + 0.03, y: r + 0.03, width: 0.94, height: 0.94, fill, 'data-row': r, 'data-col': c }));
        if (cell !== model.empty && cell !== model.wall) {
          svg.append(s('text', { x: c + 0.5, y: r + 0.5, 'font-size': 0.4, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'pointer-events': 'none' }, cell));
        }
      }),
    );
    drawCursor();
    if (checked.ok) {
      // Where the target piece must go: the goal line's place, or the backend's default.
      const goal = model.goalOf(checked.instance);
      svg.append(s('rect', { class: 'goal-place', 'data-testid': 'blocks-goal-place', x: goal.col + 0.08, y: goal.row + 0.08, width: goal.cols - 0.16, height: goal.rows - 0.16, rx: 0.1, 'pointer-events': 'none' }));
      showDefaultGoal(grid.goal ? null : goal);
    } else {
      for (const cell of checked.cells) {
        svg.append(s('rect', { class: 'marked', 'data-testid': 'marked-cell', x: cell.col - 1 + 0.06, y: cell.row - 1 + 0.06, width: 0.88, height: 0.88, 'pointer-events': 'none' }));
      }
      showDefaultGoal(null);
    }
    line.show(checked);
    apply.allow(checked);
    textView.textContent = model.text(grid);
  };
  const drawCursor = () => {
    if (cursor.corner) {
      const top = Math.min(cursor.corner.row, cursor.row);
      const left = Math.min(cursor.corner.col, cursor.col);
      const rows = Math.abs(cursor.corner.row - cursor.row) + 1;
      const cols = Math.abs(cursor.corner.col - cursor.col) + 1;
      svg.append(s('rect', { class: 'corner', x: left + 0.1, y: top + 0.1, width: cols - 0.2, height: rows - 0.2, 'pointer-events': 'none' }));
    }
    // Dark and light rings, so the cursor shows on light pieces and on dark cells alike.
    const ring = (inset: number, className: string) =>
      s('rect', { class: className, x: cursor.col + inset, y: cursor.row + inset, width: 1 - 2 * inset, height: 1 - 2 * inset });
    svg.append(s('g', { class: `cursor${cursor.held ? ' held' : ''}`, 'data-testid': 'blocks-cursor-cell' }, ring(0.05, 'dark'), ring(0.12, 'light')));
  };
  /** Says where the cursor is, what is there, and what the keys do next. */
  const sayCursor = (note?: 'blocked' | 'notEmpty') => {
    const cell = grid.cells[cursor.row][cursor.col];
    const what = cell === model.empty ? page.t(EDIT_WORDS.cellEmpty()) : cell === model.wall ? page.t(EDIT_WORDS.cellWall()) : page.t(EDIT_WORDS.cellPiece({ letter: cell }));
    const parts = [page.t(EDIT_WORDS.slotHolds({ row: cursor.row + 1, col: cursor.col + 1, what }))];
    if (cursor.held) parts.push(page.t(EDIT_WORDS.pieceHeld({ letter: cursor.held })));
    if (cursor.corner) parts.push(page.t(EDIT_WORDS.cornerChosen()));
    if (note) parts.push(page.t(note === 'blocked' ? EDIT_WORDS.cannotGo() : EDIT_WORDS.needsEmpty()));
    cursorLine.textContent = parts.join(' · ');
  };
  svg.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const pressed = pressKey(model, grid, cursor, tool, event.key);
    if (!pressed.used) return;
    event.preventDefault();
    svg.classList.add('keys');
    draw();
    sayCursor(pressed.note);
  });
  svg.addEventListener('focus', () => sayCursor());
  svg.addEventListener('blur', () => {
    // A piece picked up or a corner chosen is let go when the grid loses the keyboard.
    if (cursor.held || cursor.corner) {
      letGo(cursor);
      draw();
    }
    cursorLine.textContent = '';
  });
  /** Without a goal line the fields show the default goal, greyed, rather than nothing. */
  const showDefaultGoal = (goal: { letter: string; row: number; col: number } | null) => {
    goalPiece.placeholder = goal?.letter ?? '';
    goalRow.placeholder = goal ? String(goal.row + 1) : '';
    goalCol.placeholder = goal ? String(goal.col + 1) : '';
    goalNote.textContent = goal ? page.t(EDIT_WORDS.defaultGoal()) : '';
  };
  const readGoal = () => {
    const piece = goalPiece.value.trim();
    const row = Number(goalRow.value);
    const col = Number(goalCol.value);
    if (piece && goalRow.value !== '' && goalCol.value !== '' && row >= 1 && col >= 1) grid.goal = { letter: piece, row: row - 1, col: col - 1 };
    else delete grid.goal;
    draw();
  };
  for (const field of [goalPiece, goalRow, goalCol]) field.addEventListener('input', readGoal);

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
    // The pointer's cell becomes the keyboard's, so keys go on from where the person clicked.
    svg.classList.remove('keys');
    if (!pressed) return;
    Object.assign(cursor, pressed, { held: null, corner: null });
    svg.setPointerCapture(event.pointerId);
  });
  svg.addEventListener('pointermove', (event) => {
    // Moving a piece follows the pointer cell by cell.
    if (!pressed || tool !== 'move') return;
    const at = cellAt(event);
    const letter = grid.cells[pressed.row][pressed.col];
    if (!at || !model.isPiece(letter)) return;
    const dr = Math.sign(at.row - pressed.row);
    const dc = Math.sign(at.col - pressed.col);
    if (dr !== 0 && model.movePiece(grid, letter, dr, 0)) pressed = { row: pressed.row + dr, col: pressed.col };
    else if (dc !== 0 && model.movePiece(grid, letter, 0, dc)) pressed = { row: pressed.row, col: pressed.col + dc };
    else return;
    draw();
  });
  svg.addEventListener('pointerup', (event) => {
    const start = pressed;
    pressed = null;
    const end = cellAt(event);
    if (!start || !end) return;
    // A dragged piece takes the keyboard's cell with it.
    if (tool === 'move') Object.assign(cursor, start);
    if (tool === 'draw') model.addPiece(grid, start.row, start.col, end.row, end.col);
    else if (tool === 'wall') model.toggleWall(grid, start.row, start.col);
    else if (tool === 'erase') model.eraseAt(grid, start.row, start.col);
    else return;
    draw();
  });

  const toolButtons = TOOLS.map(({ tool: which, label }) => {
    const b = h('button', { 'data-testid': `blocks-tool-${which}`, class: which === tool ? 'active' : undefined, 'aria-pressed': String(which === tool) }, page.t(label));
    b.addEventListener('click', () => {
      tool = which;
      letGo(cursor);
      for (const x of toolButtons) {
        x.classList.toggle('active', x === b);
        x.setAttribute('aria-pressed', String(x === b));
      }
    });
    return b;
  });
  const resizeTo = () => {
    model.resize(grid, clamp(Number(width.value), 1, 12), clamp(Number(height.value), 1, 12));
    fitCursor(cursor, grid);
    draw();
  };
  width.addEventListener('change', resizeTo);
  height.addEventListener('change', resizeTo);

  container.append(
    h('div', { class: 'controls' }, ...toolButtons),
    h('div', { class: 'editor-board' }, svg, line.element),
    keysHelp,
    cursorLine,
    h('div', { class: 'controls' }, h('label', {}, `${page.t(EDIT_WORDS.width())} `, width), h('label', {}, `${page.t(EDIT_WORDS.height())} `, height)),
    h('div', { class: 'controls' }, ...inSentence(page.t(EDIT_WORDS.goalFields({ piece: slot('piece'), row: slot('row'), col: slot('col') })), { piece: goalPiece, row: goalRow, col: goalCol }), ' ', goalNote),
    textView,
    apply.element,
  );
  draw();
};

function clamp(v: number, lo: number, hi: number): number {
  return Number.isFinite(v) ? Math.max(lo, Math.min(hi, Math.round(v))) : lo;
}

/**
 * The editor of a 'tiles-grid' model (sliding tiles): a grid of the board's
 * cells, each a text field for its tile number (empty for the blank), and
 * the board's width and height. Every keystroke is checked by the
 * backend's own board reader: the grid stays as typed with the cells its
 * message names marked, the message beside it, and Apply waits until the
 * board reads.
 * The fields take the keyboard as fields do (Tab goes cell by cell); the
 * arrow keys also move between cells.
 */
import type { PageWords } from '../page-words.js';
import type { TilesGrid } from '../../../src/puzzles/editor-model.js';
import { h } from '../dom.js';
import { EDIT_WORDS } from '../messages/edit.js';
import type { Checked } from './check.js';
import { applyButton, checkLine } from './check-line.js';
import type { KindEditor } from './editor.js';

export const tilesGridEditor: KindEditor<'tiles-grid'> = (model, host, container) => {
  const { page } = host;
  // Start from the instance loaded, else the text that failed to load (its faults marked), else the solved 3x3.
  const grid: TilesGrid = host.instance ? model.fromInstance(host.instance) : (model.read(host.sourceText ?? '') ?? model.read(host.code ?? '') ?? model.read(model.starterText)!);
  const board = h('div', { class: 'tiles-editor', role: 'group', 'data-testid': 'tiles-editor', 'aria-label': page.t(EDIT_WORDS.editorBoard()), 'aria-describedby': 'tiles-help' });
  const help = h('p', { class: 'note', id: 'tiles-help' }, page.t(EDIT_WORDS.tilesHelp()));
  const textView = h('pre', { class: 'editor-text', 'data-testid': 'tiles-text' });
  const line = checkLine(page, 'tiles-check');
  const apply = applyButton(page, 'tiles-apply', () => host.apply(model.text(grid)));
  const side = (value: number, testid: string, label: string) =>
    h('input', { type: 'number', min: 1, max: model.maxSide, value, 'data-testid': testid, 'aria-label': label });
  const width = side(grid.width, 'tiles-width', page.t(EDIT_WORDS.width()));
  const height = side(grid.height, 'tiles-height', page.t(EDIT_WORDS.height()));
  let inputs: HTMLInputElement[][] = [];

  /** Checks the board as typed and shows the outcome, leaving the fields (and the focus) as they are. */
  const check = () => {
    const text = model.text(grid);
    const checked: Checked = host.check(text);
    const marked = new Set(checked.ok ? [] : checked.cells.map((cell) => `${cell.row},${cell.col}`));
    inputs.forEach((row, r) =>
      row.forEach((input, c) => {
        const bad = marked.has(`${r + 1},${c + 1}`);
        input.classList.toggle('marked', bad);
        input.classList.toggle('blank', input.value.trim() === '');
        if (bad) input.setAttribute('aria-invalid', 'true');
        else input.removeAttribute('aria-invalid');
      }),
    );
    line.show(checked);
    apply.allow(checked);
    textView.textContent = text;
  };
  /** Makes a field per cell, named by its place for screen readers, and checks. */
  const build = () => {
    board.style.gridTemplateColumns = `repeat(${grid.width}, minmax(1.8rem, 3.2rem))`;
    inputs = grid.cells.map((row, r) =>
      row.map((cell, c) => {
        const input = h('input', {
          class: 'tile-cell',
          value: cell,
          inputmode: 'numeric',
          autocomplete: 'off',
          spellcheck: 'false',
          'data-row': r + 1,
          'data-col': c + 1,
          'aria-label': page.t(EDIT_WORDS.slotAt({ row: r + 1, col: c + 1 })),
        });
        input.addEventListener('input', () => {
          grid.cells[r][c] = input.value;
          check();
        });
        input.addEventListener('keydown', (event) => moveFocus(event, r, c));
        return input;
      }),
    );
    board.replaceChildren(...inputs.flat());
    check();
  };
  /** Up and down always go to the next row's cell; left and right leave a cell only from the end of its text. */
  const moveFocus = (event: KeyboardEvent, r: number, c: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const input = event.target as HTMLInputElement;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    const step: Record<string, [number, number, boolean]> = {
      ArrowUp: [-1, 0, true],
      ArrowDown: [1, 0, true],
      ArrowLeft: [0, -1, atStart],
      ArrowRight: [0, 1, atEnd],
    };
    const go = step[event.key];
    const next = go?.[2] ? inputs[r + go[0]]?.[c + go[1]] : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
    next.select();
  };
  const resizeTo = () => {
    model.resize(grid, clamp(Number(width.value), model.maxSide), clamp(Number(height.value), model.maxSide));
    width.value = String(grid.width);
    height.value = String(grid.height);
    build();
  };
  width.addEventListener('change', resizeTo);
  height.addEventListener('change', resizeTo);

  container.append(
    h('div', { class: 'controls' }, h('label', {}, `${page.t(EDIT_WORDS.width())} `, width), h('label', {}, `${page.t(EDIT_WORDS.height())} `, height)),
    help,
    h('div', { class: 'editor-board' }, board, line.element),
    textView,
    apply.element,
  );
  build();
};

function clamp(v: number, most: number): number {
  return Number.isFinite(v) ? Math.max(1, Math.min(most, Math.round(v))) : 1;
}

/**
 * The editor of a 'slot-level' model (Submarine Adventure): pick a tile
 * from the toy's set and click a slot to place it (an empty pick empties
 * the slot), click a placed tile's ⟳ to turn it a quarter. The preview is
 * the backend's own drawing of the level; every change is checked by the
 * backend at once, and the board cells its message names (overlapping
 * mines, a second submarine) are marked on the preview, the message beside
 * it. Apply hands the level's text to the backend once it reads.
 */
import type { PageWords } from '../page-words.js';
import type { SlotLevel, SlotLevelModel } from '../../../src/puzzles/editor-model.js';
import { BoardView } from '../board-view.js';
import { h, s } from '../dom.js';
import type { Message } from '../../../src/i18n/index.js';
import { EDIT_WORDS } from '../messages/edit.js';
import { applyButton, checkLine } from './check-line.js';
import type { KindEditor } from './editor.js';

/** The words of the tiles by the model's keys (`palette` and `tileKey`). */
const TILE_LABELS: Readonly<Record<string, Message>> = {
  submarine: EDIT_WORDS.paletteSubmarine(),
  big: EDIT_WORDS.paletteBig(),
  middle: EDIT_WORDS.paletteMiddle(),
  small: EDIT_WORDS.paletteSmall(),
  'small-adjacent': EDIT_WORDS.paletteSmallAdjacent(),
  'small-diagonal': EDIT_WORDS.paletteSmallDiagonal(),
  'small-two': EDIT_WORDS.paletteSmallTwo(),
};

export const slotLevelEditor: KindEditor<'slot-level'> = (model, host, container) => {
  const { page } = host;
  // Start from the level loaded, else the text that failed to load (its faults marked), else the toy's set.
  const level: SlotLevel = host.instance ? model.fromInstance(host.instance) : (model.read(host.sourceText ?? '') ?? model.starter());
  let chosen: unknown = null;
  const preview = new BoardView();
  preview.element.setAttribute('data-testid', 'submarine-editor');
  preview.element.classList.add('editor-preview');
  const slots = h('div', { class: 'slots' });
  const json = h('pre', { class: 'editor-text', 'data-testid': 'submarine-json' });
  const line = checkLine(page, 'submarine-check');
  const apply = applyButton(page, 'submarine-apply', () => host.apply(model.text(level)));

  const render = () => {
    const text = model.text(level);
    const checked = host.check(text);
    void preview.show(model.draw(level, page.lang));
    if (!checked.ok) {
      for (const cell of checked.cells) {
        preview.element.append(s('rect', { class: 'marked', 'data-testid': 'marked-cell', x: cell.col - 1 + 0.05, y: cell.row - 1 + 0.05, width: 0.9, height: 0.9 }));
      }
    }
    line.show(checked);
    apply.allow(checked);
    slots.replaceChildren(
      ...level.grid.map((tile, slot) => {
        const [i, j] = [Math.floor(slot / model.columns), slot % model.columns];
        const name = tile ? describe(page, model, tile) : page.t(EDIT_WORDS.emptySlot());
        return h(
          'div',
          { class: 'slot', 'data-slot': `${i},${j}` },
          h('button', { class: 'place', 'data-testid': `slot-${i}-${j}`, 'aria-label': page.t(EDIT_WORDS.slotHolds({ row: i + 1, col: j + 1, what: name })), onclick: () => place(slot) }, tile ? name : '—'),
          tile && model.turns(tile)
            ? h('button', { 'data-testid': `rotate-${i}-${j}`, title: page.t(EDIT_WORDS.rotate()), 'aria-label': page.t(EDIT_WORDS.rotateSlot({ row: i + 1, col: j + 1 })), onclick: () => rotate(slot) }, '⟳')
            : null,
        );
      }),
    );
    json.textContent = text;
  };
  const place = (slot: number) => {
    level.grid[slot] = chosen ? structuredClone(chosen) : null;
    render();
  };
  const rotate = (slot: number) => {
    const tile = level.grid[slot];
    if (tile) level.grid[slot] = model.rotate(tile);
    render();
  };
  const palette = h(
    'select',
    { 'data-testid': 'submarine-palette', onchange: () => (chosen = palette.value === '' ? null : structuredClone(model.palette.find((p) => p.key === palette.value)!.tile)) },
    h('option', { value: '' }, page.t(EDIT_WORDS.emptySlot())),
    ...model.palette.map((p) => h('option', { value: p.key }, tileWords(page, p.key))),
  );
  container.append(
    h('div', { class: 'controls' }, h('label', {}, `${page.t(EDIT_WORDS.tile())} `, palette), h('small', {}, ` ${page.t(EDIT_WORDS.thenClickSlot())}`)),
    slots,
    h('div', { class: 'editor-board' }, preview.element, line.element),
    json,
    apply.element,
  );
  render();
};

/** A kind of tile in the page's language (a key the page has no words for, as it is). */
function tileWords(page: PageWords, key: string): string {
  return Object.hasOwn(TILE_LABELS, key) ? page.t(TILE_LABELS[key]) : key;
}

/** A tile in the page's language: its kind, and where its mines sit as arrows. */
function describe(page: PageWords, model: SlotLevelModel, tile: unknown): string {
  const kind = tileWords(page, model.tileKey(tile));
  const arrows = model.tileArrows(tile);
  // The arrows first: a phone's narrow slot button keeps them when it shortens the words.
  return arrows ? `${arrows} ${kind}` : kind;
}

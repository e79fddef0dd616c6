/**
 * The Submarine Adventure editor: pick a tile from the toy's set and click a
 * slot to place it (an empty pick empties the slot), click a placed tile's
 * ⟳ to turn it a quarter. The preview is the backend's own drawing of the
 * level; every change is checked by the backend at once, and the board
 * cells its message names (overlapping mines, a second submarine) are
 * marked on the preview, the message beside it. Apply hands the JSON level
 * to the backend once it reads.
 */
import { kindsOf } from '../../../src/puzzles/submarine/arrangement.js';
import type { SubmarineLevel } from '../../../src/puzzles/submarine/level.js';
import { drawPosition } from '../../../src/puzzles/submarine/render.js';
import { BoardView } from '../board-view.js';
import { h, s } from '../dom.js';
import { currentLang, t } from '../i18n.js';
import { applyButton, checkLine } from './check-line.js';
import type { PuzzleEditor } from './editor.js';
import { levelJson, newLevel, PALETTE, readLevel, rotateTile, tileArrows, type Level, type Tile } from './submarine-level.js';

export const submarineEditor: PuzzleEditor = (host, container) => {
  // Start from the level loaded, else the text that failed to load (its faults marked), else the toy's set.
  const loaded = host.instance as SubmarineLevel | null;
  const level: Level = loaded ? { name: loaded.name ?? 'level', grid: [...loaded.grid] } : (readLevel(host.sourceText ?? '') ?? newLevel());
  let chosen: Tile | null = null;
  const preview = new BoardView();
  preview.element.setAttribute('data-testid', 'submarine-editor');
  preview.element.classList.add('editor-preview');
  const slots = h('div', { class: 'slots' });
  const json = h('pre', { class: 'editor-text', 'data-testid': 'submarine-json' });
  const line = checkLine('submarine-check');
  const apply = applyButton('submarine-apply', () => host.apply(levelJson(level)));

  const render = () => {
    const text = levelJson(level);
    const checked = host.check(text);
    const drawn: SubmarineLevel = { grid: level.grid };
    void preview.show(drawPosition(drawn, { slots: [...kindsOf(drawn).start], out: false }, currentLang()));
    if (!checked.ok) {
      for (const cell of checked.cells) {
        preview.element.append(s('rect', { class: 'marked', 'data-testid': 'marked-cell', x: cell.col - 1 + 0.05, y: cell.row - 1 + 0.05, width: 0.9, height: 0.9 }));
      }
    }
    line.show(checked);
    apply.allow(checked);
    slots.replaceChildren(
      ...level.grid.map((tile, slot) => {
        const [i, j] = [Math.floor(slot / 3), slot % 3];
        const name = tile ? describe(tile) : t('emptySlot');
        return h(
          'div',
          { class: 'slot', 'data-slot': `${i},${j}` },
          h('button', { class: 'place', 'data-testid': `slot-${i}-${j}`, 'aria-label': `${t('slotAt', { row: i + 1, col: j + 1 })}${t('colon')}${name}`, onclick: () => place(slot) }, tile ? name : '—'),
          tile && tile.type !== 'submarine'
            ? h('button', { 'data-testid': `rotate-${i}-${j}`, title: t('rotate'), 'aria-label': `${t('rotate')} ${t('slotAt', { row: i + 1, col: j + 1 })}`, onclick: () => rotate(slot) }, '⟳')
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
    if (tile) level.grid[slot] = rotateTile(tile);
    render();
  };
  const palette = h(
    'select',
    { 'data-testid': 'submarine-palette', onchange: () => (chosen = palette.value === '' ? null : structuredClone(PALETTE.find((p) => p.key === palette.value)!.tile)) },
    h('option', { value: '' }, t('emptySlot')),
    ...PALETTE.map((p) => h('option', { value: p.key }, t(p.label))),
  );
  container.append(
    h('div', { class: 'controls' }, h('label', {}, `${t('tile')} `, palette), h('small', {}, ` ${t('thenClickSlot')}`)),
    slots,
    h('div', { class: 'editor-board' }, preview.element, line.element),
    json,
    apply.element,
  );
  render();
};

/** A tile in the page's language: its kind, and where its mines sit as arrows. */
function describe(tile: Tile): string {
  const kind = tile.type === 'submarine' ? t('paletteSubmarine') : tile.type === 'big' ? t('paletteBig') : tile.type === 'middle' ? t('paletteMiddle') : tile.corners.length === 1 ? t('paletteSmall') : t('paletteSmallTwo');
  const arrows = tileArrows(tile);
  // The arrows first: a phone's narrow slot button keeps them when it shortens the words.
  return arrows ? `${arrows} ${kind}` : kind;
}

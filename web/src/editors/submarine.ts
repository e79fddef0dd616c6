/**
 * The Submarine Adventure editor: pick a tile from the toy's set and click a
 * slot to place it (an empty pick empties the slot), click a placed tile's
 * ⟳ to turn it a quarter; the preview draws the 19 x 19 board with every
 * attachment, and overlapping ones in red. Apply hands the JSON level to the
 * submarine backend.
 */
import { h, s } from '../dom.js';
import { t } from '../i18n.js';
import type { PuzzleEditor } from './editor.js';
import { attachments, levelJson, newLevel, overlaps, PALETTE, parseLevel, parseLevelCode, rotateTile, type Level, type Tile } from './submarine-level.js';

export const submarineEditor: PuzzleEditor = (host, container) => {
  // Start from the text the instance came from, else its level code, else a new level with the toy's set.
  const loaded = host.loaded;
  const code = loaded.ok ? safe(() => loaded.puzzle.instanceCode(loaded.instance)) : '';
  const level: Level = parseLevel(host.sourceText() ?? '') ?? parseLevelCode(code) ?? newLevel();
  let chosen: Tile | null = null;
  const preview = s('svg', { viewBox: '0 0 19 19', class: 'grid-editor', 'data-testid': 'submarine-editor' });
  const slots = h('div', { class: 'slots' });
  const json = h('pre', { class: 'editor-text', 'data-testid': 'submarine-json' });

  const render = () => {
    preview.replaceChildren(s('rect', { x: 0, y: 0, width: 19, height: 19, fill: '#0b3d5c' }));
    // The exit: below the bottom-middle slot.
    preview.append(s('rect', { x: 7, y: 17, width: 5, height: 2, fill: '#1b6d9c' }));
    // Tile bodies first, then every attachment over them: attachments overhang into other slots.
    level.grid.forEach((row, i) =>
      row.forEach((tile, j) => {
        preview.append(s('rect', { x: 2 + 5 * j + 0.05, y: 2 + 5 * i + 0.05, width: 4.9, height: 4.9, fill: tile ? (tile.type === 'submarine' ? '#f2c14e' : '#c9d6df') : 'none', stroke: '#ffffff55', 'stroke-width': 0.05 }));
      }),
    );
    level.grid.forEach((row, i) =>
      row.forEach((tile, j) => {
        if (!tile) return;
        for (const a of attachments(tile)) {
          preview.append(s('rect', { x: 2 + 5 * j + a.col + 0.1, y: 2 + 5 * i + a.row + 0.1, width: a.w - 0.2, height: a.h - 0.2, rx: 0.3, fill: a.kind === 'mine' ? '#333' : '#8a5a00' }));
        }
      }),
    );
    for (const c of overlaps(level)) preview.append(s('rect', { x: c.col, y: c.row, width: 1, height: 1, fill: '#e53935aa' }));
    slots.replaceChildren(
      ...level.grid.flatMap((row, i) =>
        row.map((tile, j) =>
          h(
            'div',
            { class: 'slot', 'data-slot': `${i},${j}` },
            h('button', { class: 'place', 'data-testid': `slot-${i}-${j}`, onclick: () => place(i, j) }, tile ? describe(tile) : '—'),
            tile && tile.type !== 'submarine' ? h('button', { 'data-testid': `rotate-${i}-${j}`, title: t('rotate'), onclick: () => rotate(i, j) }, '⟳') : null,
          ),
        ),
      ),
    );
    json.textContent = levelJson(level);
  };
  const place = (i: number, j: number) => {
    level.grid[i][j] = chosen ? structuredClone(chosen) : null;
    render();
  };
  const rotate = (i: number, j: number) => {
    const tile = level.grid[i][j];
    if (tile) level.grid[i][j] = rotateTile(tile);
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
    preview,
    json,
    h('button', { class: 'primary', 'data-testid': 'submarine-apply', onclick: () => host.applyText(levelJson(level)) }, t('apply')),
  );
  render();
};

function describe(tile: Tile): string {
  switch (tile.type) {
    case 'submarine':
      return 'submarine';
    case 'small':
      return `small ${tile.corners.join('+')}`;
    case 'middle':
      return `middle ${tile.side}`;
    case 'big':
      return `big ${tile.corner}`;
  }
}

function safe(get: () => string): string {
  try {
    return get();
  } catch {
    return '';
  }
}

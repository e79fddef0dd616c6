/**
 * A position as text for a terminal (the 19 x 19 board, one character a
 * cell) and as shapes for a graphical front end (one id a tile, so a
 * browser can animate tiles moving).
 */
import type { Lang } from '../lang.js';
import type { Drawing, Shape } from '../drawing.js';
import { EMPTY, kindsOf } from './arrangement.js';
import { attachmentsOf, BOARD, EXIT_SLOT, glyphs, MARGIN, slotOrigin, TILE, tileKind, tileName, tileToken, type Tile } from './tiles.js';
import { render } from '../../i18n/index.js';
import { SUBMARINE } from './messages.js';
import type { SubmarineLevel } from './level.js';
import type { Position } from './rules.js';

/** The column of the exit: under the middle of the bottom-middle slot. */
const EXIT_COL = slotOrigin(EXIT_SLOT).col + 2;

const COLORS: Record<Tile['type'], string> = { submarine: '33', big: '31', middle: '35', small: '36' };
const SMALL_COLORS = ['36', '32', '34', '96', '92', '94', '37'];

/**
 * The board, each cell a character and a space: a tile's body is dots with
 * its glyph in the middle, its attachments are its glyph, the empty slot is
 * blank; the frame has a gap where the exit is.
 */
export function renderPosition(level: SubmarineLevel, position: Position, color = false): string {
  const { kinds } = kindsOf(level);
  const glyph = glyphs(kinds);
  let small = 0;
  const tint = kinds.map((t) => (t.type === 'small' ? SMALL_COLORS[small++ % SMALL_COLORS.length] : COLORS[t.type]));
  const chars: string[] = new Array<string>(BOARD * BOARD).fill(' ');
  const codes: string[] = new Array<string>(BOARD * BOARD).fill('');
  position.slots.forEach((k, slot) => {
    if (k === EMPTY || (position.out && slot === EXIT_SLOT)) return;
    const o = slotOrigin(slot);
    for (let r = 0; r < TILE; r++) {
      for (let c = 0; c < TILE; c++) {
        const cell = (o.row + r) * BOARD + o.col + c;
        const centre = r === 2 && c === 2;
        chars[cell] = centre ? glyph[k] : '.';
        codes[cell] = centre ? `2;${tint[k]}` : '2';
      }
    }
  });
  position.slots.forEach((k, slot) => {
    if (k === EMPTY || (position.out && slot === EXIT_SLOT)) return;
    const o = slotOrigin(slot);
    for (const a of attachmentsOf(kinds[k])) {
      for (let r = 0; r < a.height; r++) {
        for (let c = 0; c < a.width; c++) {
          const cell = (o.row + a.row + r) * BOARD + o.col + a.col + c;
          chars[cell] = glyph[k];
          codes[cell] = `1;${tint[k]}`;
        }
      }
    }
  });
  const paint = (cell: number) => (color && codes[cell] ? `\x1b[${codes[cell]}m${chars[cell]}\x1b[0m` : chars[cell]);
  const lines = ['+' + '-'.repeat(2 * BOARD + 1) + '+'];
  for (let r = 0; r < BOARD; r++) {
    const cells = Array.from({ length: BOARD }, (_, c) => paint(r * BOARD + c));
    lines.push(`| ${cells.join(' ')} |`);
  }
  // The exit: a gap in the bottom edge under the bottom-middle slot.
  const gapAt = 2 + 2 * EXIT_COL;
  lines.push('+' + '-'.repeat(gapAt - 2) + '   ' + '-'.repeat(2 * BOARD + 1 - gapAt - 1) + '+');
  if (position.out) lines.push('(the submarine is out through the exit)');
  return lines.join('\n');
}

/** Stable ids: the tile's token, numbered in reading order when the level has several alike. */
function tileIds(level: SubmarineLevel, position: Position): string[] {
  const { kinds } = kindsOf(level);
  const tokens = kinds.map(tileToken);
  const alike = tokens.map((t) => level.grid.filter((g) => g !== null && tileToken(g) === t).length);
  const seen = new Array<number>(kinds.length).fill(0);
  // Two tiles alike cannot be told apart, so their numbers follow reading order.
  return position.slots.map((k) => (k === EMPTY ? '' : alike[k] > 1 ? `tile-${tokens[k]}-${++seen[k]}` : `tile-${tokens[k]}`));
}

/** Mines by size, each size its colour; small-mine tiles told apart by colours of their own. */
const BIG_MINE = '#e63946';
const MIDDLE_MINE = '#9b5de5';
const SMALL_MINES = ['#06d6a0', '#118ab2', '#ff70a6', '#8ac926', '#ff924c', '#4cc9f0', '#b5838d'];
const HULL = '#ffd60a';

/** Each kind's mine colour (the submarine's is its hull). */
function mineColours(kinds: readonly Tile[]): string[] {
  let small = 0;
  return kinds.map((t) => (t.type === 'submarine' ? HULL : t.type === 'big' ? BIG_MINE : t.type === 'middle' ? MIDDLE_MINE : SMALL_MINES[small++ % SMALL_MINES.length]));
}

/** The submarine on its tile: a yellow hull with a tower and portholes, propellers out to the sides, the clip below. */
function submarineShapes(id: string, o: { row: number; col: number }): Shape[] {
  const [left, right, clip] = attachmentsOf({ type: 'submarine' });
  const part = (name: string) => `${id}-part-${name}`;
  return [
    { kind: 'ellipse', id: part('propeller-left'), x: o.col + left.col + 0.2, y: o.row + left.row + 0.3, w: left.width - 0.2, h: left.height - 0.6, fill: '#6c757d', stroke: '#212529' },
    { kind: 'ellipse', id: part('propeller-right'), x: o.col + right.col, y: o.row + right.row + 0.3, w: right.width - 0.2, h: right.height - 0.6, fill: '#6c757d', stroke: '#212529' },
    { kind: 'rect', id: part('shaft-left'), x: o.col - 0.2, y: o.row + 0.85, w: 0.6, h: 0.3, fill: '#495057' },
    { kind: 'rect', id: part('shaft-right'), x: o.col + TILE - 0.4, y: o.row + 0.85, w: 0.6, h: 0.3, fill: '#495057' },
    { kind: 'rect', id: part('tower'), x: o.col + 1.9, y: o.row + 0.5, w: 1.2, h: 1.2, fill: '#ffc300', stroke: '#8a6d00' },
    { kind: 'ellipse', id: part('hull'), x: o.col + 0.3, y: o.row + 1.4, w: TILE - 0.6, h: 2.2, fill: HULL, stroke: '#8a6d00' },
    { kind: 'ellipse', id: part('porthole-1'), x: o.col + 1.3, y: o.row + 2.15, w: 0.7, h: 0.7, fill: '#8ecae6', stroke: '#8a6d00' },
    { kind: 'ellipse', id: part('porthole-2'), x: o.col + 3.0, y: o.row + 2.15, w: 0.7, h: 0.7, fill: '#8ecae6', stroke: '#8a6d00' },
    { kind: 'rect', id: part('clip'), x: o.col + clip.col + 0.15, y: o.row + clip.row, w: clip.width - 0.3, h: clip.height, fill: '#adb5bd', stroke: '#212529' },
  ];
}

/**
 * The board in cell units, as the toy looks: the water, the 3 x 3 frame and
 * the exit; every tile's body (with its letter, as the move words name it),
 * then every tile's mines and the submarine's parts over all bodies (they
 * overhang their tile, and no body may hide them). Ids: the tile's, its
 * mines `<tile id>-mine-<n>`, the submarine's parts `<tile id>-part-<name>`,
 * so a move moves one tile with all it carries. A legend names the colours.
 */
export function drawPosition(level: SubmarineLevel, position: Position, lang: Lang = 'en'): Drawing {
  const { kinds } = kindsOf(level);
  const ids = tileIds(level, position);
  const glyph = glyphs(kinds);
  const colour = mineColours(kinds);
  const shapes: Shape[] = [
    { kind: 'rect', x: 0, y: 0, w: BOARD, h: BOARD, fill: '#1d3557' },
    { kind: 'rect', x: MARGIN, y: MARGIN, w: 3 * TILE, h: 3 * TILE, fill: '#274c77', stroke: '#a8dadc' },
    { kind: 'rect', id: 'exit', x: EXIT_COL - 0.5, y: BOARD - MARGIN, w: 2, h: MARGIN, fill: '#90e0ef', stroke: '#ffffff', label: render(SUBMARINE.exitLabel(), lang) },
  ];
  const placed = position.slots.flatMap((k, slot) => (k === EMPTY || (position.out && slot === EXIT_SLOT) ? [] : [{ k, slot, o: slotOrigin(slot) }]));
  for (const { k, slot, o } of placed) {
    const body: Shape = { kind: 'rect', id: ids[slot], x: o.col + 0.1, y: o.row + 0.1, w: TILE - 0.2, h: TILE - 0.2, fill: '#e9e4d4', stroke: '#5a4a2a' };
    // The submarine needs no letter: its drawing names it.
    if (kinds[k].type !== 'submarine') body.label = glyph[k];
    shapes.push(body);
  }
  for (const { k, slot, o } of placed) {
    if (kinds[k].type === 'submarine') {
      shapes.push(...submarineShapes(ids[slot], o));
      continue;
    }
    attachmentsOf(kinds[k]).forEach((a, n) => {
      shapes.push({ kind: 'ellipse', id: `${ids[slot]}-mine-${n + 1}`, x: o.col + a.col + 0.1, y: o.row + a.row + 0.1, w: a.width - 0.2, h: a.height - 0.2, fill: colour[k], stroke: '#1b1b1b' });
    });
  }
  if (position.out) {
    shapes.push({ kind: 'rect', x: MARGIN + 1, y: 0.2, w: BOARD - 2 * MARGIN - 2, h: MARGIN - 0.4, fill: '#ffd60a', stroke: '#ffffff', label: render(SUBMARINE.outLabel(), lang) });
  }
  // The legend: the submarine, then the mines by size, small-mine tiles in their letters' order.
  const order = { submarine: 0, big: 1, middle: 2, small: 3 } as const;
  const legend = [...kinds.keys()]
    .sort((a, b) => order[kinds[a].type] - order[kinds[b].type] || a - b)
    .map((k) => {
      const t = kinds[k];
      const what = SUBMARINE.mines({ kind: tileKind(t) });
      return {
        swatch: { kind: t.type === 'submarine' ? 'box' : 'disc', fill: colour[k], stroke: '#1b1b1b' } as const,
        text: render(t.type === 'submarine' ? what : SUBMARINE.drawingLegendEntry({ glyph: glyph[k], what }), lang),
      };
    });
  return { width: BOARD, height: BOARD, shapes, legend };
}

/** What the board's letters stand for: "S the submarine (S), B the big-mine tile (B3), a the small-mine tile (s4), ...". */
export function submarineLegend(level: SubmarineLevel, lang: Lang = 'en'): string {
  const { kinds } = kindsOf(level);
  const glyph = glyphs(kinds);
  const tiles = kinds.map((t, k) => render(SUBMARINE.legendEntry({ glyph: glyph[k], tile: tileName(t), token: tileToken(t) }), lang));
  return render(SUBMARINE.legend({ tiles: tiles.join(render(SUBMARINE.legendSeparator(), lang)) }), lang);
}

/**
 * A position as text for a terminal (the 19 x 19 board, one character a
 * cell) and as shapes for a graphical front end (one id a tile, so a
 * browser can animate tiles moving).
 */
import type { Lang } from '../lang.js';
import { legendZh } from './words-zh.js';
import type { Drawing, Shape } from '../drawing.js';
import { EMPTY, kindsOf } from './arrangement.js';
import { attachmentsOf, BOARD, EXIT_SLOT, glyphs, MARGIN, SLOTS, slotOrigin, TILE, tileName, tileToken, type Tile } from './tiles.js';
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

/**
 * The board in cell units: tile bodies as rects with the tile's id, each
 * attachment as a rect with id `<tile id>-mine-<n>`, and the exit's gap.
 */
export function drawPosition(level: SubmarineLevel, position: Position, lang: Lang = 'en'): Drawing {
  const { kinds } = kindsOf(level);
  const ids = tileIds(level, position);
  const shapes: Shape[] = [
    { kind: 'rect', x: 0, y: 0, w: BOARD, h: BOARD, fill: '#1d3557' },
    { kind: 'rect', x: MARGIN, y: MARGIN, w: 3 * TILE, h: 3 * TILE, fill: '#274c77', stroke: '#a8dadc' },
    { kind: 'rect', id: 'exit', x: EXIT_COL, y: BOARD - MARGIN, w: 1, h: MARGIN, fill: '#a8dadc', label: lang === 'zh' ? '出口' : 'exit' },
  ];
  let small = 0;
  const fills = kinds.map((t) => (t.type === 'submarine' ? '#f4a261' : t.type === 'big' ? '#e63946' : t.type === 'middle' ? '#9b5de5' : ['#2a9d8f', '#43aa8b', '#277da1', '#4d908e', '#577590'][small++ % 5]));
  for (let slot = 0; slot < SLOTS; slot++) {
    const k = position.slots[slot];
    if (k === EMPTY || (position.out && slot === EXIT_SLOT)) continue;
    const o = slotOrigin(slot);
    shapes.push({ kind: 'rect', id: ids[slot], x: o.col + 0.1, y: o.row + 0.1, w: TILE - 0.2, h: TILE - 0.2, fill: '#e9e4d4', stroke: '#5a4a2a', label: tileToken(kinds[k]) });
    attachmentsOf(kinds[k]).forEach((a, n) => {
      shapes.push({ kind: 'rect', id: `${ids[slot]}-mine-${n + 1}`, x: o.col + a.col, y: o.row + a.row, w: a.width, h: a.height, fill: fills[k], stroke: '#222222' });
    });
  }
  if (position.out) shapes.push({ kind: 'text', x: BOARD / 2, y: BOARD - 0.5, text: lang === 'zh' ? '潜艇出来了' : 'the submarine is out', size: 0.8, color: '#ffffff' });
  return { width: BOARD, height: BOARD, shapes };
}

/** What the board's letters stand for: "S the submarine (S), B the big-mine tile (B3), a the small-mine tile (s4), ...". */
export function submarineLegend(level: SubmarineLevel, lang: Lang = 'en'): string {
  if (lang === 'zh') return legendZh(level);
  const { kinds } = kindsOf(level);
  const glyph = glyphs(kinds);
  const tiles = kinds.map((t, k) => `${glyph[k]} ${tileName(t)} (${tileToken(t)})`);
  return `${tiles.join(', ')}; "." is a tile's body, letters mark what sticks out (mines; the submarine's propellers and clip); the gap in the bottom edge is the exit`;
}

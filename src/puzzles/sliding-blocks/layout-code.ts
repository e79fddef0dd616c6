/**
 * The layout code of the Klotski community for 4x5 boards: 9 hex digits, 36
 * bits. The high 4 bits hold the cell (row * 4 + column) of the 2x2 block's
 * top-left cell; the low 32 bits hold 2 bits for each other item (a piece or
 * an empty cell) in reading order of their top-left cells, the first item in
 * the highest bits: 00 empty, 01 a 1x2 piece, 10 a 2x1 piece, 11 a 1x1 piece.
 * Unused low bits are zero (they read as the trailing empty cells). The
 * classic opening (Hengdaolima) is 1A9BF0C00.
 *
 * Here a layout is an "item grid": for each of the 20 cells, the item whose
 * top-left cell it is (EMPTY, WIDE, TALL, SINGLE, BLOCK), or COVERED for a
 * cell covered by a piece whose top-left is elsewhere. The code's value, a
 * number below 2^36, is also the search's key for standard boards.
 */
import { render, type Message } from '../../i18n/index.js';
import { quoteInput } from '../params.js';
import { PuzzleInputError } from '../puzzle.js';
import { BLOCKS } from './messages.js';

export const WIDTH = 4;
export const HEIGHT = 5;
export const CELLS = 20;
export const TWO_32 = 4294967296;

export const COVERED = -1;
export const EMPTY = 0;
/** A 1x2 piece (one row, two columns). */
export const WIDE = 1;
/** A 2x1 piece (two rows, one column). */
export const TALL = 2;
export const SINGLE = 3;
export const BLOCK = 4;

/** Rows and columns of each item kind, by its number. */
export const ITEM_SIZE: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 2],
  [2, 1],
  [1, 1],
  [2, 2],
];

/** The item a piece of this size is on a standard board, or -1. */
export function itemOfSize(rows: number, cols: number): number {
  if (rows === 2 && cols === 2) return BLOCK;
  if (rows === 1 && cols === 2) return WIDE;
  if (rows === 2 && cols === 1) return TALL;
  if (rows === 1 && cols === 1) return SINGLE;
  return -1;
}

/** Bit mask of the cells an item covers with its top-left at `cell`, or 0 when it does not fit on the board. */
export function itemMask(item: number, cell: number): number {
  const [rows, cols] = ITEM_SIZE[item];
  const r = Math.floor(cell / WIDTH);
  const c = cell % WIDTH;
  if (cell < 0 || cell >= CELLS || r + rows > HEIGHT || c + cols > WIDTH) return 0;
  let mask = 0;
  for (let dr = 0; dr < rows; dr++) for (let dc = 0; dc < cols; dc++) mask |= 1 << (cell + dr * WIDTH + dc);
  return mask;
}

/** The code's value for an item grid. */
export function encodeItems(items: ArrayLike<number>): number {
  let hi = 0;
  let lo = 0;
  let shift = 30;
  for (let cell = 0; cell < CELLS; cell++) {
    const item = items[cell];
    if (item === BLOCK) hi = cell;
    else if (item > EMPTY) {
      lo += item * 2 ** shift;
      shift -= 2;
    } else if (item === EMPTY) shift -= 2;
  }
  return hi * TWO_32 + lo;
}

/** The item grid of a code's value, or a sentence saying why it is no layout. */
export function decodeItems(value: number): Int8Array | string {
  const items = decodeItemsOrWhy(value);
  return items instanceof Int8Array ? items : render(items, 'en');
}

/** The item grid of a code's value, or why it is no layout. */
function decodeItemsOrWhy(value: number): Int8Array | Message {
  const hi = Math.floor(value / TWO_32);
  const lo = value >>> 0;
  const items = new Int8Array(CELLS).fill(COVERED);
  const blockMask = itemMask(BLOCK, hi);
  if (hi >= CELLS || blockMask === 0) {
    return BLOCKS.blockMisplaced({ cell: hi });
  }
  items[hi] = BLOCK;
  let covered = blockMask;
  let shift = 30;
  let empties = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    if (covered & (1 << cell)) continue;
    const item = shift >= 0 ? (lo >>> shift) & 3 : EMPTY;
    shift -= 2;
    const mask = itemMask(item, cell);
    if (mask === 0 || (mask & covered) !== 0) {
      return BLOCKS.itemNoFit({ item: item === WIDE ? 'wide' : 'tall', row: Math.floor(cell / WIDTH) + 1, col: (cell % WIDTH) + 1 });
    }
    items[cell] = item;
    covered |= mask;
    if (item === EMPTY) empties++;
  }
  // Items past the last cell would be pieces that do not fit anywhere.
  if (shift >= 0 && (lo & (2 ** (shift + 2) - 1)) !== 0) return BLOCKS.layoutTooManyPieces();
  if (empties === 0) return BLOCKS.layoutNoEmptyCell();
  return items;
}

/** 9 hex digits, upper case, as the community writes them. */
export function formatLayoutCode(value: number): string {
  return value.toString(16).toUpperCase().padStart(9, '0');
}

/** Whether text looks like a layout code rather than a grid. */
export function isLayoutCode(text: string): boolean {
  return /^[0-9A-Fa-f]{1,9}$/.test(text.trim());
}

/** Reads 1 to 9 hex digits (trailing zeros may be dropped) into an item grid. */
export function parseLayoutCode(text: string): { value: number; items: Int8Array } {
  const digits = text.trim();
  if (!isLayoutCode(digits)) {
    throw new PuzzleInputError(BLOCKS.layoutCodeNotHex({ code: quoteInput(digits) }));
  }
  const value = parseInt(digits.padEnd(9, '0'), 16);
  const items = decodeItemsOrWhy(value);
  if (!(items instanceof Int8Array)) throw new PuzzleInputError(BLOCKS.noLayout({ code: digits.toUpperCase(), why: items }));
  return { value, items };
}

/** The grid rows of an item grid, pieces lettered A, B, C, ... in reading order. */
export function itemsToRows(items: ArrayLike<number>): string[] {
  const grid: string[] = new Array<string>(CELLS).fill('.');
  let next = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const item = items[cell];
    if (item <= EMPTY) continue;
    const letter = String.fromCharCode(65 + next++);
    const [rows, cols] = ITEM_SIZE[item];
    for (let dr = 0; dr < rows; dr++) for (let dc = 0; dc < cols; dc++) grid[cell + dr * WIDTH + dc] = letter;
  }
  const out: string[] = [];
  for (let r = 0; r < HEIGHT; r++) out.push(grid.slice(r * WIDTH, (r + 1) * WIDTH).join(''));
  return out;
}

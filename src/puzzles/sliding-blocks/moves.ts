/**
 * Moves name places, not pieces: "the piece whose top-left cell is `from`
 * goes to `to`", so that a move applied to a placement keeps every piece's
 * letter even though the search treats pieces of one kind as the same. A
 * move is the number `(style * MAX_CELLS + from) * MAX_CELLS + to`; its style
 * says how the piece travels, one per metric:
 *   PATH   any distance along free cells, turning corners (metric `move`)
 *   SLIDE  any distance in one straight line (metric `slide`)
 *   STEP   one cell (metric `step`)
 *
 * This module encodes moves and puts them in words and codes; rules.ts applies
 * them by the rules, route.ts finds the way a piece goes.
 */
import type { Direction } from '../direction-words.js';
import { render } from '../../i18n/index.js';
import type { Lang } from '../lang.js';
import type { BlocksInstance } from './board.js';
import { MAX_CELLS, rowCol } from './board.js';
import { occupancy, type Placement } from './placement.js';
import { DIRECTIONS } from './directions.js';
import { pieceAt, route } from './route.js';
import { asWritten, codeNumber } from '../move-code-read.js';
import { BLOCKS } from './messages.js';

export type BlocksMove = number;

export const PATH = 0;
export const SLIDE = 1;
export const STEP = 2;
export type MoveStyle = typeof PATH | typeof SLIDE | typeof STEP;

export const encodeMove = (style: MoveStyle, from: number, to: number): BlocksMove => (style * MAX_CELLS + from) * MAX_CELLS + to;

export function decodeMove(move: BlocksMove): { style: MoveStyle; from: number; to: number } {
  const to = move % MAX_CELLS;
  const rest = (move - to) / MAX_CELLS;
  const from = rest % MAX_CELLS;
  return { style: ((rest - from) / MAX_CELLS) as MoveStyle, from, to };
}

export { allows, DIRECTIONS } from './directions.js';

/** "down", "left", ...: the word for a one-cell step. */
export function directionWord(dr: number, dc: number): Direction {
  return DIRECTIONS.find(([r, c]) => r === dr && c === dc)![2];
}

/**
 * A piece's name in words: its letter, as the boards draw it and the editor
 * shows it (the legend says which letter is Cao Cao, the 2x2 block), so one piece has one name.
 */
export function pieceName(instance: BlocksInstance, i: number): string {
  return instance.pieces[i].letter;
}

/** "B down 1", "E left 2, then up 1"; in Chinese each leg is "toward a direction, so many cells" (the catalog's moveLeg). */
export function describeMove(instance: BlocksInstance, placement: Placement, move: BlocksMove, lang: Lang = 'en'): string {
  const { from, to } = decodeMove(move);
  const i = pieceAt(placement, from);
  const [r1, c1] = rowCol(instance, to);
  if (i < 0) {
    const [r0, c0] = rowCol(instance, from);
    return render(BLOCKS.moveNoPiece({ row: r0 + 1, col: c0 + 1 }), lang);
  }
  const cells = route(instance, occupancy(instance, placement), i, from, to);
  const piece = pieceName(instance, i);
  const runs = cells ? legs(instance, cells) : [];
  if (runs.length === 0) return render(BLOCKS.moveTo({ piece, row: r1 + 1, col: c1 + 1 }), lang);
  // The words depend on the language, the letter and the runs alone: kept, as a server words every move of every position it is asked.
  const key = `${lang} ${piece} ${runs.join(' ')}`;
  let words = routeWords.get(key);
  if (words === undefined) {
    const way = runs.map(([direction, count]) => BLOCKS.moveLeg({ direction, cells: count })).reduce((first, then) => BLOCKS.moveLegThen({ first, then }));
    words = render(BLOCKS.moveRoute({ piece, route: way }), lang);
    if (routeWords.size >= MOST_ROUTE_WORDS) routeWords.clear();
    routeWords.set(key, words);
  }
  return words;
}

/** A route's words by language, letter and runs (see describeMove); a few hundred on a 4x5 board, and never more than this. */
const routeWords = new Map<string, string>();
const MOST_ROUTE_WORDS = 10_000;

/** A route's straight runs: [["left", 2], ["up", 1]]. */
function legs(instance: BlocksInstance, cells: number[]): [Direction, number][] {
  const out: [Direction, number][] = [];
  let word: Direction = 'up';
  let count = 0;
  const { width } = instance;
  for (let k = 1; k < cells.length; k++) {
    const a = cells[k - 1];
    const b = cells[k];
    const w = directionWord(Math.floor(b / width) - Math.floor(a / width), (b % width) - (a % width));
    if (w === word) count++;
    else {
      if (count) out.push([word, count]);
      word = w;
      count = 1;
    }
  }
  if (count) out.push([word, count]);
  return out;
}

/** `1,0>2,0`: from the top-left cell's row,column to the new one; `~` between them for a path that may turn. */
export function moveCode(instance: BlocksInstance, move: BlocksMove): string {
  const { style, from, to } = decodeMove(move);
  const { width } = instance;
  return `${Math.floor(from / width)},${from % width}${style === PATH ? '~' : '>'}${Math.floor(to / width)},${to % width}`;
}

/**
 * The move `moveCode` writes as `code` ("1,0>2,0", "3,1~4,1"), or null. A
 * straight move (`>`) is read as a slide: a slide of one cell is a step, by
 * the rules and in its code, whichever metric's search made it.
 */
export function parseMoveCode(instance: BlocksInstance, code: string): BlocksMove | null {
  const match = /^(\d+),(\d+)([~>])(\d+),(\d+)$/.exec(code);
  if (!match) return null;
  const [r0, c0, r1, c1] = [match[1], match[2], match[4], match[5]].map(codeNumber);
  const cell = (r: number, c: number) => (r >= 0 && r < instance.height && c >= 0 && c < instance.width ? r * instance.width + c : -1);
  const from = cell(r0, c0);
  const to = cell(r1, c1);
  if (from < 0 || to < 0 || from === to) return null;
  return asWritten(code, encodeMove(match[3] === '~' ? PATH : SLIDE, from, to), (move) => moveCode(instance, move));
}

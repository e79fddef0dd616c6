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
 * The rules of a move (`applyRules`) are written out here on plain grids,
 * independently of the successor generators, so replaying a solution
 * through them checks the search.
 */
import type { BlocksInstance, Limit } from './instance.js';
import { MAX_CELLS, rowCol } from './instance.js';
import { occupancy, type Placement } from './placement.js';

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

/** Directions as [row step, column step, word]. */
export const DIRECTIONS = [
  [-1, 0, 'up'],
  [1, 0, 'down'],
  [0, -1, 'left'],
  [0, 1, 'right'],
] as const;

export function allows(limit: Limit, dr: number): boolean {
  return limit === 'any' || (limit === 'horizontal' ? dr === 0 : dr !== 0);
}

/** Whether piece `i` fits with its top-left at (r, c): on the board, on no wall, on no other piece. */
function fits(instance: BlocksInstance, grid: Int32Array, i: number, r: number, c: number): boolean {
  const p = instance.pieces[i];
  const { width, height } = instance;
  if (r < 0 || c < 0 || r + p.rows > height || c + p.cols > width) return false;
  for (let dr = 0; dr < p.rows; dr++) {
    for (let dc = 0; dc < p.cols; dc++) {
      const v = grid[(r + dr) * width + c + dc];
      if (v !== -1 && v !== i) return false;
    }
  }
  return true;
}

/**
 * The shortest route of piece `i` from `from` to `to` through free cells,
 * as the cells it passes (from first), or null when it cannot get there.
 * Straight runs are tried before turns, so a route with few turns is found.
 */
function route(instance: BlocksInstance, grid: Int32Array, i: number, from: number, to: number): number[] | null {
  const { width } = instance;
  const limit = instance.pieces[i].limit;
  const cameFrom = new Map<number, number>([[from, -1]]);
  const queue = [from];
  for (let k = 0; k < queue.length; k++) {
    const cell = queue[k];
    if (cell === to) break;
    const [r, c] = rowCol(instance, cell);
    for (const [dr, dc] of DIRECTIONS) {
      if (!allows(limit, dr)) continue;
      const next = (r + dr) * width + c + dc;
      if (cameFrom.has(next) || !fits(instance, grid, i, r + dr, c + dc)) continue;
      cameFrom.set(next, cell);
      queue.push(next);
    }
  }
  if (!cameFrom.has(to)) return null;
  const cells: number[] = [];
  for (let cell = to; cell !== -1; cell = cameFrom.get(cell)!) cells.push(cell);
  return cells.reverse();
}

/** The piece whose top-left cell is `cell`, or -1. */
function pieceAt(placement: Placement, cell: number): number {
  return placement.indexOf(cell);
}

/** The placement after a move by the rules, or why the move cannot be made. */
export function applyRules(instance: BlocksInstance, placement: Placement, move: BlocksMove): Placement | { illegal: string } {
  const { style, from, to } = decodeMove(move);
  const cells = instance.width * instance.height;
  if (!Number.isInteger(move) || move < 0 || style > STEP || from >= cells || to >= cells) return { illegal: `${move} is no move on this board` };
  const i = pieceAt(placement, from);
  const [r0, c0] = rowCol(instance, from);
  const [r1, c1] = rowCol(instance, to);
  if (i < 0) return { illegal: `no piece has its top-left cell at row ${r0 + 1}, column ${c0 + 1}` };
  const p = instance.pieces[i];
  if (from === to) return { illegal: `piece ${p.letter} would stay where it is` };
  const grid = occupancy(instance, placement);
  const dr = Math.sign(r1 - r0);
  const dc = Math.sign(c1 - c0);
  const straight = dr === 0 || dc === 0;
  if (style !== PATH) {
    if (!straight) return { illegal: `piece ${p.letter} cannot reach row ${r1 + 1}, column ${c1 + 1} in one straight line` };
    if (!allows(p.limit, dr)) return { illegal: `piece ${p.letter} moves only ${p.limit === 'horizontal' ? 'along its row' : 'along its column'}` };
    const distance = Math.abs(r1 - r0) + Math.abs(c1 - c0);
    if (style === STEP && distance !== 1) return { illegal: `a step moves one cell, not ${distance}` };
    for (let k = 1; k <= distance; k++) {
      if (!fits(instance, grid, i, r0 + k * dr, c0 + k * dc)) return { illegal: `piece ${p.letter} is blocked ${k} cell(s) ${directionWord(dr, dc)}` };
    }
  } else if (!route(instance, grid, i, from, to)) {
    return { illegal: `piece ${p.letter} cannot get to row ${r1 + 1}, column ${c1 + 1} through free cells` };
  }
  const next = Int32Array.from(placement);
  next[i] = to;
  return next;
}

function directionWord(dr: number, dc: number): string {
  return DIRECTIONS.find(([r, c]) => r === dr && c === dc)![2];
}

/**
 * A piece's name in words: its letter, as the boards draw it and the editor
 * shows it (the legend says which letter is 曹操), so one piece has one name.
 */
export function pieceName(instance: BlocksInstance, i: number): string {
  return instance.pieces[i].letter;
}

/** "B down 1", "E left 2, then up 1". */
export function describeMove(instance: BlocksInstance, placement: Placement, move: BlocksMove): string {
  const { from, to } = decodeMove(move);
  const i = pieceAt(placement, from);
  const [r1, c1] = rowCol(instance, to);
  if (i < 0) return `(no piece at row ${rowCol(instance, from).map((n) => n + 1).join(', column ')})`;
  const cells = route(instance, occupancy(instance, placement), i, from, to);
  const name = pieceName(instance, i);
  if (!cells) return `${name} to row ${r1 + 1}, column ${c1 + 1}`;
  return `${name} ${legs(instance, cells).join(', then ')}`;
}

/** A route's straight runs in words: ["left 2", "up 1"]. */
function legs(instance: BlocksInstance, cells: number[]): string[] {
  const out: string[] = [];
  let word = '';
  let count = 0;
  for (let k = 1; k < cells.length; k++) {
    const [ra, ca] = rowCol(instance, cells[k - 1]);
    const [rb, cb] = rowCol(instance, cells[k]);
    const w = directionWord(rb - ra, cb - ca);
    if (w === word) count++;
    else {
      if (count) out.push(`${word} ${count}`);
      word = w;
      count = 1;
    }
  }
  if (count) out.push(`${word} ${count}`);
  return out;
}

/** `1,0>2,0`: from the top-left cell's row,column to the new one; `~` between them for a path that may turn. */
export function moveCode(instance: BlocksInstance, move: BlocksMove): string {
  const { style, from, to } = decodeMove(move);
  return `${rowCol(instance, from).join(',')}${style === PATH ? '~' : '>'}${rowCol(instance, to).join(',')}`;
}


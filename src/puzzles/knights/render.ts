/**
 * Knight boards as text (one character a square, spaced: `W . W`) and as
 * shapes: light and dark squares, missing ones left out, one shape a knight.
 */
import type { Drawing, Shape } from '../drawing.js';
import type { Board } from './board.js';

const PAINT: Record<string, string> = { W: '\x1b[1;37m', B: '\x1b[1;31m', N: '\x1b[1;33m', X: '\x1b[32m', x: '\x1b[2m' };

/** Rows of one character a square, top row first, characters spaced out. */
export function renderCells(board: Board, cells: readonly string[], color: boolean): string {
  const rows: string[] = [];
  for (let r = 0; r < board.height; r++) {
    const row = cells.slice(r * board.width, (r + 1) * board.width).map((ch) => (color && PAINT[ch] ? `${PAINT[ch]}${ch}\x1b[0m` : ch));
    rows.push(row.join(' '));
  }
  return rows.join('\n');
}

export interface Piece {
  square: number;
  id: string;
  label: string;
  fill: string;
}

/** The board's squares, marked squares (visited, target) shaded, and the pieces on top. */
export function drawBoard(board: Board, pieces: readonly Piece[], marks: readonly { square: number; fill: string }[] = []): Drawing {
  const shapes: Shape[] = [];
  const at = (sq: number) => ({ x: sq % board.width, y: Math.floor(sq / board.width) });
  board.missing.forEach((gone, sq) => {
    if (gone) return;
    const { x, y } = at(sq);
    shapes.push({ kind: 'rect', x, y, w: 1, h: 1, fill: (x + y) % 2 === 0 ? '#f0d9b5' : '#b58863' });
  });
  for (const m of marks) {
    const { x, y } = at(m.square);
    shapes.push({ kind: 'rect', x: x + 0.1, y: y + 0.1, w: 0.8, h: 0.8, fill: m.fill });
  }
  for (const p of pieces) {
    const { x, y } = at(p.square);
    shapes.push({ kind: 'rect', id: p.id, x: x + 0.15, y: y + 0.15, w: 0.7, h: 0.7, fill: p.fill, stroke: '#222222', label: p.label });
  }
  return { width: board.width, height: board.height, shapes };
}

/**
 * A knight's tour as one board: each square holds the number of the move that
 * reaches it (1 for the first square), missing squares "#", squares never
 * reached ".": the whole tour at a glance instead of a board a move.
 */
export function renderTour(board: Board, squares: readonly number[]): string {
  const order = new Map<number, number>();
  squares.forEach((sq, i) => {
    if (!order.has(sq)) order.set(sq, i + 1);
  });
  const width = String(squares.length).length;
  const rows: string[] = [];
  for (let r = 0; r < board.height; r++) {
    const row: string[] = [];
    for (let c = 0; c < board.width; c++) {
      const sq = r * board.width + c;
      row.push((board.missing[sq] ? '#' : String(order.get(sq) ?? '.')).padStart(width));
    }
    rows.push(row.join(' '));
  }
  rows.push('(each square numbered in the order the knight visits it; a1 is bottom left)');
  return rows.join('\n');
}

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

/** The board's squares, marked squares (visited, target) shaded, then `overlay`, and the pieces on top. */
export function drawBoard(board: Board, pieces: readonly Piece[], marks: readonly { square: number; fill: string }[] = [], overlay: readonly Shape[] = []): Drawing {
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
  shapes.push(...overlay);
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

/**
 * A tour so far as shapes: the knight's path as a line through the squares'
 * centres, each visited square numbered in visiting order (1 for the first),
 * drawn under the knight, which stands on the last; `closing`, a closed
 * tour's way back to its first square, as a thinner line.
 */
export function tourOverlay(board: Board, squares: readonly number[], closing = false): Shape[] {
  const centre = (sq: number) => ({ x: (sq % board.width) + 0.5, y: Math.floor(sq / board.width) + 0.5 });
  const lines: Shape[] = [];
  for (let i = 1; i < squares.length; i++) {
    const a = centre(squares[i - 1]);
    const b = centre(squares[i]);
    lines.push({ kind: 'line', x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#b03a2e', width: 0.06 });
  }
  if (closing && squares.length > 2) {
    const a = centre(squares[squares.length - 1]);
    const b = centre(squares[0]);
    lines.push({ kind: 'line', x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#b03a2e', width: 0.025 });
  }
  const numbers: Shape[] = squares.flatMap((sq, i) => {
    const { x, y } = centre(sq);
    return [
      { kind: 'rect', x: x - 0.27, y: y - 0.2, w: 0.54, h: 0.4, fill: '#fffdf5', stroke: '#b03a2e' } satisfies Shape,
      { kind: 'text', x, y, text: String(i + 1), size: squares.length >= 100 ? 0.24 : 0.3, color: '#222222' } satisfies Shape,
    ];
  });
  return [...lines, ...numbers];
}

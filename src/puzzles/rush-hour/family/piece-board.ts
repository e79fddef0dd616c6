/**
 * A layout as the database's list of pieces, in its order: the red car
 * first, then the walls of its row, then each row's pieces left to right
 * (top row first), then each column's cars top to bottom. That order names
 * the pieces in a board's text (A, B, C, ... by index; walls `x`), sets the
 * order its solver tries moves in, and so which pieces its first solution
 * leaves unmoved: the published figures depend on it.
 */
import { decodeRank, type Pattern } from './pattern.js';

export interface BoardPiece {
  readonly horizontal: boolean;
  /** Its row (horizontal) or column (vertical). */
  readonly line: number;
  readonly length: number;
  /** Where it starts along its line. */
  start: number;
  /** A wall: never moves. */
  readonly fixed: boolean;
}

export interface PieceBoard {
  readonly size: number;
  readonly primaryRow: number;
  /** The red car is pieces[0]. */
  readonly pieces: BoardPiece[];
}

export function pieceBoardOf(pattern: Pattern, rank: number): PieceBoard {
  const { size, kinds, primaryRow } = pattern;
  const placement = new Int32Array(2 * size);
  decodeRank(pattern, rank, placement);
  const lineItems = (line: number): BoardPiece[] => {
    const kind = kinds[line];
    const horizontal = line < size;
    const at = horizontal ? line : line - size;
    const cars = kind.lengths.length;
    const items: BoardPiece[] = kind.lengths.map((length, k) => ({ horizontal, line: at, length, start: kind.starts[placement[line] * cars + k], fixed: false }));
    for (let x = 0; x < size; x++) if (kind.walls & (1 << x)) items.push({ horizontal: true, line: at, length: 1, start: x, fixed: true });
    return items.sort((a, b) => a.start - b.start);
  };
  const primary = lineItems(primaryRow);
  // The red car first, its row's walls after it (the database swaps the red car to the front).
  const red = primary.findIndex((p) => !p.fixed);
  [primary[0], primary[red]] = [primary[red], primary[0]];
  const pieces = [...primary];
  for (let r = 0; r < size; r++) if (r !== primaryRow) pieces.push(...lineItems(r));
  for (let c = 0; c < size; c++) pieces.push(...lineItems(size + c));
  return { size, primaryRow, pieces };
}

/**
 * Piece i of a board as the searches name a car: line * 4 + its index among
 * its line's cars (lines: rows, then columns; cars in line order); -1 for a
 * wall.
 */
export function lineCarOf(board: PieceBoard, i: number): number {
  const piece = board.pieces[i];
  if (piece.fixed) return -1;
  let car = 0;
  for (const other of board.pieces) if (!other.fixed && other.horizontal === piece.horizontal && other.line === piece.line && other.start < piece.start) car++;
  return ((piece.horizontal ? 0 : board.size) + piece.line) * 4 + car;
}

/** The cells of a piece, as indexes row by row. */
export function pieceCells(size: number, piece: BoardPiece): number[] {
  const cells: number[] = [];
  for (let i = 0; i < piece.length; i++) cells.push(piece.horizontal ? piece.line * size + piece.start + i : (piece.start + i) * size + piece.line);
  return cells;
}

/** The board's text: row by row, `.` empty, `x` a wall, the piece of index i the letter 'A' + i. */
export function boardText(board: PieceBoard): string {
  const cells = new Array<string>(board.size * board.size).fill('.');
  board.pieces.forEach((piece, i) => {
    for (const cell of pieceCells(board.size, piece)) cells[cell] = piece.fixed ? 'x' : String.fromCharCode(65 + i);
  });
  return cells.join('');
}

/**
 * The database's order of layouts: by the bitboard (bit y*n+x) of the
 * horizontal pieces and walls, then that of the vertical ones. Negative
 * when `a` comes first. Exact: 36 bits fit a double.
 */
export function compareBitboards(a: PieceBoard, b: PieceBoard): number {
  const [ah, av] = bitboards(a);
  const [bh, bv] = bitboards(b);
  return ah - bh || av - bv;
}

function bitboards(board: PieceBoard): [number, number] {
  let h = 0;
  let v = 0;
  for (const piece of board.pieces) {
    for (const cell of pieceCells(board.size, piece)) {
      if (piece.horizontal) h += 2 ** cell;
      else v += 2 ** cell;
    }
  }
  return [h, v];
}

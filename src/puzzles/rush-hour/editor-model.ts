/**
 * The editor's model of a Rush Hour board (an editor model of kind
 * 'blocks-grid', ../editor-models/blocks-grid.ts): one line a row, "." empty,
 * "x" a wall, a letter a car or truck, the red car A. A piece's direction
 * needs no limit list: it moves along its length. The reader alone checks
 * the board (code.ts); this module only edits the grid. Plain data, no DOM.
 */
import type { BlocksGrid, BlocksGridModel, GoalPlace } from '../editor-models/blocks-grid.js';
import { exitRow, RED, type RushInstance } from './board.js';

const EMPTY = '.';
const WALL = 'x';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const isPiece = (cell: string): boolean => /^[A-Z]$/.test(cell);

/** The beginner's board, for a new one. */
const STARTER = ['BB...O', 'P..Q.O', 'PAAQ.O', 'P..Q..', 'E...CC', 'E.RRR.'].join('\n');

/** The rows of a text or code as the reader splits them (a 36-character code as 6 rows); null when they make no rectangle. */
function read(text: string): BlocksGrid | null {
  const parts = text.split(/[\s/]+/).filter((p) => p !== '');
  if (parts.length === 0) return null;
  let rows = parts;
  if (parts.length === 1) {
    const side = Math.round(Math.sqrt(parts[0].length));
    if (side * side !== parts[0].length) return null;
    rows = Array.from({ length: side }, (_, r) => parts[0].slice(r * side, (r + 1) * side));
  }
  if (rows.some((r) => r.length !== rows[0].length)) return null;
  return { width: rows[0].length, height: rows.length, cells: rows.map((r) => [...r].map((c) => (c === 'o' ? EMPTY : c))) };
}

const text = (grid: BlocksGrid): string => grid.cells.map((row) => row.join('')).join('\n');

/** The red car's goal: the right end of the exit row. */
function goalOf(instance: RushInstance): GoalPlace {
  const red = instance.pieces[0];
  return { letter: RED, row: exitRow(instance.height), col: instance.width - red.length, rows: 1, cols: red.length };
}

function cellsOf(grid: BlocksGrid, letter: string): { row: number; col: number }[] {
  const cells: { row: number; col: number }[] = [];
  grid.cells.forEach((r, row) => r.forEach((c, col) => c === letter && cells.push({ row, col })));
  return cells;
}

function movePiece(grid: BlocksGrid, letter: string, dr: number, dc: number): boolean {
  const cells = cellsOf(grid, letter);
  if (cells.length === 0 || (dr === 0 && dc === 0)) return false;
  const fits = cells.every(({ row, col }) => {
    const there = grid.cells[row + dr]?.[col + dc];
    return there === EMPTY || there === letter;
  });
  if (!fits) return false;
  for (const { row, col } of cells) grid.cells[row][col] = EMPTY;
  for (const { row, col } of cells) grid.cells[row + dr][col + dc] = letter;
  return true;
}

/** A new piece over the rectangle's cells when all are empty: the red car A first if the board has none, else the first free letter. */
function addPiece(grid: BlocksGrid, r0: number, c0: number, r1: number, c1: number): string | null {
  const [top, bottom, left, right] = [Math.min(r0, r1), Math.max(r0, r1), Math.min(c0, c1), Math.max(c0, c1)];
  if (top < 0 || left < 0 || bottom >= grid.height || right >= grid.width) return null;
  for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) if (grid.cells[r][c] !== EMPTY) return null;
  const used = new Set(grid.cells.flat());
  const letter = [...LETTERS].find((l) => !used.has(l));
  if (!letter) return null;
  for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) grid.cells[r][c] = letter;
  return letter;
}

function removePiece(grid: BlocksGrid, letter: string): void {
  for (const row of grid.cells) row.forEach((c, i) => c === letter && (row[i] = EMPTY));
}

function eraseAt(grid: BlocksGrid, row: number, col: number): boolean {
  const cell = grid.cells[row][col];
  if (isPiece(cell)) removePiece(grid, cell);
  else if (cell !== EMPTY) grid.cells[row][col] = EMPTY;
  else return false;
  return true;
}

function toggleWall(grid: BlocksGrid, row: number, col: number): void {
  const cell = grid.cells[row][col];
  if (cell === EMPTY) grid.cells[row][col] = WALL;
  else if (!isPiece(cell)) grid.cells[row][col] = EMPTY;
}

/** A new size, keeping what fits; a piece cut by the new edge goes whole. */
function resize(grid: BlocksGrid, width: number, height: number): void {
  const cut = new Set<string>();
  grid.cells.forEach((row, r) => row.forEach((cell, c) => isPiece(cell) && (r >= height || c >= width) && cut.add(cell)));
  grid.cells = Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => grid.cells[r]?.[c] ?? EMPTY).map((cell) => (cut.has(cell) ? EMPTY : cell)));
  grid.width = width;
  grid.height = height;
}

export const rushGridModel: BlocksGridModel<RushInstance> = {
  kind: 'blocks-grid',
  empty: EMPTY,
  wall: WALL,
  starterText: STARTER,
  read,
  text,
  goalOf,
  isPiece,
  movePiece,
  addPiece,
  removePiece,
  eraseAt,
  toggleWall,
  resize,
};

/**
 * The editor's model of a sliding-blocks (Klotski) layout (an editor model
 * of kind 'blocks-grid', ../editor-models/blocks-grid.ts): the draft (rows
 * of `.` empty, `#` wall, a letter per piece; an optional goal and
 * direction limits) with the rows split into cells for editing. The text
 * format is read and written as the backend does (`textDraft` and
 * `draftText`), and the parser alone checks the board; this module only
 * edits the grid. Plain data and pure functions, no DOM.
 */
import type { BlocksGrid, BlocksGridModel, GoalPlace } from '../editor-models/blocks-grid.js';
import { PIECE_LETTER, rowCol, type BlocksDraft, type BlocksInstance } from './board.js';
import { draftText, textDraft } from './text.js';

export type { BlocksGrid };

type Limit = 'horizontal' | 'vertical';
const LIMITS: readonly Limit[] = ['horizontal', 'vertical'];

export const EMPTY = '.';
export const WALL = '#';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The classic start (Hengdaolima, the default preset), for a new layout. */
export const DEFAULT_LAYOUT = 'ABBC\nABBC\nDEEF\nDGHF\nI..J';

/**
 * Reads a text or code as the backend does, up to the grid (the board
 * itself is not checked: a wrong board is still drawn, its faults marked);
 * null when there is no rectangular grid to draw.
 */
export function parseBlocksText(text: string): BlocksGrid | null {
  let draft: BlocksDraft;
  try {
    draft = textDraft(text, 'the text');
  } catch {
    return null;
  }
  const rows = draft.rows.map((r) => [...r]);
  if (rows.length === 0 || rows[0].length === 0 || rows.some((r) => r.length !== rows[0].length)) return null;
  const grid: BlocksGrid = { width: rows[0].length, height: rows.length, cells: rows };
  if (draft.goal) grid.goal = { ...draft.goal };
  for (const limit of LIMITS) if (draft[limit]?.length) grid[limit] = [...draft[limit]!];
  return grid;
}

/** The grid in the backend's text format. */
export function blocksText(grid: BlocksGrid): string {
  const draft: BlocksDraft = { rows: grid.cells.map((row) => row.join('')) };
  if (grid.goal) draft.goal = grid.goal;
  for (const limit of LIMITS) if (grid[limit]?.length) draft[limit] = grid[limit];
  return draftText(draft);
}

/** Where the instance's target piece must go (its target line's, or the backend's default), counted from 0 as the grid model counts. */
export function instanceGoal(instance: BlocksInstance): GoalPlace {
  const piece = instance.pieces[instance.goal.piece];
  const [row, col] = rowCol(instance, instance.goal.cell);
  return { letter: piece.letter, row, col, rows: piece.rows, cols: piece.cols };
}

export function isPiece(cell: string): boolean {
  return PIECE_LETTER.test(cell);
}

/** The cells of a letter, as its bounding box and the list. */
export function pieceCells(grid: BlocksGrid, letter: string): { row: number; col: number }[] {
  const cells: { row: number; col: number }[] = [];
  grid.cells.forEach((r, row) => r.forEach((c, col) => c === letter && cells.push({ row, col })));
  return cells;
}

/** Moves a piece by (dr, dc) when every cell it would cover is on the board and empty or its own. */
export function movePiece(grid: BlocksGrid, letter: string, dr: number, dc: number): boolean {
  const cells = pieceCells(grid, letter);
  if (cells.length === 0 || (dr === 0 && dc === 0)) return false;
  for (const { row, col } of cells) {
    const r = row + dr;
    const c = col + dc;
    if (r < 0 || c < 0 || r >= grid.height || c >= grid.width) return false;
    const there = grid.cells[r][c];
    if (there !== EMPTY && there !== letter) return false;
  }
  for (const { row, col } of cells) grid.cells[row][col] = EMPTY;
  for (const { row, col } of cells) grid.cells[row + dr][col + dc] = letter;
  return true;
}

/** The first letter no piece uses, or null when all 52 are taken. */
export function nextLetter(grid: BlocksGrid): string | null {
  const used = new Set(grid.cells.flat());
  return [...LETTERS].find((l) => !used.has(l)) ?? null;
}

/** Fills the rectangle between two cells with a new piece, when all its cells are empty; returns its letter. */
export function addPiece(grid: BlocksGrid, r0: number, c0: number, r1: number, c1: number): string | null {
  const [top, bottom] = [Math.min(r0, r1), Math.max(r0, r1)];
  const [left, right] = [Math.min(c0, c1), Math.max(c0, c1)];
  if (top < 0 || left < 0 || bottom >= grid.height || right >= grid.width) return null;
  for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) if (grid.cells[r][c] !== EMPTY) return null;
  const letter = nextLetter(grid);
  if (!letter) return null;
  for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) grid.cells[r][c] = letter;
  return letter;
}

export function removePiece(grid: BlocksGrid, letter: string): void {
  for (const row of grid.cells) row.forEach((c, i) => c === letter && (row[i] = EMPTY));
  if (grid.goal?.letter === letter) delete grid.goal;
  dropLimits(grid, (l) => l === letter);
}

/** Forgets the direction limits of the letters `gone` says are no longer on the board. */
function dropLimits(grid: BlocksGrid, gone: (letter: string) => boolean): void {
  for (const limit of LIMITS) {
    const kept = grid[limit]?.filter((l) => !gone(l));
    if (kept?.length) grid[limit] = kept;
    else delete grid[limit];
  }
}

/** Empties a cell: a piece there goes whole, a wall (or a character no board can hold) goes; false when it was empty. */
export function eraseAt(grid: BlocksGrid, row: number, col: number): boolean {
  const cell = grid.cells[row][col];
  if (isPiece(cell)) removePiece(grid, cell);
  else if (cell !== EMPTY) grid.cells[row][col] = EMPTY;
  else return false;
  return true;
}

/** A wall where the cell is empty, an empty cell where it is a wall (or holds what no board can). */
export function toggleWall(grid: BlocksGrid, row: number, col: number): void {
  const cell = grid.cells[row][col];
  if (cell === EMPTY) grid.cells[row][col] = WALL;
  else if (!isPiece(cell)) grid.cells[row][col] = EMPTY; // a wall, or a character the board cannot hold
}

/** A new size, keeping what fits; new cells are empty. */
export function resize(grid: BlocksGrid, width: number, height: number): void {
  const cells = Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => grid.cells[r]?.[c] ?? EMPTY));
  // A piece cut by the new edge is removed whole.
  const cut = new Set<string>();
  grid.cells.forEach((row, r) => row.forEach((cell, c) => isPiece(cell) && (r >= height || c >= width) && cut.add(cell)));
  for (const row of cells) row.forEach((cell, c) => cut.has(cell) && (row[c] = EMPTY));
  grid.cells = cells;
  grid.width = width;
  grid.height = height;
  if (grid.goal && cut.has(grid.goal.letter)) delete grid.goal;
  dropLimits(grid, (l) => cut.has(l));
}

export const blocksGridModel: BlocksGridModel<BlocksInstance> = {
  kind: 'blocks-grid',
  empty: EMPTY,
  wall: WALL,
  starterText: DEFAULT_LAYOUT,
  read: parseBlocksText,
  text: blocksText,
  goalOf: instanceGoal,
  isPiece,
  movePiece,
  addPiece,
  removePiece,
  eraseAt,
  toggleWall,
  resize,
};
